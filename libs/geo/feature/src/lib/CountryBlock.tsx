import { writeLocal } from '@casino/storage';
import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import type { CountryBlockData } from './geoBlock.server';
import { GEO_KEYS, rememberFlag } from './geoRules';

// The popup's code (its layout, the browser re-verification) is on no page's first download: only a blocked visitor's
// page renders it. The server renders it into that page's HTML; the browser hydrates it once its chunk is here.
const CountryBlockPopup = lazy(() => import('./CountryBlockPopup'));

export type CountryBlockProps = Pick<ComponentProps<typeof CountryBlockPopup>, 'data' | 'reverify'>;

/**
 * The country decision on every page (spec section 2): the spec's locally stored values (IP, restricted or not, the
 * country check) and `?whitelisted=1` kept for later visits; for a blocked visitor the blocking popup.
 */
export function CountryBlock({ data, reverify }: CountryBlockProps) {
  useEffect(() => {
    writeLocal(GEO_KEYS.userIP, data.ip);
    writeLocal(GEO_KEYS.userFromRestrictedCountry, String(data.blocked));
    writeLocal(GEO_KEYS.countryCheck, JSON.stringify({ country: data.country, subdivision: null, currency: null }));
    if (data.whitelistedByQuery) rememberFlag(GEO_KEYS.whitelisted, 'true');
  }, [data]);
  if (!data.blocked) return null;
  return (
    <Suspense fallback={null}>
      <CountryBlockPopup data={data} reverify={reverify} />
    </Suspense>
  );
}

export type { CountryBlockData };
