import { afterEach, describe, expect, it } from 'vitest';
import { buildRetargetingPixelUrl, fireRetargetingPixel } from './retargeting';

const env = {
  screenWidth: 1920,
  screenHeight: 1080,
  timezoneOffsetMinutes: -120,
  pluginCount: 3,
  deviceMemory: 8,
  hardwareConcurrency: 12,
};

afterEach(() => document.querySelectorAll('[data-tracking]').forEach((n) => n.remove()));

describe('retargeting pixel', () => {
  it('carries screen, timezone, plugins, memory and cores', () => {
    const url = new URL(
      buildRetargetingPixelUrl({ id: 'R1', pixelBaseUrl: 'https://px.example/p', pathname: '/', env }) ?? '',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: 'R1',
      sr: '1920x1080',
      tz: '-120',
      pl: '3',
      dm: '8',
      hc: '12',
    });
  });

  it('is off without an id, without a configured base URL, and on /play/ pages', () => {
    expect(buildRetargetingPixelUrl({ id: '', pixelBaseUrl: 'https://px.example/p', pathname: '/', env })).toBeNull();
    expect(buildRetargetingPixelUrl({ id: 'R1', pathname: '/', env })).toBeNull();
    expect(
      buildRetargetingPixelUrl({ id: 'R1', pixelBaseUrl: 'https://px.example/p', pathname: '/play/g', env }),
    ).toBeNull();
  });

  it('adds the image and the nonce-carrying script, and removes both', () => {
    const cleanup = fireRetargetingPixel(document, {
      pixelUrl: 'https://px.example/p?id=1',
      scriptUrl: 'https://px.example/s.js',
      nonce: 'n1',
    });
    expect(document.body.querySelector('img[data-tracking]')?.getAttribute('src')).toBe('https://px.example/p?id=1');
    const script = document.head.querySelector<HTMLScriptElement>('script[data-tracking]');
    expect(script?.src).toBe('https://px.example/s.js');
    expect(script?.nonce).toBe('n1');
    cleanup();
    expect(document.querySelectorAll('[data-tracking]')).toHaveLength(0);
  });
});
