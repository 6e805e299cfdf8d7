import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BRANDS, brandSettings } from '../data/reference';
import type { Ctx } from '../lib/context';
import { ApiError } from '../lib/http';
import { newToken } from '../lib/util';
import { devPage, devPageHeaders, escapeHtml, newNonce } from '../lib/devPage';

/**
 * Google's consent screen, played by the dev backend (not a contract call, like the dev payment pages): the OAuth 2.0
 * authorization endpoint of the dev brands' `googleAuthUrl`.
 *
 * - `GET /__dev/google/authorize?client_id&redirect_uri&response_type=code&scope&state&code_challenge&code_challenge_method=S256`
 *   shows a few fake Google accounts, each with Continue, and Cancel. A request it cannot answer safely (unknown
 *   client, redirect URI not an `/auth/google/callback` page, no S256 challenge) is refused on the page itself: it never
 *   redirects to an unchecked address.
 * - `POST /__dev/google/authorize` (the page's form) issues a one-time code, bound to the client id, redirect URI and
 *   challenge and valid for {@link CODE_TTL_MS} on the dev clock, and sends the browser (303) to
 *   `redirect_uri?code&state`; Cancel sends `error=access_denied&state`.
 * - `POST /api/user/google-login` (routes/account.ts) redeems the code with {@link redeemGoogleCode}.
 */
export const DEV_GOOGLE_AUTHORIZE_PATH = '/__dev/google/authorize';
/** The path every redirect URI must have: the brands' callback route. */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
/** How long a code may wait for its redemption (dev clock). */
export const CODE_TTL_MS = 2 * 60_000;

/** A fake Google account: the demo player's, or a new person (`newgoogle+<n>@example.com`). */
export interface GoogleIdentity {
  email: string;
  name: string;
}

interface CodeRecord extends GoogleIdentity {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAtMs: number;
}

const codesByCtx = new WeakMap<Ctx, Map<string, CodeRecord>>();
const codesOf = (ctx: Ctx) => {
  let codes = codesByCtx.get(ctx);
  if (!codes) {
    codes = new Map();
    codesByCtx.set(ctx, codes);
  }
  return codes;
};

const DEMO_ACCOUNT: GoogleIdentity = { email: 'player@demo.test', name: 'Demo Player' };
const NEW_ACCOUNT = /^new-(\d{1,9})$/;

/** The account a consent-screen choice names (`demo` or `new-<n>`), or null. */
export function googleIdentityOf(choice: string): GoogleIdentity | null {
  if (choice === 'demo') return DEMO_ACCOUNT;
  const n = NEW_ACCOUNT.exec(choice)?.[1];
  return n ? { email: `newgoogle+${n}@example.com`, name: 'New Google user' } : null;
}

const knownClientIds = () =>
  new Set(
    Object.keys(BRANDS)
      .map((brand) => brandSettings(brand).googleClientId)
      .filter(Boolean),
  );

/** A redirect URI the consent screen may send a browser to: http(s), the callback path, no fragment. */
function validRedirectUri(value: string): URL | null {
  try {
    const url = new URL(value);
    if (
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.pathname !== GOOGLE_CALLBACK_PATH ||
      url.hash ||
      url.username ||
      url.password
    )
      return null;
    return url;
  } catch {
    return null;
  }
}

const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

interface AuthorizeRequest {
  clientId: string;
  redirectUri: URL;
  state: string;
  codeChallenge: string;
}

const textOf = (record: unknown, key: string): string => {
  const value = record && typeof record === 'object' ? (record as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/** The authorization request's parameters, or what is wrong with them (shown on the page, never redirected). */
function readRequest(input: unknown): AuthorizeRequest | string {
  const clientId = textOf(input, 'client_id');
  if (!knownClientIds().has(clientId)) return 'The client id is not one this consent screen knows.';
  const redirectUri = validRedirectUri(textOf(input, 'redirect_uri'));
  if (!redirectUri) return `The redirect URI must be an http(s) address of the ${GOOGLE_CALLBACK_PATH} page.`;
  if (textOf(input, 'response_type') && textOf(input, 'response_type') !== 'code')
    return 'Only response_type=code is supported.';
  if (textOf(input, 'code_challenge_method') !== 'S256' || !S256_CHALLENGE.test(textOf(input, 'code_challenge'))) {
    return 'A PKCE code_challenge with code_challenge_method=S256 is required.';
  }
  const state = textOf(input, 'state');
  if (!state || state.length > 512) return 'A state parameter is required.';
  return { clientId, redirectUri, state, codeChallenge: textOf(input, 'code_challenge') };
}

/** The consent form posts here, and the answer redirects to the brand's callback page. */
const headersFor = (nonce: string, formTarget?: string) =>
  devPageHeaders({ nonce, formAction: `'self'${formTarget ? ` ${formTarget}` : ''}`, framed: false });

const STYLE = `
:root { color-scheme: light; --bg: #f1f3f4; --panel: #ffffff; --text: #202124; --muted: #5f6368; --line: #dadce0; --primary: #1a73e8; --focus: #b35c00; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: flex; justify-content: center; padding: 16px; }
main { width: 100%; max-width: 440px; background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 24px; display: grid; gap: 16px; }
.badge { margin: 0; justify-self: start; font-size: .8rem; font-weight: 700; border-radius: 999px; padding: 3px 10px; background: #fff3d6; color: #5c3b00; border: 1px solid #e8c877; }
h1 { font-size: 1.4rem; margin: 0; }
p { margin: 0; }
.muted { color: var(--muted); font-size: .9rem; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
li form { display: flex; align-items: center; justify-content: space-between; gap: 12px; border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
.who { display: grid; }
.who strong { font-weight: 600; }
.who span { color: var(--muted); font-size: .9rem; word-break: break-all; }
button { font: inherit; font-weight: 600; min-height: 44px; border-radius: 8px; padding: 0 16px; cursor: pointer; }
button.primary { background: var(--primary); color: #ffffff; border: 2px solid var(--primary); }
button.secondary { background: var(--panel); color: var(--text); border: 2px solid var(--muted); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
`;

const layout = (nonce: string, title: string, body: string) => devPage({ nonce, title, style: STYLE, body });

const BADGE = 'Dev Google sign-in: no real Google account is used';

function renderRefusal(nonce: string, reason: string): string {
  return layout(
    nonce,
    'Sign-in request refused',
    `<main aria-labelledby="t"><p class="badge">${escapeHtml(BADGE)}</p><h1 id="t">This sign-in request cannot continue</h1><p>${escapeHtml(reason)}</p></main>`,
  );
}

function hiddenFields(req: AuthorizeRequest): string {
  const fields = {
    client_id: req.clientId,
    redirect_uri: req.redirectUri.href,
    state: req.state,
    code_challenge: req.codeChallenge,
    code_challenge_method: 'S256',
  };
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
}

function renderConsent(nonce: string, req: AuthorizeRequest, newAccountNumber: number): string {
  const accounts: Array<[string, GoogleIdentity]> = [
    ['demo', DEMO_ACCOUNT],
    [`new-${newAccountNumber}`, googleIdentityOf(`new-${newAccountNumber}`) as GoogleIdentity],
  ];
  const site = req.redirectUri.host;
  const rows = accounts
    .map(
      ([choice, who], i) => `<li><form method="post" action="${DEV_GOOGLE_AUTHORIZE_PATH}">${hiddenFields(req)}
  <span class="who" id="acct-${i}"><strong>${escapeHtml(who.name)}</strong><span>${escapeHtml(who.email)}</span></span>
  <button type="submit" name="account" value="${choice}" class="primary" aria-describedby="acct-${i}">Continue</button>
</form></li>`,
    )
    .join('\n');
  const body = `<main aria-labelledby="t">
  <p class="badge">${escapeHtml(BADGE)}</p>
  <h1 id="t">Choose an account</h1>
  <p>to continue to <strong>${escapeHtml(site)}</strong></p>
  <ul aria-label="Google accounts">
${rows}
  </ul>
  <form method="post" action="${DEV_GOOGLE_AUTHORIZE_PATH}">${hiddenFields(req)}
    <button type="submit" name="account" value="cancel" class="secondary">Cancel</button>
  </form>
  <p class="muted">Google would share the account's name, email address and profile picture with ${escapeHtml(site)}.</p>
</main>`;
  return layout(nonce, 'Sign in with Google (dev)', body);
}

const normalUrl = (value: string) => {
  try {
    return new URL(value).href;
  } catch {
    return '';
  }
};

/**
 * Redeems a code once: it must exist, be unused, unexpired, issued to this client for this redirect URI, and its
 * challenge must be the S256 of the verifier. Any attempt uses the code up. Answers the Google account.
 */
export function redeemGoogleCode(
  ctx: Ctx,
  input: { code: string; codeVerifier: string; redirectUri: string; clientId: string },
): GoogleIdentity {
  const codes = codesOf(ctx);
  const record = codes.get(input.code);
  codes.delete(input.code);
  const invalid = (why: string) => new ApiError(400, 'TOKEN_INVALID', `The Google sign-in code is invalid: ${why}`);
  if (!record) throw invalid('unknown or already used');
  if (record.expiresAtMs < ctx.clock.nowMs()) throw invalid('expired');
  if (!input.clientId || record.clientId !== input.clientId) throw invalid('issued to another client');
  if (record.redirectUri !== normalUrl(input.redirectUri)) throw invalid('issued for another redirect URI');
  if (!sameText(s256(input.codeVerifier), record.codeChallenge))
    throw invalid('the code verifier does not match the challenge');
  return { email: record.email, name: record.name };
}

export function registerDevGoogleRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get(DEV_GOOGLE_AUTHORIZE_PATH, async (req, reply) => {
    const nonce = newNonce();
    const request = readRequest(req.query);
    if (typeof request === 'string')
      return reply.headers(headersFor(nonce)).code(400).send(renderRefusal(nonce, request));
    reply.headers(headersFor(nonce, request.redirectUri.origin));
    return reply.code(200).send(renderConsent(nonce, request, randomInt(100_000, 1_000_000)));
  });

  // The page's forms post `application/x-www-form-urlencoded`: understood here only.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    scope.post(DEV_GOOGLE_AUTHORIZE_PATH, async (req, reply) => {
      const nonce = newNonce();
      const request = readRequest(req.body);
      if (typeof request === 'string')
        return reply.headers(headersFor(nonce)).code(400).send(renderRefusal(nonce, request));
      const back = new URL(request.redirectUri.href);
      const choice = textOf(req.body, 'account');
      const who = googleIdentityOf(choice);
      if (!who) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = newToken(24);
        codesOf(ctx).set(code, {
          ...who,
          clientId: request.clientId,
          redirectUri: request.redirectUri.href,
          codeChallenge: request.codeChallenge,
          expiresAtMs: ctx.clock.nowMs() + CODE_TTL_MS,
        });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', request.state);
      return reply.code(303).header('location', back.href).header('cache-control', 'no-store').send();
    });
  });
}
