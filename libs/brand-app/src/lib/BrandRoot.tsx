import { CookieConsentBanner } from '@casino/consent-feature';
import type { ThemeTokens } from '@casino/design-system';
import { CountryBlock } from '@casino/geo-feature';
import { RouteErrorPage } from '@casino/page-ui';
import {
  AfterHydration,
  lazyModal,
  SessionEndedNotice,
  ShellDocument,
  ShellFrame,
  type ModalProps,
  type ModalRegistry,
} from '@casino/shell';
import {
  authModalNames,
  depositResultModalNames,
  lobbyModalNames,
  rewardsModalNames,
  type BrandConfig,
} from '@casino/site';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLoaderData, useRouteError } from 'react-router';
import type { BrandRootData } from './brandRootData';

export interface BrandParts {
  brand: BrandConfig;
  theme: ThemeTokens;
  Logo: ComponentType<{ brandName: string }>;
}

// `?modal=<name>` registry of every brand; each modal's code loads when it first opens.
const entries: Array<[string, ComponentType<ModalProps>]> = [
  ...depositResultModalNames.map((name): [string, ComponentType<ModalProps>] => [
    name,
    lazyModal(() => import('@casino/cashier-ui').then((m) => m.depositResultModals[name])),
  ]),
  ...authModalNames.map((name): [string, ComponentType<ModalProps>] => [
    name,
    lazyModal(() => import('@casino/auth-feature/modals').then((m) => m.authModals[name])),
  ]),
  ...lobbyModalNames.map((name): [string, ComponentType<ModalProps>] => [
    name,
    lazyModal(() => import('@casino/lobby-feature/modals').then((m) => m.lobbyModals[name])),
  ]),
  ...rewardsModalNames.map((name): [string, ComponentType<ModalProps>] => [
    name,
    lazyModal(() => import('@casino/rewards-feature/modals').then((m) => m.rewardsModals[name])),
  ]),
];
const modals: ModalRegistry = Object.fromEntries(entries);

// A signed-in player's new-rewards box in the header: its code and queries load after hydration.
const RewardsHeader = lazy(() => import('@casino/rewards-feature/header'));

// Tracking, third-party scripts and the reality check: fetched after hydration, so the first paint never waits for them.
const PageServices = lazy(() => import('./PageServices'));

/** The root route's document (`Layout` export). */
export function BrandRootLayout({
  brand,
  theme,
  children,
}: {
  brand: BrandConfig;
  theme: ThemeTokens;
  children: ReactNode;
}) {
  return (
    <ShellDocument brand={brand} theme={theme}>
      {children}
    </ShellDocument>
  );
}

/** The root route's component: the shell around the page, the brand's modals and its overlays. */
export function BrandRootApp({ brand, theme, Logo }: BrandParts) {
  const data = useLoaderData<BrandRootData>();
  // The document's nonce: later loader runs carry fresh nonces that this page's CSP does not know.
  const [nonce] = useState(data.nonce);
  const overlays = (
    <>
      <AfterHydration>
        <Suspense fallback={null}>
          <PageServices settings={data.settings} nonce={nonce} />
        </Suspense>
      </AfterHydration>
      <CookieConsentBanner
        cookiesPopup={data.settings.cookiesPopup}
        isBot={data.isBot}
        acceptedOnServer={data.consentAccepted}
      />
      {data.countryBlock && <CountryBlock data={data.countryBlock} />}
      <SessionEndedNotice />
    </>
  );
  return (
    <ShellFrame
      brand={brand}
      theme={theme}
      Logo={Logo}
      modals={modals}
      overlays={overlays}
      playerExtras={
        <AfterHydration>
          <Suspense fallback={null}>
            <RewardsHeader />
          </Suspense>
        </AfterHydration>
      }
    >
      <Outlet />
    </ShellFrame>
  );
}

/** The root route's error boundary, inside the same shell. */
export function BrandRootError({ brand, theme, Logo }: BrandParts) {
  const error = useRouteError();
  return (
    <ShellFrame brand={brand} theme={theme} Logo={Logo}>
      <RouteErrorPage error={error} />
    </ShellFrame>
  );
}
