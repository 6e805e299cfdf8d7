import { createServerQueryClient } from '@casino/query/server';
import { dehydrate, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageQueries } from './PageQueries';

describe('PageQueries', () => {
  it('puts what the loader fetched into the server HTML, without asking again', async () => {
    const server = createServerQueryClient();
    await server.prefetchQuery({ queryKey: ['reference', 'countries'], queryFn: async () => ['Malta', 'Germany'] });
    const dehydratedState = JSON.parse(JSON.stringify(dehydrate(server)));
    const queryFn = vi.fn(async () => ['fetched again']);
    function Countries() {
      const { data } = useQuery({ queryKey: ['reference', 'countries'], queryFn });
      return <p>{data?.join(', ') ?? 'loading'}</p>;
    }
    const routes = [
      {
        id: 'page',
        path: '/',
        loader: () => ({ page: null, dehydratedState }),
        element: (
          <PageQueries>
            <Countries />
          </PageQueries>
        ),
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://casino.test/'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
    expect(html).toContain('Malta, Germany');
    expect(queryFn).not.toHaveBeenCalled();
  });
});
