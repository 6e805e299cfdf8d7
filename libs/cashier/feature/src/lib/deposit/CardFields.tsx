import { css } from '@emotion/react';
import { TextField, themed, defineStyle } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { cardDigits, cvcValid, expiryProblem, formatCardNumber, formatExpiry, luhnValid } from './card';

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', holderName: '' };

const cardFormStyle = themed(
  (th) => css`
    border: 0;
    margin: 0;
    padding: 0;
    min-inline-size: 0;
    display: grid;
    gap: ${th.space.sm};
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `,
);
const cardFieldsLegend = themed(
  (th) => css`
    font-weight: 700;
    margin-block-end: ${th.space.sm};
    padding: 0;
  `,
);
const cardNumberStyle = defineStyle(css`
  grid-column: 1 / -1;
`);
const cardHolderStyle = defineStyle(css`
  grid-column: 1 / -1;
`);

/**
 * The card form (catalogue section 6): number grouped as typed and checked by Luhn, expiry written MM/YY and not in the
 * past, CVC exactly 3 digits, the cardholder's name. The autocomplete attributes let the browser fill a saved card. The
 * cashier's form posts (never a GET), so a form sent before the page's script runs cannot put a card number in a URL.
 */
export function CardFields({ form, disabled }: { form: UseFormReturn<CardValues>; disabled?: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  // The expiry as last formatted: typing after "12/" deletes the slash instead of adding it again.
  const lastExpiry = useRef('');
  const message = (name: keyof CardValues) => (errors[name]?.message ? t(errors[name].message) : undefined);
  const field = (name: keyof CardValues, options: Parameters<typeof register>[1]) => register(name, options);
  return (
    <fieldset css={cardFormStyle} disabled={disabled} data-testid="card-form">
      <legend css={cardFieldsLegend}>{t('cashier.card.legend')}</legend>
      <TextField
        label={t('cashier.card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        dir="ltr"
        required
        css={cardNumberStyle}
        error={message('number')}
        data-testid="card-number"
        {...field('number', {
          onChange: (event: { target: { value: string } }) => setValue('number', formatCardNumber(event.target.value)),
          validate: (value) =>
            cardDigits(value).length === 0
              ? 'cashier.card.error.numberRequired'
              : luhnValid(value)
                ? true
                : 'cashier.card.error.number',
        })}
      />
      <TextField
        label={t('cashier.card.expiry')}
        hint={t('cashier.card.expiryHint')}
        placeholder="MM/YY"
        autoComplete="cc-exp"
        inputMode="numeric"
        dir="ltr"
        required
        error={message('expiry')}
        data-testid="card-expiry"
        {...field('expiry', {
          onChange: (event: { target: { value: string } }) => {
            lastExpiry.current = formatExpiry(event.target.value, lastExpiry.current);
            setValue('expiry', lastExpiry.current);
          },
          validate: (value) => {
            const problem = expiryProblem(value);
            return problem ? `cashier.card.error.expiry_${problem}` : true;
          },
        })}
      />
      <TextField
        label={t('cashier.card.cvc')}
        hint={t('cashier.card.cvcHint')}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={3}
        dir="ltr"
        required
        error={message('cvc')}
        data-testid="card-cvc"
        {...field('cvc', { validate: (value) => (cvcValid(value) ? true : 'cashier.card.error.cvc') })}
      />
      <TextField
        label={t('cashier.card.holderName')}
        autoComplete="cc-name"
        required
        css={cardHolderStyle}
        error={message('holderName')}
        data-testid="card-holder"
        {...field('holderName', {
          validate: (value) => (value.trim().length > 0 ? true : 'cashier.card.error.holderName'),
        })}
      />
    </fieldset>
  );
}
