import { css } from '@emotion/react';
import { Button, Inline, Stack, Text, TextField, defineStyle } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useRef, useState } from 'react';

export interface CopyFieldProps {
  /** The field's label ("Your referral link"), translated. */
  label: string;
  value: string;
  /** The Copy button's accessible name ("Copy referral link"); it starts with the visible "Copy". */
  copyLabel: string;
  /** What the field's live region says after a copy that failed (the text is selected for copying by hand). */
  failedMessage: string;
  testId: string;
}

const copyFieldTextField = defineStyle(css`
  flex: 1 1 14rem;
  min-inline-size: 0;
`);
/** The live region keeps a line's room, so the page does not move when "Copied" appears. */
const copyFieldStatus = defineStyle(css`
  min-block-size: 1lh;
`);

/**
 * A value to hand on (a link, a code): read-only and selectable, with Copy. The clipboard's answer is said in a polite
 * live region: "Copied", or, where the browser refuses the clipboard (no permission, an insecure page), that it is
 * not available, with the text selected so the player copies it by hand.
 */
export function CopyField({ label, value, copyLabel, failedMessage, testId }: CopyFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  const onCopy = async () => {
    setResult(null);
    try {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard?.writeText) throw new Error('no clipboard');
      await clipboard.writeText(value);
      setResult('copied');
    } catch {
      setResult('failed');
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <Stack gap="xs">
      <Inline gap="sm" align="end">
        <TextField
          ref={input}
          label={label}
          value={value}
          readOnly
          dir="ltr"
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
          data-testid={testId}
          css={copyFieldTextField}
        />
        <Button variant="secondary" onClick={() => void onCopy()} aria-label={copyLabel} data-testid={`${testId}-copy`}>
          {t('referral.copy')}
        </Button>
      </Inline>
      <Text role="status" size="sm" data-testid={`${testId}-status`} css={copyFieldStatus}>
        {result === 'copied' ? t('referral.copied') : result === 'failed' ? failedMessage : ''}
      </Text>
    </Stack>
  );
}
