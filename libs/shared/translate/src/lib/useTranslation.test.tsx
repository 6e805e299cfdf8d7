import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from './I18nProvider';
import { createTranslator } from './translator';
import { useTranslation } from './useTranslation';

function instance() {
  const i18n = createTranslator({ lng: 'en', translations: { hello: 'Hello {{name}}' } });
  i18n.addTranslations('ar', { hello: 'مرحبا {{name}}' });
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
      <I18nProvider i18n={i18n}>
        <Greeting />
      </I18nProvider>,
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
      <I18nProvider i18n={i18n}>
        <Probe />
        <Probe />
      </I18nProvider>,
    );
    expect(seen[0]).toBe(seen[1]);
    const renders = seen.length;
    // Translations added for the same language (the shell does that while rendering) cause no re-render.
    await act(async () => {
      i18n.addTranslations('en', { bye: 'Bye' });
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
    expect(() => render(<Orphan />)).toThrow('I18nProvider');
  });
});
