import { Button, Link } from '@casino/design-system';
import { isRouteErrorResponse } from 'react-router';
import { useTranslation } from '@casino/translate';
import { NotFoundPage } from './NotFoundPage';
import { MessagePage } from './MessagePage';

/**
 * What a route error boundary shows: the 404 page for a missing page, otherwise a calm message with
 * a retry. Never the error's text or stack: those are for logs, not for players.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <MessagePage
      eyebrow={status ? <span>{t('error.status', { status })}</span> : undefined}
      title={t('error.title')}
      text={t('error.text')}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t('error.retry')}</Button>
          <Link to="/" appearance="ghost" reloadDocument>
            {t('error.goHome')}
          </Link>
        </>
      }
    />
  );
}
