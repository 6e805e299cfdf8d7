import { Button, Notice, Stack } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useId, useState } from 'react';

export interface PasteButtonProps {
  /** The field's label, already translated: the button is named "Paste into <field>" for screen readers. */
  field: string;
  /** The clipboard's text, trimmed (never called with nothing). */
  onPaste: (text: string) => void;
}

/**
 * "Paste" beside a field players fill from elsewhere (a wallet address, a coupon code): reads the clipboard on the
 * click. Where the browser refuses (no permission, an insecure page, no clipboard API) or the clipboard holds no
 * text, it says so ("clipboard unreadable", catalogue section 9) and how to paste by hand; the field keeps its value.
 */
export function PasteButton({ field, onPaste }: PasteButtonProps) {
  const { t } = useTranslation();
  const [unreadable, setUnreadable] = useState(false);
  const messageId = useId();

  const paste = async () => {
    try {
      const text = (await navigator.clipboard.readText()).trim();
      if (!text) throw new Error('empty clipboard');
      setUnreadable(false);
      onPaste(text);
    } catch {
      setUnreadable(true);
    }
  };

  return (
    <Stack gap="xs" align="start">
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-label={t('common.paste.into', { field })}
        aria-describedby={unreadable ? messageId : undefined}
        onClick={() => void paste()}
        data-testid="paste-button"
      >
        {t('common.paste')}
      </Button>
      {unreadable && (
        <Notice tone="danger" appearance="inline" id={messageId} data-testid="clipboard-unreadable">
          {t('common.clipboard.unreadable')}
        </Notice>
      )}
    </Stack>
  );
}
