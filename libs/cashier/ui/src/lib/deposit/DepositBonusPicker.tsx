import { RadioGroup, Text } from '@casino/design-system';

export interface DepositBonusOption {
  id: number;
  /** What the bonus is called (its banner's title, else its name). */
  title: string;
  /** A quieter note after the title, already translated (its minimum deposit). */
  note?: string;
}

export interface DepositBonusPickerProps {
  legend: string;
  /** The label of taking no bonus, the first option. */
  noneLabel: string;
  bonuses: readonly DepositBonusOption[];
  /** The chosen bonus's id; "no bonus" when null or not among `bonuses`. */
  value: number | null;
  /** The id of the bonus picked, or null for none. */
  onChange: (id: number | null) => void;
  disabled?: boolean;
  /** Says the bonus asked for (a link from the bonuses pages) is not offered, already translated. */
  unavailableNote?: string;
  /** Says the amount is below the chosen bonus's minimum deposit, already translated. */
  belowMinimumNote?: string;
}

const NONE = 'none';

/**
 * The deposit's bonus (catalogue section 2): none, or one of the deposit bonuses offered, each with its minimum deposit;
 * below its options, why a bonus asked for is not there or that the amount is below the chosen one's minimum.
 */
export function DepositBonusPicker({
  legend,
  noneLabel,
  bonuses,
  value,
  onChange,
  disabled,
  unavailableNote,
  belowMinimumNote,
}: DepositBonusPickerProps) {
  const chosen = value !== null && bonuses.some((bonus) => bonus.id === value);
  return (
    <RadioGroup
      legend={legend}
      name="bonus"
      disabled={disabled}
      data-testid="bonus-choice"
      value={chosen ? String(value) : NONE}
      onChange={(choice) => onChange(choice === NONE ? null : Number(choice))}
      options={[
        { value: NONE, label: noneLabel },
        ...bonuses.map((bonus) => ({
          value: String(bonus.id),
          label: (
            <span>
              {bonus.title}
              {bonus.note ? (
                <Text as="span" tone="muted">
                  {' '}
                  · {bonus.note}
                </Text>
              ) : null}
            </span>
          ),
        })),
      ]}
    >
      {unavailableNote && <Text tone="inherit">{unavailableNote}</Text>}
      {belowMinimumNote ? (
        <Text tone="inherit" data-testid="bonus-min-deposit">
          {belowMinimumNote}
        </Text>
      ) : null}
    </RadioGroup>
  );
}
