// Production server of the brand: the SSR build's entry (see vite.config.ts).
import { runBrandServer } from '@casino/brand-server';
import { brand } from '@casino/brand-aurora';
import * as build from 'virtual:react-router/server-build';

await runBrandServer({ build, brandId: brand.id, importMetaUrl: import.meta.url });
