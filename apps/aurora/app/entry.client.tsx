import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ignoreAbortedNavigations } from '@casino/brand-app';
import { documentTranslationsReady } from '@casino/i18n';

ignoreAbortedNavigations();

// The page's translations come beside the HTML (preloaded by its head): hydrate once they are here.
void documentTranslationsReady().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
