import { themed, defineStyle, styleParts } from '@casino/design-system';
import { css } from '@emotion/react';
import { useState } from 'react';

export interface PaymentMethodOption {
  id: number;
  title: string;
  /** The method's thumbnail, or null (the fallback shows its initials). */
  thumbnail: string | null;
  /** e.g. "10 – 100,000 €": the method's range, already formatted. */
  range?: string;
}

export interface PaymentMethodPickerProps {
  legend: string;
  methods: readonly PaymentMethodOption[];
  value: number | null;
  onChange: (id: number) => void;
  disabled?: boolean;
}

const THUMB_WIDTH = 56;
const THUMB_HEIGHT = 36;

/** A method's thumbnail box: the image, or the method's initials when it has none or it fails. */
const thumbnailBox = defineStyle(css`
  inline-size: ${THUMB_WIDTH}px;
  block-size: ${THUMB_HEIGHT}px;
  flex: none;
  border-radius: 4px;
`);
const thumbnailFallback = styleParts(
  thumbnailBox,
  themed(
    (th) => css`
      display: grid;
      place-items: center;
      background: ${th.color.surfaceRaised};
      color: ${th.color.textMuted};
      font-weight: 700;
      font-size: ${th.typography.size.sm};
    `,
  ),
);
const thumbnailImage = styleParts(
  thumbnailBox,
  defineStyle(css`
    object-fit: contain;
  `),
);
/** A method's card; outlined in the brand's colour once picked (its radio checked), ringed while the radio has focus. */
const methodCard = themed(
  (th) => css`
    position: relative;
    display: flex;
    align-items: center;
    gap: ${th.space.sm};
    padding: ${th.space.sm};
    border-radius: ${th.radius.md};
    border: 2px solid ${th.color.border};
    background: ${th.color.surface};
    cursor: pointer;
    min-block-size: 3.5rem;
    &:has(input:checked) {
      border-color: ${th.color.primary};
    }
    &:has(input:focus-visible) {
      outline: 3px solid ${th.color.focusRing};
      outline-offset: 2px;
    }
  `,
);

/** A method's picture at a fixed size (no layout shift); when it has none or it fails to load, its initials. */
function MethodThumbnail({ title, src }: { title: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const initials = title
      .split(/[\s/]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('');
    return (
      <span aria-hidden="true" data-testid="method-thumbnail-fallback" css={thumbnailFallback}>
        {initials}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={THUMB_WIDTH}
      height={THUMB_HEIGHT}
      loading="lazy"
      decoding="async"
      css={thumbnailImage}
      onError={() => setFailed(true)}
    />
  );
}

const paymentMethodPickerFieldset = defineStyle(css`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
`);
const paymentMethodPickerLegend = themed(
  (th) => css`
    font-weight: 700;
    margin-block-end: ${th.space.sm};
    padding: 0;
  `,
);
const paymentMethodPickerBox = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
    grid-template-columns: repeat(auto-fill, minmax(12.5rem, 1fr));
  `,
);
const paymentMethodPickerInput = defineStyle(css`
  position: absolute;
  inset: 0;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`);
const paymentMethodPickerLabel = defineStyle(css`
  display: grid;
  min-inline-size: 0;
`);
const paymentMethodPickerLabel2 = defineStyle(css`
  font-weight: 600;
  overflow-wrap: break-word;
`);
const paymentMethodPickerLabel3 = themed(
  (th) => css`
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
  `,
);

/**
 * The payment method choice of the cashier: a radio group (arrow keys move between methods, as the platform's radios
 * do), each method with its thumbnail (or a fallback) and range.
 */
export function PaymentMethodPicker({ legend, methods, value, onChange, disabled }: PaymentMethodPickerProps) {
  return (
    <fieldset css={paymentMethodPickerFieldset} disabled={disabled}>
      <legend css={paymentMethodPickerLegend}>{legend}</legend>
      <div css={paymentMethodPickerBox}>
        {methods.map((method) => {
          const checked = method.id === value;
          return (
            <label key={method.id} data-testid="payment-method" data-method-id={method.id} css={methodCard}>
              {/* The radio covers its whole card, unseen: a tap anywhere on the card is a tap on the radio itself. */}
              <input
                type="radio"
                name="payment-method"
                value={method.id}
                checked={checked}
                onChange={() => onChange(method.id)}
                css={paymentMethodPickerInput}
              />
              <MethodThumbnail title={method.title} src={method.thumbnail} />
              <span css={paymentMethodPickerLabel}>
                <span css={paymentMethodPickerLabel2}>{method.title}</span>
                {method.range && <span css={paymentMethodPickerLabel3}>{method.range}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
