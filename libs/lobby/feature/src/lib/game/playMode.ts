import type { Game, UserDetails } from '@casino/api-contract';
import { accountRestriction } from '@casino/session';

export type PlayMode = 'demo' | 'real';

/** Why a mode cannot be played (a translation key under `lobby.play.blocked.`), or null when it can. */
export type PlayBlock = 'demoUnavailable' | 'demoNeedsLogin' | 'realNeedsLogin' | 'selfExcluded' | 'frozen' | null;

/**
 * May this visitor play this game in this mode? Demo needs the game's demo and, for a guest, the brand's
 * `allowGuestDemoPlay`; real money needs a signed-in player who is neither self-excluded nor frozen (catalogue
 * sections 4 and 6, issue #14: such a player may only withdraw).
 */
export function playBlock(
  mode: PlayMode,
  game: Pick<Game, 'demoAvailable'>,
  player: UserDetails | undefined,
  allowGuestDemoPlay: boolean,
  now = new Date(),
): PlayBlock {
  if (mode === 'demo') {
    if (!game.demoAvailable) return 'demoUnavailable';
    if (!player && !allowGuestDemoPlay) return 'demoNeedsLogin';
    return null;
  }
  if (!player) return 'realNeedsLogin';
  return accountRestriction(player, now)?.kind ?? null;
}
