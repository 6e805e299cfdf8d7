import { writeLocal } from '@casino/storage';
import { useEffect, type ComponentProps } from 'react';
// On every page's first download, although only a blocked visitor's page shows it: loaded lazily, the server-rendered
// popup would wait for its chunk to hydrate, and a click on its re-verify button before that would be lost.
import CountryBlockPopup from './CountryBlockPopup';
import type { CountryBlockData } from './geoBlock.server';
import { GEO_KEYS, rememberFlag } from './geoRules';

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
  return <CountryBlockPopup data={data} reverify={reverify} />;
}

export type { CountryBlockData };
