import { useId, type FieldsetHTMLAttributes, type LabelHTMLAttributes, type ReactNode } from 'react';
import {
  radioDescriptionStyle,
  radioGroupLegendStyle,
  radioGroupOptionsStyle,
  radioGroupStyle,
  radioInputStyle,
  radioMediaStyle,
  radioOptionStyle,
  radioTextStyle,
  type RadioGroupDirection,
  type RadioGroupVariant,
} from './RadioGroup.styles';

export type { RadioGroupDirection, RadioGroupVariant };

/** An option's value: a string, or a number (a period, an id), given back as it is. */
export type RadioValue = string | number;

export interface RadioOption<V extends RadioValue> {
  value: V;
  /** What the option is called, already translated. */
  label: ReactNode;
  /** A second, quieter line under the label (a range, a note). */
  description?: ReactNode;
  disabled?: boolean;
  /** A test id on the option's radio. */
  testId?: string;
  /**
   * A picture drawn before the words, at the start edge (a payment method's logo, a network's icon): decorative, so
   * give it `alt=""` or `aria-hidden`, the label names the option.
   */
  media?: ReactNode;
  /** Attributes of the option's `label`, the whole card (a test id, a `data-` attribute a journey reads). */
  labelProps?: Omit<LabelHTMLAttributes<HTMLLabelElement>, 'children' | 'htmlFor'> & {
    [attribute: `data-${string}`]: string | number | undefined;
  };
}

export interface RadioGroupProps<V extends RadioValue> extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange' | 'children'
> {
  /** What the choice is about, already translated: the group's accessible name. */
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  /** The picked option's value; none picked when it matches no option. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** The radios' `name`: one of its own by default. */
  name?: string;
  /**
   * Options side by side (wrapping), one under another, or a `grid` of equal columns as many as fit (none narrower than
   * 12.5rem, one on a phone). @default 'column'
   */
  direction?: RadioGroupDirection;
  /** `card`: each option a surface of its own, outlined in the brand's colour once picked. @default 'plain' */
  variant?: RadioGroupVariant;
  /** What belongs to the choice below its options (a note on the picked one, an error). */
  children?: ReactNode;
}

/**
 * One choice among a few: a fieldset whose legend names the group, and a native radio per option. The platform gives
 * the behaviour every player knows (Tab into the group lands on the picked option, the arrow keys move and pick, in
 * the reading direction in Arabic; a screen reader says "2 of 3"), before any script has run; the theme draws it.
 * `disabled` on the group disables every option (a fieldset's own rule).
 */
export function RadioGroup<V extends RadioValue>({
  legend,
  options,
  value,
  onChange,
  name,
  direction = 'column',
  variant = 'plain',
  children,
  ...fieldset
}: RadioGroupProps<V>) {
  const ownName = useId();
  const groupName = name ?? ownName;
  return (
    <fieldset css={radioGroupStyle} {...fieldset}>
      <legend css={radioGroupLegendStyle}>{legend}</legend>
      <div css={radioGroupOptionsStyle(direction, variant)}>
        {options.map((option) => (
          <label key={option.value} css={radioOptionStyle(variant, direction)} {...option.labelProps}>
            <input
              type="radio"
              css={radioInputStyle}
              name={groupName}
              value={String(option.value)}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              data-testid={option.testId}
            />
            {option.media != null && <span css={radioMediaStyle}>{option.media}</span>}
            {option.description ? (
              <span css={radioTextStyle}>
                <span>{option.label}</span>
                <span css={radioDescriptionStyle}>{option.description}</span>
              </span>
            ) : (
              option.label
            )}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
