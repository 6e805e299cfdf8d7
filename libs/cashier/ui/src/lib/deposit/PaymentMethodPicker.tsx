import { RadioGroup, Text, themed, defineStyle, styleParts } from '@casino/design-system';
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

/**
 * The payment method choice of the cashier: the design system's radio group of cards in equal columns (arrow keys move
 * between methods, as the platform's radios do), each method with its thumbnail (or a fallback) and range.
 */
export function PaymentMethodPicker({ legend, methods, value, onChange, disabled }: PaymentMethodPickerProps) {
  return (
    <RadioGroup
      legend={legend}
      name="payment-method"
      variant="card"
      direction="grid"
      disabled={disabled}
      value={value}
      onChange={onChange}
      options={methods.map((method) => ({
        value: method.id,
        label: (
          <Text as="span" tone="inherit" weight="medium">
            {method.title}
          </Text>
        ),
        description: method.range,
        media: <MethodThumbnail title={method.title} src={method.thumbnail} />,
        labelProps: { 'data-testid': 'payment-method', 'data-method-id': method.id },
      }))}
    />
  );
}
