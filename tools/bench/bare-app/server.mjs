// The bare page's server: Express, compression and React Router's request handler, as a React Router app has them.
// `BARE_COMPRESSION=whole` (bench:ssr --bare-compression whole) sends each page compressed in one call instead, as the
// brand server sends a page whose data is all there (encodeCompletePage in @casino/brand-server): a second reference
// that tells what a page costs beyond how it is compressed.
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const build = await import(new URL('./build/server/index.js', import.meta.url).href);
const app = express();
app.disable('x-powered-by');
if (process.env['BARE_COMPRESSION'] === 'whole') {
  // The page's chunks joined and compressed at its end, at the levels the brand server uses (Brotli 3, gzip 3).
  app.use((req, res, next) => {
    const accepts = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (!encoding) return next();
    const chunks = [];
    res.write = (chunk) => (chunks.push(Buffer.from(chunk)), true);
    const end = res.end.bind(res);
    res.end = (chunk) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      const page = Buffer.concat(chunks);
      const body =
        encoding === 'br'
          ? brotliCompressSync(page, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: page.length },
            })
          : gzipSync(page, { level: 3 });
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Length', body.length);
      return end(body);
    };
    next();
  });
} else {
  // As the brand server compresses a page it streams (PAGE_COMPRESSION_LEVEL, PAGE_BROTLI_QUALITY in @casino/brand-server).
  app.use(compression({ level: 3, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } } }));
}
app.use(
  '/assets',
  express.static(new URL('./build/client/assets', import.meta.url).pathname, { immutable: true, maxAge: '1y' }),
);
app.all('*', createRequestHandler({ build, mode: 'production' }));
const port = Number(process.env['PORT'] ?? 4900);
app.listen(port, () => console.log(`bare page on http://localhost:${port}`));
