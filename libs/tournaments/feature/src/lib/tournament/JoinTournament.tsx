import type { Tournament } from '@casino/api-contract';
import { Button, Link, Notice, Stack, Text } from '@casino/design-system';
import { RestrictedAccountNotice } from '@casino/page-ui';
import { loginModalUrl, useAccountRestriction, useOnce, useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useJoinTournament } from '../../api/join-tournament';
import { joinRefusal } from './joinError';

/**
 * Joining a tournament or race: a guest logs in first; a self-excluded or frozen player reads why they may not (and
 * the way to withdraw) instead of a button; a player who is in says so; anyone else joins with one request however
 * often they press, sees progress while it waits, and reads a translated sentence when it is refused.
 */
export function JoinTournament({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const restriction = useAccountRestriction();
  const join = useJoinTournament();
  const once = useOnce();
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  const [joinedNow, setJoinedNow] = useState(false);

  if (tournament.status === 'ended') return null;
  if (!signedIn) {
    return (
      <Link to={loginModalUrl(location)} preventScrollReset appearance="primary" data-testid="tournament-login">
        {t('tournaments.join.login')}
      </Link>
    );
  }
  if (restriction) return <RestrictedAccountNotice restriction={restriction} />;
  if (tournament.joined || joinedNow) {
    return (
      <Text role="status" data-testid="tournament-joined-note">
        {joinedNow
          ? t('tournaments.join.done', { name: tournament.name })
          : t('tournaments.join.already', { name: tournament.name })}
      </Text>
    );
  }

  const onJoin = () =>
    void once(() =>
      join.mutateAsync(tournament.id).then(
        () => {
          setRefusal(null);
          setJoinedNow(true);
        },
        (error: unknown) => setRefusal(joinRefusal(t, error, tournament.name)),
      ),
    );

  return (
    <Stack gap="sm" align="start">
      <Button
        onClick={onJoin}
        loading={join.isPending}
        loadingLabel={t('tournaments.join.pending')}
        data-testid="tournament-join"
      >
        {t(`tournaments.join.button.${tournament.type}`)}
      </Button>
      {refusal && (
        <Notice tone="danger" appearance="inline" data-testid="tournament-join-error" data-code={refusal.code}>
          {refusal.message}
        </Notice>
      )}
    </Stack>
  );
}
