import type { FastifyInstance } from 'fastify';
import { BONUS_BUY_COST_MULTIPLIER, GAME_FRAME_MESSAGE_SOURCE } from '@casino/api-contract';
import type { Ctx } from '../lib/context';
import { one } from '../lib/db';
import { walletOf } from '../lib/wallet';
import { devPage, devPageHeaders, escapeHtml, newNonce, scriptJson } from '../lib/devPage';

/**
 * The dev demo game: what `POST /api/games/:slug/launch` points the play page's frame at, standing in for a
 * provider's game. One self-contained HTML page (its own inline style and script, allowed by a per-response nonce)
 * that plays `POST /api/games/:slug/round` with the game session of its launch and tells the parent window about
 * every answer. Not a contract call (like the assets route).
 */
export const DEV_GAME_PATH = '/api/core/casino/dev-games/slot';

interface PageGame {
  slug: string;
  name: string;
  min_bet: number;
  max_bet: number;
  bonus_buy: boolean;
}

interface PageConfig {
  slug: string;
  name: string;
  demo: boolean;
  session: string;
  lng: string;
  bets: number[];
  bonusBuy: boolean;
  bonusBuyCost: number;
  source: string;
  wallet: { amount: number; nonCashAmount: number; totalAmount: number } | null;
  currencyCode: string | null;
}

/** Bet steps from the game's min bet to its max bet: the round steps in between, both ends included. */
export function betSteps(minBet: number, maxBet: number): number[] {
  const steps = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
  return [...new Set([minBet, ...steps.filter((s) => s > minBet && s < maxBet), maxBet])].sort((a, b) => a - b);
}

const STYLE = `
:root { color-scheme: dark; --bg: #14121f; --panel: #221d36; --text: #f4f1ff; --muted: #b9b2d6; --accent: #ffc94d; --accent-text: #1b1400; --danger: #ff8a80; --focus: #7fd4ff; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { background: var(--bg); color: var(--text); font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: flex; align-items: center; justify-content: center; padding: 12px; }
main { width: 100%; max-width: 560px; background: var(--panel); border-radius: 16px; padding: 16px; display: grid; gap: 14px; }
header { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; }
h1 { font-size: 1.15rem; margin: 0; }
.mode { font-size: .8rem; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; border-radius: 999px; padding: 3px 10px; background: #3b3360; }
.mode.real { background: #1f5d3a; }
.reels { display: grid; grid-template-columns: repeat(3, 1fr); gap: 10px; }
.reel { aspect-ratio: 1; display: flex; align-items: center; justify-content: center; font-size: clamp(2rem, 12vw, 4rem); background: #0d0b16; border-radius: 12px; border: 2px solid #3b3360; user-select: none; }
.reel { font-weight: 800; font-family: Georgia, "DejaVu Serif", serif; }
.sym-club, .sym-spade { color: #d8d3f0; }
.sym-heart, .sym-diamond { color: #ff6b7d; }
.sym-star { color: var(--accent); }
.sym-seven { color: #5fe0a0; }
.reel.spinning { animation: spin .18s linear infinite; }
.reels.win .reel { border-color: var(--accent); }
@keyframes spin { 0% { transform: translateY(-6%); opacity: .55; } 50% { transform: translateY(6%); opacity: 1; } 100% { transform: translateY(-6%); opacity: .55; } }
@media (prefers-reduced-motion: reduce) { .reel { font-weight: 800; font-family: Georgia, "DejaVu Serif", serif; }
.sym-club, .sym-spade { color: #d8d3f0; }
.sym-heart, .sym-diamond { color: #ff6b7d; }
.sym-star { color: var(--accent); }
.sym-seven { color: #5fe0a0; }
.reel.spinning { animation: none; opacity: .6; } }
.info { display: flex; flex-wrap: wrap; gap: 6px 16px; color: var(--muted); }
.info strong { color: var(--text); }
.controls { display: flex; flex-wrap: wrap; gap: 10px; align-items: end; }
label { display: grid; gap: 4px; font-size: .85rem; color: var(--muted); }
select, button { font: inherit; min-height: 44px; border-radius: 10px; }
select { background: #0d0b16; color: var(--text); border: 1px solid #5a5187; padding: 0 10px; min-width: 110px; }
button { cursor: pointer; border: 0; padding: 0 18px; font-weight: 700; }
button.primary { background: var(--accent); color: var(--accent-text); flex: 1 1 140px; }
button.secondary { background: #3b3360; color: var(--text); }
button:disabled { opacity: .55; cursor: progress; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.status { min-height: 1.4em; margin: 0; }
.error { min-height: 1.4em; margin: 0; color: var(--danger); font-weight: 600; }
dialog { background: var(--panel); color: var(--text); border: 1px solid #5a5187; border-radius: 14px; max-width: 360px; }
dialog::backdrop { background: rgba(0, 0, 0, .6); }
dialog h2 { font-size: 1.05rem; margin: 0 0 8px; }
dialog .actions { display: flex; gap: 10px; justify-content: flex-end; margin-top: 14px; }
`;

/** The page's behaviour. Runs with the response's nonce; reads its configuration from the JSON block. */
const SCRIPT = String.raw`(function () {
  'use strict';
  var cfg = JSON.parse(document.getElementById('game-config').textContent);
  // The game session stays in memory only: out of the address bar, the history and any Referer.
  try {
    var here = new URL(location.href);
    if (here.searchParams.has('session')) {
      here.searchParams.delete('session');
      history.replaceState(null, '', here.pathname + here.search + here.hash);
    }
  } catch (e) { /* an old browser keeps the address as it is */ }

  // Symbols every system font has (no emoji font needed), coloured by class.
  var SYMBOLS = [['♣', 'club'], ['♠', 'spade'], ['♥', 'heart'], ['♦', 'diamond'], ['★', 'star'], ['7', 'seven']];
  var reelsBox = document.getElementById('reels');
  var reels = Array.prototype.slice.call(document.querySelectorAll('.reel'));
  var bet = document.getElementById('bet');
  var spin = document.getElementById('spin');
  var buy = document.getElementById('buy');
  var dialog = document.getElementById('buy-dialog');
  var buyText = document.getElementById('buy-text');
  var confirmBuy = document.getElementById('buy-confirm');
  var cancelBuy = document.getElementById('buy-cancel');
  var status = document.getElementById('status');
  var error = document.getElementById('error');
  var lastWin = document.getElementById('last-win');
  var balance = document.getElementById('balance');
  var busy = false;

  function money(n) {
    var text;
    try { text = Number(n).toLocaleString(cfg.lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
    catch (e) { text = Number(n).toFixed(2); }
    return cfg.currencyCode ? text + ' ' + cfg.currencyCode : text;
  }
  function tell(message) {
    try { window.parent.postMessage(message, location.origin); } catch (e) { /* no parent to tell */ }
  }
  function showWallet(wallet) {
    if (!balance || !wallet || cfg.demo) return;
    balance.textContent = money(wallet.totalAmount);
  }
  function setBusy(value) {
    busy = value;
    spin.disabled = value;
    bet.disabled = value;
    if (buy) buy.disabled = value;
    reelsBox.setAttribute('aria-busy', String(value));
    reels.forEach(function (reel) { reel.classList.toggle('spinning', value); });
  }
  function show(symbols) {
    reels.forEach(function (reel, i) {
      var s = SYMBOLS[symbols[i] % SYMBOLS.length];
      reel.textContent = s[0];
      reel.className = 'reel sym-' + s[1];
      reel.setAttribute('aria-label', s[1]);
    });
  }
  function symbolsFor(round) {
    var seed = (round.id * 7919 + Math.round(round.win * 100) + new Date(round.createdAt).getTime()) >>> 0;
    var pick = function (k) { seed = (seed * 1103515245 + 12345 + k) >>> 0; return seed % SYMBOLS.length; };
    if (round.win > 0) {
      var tier = round.multiplier >= 50 ? 5 : round.multiplier >= 10 ? 4 : round.multiplier >= 3 ? 3 : round.multiplier >= 1 ? 2 : 1;
      return [tier, tier, tier];
    }
    var a = pick(1), b = pick(2), c = pick(3);
    if (a === b && b === c) c = (c + 1) % SYMBOLS.length;
    return [a, b, c];
  }

  function play(bonusBuy) {
    if (busy) return;
    setBusy(true);
    error.textContent = '';
    reelsBox.classList.remove('win');
    status.textContent = bonusBuy ? 'Buying the bonus round…' : 'Spinning…';
    var body = { bet: Number(bet.value), demo: cfg.demo };
    if (bonusBuy) body.bonusBuy = true;
    var headers = { 'content-type': 'application/json', accept: 'application/json' };
    if (cfg.session) headers.authorization = 'Bearer ' + cfg.session;
    fetch('/api/games/' + encodeURIComponent(cfg.slug) + '/round', {
      method: 'POST',
      headers: headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    })
      .then(function (res) {
        return res.json().then(
          function (json) { return { status: res.status, json: json }; },
          function () { return { status: res.status, json: null }; }
        );
      })
      .then(function (answer) {
        var json = answer.json;
        if (answer.status === 200 && json && json.success === true && json.data && json.data.round) {
          var round = json.data.round;
          show(symbolsFor(round));
          if (round.win > 0) reelsBox.classList.add('win');
          lastWin.textContent = money(round.win);
          status.textContent = round.win > 0 ? 'You won ' + money(round.win) + ' (×' + round.multiplier + ').' : 'No win this time.';
          showWallet(json.data.wallet);
          tell({ source: cfg.source, type: 'round', round: round, wallet: json.data.wallet });
        } else {
          var err = json && json.success === false && json.error ? json.error : { code: 'INTERNAL_ERROR', message: 'The game server answered ' + answer.status + '.' };
          status.textContent = '';
          error.textContent = err.message;
          tell({ source: cfg.source, type: 'error', code: err.code, message: err.message, details: err.details });
        }
      })
      .catch(function () {
        status.textContent = '';
        error.textContent = 'The game server cannot be reached. Try again.';
        tell({ source: cfg.source, type: 'error', code: 'SERVICE_UNAVAILABLE', message: 'The game server cannot be reached.' });
      })
      .then(function () { setBusy(false); });
  }

  spin.addEventListener('click', function () { play(false); });
  if (buy) {
    buy.addEventListener('click', function () {
      if (busy) return;
      var cost = Number(bet.value) * cfg.bonusBuyCost;
      buyText.textContent = 'The bonus round costs ' + money(cost) + ' (' + cfg.bonusBuyCost + ' × your bet of ' + money(Number(bet.value)) + '). Buy it?';
      confirmBuy.textContent = 'Buy for ' + money(cost);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else if (window.confirm(buyText.textContent)) play(true);
    });
    cancelBuy.addEventListener('click', function () { dialog.close('cancel'); });
    confirmBuy.addEventListener('click', function () { dialog.close('buy'); });
    dialog.addEventListener('close', function () {
      buy.focus();
      if (dialog.returnValue === 'buy') play(true);
      dialog.returnValue = '';
    });
  }
  show([4, 3, 5]);
  showWallet(cfg.wallet);
  // The controls come disabled in the HTML and are enabled only once they listen: a click never lands on a dead button.
  setBusy(false);
})();`;

function renderPage(nonce: string, config: PageConfig): string {
  // The smallest bet first: a real-money game never starts above what the player chose.
  const options = config.bets
    .map((b, i) => `<option value="${b}"${i === 0 ? ' selected' : ''}>${b.toFixed(2)}</option>`)
    .join('');
  const body = `<main aria-labelledby="game-title">
  <header>
    <h1 id="game-title">${escapeHtml(config.name)}</h1>
    <span class="mode${config.demo ? '' : ' real'}">${config.demo ? 'Demo mode: play money' : 'Real money'}</span>
  </header>
  <div id="reels" class="reels" role="group" aria-label="Reels">
    <div class="reel sym-star" role="img" aria-label="star">★</div>
    <div class="reel sym-diamond" role="img" aria-label="diamond">♦</div>
    <div class="reel sym-seven" role="img" aria-label="seven">7</div>
  </div>
  <p class="info">
    <span>Last win: <strong id="last-win">–</strong></span>
    ${config.demo || !config.wallet ? '' : `<span>Balance: <strong id="balance">–</strong></span>`}
  </p>
  <div class="controls">
    <label for="bet">Bet<select id="bet" name="bet">${options}</select></label>
    <button id="spin" type="button" class="primary" disabled>Spin</button>
    ${config.bonusBuy ? `<button id="buy" type="button" class="secondary" aria-haspopup="dialog" disabled>Buy bonus</button>` : ''}
  </div>
  <p id="status" class="status" role="status" aria-live="polite"></p>
  <p id="error" class="error" role="alert"></p>
</main>
${
  config.bonusBuy
    ? `<dialog id="buy-dialog" aria-labelledby="buy-title" aria-describedby="buy-text">
  <h2 id="buy-title">Buy the bonus round?</h2>
  <p id="buy-text"></p>
  <div class="actions">
    <button id="buy-cancel" type="button" class="secondary">Cancel</button>
    <button id="buy-confirm" type="button" class="primary">Buy</button>
  </div>
</dialog>`
    : ''
}
<script type="application/json" id="game-config">${scriptJson(config)}</script>`;
  return devPage({
    nonce,
    lang: config.lng,
    title: `${config.name}${config.demo ? ' (demo)' : ''}`,
    style: STYLE,
    body,
    script: SCRIPT,
  });
}

function renderMessage(nonce: string, lng: string, title: string, text: string): string {
  return devPage({
    nonce,
    lang: lng,
    title,
    style: STYLE,
    body: `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`,
  });
}

export function registerDevGameRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get(DEV_GAME_PATH, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : '');
    const lng = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(text('lng')) ? text('lng') : 'en';
    const demo = text('demo') === '1' || text('demo') === 'true';
    const session = /^[A-Za-z0-9_-]{16,128}$/.test(text('session')) ? text('session') : '';
    const nonce = newNonce();
    // The game frames in the play page and calls the round endpoint of its own origin.
    reply.headers(
      devPageHeaders({ nonce, script: true, connect: true, images: true, formAction: "'none'", framed: true }),
    );

    const g = text('game')
      ? await one<PageGame>(ctx.db, 'SELECT slug, name, min_bet, max_bet, bonus_buy FROM games WHERE slug = $1', [
          text('game'),
        ])
      : null;
    if (!g) return reply.code(404).send(renderMessage(nonce, lng, 'Game not found', 'This game does not exist.'));

    // A player's game session: their balance is shown from the start (a guest's demo session names nobody).
    let wallet: PageConfig['wallet'] = null;
    let currencyCode: string | null = null;
    if (session) {
      const auth = await ctx.auth.fromToken(session, { game: g.slug });
      if (auth.kind === 'ok') {
        wallet = walletOf(auth.user);
        currencyCode = auth.user.currency_code;
      }
    }
    return reply.code(200).send(
      renderPage(nonce, {
        slug: g.slug,
        name: g.name,
        demo,
        session,
        lng,
        bets: betSteps(g.min_bet, g.max_bet),
        bonusBuy: g.bonus_buy,
        bonusBuyCost: BONUS_BUY_COST_MULTIPLIER,
        source: GAME_FRAME_MESSAGE_SOURCE,
        wallet,
        currencyCode: demo ? null : currencyCode,
      }),
    );
  });
}
