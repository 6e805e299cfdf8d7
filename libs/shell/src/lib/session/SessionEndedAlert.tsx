import { Button, Dialog, Link, Stack, Text } from '@casino/design-system';
import { clearLogoutRecord, type LogoutRecord } from '@casino/session';
import { useState } from 'react';
import { dateTimeFormat, useTranslation } from '@casino/translate';
import { sessionAlertKeys } from './sessionAlertKeys';

/** The session-ended alert: title, message, when it happened, a login button (`?modal=login`) and a close button. */
export default function SessionEndedAlert({ record, onDone }: { record: LogoutRecord; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  const keys = sessionAlertKeys(record);
  const at = new Date(record.at);
  const close = () => {
    // Shown once: the record goes as soon as the player has seen it.
    clearLogoutRecord();
    setOpen(false);
    setTimeout(onDone, 300);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      size="sm"
      title={t(keys.title)}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('common.close')}
          </Button>
          <Link
            to={{ search: '?modal=login' }}
            appearance="primary"
            preventScrollReset
            onClick={close}
            data-testid="session-ended-login"
          >
            {t('shell.header.login')}
          </Link>
        </>
      }
    >
      <Stack gap="md" data-testid="session-ended-alert" data-reason={record.reason}>
        <Text>{t(keys.message)}</Text>
        <Text>
          <time dateTime={at.toISOString()}>
            {dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at)}
          </time>
        </Text>
      </Stack>
    </Dialog>
  );
}
