import { TRANSLATIONS_LINK_ATTRIBUTE, translationsLinkValue, translationsPath } from '@casino/i18n';
import type { BrandConfig } from '@casino/site';
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { ROOT_ROUTE_ID, type ShellData } from './shellData';

/** The HTML document: language and direction from the root data, the brand's favicon and colour, no outside hosts. */
export function ShellDocument({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
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
