import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ignoreAbortedNavigations } from './abortedNavigations';
import { readyToHydrate } from './readyToHydrate';

/**
 * What every brand's `entry.client` does: hydrates the server's page once its translations (preloaded by its head,
 * beside the HTML) are here and its HTML has been painted, in a transition (React yields to the browser while it works).
 */
export function hydrateBrandApp(): void {
  ignoreAbortedNavigations();
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
}
