import { MANIFEST_PATH } from './webManifest';

/** The root route's `links`: the manifest, and the icon iOS uses for its home screen (it ignores the manifest's). */
export function pwaLinks() {
  return [
    { rel: 'manifest', href: MANIFEST_PATH },
    { rel: 'apple-touch-icon', href: '/pwa/icon-192.png' },
  ];
}
