import { consentAcceptedIn } from '@casino/consent-feature';
import { countryBlockOnServer } from '@casino/geo-feature/server';
import { brandContext, serverApi } from '@casino/page/server';
import { loadShellData } from '@casino/shell/server';
import type { BrandConfig } from '@casino/site';
import type { LoaderFunctionArgs } from 'react-router';
import type { BrandRootData } from './brandRootData';

/** Root loader of every brand app: shell data, then the consent and the country decisions. */
export async function loadBrandRoot(args: LoaderFunctionArgs, brand: BrandConfig): Promise<BrandRootData> {
  const shell = await loadShellData(args, brand);
  const countryBlock = await countryBlockOnServer({
    request: args.request,
    api: serverApi(args),
    settings: shell.settings,
    signedIn: shell.session.status !== 'signedOut',
    isBot: shell.isBot,
    // The visitor as the location service sees them: their IP, and the dev country header where it is forwarded.
    visitorKey: `${brandContext(args.context).clientIp ?? ''}|${process.env['CASINO_FORWARD_DEV_HEADERS'] === 'true' ? (args.request.headers.get('x-dev-country') ?? '') : ''}`,
  });
  return { ...shell, consentAccepted: consentAcceptedIn(args.request.headers.get('Cookie')), countryBlock };
}
