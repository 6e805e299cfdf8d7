import { beforeEach, describe, expect, it } from 'vitest';
import { readRecentSearches, rememberSearch, RECENT_SEARCHES_KEY } from './recentSearches';

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last five, newest first, each once whatever its case', () => {
    for (const term of ['book', 'starburst', 'BOOK', 'neon', 'gold', 'dragon', 'pharaoh']) rememberSearch(term);
    expect(readRecentSearches()).toEqual(['pharaoh', 'dragon', 'gold', 'neon', 'BOOK']);
  });

  it('survives a broken stored value', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
  });
});
