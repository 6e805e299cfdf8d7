import { describe, expect, it, vi } from 'vitest';
import { createTranslator, interpolate } from './translator';

const en = {
  greeting: 'Hello {{name}}',
  tickets_one: '{{count}} ticket',
  tickets_other: '{{count}} tickets',
  spins_zero: 'No spins left',
  spins_one: 'One spin left',
  spins_other: '{{count, number}} spins left',
  plain: 'Plain {{count}}',
  empty: '',
  onlyEnglish: 'Only in English',
};
const ar = {
  greeting: 'مرحبا {{name}}',
  tickets_zero: 'لا تذاكر',
  tickets_one: 'تذكرة واحدة',
  tickets_two: 'تذكرتان',
  tickets_few: '{{count}} تذاكر',
  tickets_many: '{{count}} تذكرة',
  tickets_other: '{{count}} تذكرةً',
};

function translator(showKeys = false) {
  const i18n = createTranslator({ lng: 'en', translations: en, showKeys });
  i18n.addTranslations('ar', ar);
  return i18n;
}

describe('createTranslator: lookup', () => {
  it('answers the current language text, the fallback language text for a key it lacks, else the key', async () => {
    const i18n = translator();
    await i18n.changeLanguage('ar');
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('مرحبا Ana');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
  });

  it('treats an empty text as missing, and uses defaultValue (interpolated) only for a missing key', () => {
    const i18n = translator();
    expect(i18n.t('empty')).toBe('empty');
    expect(i18n.t('missing', { defaultValue: 'Fallback {{name}}', name: 'Bo' })).toBe('Fallback Bo');
    expect(i18n.t('greeting', { defaultValue: 'unused', name: 'Bo' })).toBe('Hello Bo');
    expect(i18n.t('missing', { defaultValue: '' })).toBe('missing');
  });

  it('reads only the texts own keys: a key named like an Object method is a missing key', () => {
    expect(translator().t('constructor')).toBe('constructor');
    expect(translator().t('toString')).toBe('toString');
  });

  it('answers every key with itself when showKeys is on (debugShowTranslationKeys)', () => {
    const i18n = translator(true);
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('greeting');
    expect(i18n.t('missing', { defaultValue: 'x' })).toBe('missing');
  });
});

describe('createTranslator: plurals', () => {
  it('picks English forms by count, key_zero first for a count of 0 when it exists', () => {
    const t = translator().t;
    expect(t('tickets', { count: 1 })).toBe('1 ticket');
    expect(t('tickets', { count: 0 })).toBe('0 tickets');
    expect(t('tickets', { count: 2 })).toBe('2 tickets');
    expect(t('spins', { count: 0 })).toBe('No spins left');
    expect(t('spins', { count: 1 })).toBe('One spin left');
    expect(t('spins', { count: 1500 })).toBe('1,500 spins left');
  });

  it('picks all six Arabic forms by the CLDR rules', () => {
    const t = translator().getFixedT('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => t('tickets', { count }))).toEqual([
      'لا تذاكر',
      'تذكرة واحدة',
      'تذكرتان',
      '3 تذاكر',
      '11 تذكرة',
      '100 تذكرةً',
    ]);
  });

  it('falls back to the bare key without plural forms, and takes a string count as a value only', () => {
    const t = translator().t;
    expect(t('plain', { count: 3 })).toBe('Plain 3');
    expect(t('tickets', { count: '2' as unknown as number })).toBe('tickets');
  });

  it('uses English rules for a language code Intl does not know', () => {
    const i18n = createTranslator({ lng: 'not a tag!', translations: en });
    expect(i18n.t('tickets', { count: 1 })).toBe('1 ticket');
  });
});

describe('interpolate', () => {
  it('inserts values as written (React escapes what it renders), and never reads an inserted value again', () => {
    expect(interpolate('{{a}} and {{b}}', { a: '<b>{{b}}</b>', b: 'B' }, 'en')).toBe('<b>{{b}}</b> and B');
  });

  it('keeps a placeholder whose value is not given, and empties one given as undefined or null', () => {
    expect(interpolate('[{{a}}] [{{b}}] [{{c}}]', { b: undefined, c: null }, 'en')).toBe('[{{a}}] [] []');
  });

  it('reads only values given: a placeholder named like an Object method stays as it is', () => {
    expect(interpolate('{{constructor}} {{toString}}', {}, 'en')).toBe('{{constructor}} {{toString}}');
    expect(interpolate('{{constructor}}', { constructor: 'given' }, 'en')).toBe('given');
  });

  it('formats {{x, number}} with the language number format', () => {
    expect(interpolate('{{x, number}}', { x: 1234.5 }, 'en')).toBe('1,234.5');
    expect(interpolate('{{x, number}}', { x: 1234.5 }, 'de')).toBe('1.234,5');
    expect(interpolate('{{x, number}}', { x: 1234.5 }, 'ar')).toBe(new Intl.NumberFormat('ar').format(1234.5));
    expect(interpolate('{{x, number}}', { x: '1234.5' }, 'en')).toBe('1,234.5');
  });
});

describe('createTranslator: languages', () => {
  it('tells languageChanged listeners of a switch once, not of the same language, and stops after off', async () => {
    const i18n = translator();
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('ar');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('ar');
    expect(i18n.language).toBe('ar');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a fixed t on its language after a switch, while t follows the instance', async () => {
    const i18n = translator();
    const english = i18n.getFixedT('en');
    await i18n.changeLanguage('ar');
    expect(english('greeting', { name: 'A' })).toBe('Hello A');
    expect(i18n.t('greeting', { name: 'A' })).toBe('مرحبا A');
  });

  it('adds texts over the ones a language has', () => {
    const i18n = translator();
    i18n.addTranslations('en', { greeting: 'Hi {{name}}', extra: 'More' });
    expect(i18n.t('greeting', { name: 'A' })).toBe('Hi A');
    expect(i18n.t('extra')).toBe('More');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
  });
});
