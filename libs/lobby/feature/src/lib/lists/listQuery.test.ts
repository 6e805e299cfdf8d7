import { describe, expect, it } from 'vitest';
import { listPageAt, listQueryOf, withFilter } from './listQuery';

describe('listQueryOf', () => {
  it('reads provider, category, tag, sort and unplayed from the URL', () => {
    expect(
      listQueryOf('casino', new URLSearchParams('provider=devplay&category=slots&tag=hot&sort=rtp&unplayed=1')),
    ).toEqual({
      provider: 'devplay',
      category: 'slots',
      tag: 'hot',
      sort: 'rtp',
      unplayed: true,
    });
  });

  it('keeps what a category page fixes: /casino/slots stays slots whatever the URL says', () => {
    expect(listQueryOf('slots', new URLSearchParams('category=live-casino&sort=name'))).toEqual({
      category: 'slots',
      sort: 'name',
    });
    expect(listQueryOf('liveCasino', new URLSearchParams())).toEqual({ category: 'live-casino' });
    expect(listQueryOf('popular', new URLSearchParams('tag=new'))).toEqual({ tag: 'popular' });
  });

  it('drops what the backend would refuse instead of failing the page', () => {
    expect(listQueryOf('casino', new URLSearchParams('sort=cheapest&provider=<script>&unplayed=yes'))).toEqual({});
  });

  it('gives the same query (the same cache key) for the same filters in any order', () => {
    expect(JSON.stringify(listQueryOf('casino', new URLSearchParams('sort=rtp&provider=devplay')))).toBe(
      JSON.stringify(listQueryOf('casino', new URLSearchParams('provider=devplay&sort=rtp'))),
    );
  });
});

describe('withFilter', () => {
  it('changes one filter and keeps the others; no value removes it', () => {
    const search = new URLSearchParams('provider=devplay&sort=rtp');
    expect(withFilter(search, 'sort', 'name').toString()).toBe('provider=devplay&sort=name');
    expect(withFilter(search, 'provider', undefined).toString()).toBe('sort=rtp');
  });
});

describe('listPageAt', () => {
  it('names the list page of a path, a moved page first', () => {
    expect(listPageAt('/casino/slots', null)).toBe('slots');
    expect(listPageAt('/casino/live-casino/', null)).toBe('liveCasino');
    expect(listPageAt('/casino', null)).toBe('casino');
    expect(listPageAt('/games', 'slots')).toBe('slots');
  });
});
