import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
/** Below this size the encoding's headers cost about what it saves. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible file of the client
 * build's `assets/`, once per build. The brand server sends them as they are (`precompressedAssets` in
 * @casino/brand-server) instead of compressing every script anew for every visitor: a fresh visit to the home fetches
 * about 30 scripts, and compressing them per request was the largest part of the server's work for a page load (about
 * 110 ms of CPU against 55 for rendering the page, measured on a 2-core machine like CI's). Build time buys the
 * smallest files a phone can get: Brotli at its slowest setting, which no server can afford per request.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'casino:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.startsWith('assets/') || !COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        const source = readFileSync(path);
        if (source.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
