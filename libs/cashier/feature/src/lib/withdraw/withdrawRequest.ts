import type { ConfirmWithdrawalBody } from '../../api/confirm-withdrawal';

/** The ways a player can withdraw (the eligibility's `methods`). */
export type WithdrawMethod = 'bank' | 'upi' | 'crypto';

/** The withdrawal form's fields: every method's, those of the methods not shown unregistered. */
export interface WithdrawValues {
  amount: string;
  beneficiaryName: string;
  accountNumber: string;
  bankCode: string;
  transfer: 'bank' | 'netbanking';
  bankName: string;
  branch: string;
  address: string;
  email: string;
  upiId: string;
  network: string;
  walletAddress: string;
}

/** The form's first values: the player's email, the first network offered, the rest empty. */
export const withdrawDefaults = (email: string, network: string): WithdrawValues => ({
  amount: '',
  beneficiaryName: '',
  accountNumber: '',
  bankCode: '',
  transfer: 'bank',
  bankName: '',
  branch: '',
  address: '',
  email,
  upiId: '',
  network,
  walletAddress: '',
});

const toNumber = (raw: string) => Number(raw.trim().replace(',', '.'));

/** The request the form's values make for a method (what confirm sends; calculate sends its method, amount and network). */
export function requestOf(method: WithdrawMethod, values: WithdrawValues): ConfirmWithdrawalBody {
  // Fields of the other methods are unregistered (undefined) while their form is not shown.
  const v = (name: keyof WithdrawValues) => (values[name] ?? '').trim();
  const opt = (name: keyof WithdrawValues) => (v(name) ? { [name]: v(name) } : {});
  const amount = toNumber(v('amount'));
  if (method === 'bank') {
    return {
      method,
      amount,
      details: {
        beneficiaryName: v('beneficiaryName'),
        accountNumber: v('accountNumber'),
        bankCode: v('bankCode').toUpperCase(),
        email: v('email'),
        ...opt('bankName'),
        ...opt('branch'),
        ...opt('address'),
      },
    };
  }
  if (method === 'upi')
    return { method, amount, details: { upiId: v('upiId'), ...opt('beneficiaryName'), ...opt('email') } };
  return { method, amount, details: { network: values.network, walletAddress: v('walletAddress') } };
}
