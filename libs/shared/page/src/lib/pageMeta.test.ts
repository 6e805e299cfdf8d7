import { rememberTranslations } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { describe, expect, it } from 'vitest';
import { catchAllMeta, pageMeta, rootMeta } from './pageMeta';
import { ROOT_ROUTE_ID } from './rootData';

// The root loader keeps each language's translations under the version its data names.
rememberTranslations('en', 'v-en', bundledTranslations('en'));
rememberTranslations('ar', 'v-ar', bundledTranslations('ar'));
const root = {
  id: ROOT_ROUTE_ID,
  loaderData: {
    lng: 'en',
    translationsVersion: 'v-en',
    brandName: 'Curaçao Casino',
    origin: 'https://curacao.example',
  },
};
const location = (pathname: string) => ({ pathname });

describe('page heads', () => {
  it("name the page, describe it in the visitor's language and give its canonical URL without the query", () => {
    expect(
      pageMeta({
        matches: [root, { id: 'promotions', loaderData: { page: null } }],
        location: location('/promotions'),
      }),
    ).toEqual([
      { title: 'Promotions | Curaçao Casino' },
      { name: 'description', content: 'Current promotions, the bonus calendar and the welcome package.' },
      { tagName: 'link', rel: 'canonical', href: 'https://curacao.example/promotions' },
    ]);
    const arabic = { ...root, loaderData: { ...root.loaderData, lng: 'ar', translationsVersion: 'v-ar' } };
    expect(pageMeta({ matches: [arabic, { id: 'promotions' }], location: location('/promotions') })[0]).toEqual({
      title: 'العروض | Curaçao Casino',
    });
  });

  it('name the page settings moved to a URL, and the home page by the brand alone', () => {
    expect(pageMeta({ matches: [root, { id: 'account', loaderData: { page: 'editProfile' } }] })[0]).toEqual({
      title: 'Edit profile | Curaçao Casino',
    });
    expect(pageMeta({ matches: [root, { id: 'home' }] })[0]).toEqual({ title: 'Curaçao Casino' });
  });

  it('of the catch-all route are the moved page, or a 404 kept out of indexes', () => {
    expect(catchAllMeta({ matches: [root, { id: 'not-found', loaderData: { page: 'tournaments' } }] })[0]).toEqual({
      title: 'Tournaments | Curaçao Casino',
    });
    expect(catchAllMeta({ matches: [root, { id: 'not-found', loaderData: { page: null } }] })).toEqual([
      { title: '404' },
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it('fall back to the brand and the home description at the root', () => {
    expect(rootMeta({ matches: [root] })).toEqual([
      { title: 'Curaçao Casino' },
      { name: 'description', content: expect.stringContaining('welcome package') },
    ]);
  });
});
