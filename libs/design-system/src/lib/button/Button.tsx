import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { buttonStyle, type ButtonSize, type ButtonVariant } from './Button.styles';
import { Spinner } from '../spinner/Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** @default false */
  fullWidth?: boolean;
  /**
   * Shows a spinner, keeps the label for screen readers and blocks clicks (the button stays focusable).
   * @default false
   */
  loading?: boolean;
  /** Accessible name of the spinner while loading, already translated. */
  loadingLabel?: string;
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    loadingLabel,
    icon,
    type = 'button',
    disabled,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      css={buttonStyle(variant, size, fullWidth)}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={loadingLabel} /> : icon}
      {children}
    </button>
  );
});
