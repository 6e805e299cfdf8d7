import type { Bonus, PaymentMethod } from '@casino/api-contract';
import { accountRestriction, useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDepositBonuses } from '../../api/get-deposit-bonuses';
import { usePayments } from '../../api/get-payments';
import { filterPaymentMethods } from '../methods/filterPaymentMethods';
import { amountProblem, depositRange, stepDown, stepUp } from './amount';
import { bonusIdOf, cashierAudience } from './depositParams';

export type DepositChoice = ReturnType<typeof useDepositChoice>;

/**
 * What the player is about to deposit: the methods open to them (catalogue section 6), the method, amount, bonus and
 * network they chose, and what follows from those (the method's range, what is wrong with the amount, the bonus's
 * minimum). The bonus starts from `?bonusId=` (the bonuses pages link deposits with the bonus chosen).
 */
export function useDepositChoice() {
  const { i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const details = useSession((s) => s.details);
  const audience = cashierAudience(details);
  const currencyCode = details?.getUser.currencyCode ?? 'EUR';
  const payments = usePayments(audience);
  const bonuses = useDepositBonuses({
    language: i18n.language,
    ...(audience.countryCode ? { country: audience.countryCode } : {}),
    ...(audience.currencyCode ? { currency: audience.currencyCode } : {}),
  });
  const methods = useMemo(
    () =>
      filterPaymentMethods(payments.data ?? [], {
        side: 'deposit',
        countryCode: audience.countryCode ?? null,
        currencyCode: audience.currencyCode ?? null,
        email: details?.getUser.email ?? null,
        tags: details?.getUser.tags ?? [],
      }),
    [payments.data, audience.countryCode, audience.currencyCode, details],
  );

  const [methodId, setMethodId] = useState<number | null>(null);
  const method: PaymentMethod | undefined = methods.find((m) => m.id === methodId) ?? methods[0];
  const [amount, setAmount] = useState('25');
  const [bonusChoice, setBonusChoice] = useState<number | null>(() => bonusIdOf(searchParams));
  const [network, setNetwork] = useState<string | null>(null);

  const range = method ? depositRange(method, currencyCode) : { min: 0, max: Number.POSITIVE_INFINITY };
  const problem = amountProblem(amount, range);
  const numericAmount = Number(amount.replace(',', '.'));
  const networks = method?.paymentMethod === 'crypto' ? method.networks : [];
  const chosenNetwork = network && networks.includes(network) ? network : networks[0];
  const bonusList: Bonus[] = bonuses.data ?? [];
  const chosenBonus = bonusList.find((b) => b.id === bonusChoice);

  return {
    details,
    currencyCode,
    payments,
    methods,
    methodId,
    method,
    setMethodId,
    amount,
    setAmount,
    numericAmount,
    range,
    problem,
    stepDownAmount: () =>
      setAmount(String(Math.max(range.min, stepDown(Number.isFinite(numericAmount) ? numericAmount : range.min)))),
    stepUpAmount: () =>
      setAmount(String(Math.min(range.max, stepUp(Number.isFinite(numericAmount) ? numericAmount : 0)))),
    network,
    networks,
    chosenNetwork,
    setNetwork,
    bonusChoice,
    setBonusChoice,
    bonusList,
    chosenBonus,
    /** A bonus was asked for (`?bonusId=`) that the player is not offered. */
    bonusUnavailable: bonusChoice !== null && bonuses.isSuccess && !chosenBonus,
    /** The chosen bonus's minimum deposit when the amount is below it, else null. */
    unmetBonusMinimum:
      chosenBonus?.minDeposit && Number.isFinite(numericAmount) && numericAmount < chosenBonus.minDeposit
        ? chosenBonus.minDeposit
        : null,
    restriction: accountRestriction(details),
    emailUnverified: details ? !details.getUser.isEmailVerified : false,
  };
}
