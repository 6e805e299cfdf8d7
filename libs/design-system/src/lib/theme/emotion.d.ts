import '@emotion/react';
import type { ThemeTokens } from './tokens';

declare module '@emotion/react' {
  // Module augmentation has to be an empty interface that extends the tokens.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface Theme extends ThemeTokens {}
}
