import { Link } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { MessagePage } from './MessagePage';

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
