import { createContext, type ReactNode } from 'react';
import type { I18n } from './translator';

export const I18nContext = createContext<I18n | null>(null);

/** Gives the components below it the page's translations (`useTranslation`). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}
