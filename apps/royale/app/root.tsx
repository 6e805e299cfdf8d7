import { brand, Logo, theme } from '@casino/brand-royale';
import { consentAcceptedIn, CookieConsentBanner } from '@casino/consent-feature';
import { CountryBlockPopup } from '@casino/geo-feature';
import { countryBlockOnServer } from '@casino/geo-feature/server';
import { lazyModal, RouteErrorPage, rootMeta, ShellDocument, ShellFrame, type ModalRegistry } from '@casino/shell';
import { loadShellData, serverApi } from '@casino/shell/server';
import { depositResultModalNames } from '@casino/site';
import type { ReactNode } from 'react';
import { Outlet, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router';

export async function loader(args: LoaderFunctionArgs) {
  const shell = await loadShellData(args, brand);
  const countryBlock = await countryBlockOnServer({
    request: args.request,
    api: serverApi(args, brand),
    settings: shell.settings,
    signedIn: shell.session.status === 'signedIn',
    isBot: shell.isBot,
  });
  return { ...shell, consentAccepted: consentAcceptedIn(args.request.headers.get('Cookie')), countryBlock };
}
export const meta = rootMeta;

// `?modal=<name>` registry of this brand; each modal's code loads when it first opens.
const modals: ModalRegistry = Object.fromEntries(
  depositResultModalNames.map((name) => [name, lazyModal(() => import('@casino/cashier-ui').then((m) => m.depositResultModals[name]))]),
);

export function Layout({ children }: { children: ReactNode }) {
  return <ShellDocument brand={brand}>{children}</ShellDocument>;
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const overlays = (
    <>
      <CookieConsentBanner cookiesPopup={data.settings.cookiesPopup} isBot={data.isBot} acceptedOnServer={data.consentAccepted} />
      {data.countryBlock && <CountryBlockPopup data={data.countryBlock} />}
    </>
  );
  return (
    <ShellFrame brand={brand} theme={theme} Logo={Logo} modals={modals} overlays={overlays}>
      <Outlet />
    </ShellFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <ShellFrame brand={brand} theme={theme} Logo={Logo}>
      <RouteErrorPage error={error} />
    </ShellFrame>
  );
}
