import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@casino/translate';
import { afterEach, describe, expect, it } from 'vitest';
import { tournamentFixture } from '../fixtures';
import { TournamentTiming } from './TournamentTiming';

const HOUR_MS = 3_600_000;
const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en') });
const Providers = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <ThemeProvider theme={baseTheme} withGlobalStyles={false}>
      {children}
    </ThemeProvider>
  </I18nProvider>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('TournamentTiming', () => {
  it('renders the same countdown on the server and at hydration (no mismatch), then follows the real clock', async () => {
    // The server read the tournament five seconds ago, two hours before it ends.
    const readAt = Date.now() - 5_000;
    const tournament = tournamentFixture({ status: 'running', endsAt: new Date(readAt + 2 * HOUR_MS).toISOString() });
    const ui = (
      <Providers>
        <TournamentTiming tournament={tournament} now={readAt} />
      </Providers>
    );
    const html = renderToString(ui);
    expect(html).toContain('02:00:00');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => problems.push(error) });
    });
    expect(problems).toEqual([]);
    // After mount the countdown runs on the browser's clock: five seconds have gone.
    expect(screen.getByRole('timer')).toHaveTextContent(/01:59:5[45]$/);
    expect(screen.getByTestId('tournament-timing')).toHaveTextContent(/^Ends in/);
  });

  it('says "starts in" before the start and "ended" with the date (in UTC, alike on server and browser) after the end', () => {
    const now = Date.now();
    const upcoming = renderToString(
      <Providers>
        <TournamentTiming
          tournament={tournamentFixture({ status: 'upcoming', startsAt: new Date(now + 26 * HOUR_MS).toISOString() })}
          now={now}
        />
      </Providers>,
    );
    expect(upcoming).toContain('Starts in');
    expect(upcoming).toContain('1d 02:00:00');
    const ended = renderToString(
      <Providers>
        <TournamentTiming
          tournament={tournamentFixture({ status: 'ended', endsAt: '2026-03-04T12:00:00.000Z' })}
          now={now}
        />
      </Providers>,
    );
    expect(ended).toContain('Ended');
    expect(ended).toContain('Mar 4, 2026, 12:00 PM UTC');
    expect(ended).not.toContain('role="timer"');
  });
});
