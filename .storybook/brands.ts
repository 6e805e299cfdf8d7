import type { ThemeTokens } from '@casino/design-system';
import type { BrandConfig } from '@casino/site';
import type { ComponentType } from 'react';

/** What every brand lib exports (`libs/brands/<brand>/src/index.ts`). */
export interface BrandLib {
  brand: BrandConfig;
  theme: ThemeTokens;
  Logo: ComponentType<{ brandName: string; compact?: boolean }>;
}

// Every brand lib, found by Vite: a brand added by `nx g @casino/tools:brand` shows up in the toolbar by itself.
const modules = import.meta.glob<BrandLib>('../libs/brands/*/src/index.ts', { eager: true });

/** The brand libs by brand id, in id order. */
export const brandLibs: Record<string, BrandLib> = Object.fromEntries(
  Object.values(modules)
    .map((lib) => [lib.brand.id, lib] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);

/** The brand Storybook opens with (the workspace's default brand). */
export const defaultBrandId = 'curacao';
