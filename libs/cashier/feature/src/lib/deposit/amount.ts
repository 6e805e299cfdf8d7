import { DEPOSIT_DEFAULTS, TRY_DEPOSIT_RANGE, type PaymentMethod } from '@casino/api-contract';

/** The amount field's step at an amount: 1, or 5 from 30 on (catalogue section 9). */
export function depositStep(amount: number): number {
  return amount >= DEPOSIT_DEFAULTS.largeStepFrom ? DEPOSIT_DEFAULTS.largeStep : DEPOSIT_DEFAULTS.step;
}

/** One step up from `amount` (the + button). From below 30 the step is 1; at 30 and above it is 5, landing on multiples of 5. */
export function stepUp(amount: number): number {
  const step = depositStep(amount);
  return step === 1 ? Math.floor(amount) + 1 : (Math.floor(amount / step) + 1) * step;
}

/** One step down (the − button): 5 at a time above 30, 1 at a time below; never below 0. */
export function stepDown(amount: number): number {
  const step = amount > DEPOSIT_DEFAULTS.largeStepFrom ? DEPOSIT_DEFAULTS.largeStep : DEPOSIT_DEFAULTS.step;
  const down = step === 1 ? Math.ceil(amount) - 1 : (Math.ceil(amount / step) - 1) * step;
  return Math.max(0, down);
}

/** The provider's range for a method and currency: TRY deposits are 5 to 100000 (catalogue section 9), others the method's own. */
export function depositRange(
  method: Pick<PaymentMethod, 'minAmount' | 'maxAmount'>,
  currencyCode: string,
): { min: number; max: number } {
  if (currencyCode.toUpperCase() === 'TRY') return { min: TRY_DEPOSIT_RANGE.min, max: TRY_DEPOSIT_RANGE.max };
  return { min: method.minAmount, max: method.maxAmount };
}

export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'notPositive' }
  | { kind: 'belowMin'; min: number }
  | { kind: 'aboveMax'; max: number };

/**
 * What is wrong with a typed amount, or null: it must be a number above zero within the provider's range (the errors
 * the backend would answer with AMOUNT_BELOW_ZERO and PAYMENT_PROVIDER_LIMIT_THRESHOLD, said before sending).
 */
export function amountProblem(raw: string, range: { min: number; max: number }): AmountProblem | null {
  const text = raw.trim().replace(',', '.');
  if (text === '') return { kind: 'required' };
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount <= 0) return { kind: 'notPositive' };
  if (amount < range.min) return { kind: 'belowMin', min: range.min };
  if (amount > range.max) return { kind: 'aboveMax', max: range.max };
  return null;
}

/** The presets (25, 50, 100) a method can take: those inside its range. */
export function presetsFor(range: { min: number; max: number }): number[] {
  return DEPOSIT_DEFAULTS.presets.filter((p) => p >= range.min && p <= range.max);
}
