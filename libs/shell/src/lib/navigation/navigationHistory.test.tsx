import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing';
import { pushPath, readNavigationHistory, useGamePageBodyReset, useNavigationHistory } from './navigationHistory';

function Probe() {
  useNavigationHistory();
  useGamePageBodyReset();
  return null;
}

beforeEach(() => {
  sessionStorage.clear();
  document.body.removeAttribute('style');
});

describe('navigation history', () => {
  it('keeps the newest five paths and skips a repeat', () => {
    let history: string[] = [];
    for (const path of ['/', '/a', '/a', '/b', '/c', '/d', '/e']) history = pushPath(history, path);
    expect(history).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('records the paths a player visits in this tab', async () => {
    const { router } = renderShell(<Probe />, { route: '/' });
    for (const path of ['/casino', '/promotions', '/casino/slots', '/tournaments', '/vip-club'])
      await act(() => router.navigate(path));
    expect(readNavigationHistory()).toEqual(['/casino', '/promotions', '/casino/slots', '/tournaments', '/vip-club']);
  });

  it('survives broken storage content', () => {
    sessionStorage.setItem('navigationHistory', '{not json');
    expect(readNavigationHistory()).toEqual([]);
  });
});

describe('game page body style', () => {
  it('is reset when the player leaves /casino/games/', async () => {
    const { router } = renderShell(<Probe />, { route: '/casino/games/book-of-ra' });
    document.body.setAttribute('style', 'overflow: hidden; background: black;');
    await act(() => router.navigate('/casino'));
    expect(document.body.getAttribute('style')).toBeNull();
  });

  it('is left alone elsewhere', async () => {
    const { router } = renderShell(<Probe />, { route: '/casino' });
    document.body.setAttribute('style', 'color: red;');
    await act(() => router.navigate('/promotions'));
    expect(document.body.getAttribute('style')).toBe('color: red;');
  });
});
