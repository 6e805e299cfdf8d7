import { describe, expect, it } from 'vitest';
import { isCrawler, isPhoneRequest } from './device.server';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT_PHONE =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const request = (headers: Record<string, string>) => new Request('http://casino.test/', { headers });

describe('isPhoneRequest', () => {
  it("takes a phone's browser by its User-Agent (Android's Chrome, an iPhone's Safari)", () => {
    expect(isPhoneRequest(request({ 'user-agent': PIXEL }))).toBe(true);
    expect(isPhoneRequest(request({ 'user-agent': IPHONE }))).toBe(true);
  });

  it('takes a desktop browser and a client that gives no User-Agent as no phone', () => {
    expect(isPhoneRequest(request({ 'user-agent': DESKTOP }))).toBe(false);
    expect(isPhoneRequest(request({}))).toBe(false);
  });

  it("believes Chrome's own hint before its User-Agent (a phone asking for the desktop site says ?0)", () => {
    expect(isPhoneRequest(request({ 'user-agent': PIXEL, 'sec-ch-ua-mobile': '?0' }))).toBe(false);
    expect(isPhoneRequest(request({ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' }))).toBe(true);
  });

  it('never takes a crawler for a phone, even one that says it is one: it is served the whole page', () => {
    expect(isPhoneRequest(request({ 'user-agent': GOOGLEBOT_PHONE }))).toBe(false);
    expect(isPhoneRequest(request({ 'user-agent': GOOGLEBOT_PHONE, 'sec-ch-ua-mobile': '?1' }))).toBe(false);
  });
});

describe('isCrawler', () => {
  it('takes any user agent containing "bot" for a crawler (spec), and the ones isbot knows that do not say so', () => {
    expect(isCrawler('MyLittleBot/1.0')).toBe(true);
    expect(isCrawler('curl/8.5.0')).toBe(true);
    expect(isCrawler(GOOGLEBOT_PHONE)).toBe(true);
  });

  it('takes browsers, and no user agent at all, for no crawler, however often it is asked', () => {
    for (let i = 0; i < 3; i++) {
      expect(isCrawler(PIXEL)).toBe(false);
      expect(isCrawler(DESKTOP)).toBe(false);
    }
    expect(isCrawler(null)).toBe(false);
    expect(isCrawler('')).toBe(false);
  });
});
