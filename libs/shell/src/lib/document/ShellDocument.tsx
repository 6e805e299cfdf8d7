import { TRANSLATIONS_LINK_ATTRIBUTE, translationsLinkValue, translationsPath } from '@casino/i18n';
import { DocumentGlobalStyles, DocumentStyleSheetLink, type ThemeTokens } from '@casino/design-system';
import type { BrandConfig } from '@casino/site';
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { ROOT_ROUTE_ID, type ShellData } from './shellData';

/**
 * The HTML document: language and direction from the root data, the brand's favicon and colour, no outside hosts, and
 * the theme's global styles and the brand's stylesheet in the head (ShellFrame's ThemeProvider leaves them to it),
 * there before the body paints.
 */
export function ShellDocument({
  brand,
  theme,
  children,
}: {
  brand: BrandConfig;
  theme: ThemeTokens;
  children: ReactNode;
}) {
  const data = useRouteLoaderData<ShellData>(ROOT_ROUTE_ID);
  const lng = data?.lng ?? brand.defaultLocale;
  const dir = data?.dir ?? 'ltr';
  const nonce = data?.nonce;
  return (
    <html lang={lng} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={brand.themeColor} />
        <DocumentGlobalStyles theme={theme} nonce={nonce} />
        {/* The brand's stylesheet: every module-level style, one cached file per build (decision 0015). */}
        <DocumentStyleSheetLink />
        <link rel="icon" type="image/svg+xml" href={`data:image/svg+xml,${encodeURIComponent(brand.faviconSvg)}`} />
        {/* The page's translations, fetched beside the scripts: the browser hydrates once they are here. */}
        {data?.translationsVersion && (
          <link
            rel="preload"
            as="fetch"
            crossOrigin="anonymous"
            href={translationsPath(lng, data.translationsVersion)}
            {...{ [TRANSLATIONS_LINK_ATTRIBUTE]: translationsLinkValue(lng, data.translationsVersion) }}
          />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}
