// The bare page's server: Express, compression and React Router's request handler, as a brand server has them.
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { constants } from 'node:zlib';

const build = await import(new URL('./build/server/index.js', import.meta.url).href);
const app = express();
app.disable('x-powered-by');
// As the brand server compresses its pages (PAGE_COMPRESSION_LEVEL, PAGE_BROTLI_QUALITY in @casino/brand-server).
app.use(compression({ level: 3, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } } }));
app.use(
  '/assets',
  express.static(new URL('./build/client/assets', import.meta.url).pathname, { immutable: true, maxAge: '1y' }),
);
app.all('*', createRequestHandler({ build, mode: 'production' }));
const port = Number(process.env['PORT'] ?? 4900);
app.listen(port, () => console.log(`bare page on http://localhost:${port}`));
