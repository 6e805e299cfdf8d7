import { PathLink, isCurrentPath } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useLocation } from 'react-router';
import { panelNavList } from './PanelLayout.styles';
import type { NavItem } from './types';

/** The panel layout's main navigation: one link a row, each with its icon, the current page marked. */
export function PanelNavigation({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav aria-label={t('shell.nav.main')}>
      <ul css={panelNavList}>
        {items.map((item) => (
          <li key={item.key}>
            <PathLink
              href={item.to}
              appearance="subtle"
              current={isCurrentPath(location.pathname, item.to, { end: item.to === '/' })}
            >
              {item.icon}
              <span>{item.label}</span>
            </PathLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
