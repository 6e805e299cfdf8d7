import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ignoreAbortedNavigations, readyToHydrate } from '@casino/brand-app';

ignoreAbortedNavigations();

// Hydrate once the page's translations (preloaded by its head, beside the HTML) are here and its HTML has been painted.
void readyToHydrate().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
