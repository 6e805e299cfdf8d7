import i18next from 'i18next';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './useTranslation';

function instance() {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next);
  void i18n.init({ lng: 'en', resources: { en: { translation: { hello: 'Hello {{name}}' } }, ar: { translation: { hello: 'مرحبا {{name}}' } } }, initAsync: false, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
  return i18n;
}

describe('useTranslation', () => {
  it('translates with interpolation and follows a language change', async () => {
    const i18n = instance();
    function Greeting() {
      const { t } = useTranslation();
      return <p>{t('hello', { name: 'Ana' })}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(screen.getByText('مرحبا Ana')).toBeInTheDocument();
  });

  it('gives every component of a page the same t, and a new one once the language changes', async () => {
    const i18n = instance();
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useTranslation().t);
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Probe />
        <Probe />
      </I18nextProvider>,
    );
    expect(seen[0]).toBe(seen[1]);
    const renders = seen.length;
    // Translations added for the same language (the shell does that while rendering) cause no re-render.
    await act(async () => {
      i18n.addResourceBundle('en', 'translation', { bye: 'Bye' }, true, true);
    });
    expect(seen).toHaveLength(renders);
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(seen.at(-1)).not.toBe(seen[0]);
  });

  it('says what is missing without a provider', () => {
    function Orphan() {
      useTranslation();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('I18nextProvider');
  });
});
