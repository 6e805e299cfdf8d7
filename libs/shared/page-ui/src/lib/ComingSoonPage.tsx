import { Link } from '@casino/design-system';
import { pageTitleKey, type PageKey } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { MessagePage } from './MessagePage';

/** Placeholder for a page a later capability fills: titled, translated, inside the real layout. */
export function ComingSoonPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t(pageTitleKey(page))}
      text={t('shell.comingSoon.text')}
      actions={
        <Link to="/" appearance="secondary">
          {t('shell.comingSoon.back')}
        </Link>
      }
    />
  );
}
