import { Link } from '@casino/design-system';
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './PageSection';

/** 404 page with its "Go Home" link. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      eyebrow={<span aria-hidden="true">404</span>}
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <Link to="/" appearance="primary">
          {t('notFound.goHome')}
        </Link>
      }
    />
  );
}

/** Loader of the catch-all route: the page renders, with status 404 for crawlers and monitoring. */
export function notFoundLoader() {
  return data(null, { status: 404 });
}

/** The document title of the 404 page. */
export function notFoundMeta() {
  return [{ title: '404' }, { name: 'robots', content: 'noindex' }];
}
