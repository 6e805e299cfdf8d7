import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { THREE_DS_MESSAGE_SOURCE, type PaymentMethod } from '@casino/api-contract';
import type { Ctx } from '../lib/context';
import { one } from '../lib/db';
import { DEV_3DS_PATH, DEV_PAY_PATH, centOutcome, returnTo, settleDeposit, type DepositRow } from '../lib/deposits';
import { devPage, devPageHeaders, escapeHtml, newNonce, scriptJson } from '../lib/devPage';

/**
 * The pages a payment provider and a card issuer would show, played by the dev backend (not contract calls, like the
 * dev demo game): each a self-contained HTML page whose inline style and script are allowed by a per-response nonce.
 *
 * - `GET /api/core/cashier/dev-pay/:depositId?t=<token>`: the provider's payment page of a redirect method (the
 *   deposit answer's `redirect.url`). Its form posts `outcome=pay|decline|cancel` (and `t`) to the same path; the
 *   deposit moves on and the browser goes back (303) to the deposit's return path with `depositId=<id>` added.
 * - `GET /api/core/cashier/dev-3ds?MD=<depositId>&PaReq=<pareq>`: the card issuer's 3-D Secure check (the deposit
 *   answer's `threeDs.acsUrl`), framed by the deposit page. It changes nothing itself: it posts
 *   `{ source: THREE_DS_MESSAGE_SOURCE, outcome, MD, PaReq }` to its parent window (same origin only), and the page
 *   sends the 3DS webhook or cancels the deposit.
 */

type PageKind = 'pay' | '3ds';

/** The payment page is a page of its own posting its form to itself; the 3DS check lives in a frame of the deposit page. */
const headersFor = (nonce: string, kind: PageKind) =>
  devPageHeaders({ nonce, script: true, formAction: kind === 'pay' ? "'self'" : "'none'", framed: kind === '3ds' });

const STYLE = `
:root { color-scheme: light; --bg: #eef1f6; --panel: #ffffff; --text: #1a2233; --muted: #4d5870; --line: #c9d0dc; --primary: #1f5fbf; --primary-text: #ffffff; --focus: #b35c00; }
* { box-sizing: border-box; }
html, body { margin: 0; min-height: 100%; }
body { background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: flex; justify-content: center; align-items: flex-start; padding: 16px; }
main { width: 100%; max-width: 440px; background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 20px; display: grid; gap: 14px; }
.badge { margin: 0; justify-self: start; font-size: .8rem; font-weight: 700; border-radius: 999px; padding: 3px 10px; background: #fff3d6; color: #5c3b00; border: 1px solid #e8c877; }
h1 { font-size: 1.3rem; margin: 0; }
p { margin: 0; }
.muted { color: var(--muted); font-size: .9rem; }
dl { margin: 0; display: grid; gap: 6px; }
dl div { display: flex; justify-content: space-between; gap: 12px; border-bottom: 1px solid var(--line); padding-bottom: 6px; }
dt { color: var(--muted); }
dd { margin: 0; font-weight: 600; text-align: end; }
dd.amount { font-size: 1.25rem; font-variant-numeric: tabular-nums; }
.actions { display: flex; flex-wrap: wrap; gap: 10px; }
button { font: inherit; font-weight: 700; min-height: 44px; border-radius: 8px; padding: 0 18px; cursor: pointer; }
button.primary { background: var(--primary); color: var(--primary-text); border: 2px solid var(--primary); flex: 1 1 140px; }
button.secondary { background: var(--panel); color: var(--text); border: 2px solid var(--muted); }
button.link { background: transparent; color: var(--primary); border: 2px solid transparent; text-decoration: underline; }
button:disabled { opacity: .6; cursor: progress; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.status { min-height: 1.5em; font-weight: 600; }
`;

/** The payment page: stops a second submit while the first is on its way. */
const PAY_SCRIPT = String.raw`(function () {
  'use strict';
  var form = document.getElementById('pay-form');
  var status = document.getElementById('status');
  var sent = false;
  form.addEventListener('submit', function (event) {
    if (sent) { event.preventDefault(); return; }
    sent = true;
    form.setAttribute('aria-busy', 'true');
    status.textContent = 'Processing the payment…';
  });
})();`;

/** The 3DS check: tells the parent window (same origin only) what the player chose. */
const THREE_DS_SCRIPT = String.raw`(function () {
  'use strict';
  var cfg = JSON.parse(document.getElementById('acs-config').textContent);
  var status = document.getElementById('status');
  var buttons = ['confirm', 'fail', 'cancel'].map(function (id) { return document.getElementById(id); });
  var framed = window.parent !== window;
  function send(outcome) {
    buttons.forEach(function (b) { b.disabled = true; });
    // A failed check answers with a PaReq the webhook does not know, so it fails the deposit.
    window.parent.postMessage({ source: cfg.source, outcome: outcome, MD: cfg.MD, PaReq: outcome === 'fail' ? 'wrong' : cfg.PaReq }, window.location.origin);
    if (framed) {
      status.textContent = outcome === 'confirm' ? 'Confirmed. Back to the casino…' : outcome === 'fail' ? 'Check failed. Back to the casino…' : 'Cancelled. Back to the casino…';
    } else {
      status.textContent = 'This check belongs in the deposit page: open it from there.';
      buttons.forEach(function (b) { b.disabled = false; });
    }
  }
  // The buttons come disabled in the HTML and are enabled only once they listen: a click never lands on a dead button.
  buttons.forEach(function (b) { b.addEventListener('click', function () { send(b.id); }); b.disabled = false; });
})();`;

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

const layout = (nonce: string, title: string, body: string, script?: string) =>
  devPage({ nonce, title, style: STYLE, body, script });

function renderMessage(nonce: string, badge: string, title: string, text: string): string {
  return layout(
    nonce,
    title,
    `<main aria-labelledby="msg-title"><p class="badge">${escapeHtml(badge)}</p><h1 id="msg-title">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`,
  );
}

const PAY_BADGE = 'Dev payment provider: no real money moves';
const ACS_BADGE = "Your card issuer's check (dev): no real bank is asked";

function renderPayPage(nonce: string, d: DepositRow, methodTitle: string, token: string): string {
  const body = `<main aria-labelledby="pay-title">
  <p class="badge">${escapeHtml(PAY_BADGE)}</p>
  <h1 id="pay-title">Pay with ${escapeHtml(methodTitle)}</h1>
  <dl>
    <div><dt>Amount</dt><dd class="amount">${escapeHtml(money(d.amount, d.currency_code))}</dd></div>
    <div><dt>Method</dt><dd>${escapeHtml(methodTitle)}</dd></div>
    <div><dt>Reference</dt><dd>Deposit #${d.id}</dd></div>
  </dl>
  <form id="pay-form" method="post" action="${DEV_PAY_PATH}/${d.id}">
    <input type="hidden" name="t" value="${escapeHtml(token)}">
    <div class="actions">
      <button type="submit" name="outcome" value="pay" class="primary">Pay</button>
      <button type="submit" name="outcome" value="decline" class="secondary">Decline</button>
      <button type="submit" name="outcome" value="cancel" class="link">Cancel</button>
    </div>
  </form>
  <p class="muted">Pay follows the amount's cents: .01 fails, .02 is declined, .03 is cancelled, .04 is returned, .05 stays pending; any other amount succeeds. You then go back to the casino.</p>
  <p id="status" class="status" role="status" aria-live="polite"></p>
</main>`;
  return layout(nonce, `Pay ${money(d.amount, d.currency_code)} with ${methodTitle}`, body, PAY_SCRIPT);
}

function renderThreeDsPage(nonce: string, d: DepositRow, methodTitle: string, paReq: string): string {
  const body = `<main aria-labelledby="acs-title" aria-describedby="acs-text">
  <p class="badge">${escapeHtml(ACS_BADGE)}</p>
  <h1 id="acs-title">Confirm your payment</h1>
  <p id="acs-text">Your card issuer asks you to confirm this card payment to the casino.</p>
  <dl>
    <div><dt>Amount</dt><dd class="amount">${escapeHtml(money(d.amount, d.currency_code))}</dd></div>
    <div><dt>Card</dt><dd>${escapeHtml(methodTitle)}</dd></div>
    <div><dt>Reference (MD)</dt><dd>${d.id}</dd></div>
  </dl>
  <div class="actions">
    <button id="confirm" type="button" disabled class="primary">Confirm</button>
    <button id="fail" type="button" disabled class="secondary">Fail</button>
    <button id="cancel" type="button" disabled class="link">Cancel</button>
  </div>
  <p class="muted">Fail answers with a wrong PaReq, so the payment fails; Cancel cancels the deposit.</p>
  <p id="status" class="status" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="acs-config">${scriptJson({ source: THREE_DS_MESSAGE_SOURCE, MD: String(d.id), PaReq: paReq })}</script>`;
  return layout(nonce, `Card check: ${money(d.amount, d.currency_code)}`, body, THREE_DS_SCRIPT);
}

const textOf = (record: unknown, key: string): string => {
  const value = record && typeof record === 'object' ? (record as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

const sameSecret = (given: string, stored: string | null): boolean => {
  if (!stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
};

async function methodTitle(ctx: Ctx, id: number): Promise<string> {
  return (
    (await one<{ def: PaymentMethod }>(ctx.db, 'SELECT def FROM payment_methods WHERE id = $1', [id]))?.def.title ??
    'your payment method'
  );
}

/** The deposit behind a payment-page address, when its token is the deposit's (else null: a 404 page). */
async function payDeposit(ctx: Ctx, idText: string, token: string): Promise<DepositRow | null> {
  if (!/^\d{1,9}$/.test(idText) || !token) return null;
  const d = await one<DepositRow>(ctx.db, 'SELECT * FROM deposits WHERE id = $1', [Number(idText)]);
  return d && sameSecret(token, d.pay_token) ? d : null;
}

/** Back to the casino: the deposit's return path with `depositId` (relative, so the browser stays on its origin). */
const goBack = (reply: FastifyReply, d: DepositRow) =>
  reply.code(303).header('location', returnTo(d.return_url, d.id)).send();

export function registerDevCashierRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get(`${DEV_PAY_PATH}/:depositId`, async (req, reply) => {
    const nonce = newNonce();
    reply.headers(headersFor(nonce, 'pay'));
    const d = await payDeposit(ctx, textOf(req.params, 'depositId'), textOf(req.query, 't'));
    if (!d)
      return reply
        .code(404)
        .send(
          renderMessage(
            nonce,
            PAY_BADGE,
            'Payment not found',
            'This payment link is not valid. Start the deposit again from the casino.',
          ),
        );
    // Only a pending deposit can be paid: anything else goes straight back to the casino.
    if (d.status !== 'pending') return goBack(reply, d);
    return reply
      .code(200)
      .send(renderPayPage(nonce, d, await methodTitle(ctx, d.payment_method_id), textOf(req.query, 't')));
  });

  // The form posts `application/x-www-form-urlencoded`: understood here only, not by the contract calls.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    scope.post(`${DEV_PAY_PATH}/:depositId`, async (req, reply) => {
      const nonce = newNonce();
      reply.headers(headersFor(nonce, 'pay'));
      const d = await payDeposit(ctx, textOf(req.params, 'depositId'), textOf(req.body, 't'));
      if (!d)
        return reply
          .code(404)
          .send(
            renderMessage(
              nonce,
              PAY_BADGE,
              'Payment not found',
              'This payment link is not valid. Start the deposit again from the casino.',
            ),
          );
      const outcome = textOf(req.body, 'outcome');
      if (!['pay', 'decline', 'cancel'].includes(outcome)) {
        return reply
          .code(400)
          .send(renderMessage(nonce, PAY_BADGE, 'Choose an answer', 'Send outcome=pay, decline or cancel.'));
      }
      if (d.status === 'pending') {
        if (outcome === 'decline') await settleDeposit(ctx, d, 'declined', 'PROVIDER_ERROR');
        else if (outcome === 'cancel') await settleDeposit(ctx, d, 'cancelled');
        else {
          const { status, errorCode } = centOutcome(d.amount);
          if (status !== 'pending') await settleDeposit(ctx, d, status, errorCode);
        }
      }
      return goBack(reply, d);
    });
  });

  app.get(DEV_3DS_PATH, async (req, reply) => {
    const nonce = newNonce();
    reply.headers(headersFor(nonce, '3ds'));
    const md = textOf(req.query, 'MD');
    const paReq = textOf(req.query, 'PaReq');
    const d = /^\d{1,9}$/.test(md)
      ? await one<DepositRow>(ctx.db, 'SELECT * FROM deposits WHERE id = $1', [Number(md)])
      : null;
    if (!d || !d.three_ds || !sameSecret(paReq, d.three_ds.PaReq)) {
      return reply
        .code(404)
        .send(
          renderMessage(nonce, ACS_BADGE, 'Check not found', 'This card check is not valid. Start the deposit again.'),
        );
    }
    if (d.status !== 'pending') {
      return reply
        .code(200)
        .send(
          renderMessage(
            nonce,
            ACS_BADGE,
            'Nothing to confirm',
            `This payment is no longer waiting for your confirmation (it is ${d.status}).`,
          ),
        );
    }
    return reply
      .code(200)
      .send(renderThreeDsPage(nonce, d, await methodTitle(ctx, d.payment_method_id), d.three_ds.PaReq));
  });
}
