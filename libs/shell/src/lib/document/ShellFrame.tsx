import { Link, ThemeProvider, type ThemeTokens, ClientNavigation } from '@casino/design-system';
import { applyTranslations, errorFallbackTranslations, i18nFor, knownTranslations } from '@casino/i18n';
import { SessionProvider, signedOutState, useSession, useSessionScope } from '@casino/session';
import { footerMenu, mainMenu, PagePathsProvider, type BrandConfig } from '@casino/site';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { I18nProvider, useTranslation } from '@casino/translate';
import { useRouteLoaderData } from 'react-router';
import { LanguageSwitcher } from '../language/LanguageSwitcher';
import { ShellIcon } from '../layout/icons';
import { ShellLayout } from '../layout/ShellLayout';
import { WalletActions } from '../layout/WalletActions';
import { AccountMenuButton } from '../session/AccountMenuButton';
import { SessionRestoring } from '../layout/SessionRestoring';
import { ModalHost, type ModalRegistry } from '../modals/ModalHost';
import { useGamePageBodyReset, useNavigationHistory } from '../navigation/navigationHistory';
import { RouteAnnouncer } from '../navigation/RouteAnnouncer';
import { useNavItems } from '../layout/useNavItems';
import { AfterHydration } from './AfterHydration';
import { ROOT_ROUTE_ID, type ShellData } from './shellData';

export interface ShellFrameProps {
  brand: BrandConfig;
  theme: ThemeTokens;
  Logo: ComponentType<{ brandName: string }>;
  /** The app's `?modal=` registry. @default no modals */
  modals?: ModalRegistry;
  /** Fixed layers over every page the app adds (cookie banner, country block): right after the skip link. */
  overlays?: ReactNode;
  /** Header items of a signed-in player that domains add (the new-rewards box), before the balance. */
  playerExtras?: ReactNode;
  children: ReactNode;
}

// Only signed-in players download this (API client, contract schemas, wallet socket).
const SignedInServices = lazy(() => import('../session/SignedInServices'));

/** What the frame itself needs; settings may be missing when the root loader failed. */
type FrameData = Omit<ShellData, 'settings' | 'session' | 'isBot'> &
  Partial<Pick<ShellData, 'settings' | 'session' | 'isBot'>>;

/** Root data, or what the error page can show when the root loader itself failed. */
function useShellData(brand: BrandConfig): FrameData {
  const data = useRouteLoaderData<ShellData>(ROOT_ROUTE_ID);
  return (
    data ?? {
      lng: 'en',
      dir: 'ltr',
      translationsVersion: '',
      showKeys: false,
      brandName: brand.name,
      navigationSystem: brand.navigationSystem,
    }
  );
}

/**
 * Everything around a page: theme, translations and the brand's layout with its navigation,
 * header actions and footer. The root route and its error boundary both render inside it.
 */
export function ShellFrame({ brand, theme, Logo, modals, overlays, playerExtras, children }: ShellFrameProps) {
  const data = useShellData(brand);
  // Kept under their version by the root loader (server) or fetched before hydration and by the root's client loader
  // (browser); the error page without root data has its few strings of its own.
  const translations = knownTranslations(data.lng, data.translationsVersion);
  const [i18n] = useState(() =>
    i18nFor({ lng: data.lng, translations: translations ?? errorFallbackTranslations, showKeys: data.showKeys }),
  );
  // A language change re-runs the root loader (whose client loader fetched the new file); apply its translations before
  // this render paints (in the browser: the server's shared instances already hold theirs and are never changed).
  useMemo(() => {
    if (typeof window !== 'undefined' && translations) applyTranslations(i18n, data.lng, translations);
  }, [i18n, data.lng, translations]);
  // A marker for monitoring and end-to-end tests: the page is interactive from here on.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);

  return (
    <I18nProvider i18n={i18n}>
      {/* The global styles are in the document's head (ShellDocument), for the server's HTML and the hydrated page. */}
      <ThemeProvider theme={theme} dir={data.dir} nonce={data.nonce} withGlobalStyles={false}>
        <SessionProvider initial={data.session ?? signedOutState}>
          {/* Every page link below follows the navigation system and the settings' page-URL list. */}
          <PagePathsProvider pageUrls={data.settings?.pageUrls} navigationSystem={data.navigationSystem}>
            <ShellChrome data={data} Logo={Logo} playerExtras={playerExtras} overlays={overlays}>
              {children}
            </ShellChrome>
            {modals && <ModalHost registry={modals} />}
            <RouteAnnouncer />
            {/* Plain clicks on the page's PathLinks (tiles, navigation lists) navigate as a Link's do. */}
            <ClientNavigation />
          </PagePathsProvider>
        </SessionProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}

function ShellChrome({
  data,
  Logo,
  playerExtras,
  overlays,
  children,
}: {
  data: FrameData;
  Logo: ShellFrameProps['Logo'];
  playerExtras?: ReactNode;
  overlays?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const signedIn = status === 'signedIn';
  // This page is the scope of the browser's one API client: its language, and a 403 from any call ends the session.
  useSessionScope();
  useNavigationHistory();
  useGamePageBodyReset();
  // Menus scoped to players follow a token still being confirmed too: a player stays a player while the backend stumbles.
  const navItems = useNavItems(mainMenu, { signedIn: status !== 'signedOut' });
  const footerItems = useNavItems(footerMenu, { signedIn: status !== 'signedOut' });
  return (
    <ShellLayout
      navigationSystem={data.navigationSystem}
      brandName={data.brandName}
      logo={<Logo brandName={data.brandName} />}
      navItems={navItems}
      footerItems={footerItems}
      overlays={overlays}
      headerExtras={
        <>
          <Link
            to={{ search: '?modal=search' }}
            appearance="nav"
            size="sm"
            preventScrollReset
            aria-label={t('shell.header.search')}
            data-testid="header-search"
          >
            <ShellIcon name="search" />
          </Link>
          <LanguageSwitcher current={data.lng} />
        </>
      }
      headerActions={
        status === 'signedOut' ? (
          <>
            <Link to={{ search: '?modal=login' }} appearance="secondary" size="sm" preventScrollReset>
              {t('shell.header.login')}
            </Link>
            <Link to={{ search: '?modal=signup' }} appearance="primary" size="sm" preventScrollReset>
              {t('shell.header.signup')}
            </Link>
          </>
        ) : (
          <>
            {signedIn && playerExtras}
            {signedIn ? <WalletActions /> : <SessionRestoring />}
            <AccountMenuButton clientIp={data.clientIp} />
          </>
        )
      }
    >
      {children}
      {/* A player, or a token still to be confirmed: the browser checks it (and keeps the balance live). */}
      {/* Lazy and client-only: rendered after hydration so the server never waits for it. */}
      {status !== 'signedOut' && (
        <AfterHydration>
          <Suspense fallback={null}>
            <SignedInServices settings={{ inactivitySessionTimeout: data.settings?.inactivitySessionTimeout ?? 0 }} />
          </Suspense>
        </AfterHydration>
      )}
    </ShellLayout>
  );
}
