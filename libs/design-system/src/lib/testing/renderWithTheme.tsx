import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { baseTheme } from '../theme/baseTheme';
import { ThemeProvider, type Direction } from '../theme/ThemeProvider';
import type { ThemeTokens } from '../theme/tokens';

export interface ThemedRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  theme?: ThemeTokens;
  dir?: Direction;
  /** Initial URL of the in-memory router. @default '/' */
  route?: string;
}

/** Renders inside a theme and an in-memory router, as components run in an app. */
export function renderWithTheme(
  ui: ReactElement,
  { theme = baseTheme, dir = 'ltr', route = '/', ...options }: ThemedRenderOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={theme} dir={dir}>
          {children}
        </ThemeProvider>
      </MemoryRouter>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
