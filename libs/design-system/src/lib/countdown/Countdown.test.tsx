import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing';
import { baseTheme } from '../theme/baseTheme';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Countdown } from './Countdown';

const START = new Date('2026-05-01T12:00:00Z').getTime();
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

const timerText = () => screen.getByRole('timer').querySelector('time')?.textContent;

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is a silent timer that says what it counts down to', () => {
    renderWithTheme(<Countdown target={START + 90 * SECOND} label="Tournament ends in" />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Tournament ends in 00:01:30');
    expect(timer).toHaveAttribute('aria-live', 'off');
  });

  it('can be made polite when the caller wants it announced', () => {
    renderWithTheme(<Countdown target={START + 90 * SECOND} label="Offer ends in" live="polite" />);
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'polite');
  });

  it('counts down every second', () => {
    renderWithTheme(<Countdown target={START + HOUR + 5 * SECOND} label="Ends in" />);
    expect(timerText()).toBe('01:00:05');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(timerText()).toBe('01:00:04');
    act(() => vi.advanceTimersByTime(5 * SECOND));
    expect(timerText()).toBe('00:59:59');
  });

  it('shows days with the translated unit, or keeps counting hours without one', () => {
    const target = START + 2 * DAY + 4 * HOUR + 10 * 60 * SECOND + 5 * SECOND;
    const { unmount } = renderWithTheme(<Countdown target={new Date(target)} label="Ends in" dayUnit="d" />);
    expect(timerText()).toBe('2d 04:10:05');
    expect(screen.getByRole('timer').querySelector('time')).toHaveAttribute('datetime', 'P2DT4H10M5S');
    unmount();
    renderWithTheme(<Countdown target={target} label="Ends in" />);
    expect(timerText()).toBe('52:10:05');
  });

  it('stops at zero, calls onComplete once and leaves no timer running', () => {
    const onComplete = vi.fn();
    renderWithTheme(<Countdown target={START + 3 * SECOND} label="Ends in" onComplete={onComplete} />);
    act(() => vi.advanceTimersByTime(2 * SECOND));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SECOND));
    expect(timerText()).toBe('00:00:00');
    expect(onComplete).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(10 * SECOND));
    expect(onComplete).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('completes at once when the target has already passed', () => {
    const onComplete = vi.fn();
    renderWithTheme(<Countdown target={START - 5 * SECOND} label="Ended" onComplete={onComplete} />);
    expect(timerText()).toBe('00:00:00');
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('runs one interval and clears it on unmount', () => {
    const { unmount } = renderWithTheme(<Countdown target={START + HOUR} label="Ends in" />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders the same text on the server and at hydration from `now`, then follows the real clock', async () => {
    const serverNow = START - 3 * SECOND; // the page was rendered 3 s ago
    const ui = <Countdown target={START + 60 * SECOND} now={serverNow} label="Ends in" />;
    const wrap = (node: React.ReactNode) => (
      <MemoryRouter>
        <ThemeProvider theme={baseTheme}>{node}</ThemeProvider>
      </MemoryRouter>
    );
    const html = renderToString(wrap(ui));
    expect(html).toContain('00:01:03');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');
    const { hydrateRoot } = await import('react-dom/client');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    const recoverable = vi.fn();
    act(() => {
      root = hydrateRoot(container, wrap(ui), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('time')?.textContent).toBe('00:01:00');
    act(() => root?.unmount());
    container.remove();
  });

  it('shows a placeholder, not a guess, until mounted when no `now` is given', () => {
    const html = renderToString(
      <ThemeProvider theme={baseTheme}>
        <Countdown target={START + 60 * SECOND} label="Ends in" />
      </ThemeProvider>,
    );
    expect(html).toContain('--:--:--');
  });
});
