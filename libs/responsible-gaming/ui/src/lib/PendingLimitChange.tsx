import { Badge, Button, Inline } from '@casino/design-system';
import type { ReactNode } from 'react';

export interface PendingLimitChangeProps {
  /** The badge's word ("Pending"), already translated. */
  badge: string;
  /** What will change and when, already translated. */
  children: ReactNode;
  /** The confirm button's label, when the change is due and the market asks for a confirmation; else no button. */
  confirmLabel?: string;
  onConfirm?: () => void;
  confirming?: boolean;
  cancelLabel: string;
  onCancel: () => void;
  cancelling: boolean;
  /** Any change of the limit under way: both buttons wait. */
  busy: boolean;
}

/**
 * A limit's pending loosening (a raise or a removal that applies later): a status line with the badge, what will happen
 * and when, a Confirm button once due where the market asks for it, and Cancel.
 */
export function PendingLimitChange({
  badge,
  children,
  confirmLabel,
  onConfirm,
  confirming = false,
  cancelLabel,
  onCancel,
  cancelling,
  busy,
}: PendingLimitChangeProps) {
  return (
    <Inline gap="sm" role="status" data-testid="limit-pending">
      <Badge tone="warning">{badge}</Badge>
      <span>{children}</span>
      {confirmLabel && onConfirm && (
        <Button size="sm" onClick={onConfirm} loading={confirming} disabled={busy} data-testid="limit-pending-confirm">
          {confirmLabel}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={onCancel}
        loading={cancelling}
        disabled={busy}
        data-testid="limit-pending-cancel"
      >
        {cancelLabel}
      </Button>
    </Inline>
  );
}
