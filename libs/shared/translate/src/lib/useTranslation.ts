import { useCallback, useContext, useSyncExternalStore } from 'react';
import { I18nContext } from './I18nProvider';
import type { I18n, TFunction } from './translator';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

// Every language switch an instance announces bumps its revision. Translations added for the same language are not
// announced: the shell adds them while rendering (after each root loader run), and a re-render that changes what it
// reads would restart React's transition for ever.
const revisions = new WeakMap<I18n, number>();
const watched = new WeakSet<I18n>();
// One `t` per instance, language and revision, shared by every component that reads them.
const translations = new WeakMap<I18n, Map<string, Translation>>();

function watch(i18n: I18n) {
  if (watched.has(i18n)) return;
  watched.add(i18n);
  const bump = () => revisions.set(i18n, (revisions.get(i18n) ?? 0) + 1);
  i18n.on('languageChanged', bump);
}

function snapshot(i18n: I18n): string {
  return `${i18n.language}|${revisions.get(i18n) ?? 0}`;
}

function translationFor(i18n: I18n, key: string): Translation {
  let byKey = translations.get(i18n);
  if (!byKey) {
    byKey = new Map();
    translations.set(i18n, byKey);
  }
  let translation = byKey.get(key);
  if (!translation) {
    // Older revisions of this instance are no longer read: keep the map to the current one.
    byKey.clear();
    translation = { t: i18n.getFixedT(i18n.language), i18n };
    byKey.set(key, translation);
  }
  return translation;
}

/**
 * `const { t, i18n } = useTranslation()`: the page's translations (react-i18next's hook's shape), with one `t` shared
 * by every component of the page. Re-renders when the language changes.
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const subscribe = useCallback(
    (onChange: () => void) => {
      watch(i18n);
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const key = useSyncExternalStore(
    subscribe,
    () => snapshot(i18n),
    () => snapshot(i18n),
  );
  return translationFor(i18n, key);
}
