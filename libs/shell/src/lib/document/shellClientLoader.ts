import { fetchTranslations, knownTranslations } from '@casino/i18n';
import type { ShellData } from './shellData';

/**
 * The root route's client loader: the server's root data, once the translations it names are in the browser. After a
 * language change that is a new file, fetched before the page renders in the new language (the first page's are
 * fetched before hydration instead: this does not run for it). A file that cannot be had leaves the page in the
 * language it had, logged.
 */
export async function shellClientLoader<T extends Pick<ShellData, 'lng' | 'translationsVersion'>>({
  serverLoader,
}: {
  serverLoader: () => Promise<T>;
}): Promise<T> {
  const data = await serverLoader();
  if (data.translationsVersion && !knownTranslations(data.lng, data.translationsVersion)) {
    await fetchTranslations(data.lng, data.translationsVersion).catch((error: unknown) =>
      console.error('The page translations could not be loaded', error),
    );
  }
  return data;
}
