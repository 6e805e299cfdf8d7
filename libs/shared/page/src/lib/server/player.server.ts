import type { UserDetails } from '@casino/api-contract';
import { sessionFromDetails, signedOutState, uncheckedState, type SessionState } from '@casino/session';
import { accessTokenFrom, userOnServer, type ServerUser } from '@casino/session/server';
import { requestLanguage, serverApi, settingsFor, type LoaderArgs } from './context.server';

/** What the server knows of the visitor, with the token for calls made on a player's behalf. */
export type ServerPlayer =
  | { kind: 'none' }
  | { kind: 'refused'; sessionLimit?: boolean }
  | { kind: 'player'; token: string; details: UserDetails }
  | { kind: 'unchecked'; token: string; reason: 'skipped' | 'failed' };

// One answer per request: the root loader and the page's loader run side by side and share one backend call.
const perRequest = new WeakMap<object, Promise<ServerPlayer>>();

/**
 * The visitor of this request (user details for the token cookie, 3 s, unless skip-SSR-auth): asked once per request
 * whichever loader asks first. Only a 403 ends a session; any other failure leaves the token unchecked.
 */
export function playerOnServer(args: LoaderArgs): Promise<ServerPlayer> {
  const key = (args.context && typeof args.context === 'object' ? args.context : args.request) as object;
  let player = perRequest.get(key);
  if (!player) {
    player = lookUp(args);
    perRequest.set(key, player);
  }
  return player;
}

async function lookUp(args: LoaderArgs): Promise<ServerPlayer> {
  const settings = await settingsFor(args.context);
  const lng = requestLanguage(args.request, settings);
  const user: ServerUser = await userOnServer({
    request: args.request,
    skip: settings.skipSsrAuth,
    api: (token) => serverApi(args, { token, lng }),
  });
  const token = accessTokenFrom(args.request) ?? '';
  switch (user.kind) {
    case 'player':
      return { kind: 'player', token, details: user.details };
    case 'unchecked':
      return { kind: 'unchecked', token, reason: user.reason };
    case 'refused':
      return user.sessionLimit ? { kind: 'refused', sessionLimit: true } : { kind: 'refused' };
    default:
      return { kind: user.kind };
  }
}

/** The token to call the backend with for this visitor, if they have one the backend has not refused. */
export function playerToken(player: ServerPlayer): string | undefined {
  return player.kind === 'player' || player.kind === 'unchecked' ? player.token : undefined;
}

/** The session a page starts from: the player, a token to confirm in the browser, or a guest (a refused token dropped). */
export function sessionOfPlayer(player: ServerPlayer): SessionState {
  switch (player.kind) {
    case 'player':
      return sessionFromDetails(player.details);
    case 'unchecked':
      return uncheckedState;
    case 'refused':
      return player.sessionLimit
        ? { ...signedOutState, tokenRefused: true, endedBy: 'SESSION_EXPIRED' }
        : { ...signedOutState, tokenRefused: true };
    default:
      return signedOutState;
  }
}
