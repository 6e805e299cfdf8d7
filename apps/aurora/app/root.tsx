import {
  BrandRootApp,
  BrandRootError,
  BrandRootLayout,
  rootClientLoader,
  rootLinks,
  rootMeta,
} from '@casino/brand-app';
import { loadBrandRoot } from '@casino/brand-app/server';
import { brand, Logo, theme } from '@casino/brand-aurora';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

export const loader = (args: LoaderFunctionArgs) => loadBrandRoot(args, brand);
export const clientLoader = rootClientLoader;
export const meta = rootMeta;
export const links = rootLinks;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <BrandRootLayout brand={brand} theme={theme}>
      {children}
    </BrandRootLayout>
  );
}

export default function App() {
  return <BrandRootApp brand={brand} theme={theme} Logo={Logo} />;
}

export function ErrorBoundary() {
  return <BrandRootError brand={brand} theme={theme} Logo={Logo} />;
}
