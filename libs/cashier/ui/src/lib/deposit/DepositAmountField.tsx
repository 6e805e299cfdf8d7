import { Button, Inline, Stack, TextField } from '@casino/design-system';

export interface DepositAmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onStepDown: () => void;
  onStepUp: () => void;
  stepDownLabel: string;
  stepUpLabel: string;
  /** The currency of the amount, shown before it (also in the label for screen readers). */
  currency: string;
  /** Amounts one press away (25, 50, 100 within the method's range), already labelled. */
  presets: readonly { amount: number; label: string }[];
  presetsLabel: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

/** The deposit amount: typed, stepped with − and + (the cashier's steps), or picked from the presets. */
export function DepositAmountField({
  label,
  value,
  onChange,
  onStepDown,
  onStepUp,
  stepDownLabel,
  stepUpLabel,
  currency,
  presets,
  presetsLabel,
  hint,
  error,
  disabled,
}: DepositAmountFieldProps) {
  return (
    <Stack gap="sm">
      <TextField
        label={label}
        name="amount"
        inputMode="decimal"
        autoComplete="transaction-amount"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        startAdornment={currency}
        endAdornment={
          <Inline as="span" gap="xs" wrap={false}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={stepDownLabel}
              onClick={onStepDown}
              disabled={disabled}
              data-testid="amount-down"
            >
              −
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={stepUpLabel}
              onClick={onStepUp}
              disabled={disabled}
              data-testid="amount-up"
            >
              +
            </Button>
          </Inline>
        }
        hint={hint}
        error={error}
        disabled={disabled}
        required
        data-testid="deposit-amount"
      />
      {presets.length > 0 && (
        <Inline gap="xs" role="group" aria-label={presetsLabel}>
          {presets.map((preset) => (
            <Button
              key={preset.amount}
              variant={Number(value.replace(',', '.')) === preset.amount ? 'primary' : 'ghost'}
              size="sm"
              aria-pressed={Number(value.replace(',', '.')) === preset.amount}
              onClick={() => onChange(String(preset.amount))}
              disabled={disabled}
              data-testid="amount-preset"
            >
              {preset.label}
            </Button>
          ))}
        </Inline>
      )}
    </Stack>
  );
}
