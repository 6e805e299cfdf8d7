import { CategoryNav } from '@casino/lobby-ui';
import { usePagePath, type PageKey } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { useCategories } from '../../api/get-categories';

/** Category pages with a path of their own; other categories are /casino?category=<slug>. */
const CATEGORY_PAGES: Record<string, PageKey> = {
  slots: 'slots',
  'live-casino': 'liveCasino',
};

/**
 * The category navigation of a list page: "All games" and the categories from get-full-category-list in the player's
 * language. Its own component, so the categories are asked for only where it shows (not on the providers' page).
 */
export function GameListCategories({ page, active }: { page: PageKey; active: string | undefined }) {
  const { t, i18n } = useTranslation();
  const pagePath = usePagePath();
  const categories = useCategories(i18n.language).data ?? [];
  const hrefOf = (slug: string) => {
    const own = CATEGORY_PAGES[slug];
    return own ? pagePath(own) : `${pagePath('casino')}?category=${encodeURIComponent(slug)}`;
  };
  const items = [
    { label: t('lobby.category.all'), href: pagePath('casino'), current: page === 'casino' && !active },
    ...categories.map((category) => ({
      label: category.name,
      href: hrefOf(category.slug),
      current: active === category.slug,
    })),
  ];
  return <CategoryNav label={t('lobby.categories')} items={items} />;
}
