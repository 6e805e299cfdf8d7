// Resource route: /manifest.webmanifest and /pwa/<icon>, made from this brand's settings name and palette.
import { brand, theme } from '@casino/brand-aurora';
import { pwaLoader } from '@casino/pwa-feature/server';
import type { LoaderFunctionArgs } from 'react-router';

export const loader = (args: LoaderFunctionArgs) => pwaLoader(args, { brand, theme });
