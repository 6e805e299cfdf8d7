import type { CreateDepositData, Deposit, PaymentMethod } from '@casino/api-contract';

/** A payment method of the contract (tests and stories): an active card method open to everyone. */
export const paymentMethodFixture = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 1,
  name: 'Visa / Mastercard',
  title: 'Visa / Mastercard',
  rawTitle: 'CARD',
  description: '',
  paymentMethod: 'card',
  thumbnailUrl: null,
  isActive: true,
  hidden: false,
  withdrawalExist: true,
  isCardForm: true,
  order: 1,
  allowedCountries: [],
  restrictedCountries: [],
  allowedCurrencies: [],
  restrictedCurrencies: [],
  tagRestrictedCountries: {},
  allowEmails: [],
  minAmount: 10,
  maxAmount: 5000,
  networks: [],
  ...overrides,
});

/** The cashier of the tests: a card, an e-wallet paid at the provider's site and a crypto method with three networks. */
export const cashierMethods: PaymentMethod[] = [
  paymentMethodFixture(),
  paymentMethodFixture({
    id: 2,
    name: 'Skrill',
    title: 'Skrill',
    paymentMethod: 'ewallet',
    isCardForm: false,
    order: 2,
  }),
  paymentMethodFixture({
    id: 4,
    name: 'Tether',
    title: 'Tether',
    paymentMethod: 'crypto',
    isCardForm: false,
    order: 3,
    networks: ['TRC20', 'ERC20', 'BEP20'],
  }),
];

export const depositFixture = (overrides: Partial<Deposit> = {}): Deposit => ({
  id: 501,
  paymentMethodId: 1,
  amount: 50,
  currencyCode: 'EUR',
  status: 'success',
  bonusId: null,
  errorCode: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

export const depositAnswer = (overrides: Partial<CreateDepositData> = {}): CreateDepositData => ({
  deposit: depositFixture(),
  threeDs: null,
  crypto: null,
  redirect: null,
  modal: 'deposit-success',
  depositCount: 4,
  ...overrides,
});
