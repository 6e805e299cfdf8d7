import { brand, Logo, theme } from '@casino/brand-panel';
import { RouteErrorPage, rootMeta, ShellDocument, ShellFrame } from '@casino/shell';
import { loadShellData } from '@casino/shell/server';
import type { ReactNode } from 'react';
import { Outlet, useRouteError, type LoaderFunctionArgs } from 'react-router';

export const loader = (args: LoaderFunctionArgs) => loadShellData(args, brand);
export const meta = rootMeta;

export function Layout({ children }: { children: ReactNode }) {
  return <ShellDocument brand={brand}>{children}</ShellDocument>;
}

export default function App() {
  return (
    <ShellFrame brand={brand} theme={theme} Logo={Logo}>
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
