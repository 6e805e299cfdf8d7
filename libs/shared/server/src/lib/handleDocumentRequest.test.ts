import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hasDeferredData, wholePage } from './handleDocumentRequest';

const context = (loaderData: Record<string, unknown>) =>
  ({ staticHandlerContext: { loaderData } }) as unknown as Pick<EntryContext, 'staticHandlerContext'>;

describe('hasDeferredData: a page streams its shell first only when a loader deferred something', () => {
  it('is false for data that is all there (every page of the apps today)', () => {
    expect(hasDeferredData(context({ root: { user: { id: 1 } }, 'routes/home': { rows: [] }, other: null }))).toBe(
      false,
    );
    expect(hasDeferredData(context({}))).toBe(false);
  });

  it('is true when a route returned a promise among its data, or as its data', () => {
    const pending = new Promise(() => undefined);
    expect(hasDeferredData(context({ root: { user: 1 }, 'routes/home': { rows: [], winners: pending } }))).toBe(true);
    expect(hasDeferredData(context({ 'routes/home': pending }))).toBe(true);
  });
});

describe('wholePage', () => {
  it('gives what React writes as one buffer once it ends, its module preloads marked low priority', async () => {
    const page = await new Promise<Buffer>((resolve) => {
      const sink = wholePage(resolve);
      sink.write('<!DOCTYPE html><head><link rel="modulepreload" href="/a.js"/>');
      sink.write(Buffer.from('<link rel="modulepreload" href="/b.js"/></head>'));
      sink.end('<body>ok</body>');
    });
    expect(page.toString()).toBe(
      '<!DOCTYPE html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><body>ok</body>',
    );
  });
});
