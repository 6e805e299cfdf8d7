import type { Game, UserDetails } from '@casino/api-contract';
import { isSelfExcluded } from '@casino/session';

export type PlayMode = 'demo' | 'real';

/** Why a mode cannot be played (a translation key under `lobby.play.blocked.`), or null when it can. */
export type PlayBlock = 'demoUnavailable' | 'demoNeedsLogin' | 'realNeedsLogin' | 'selfExcluded' | null;

/**
 * May this visitor play this game in this mode? Demo needs the game's demo and, for a guest, the brand's
 * `allowGuestDemoPlay`; real money needs a signed-in player who is not self-excluded (catalogue sections 4 and 6).
 */
export function playBlock(mode: PlayMode, game: Pick<Game, 'demoAvailable'>, player: UserDetails | undefined, allowGuestDemoPlay: boolean, now = new Date()): PlayBlock {
  if (mode === 'demo') {
    if (!game.demoAvailable) return 'demoUnavailable';
    if (!player && !allowGuestDemoPlay) return 'demoNeedsLogin';
    return null;
  }
  if (!player) return 'realNeedsLogin';
  if (isSelfExcluded(player, now)) return 'selfExcluded';
  return null;
}
