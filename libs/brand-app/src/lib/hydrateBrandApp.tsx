import { activateDocumentStyleSheet, documentStyleCache, type ThemeTokens } from '@casino/design-system';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ignoreAbortedNavigations } from './abortedNavigations';
import { readyToHydrate } from './readyToHydrate';

/** The nonce of the page's own scripts, for a style Emotion inserts (the CSP allows that nonce only). */
function documentNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * What every brand's `entry.client` does: hydrates the server's page once its translations (preloaded by its head,
 * beside the HTML) are here, its HTML has been painted and the brand's stylesheet has said which styles it holds (so
 * hydration names those classes as the server did and inserts none of them), in a transition (React yields to the
 * browser while it works).
 */
export function hydrateBrandApp(theme: ThemeTokens): void {
  ignoreAbortedNavigations();
  void Promise.all([
    readyToHydrate(),
    activateDocumentStyleSheet(theme, () => documentStyleCache(documentNonce())),
  ]).then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
}
