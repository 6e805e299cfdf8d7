import { css } from '@emotion/react';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { defineStyle } from '../theme/themed';

export interface CountdownProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** When the countdown reaches zero. */
  target: Date | number;
  /**
   * The time of the first render. Pass the same value on the server and in the browser (e.g. from the
   * loader) so hydration matches; the real clock takes over after mount. Without it the first render
   * shows `--:--:--` until mounted.
   */
  now?: Date | number;
  /** What is counting down, for screen readers, already translated ("Tournament ends in"). */
  label: string;
  /**
   * Unit written after the number of days, already translated ("d" gives `2d 04:10:05`).
   * Without it, hours keep counting past 24 (`52:10:05`).
   */
  dayUnit?: string;
  /** Called once when the countdown reaches zero (also when it is already over on mount). */
  onComplete?: () => void;
  /**
   * `aria-live` of the timer. A region that changes every second is noise, so it is silent by default.
   * @default 'off'
   */
  live?: 'off' | 'polite';
}

const toMs = (time: Date | number) => (typeof time === 'number' ? time : time.getTime());
const pad = (value: number) => String(value).padStart(2, '0');

/** Whole seconds left, rounded up so `00:00:00` shows exactly when the time is up. */
export function secondsLeft(targetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
}

export function formatCountdown(totalSeconds: number, dayUnit?: string): string {
  const days = Math.floor(totalSeconds / 86_400);
  const seconds = totalSeconds % 60;
  const minutes = Math.floor(totalSeconds / 60) % 60;
  if (dayUnit !== undefined && days > 0) {
    const hours = Math.floor(totalSeconds / 3600) % 24;
    return `${days}${dayUnit} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  }
  return `${pad(Math.floor(totalSeconds / 3600))}:${pad(minutes)}:${pad(seconds)}`;
}

/** ISO 8601 duration for `<time datetime>`, e.g. `P2DT4H10M5S`. */
function isoDuration(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor(totalSeconds / 3600) % 24;
  return `P${days > 0 ? `${days}D` : ''}T${hours}H${Math.floor(totalSeconds / 60) % 60}M${totalSeconds % 60}S`;
}

const timerStyles = defineStyle(css`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`);

/** Time left until `target`, updated every second once mounted. */
export function Countdown({ target, now, label, dayUnit, onComplete, live = 'off', ...rest }: CountdownProps) {
  const targetMs = toMs(target);
  const [nowMs, setNowMs] = useState<number | null>(now === undefined ? null : toMs(now));
  const onCompleteRef = useRef(onComplete);
  // The latest callback, without restarting the interval when the parent passes a new function.
  useEffect(() => {
    onCompleteRef.current = onComplete;
  });
  // Which target has already fired, so onComplete runs once even if effects run twice (Strict Mode).
  const completedTarget = useRef<number | null>(null);

  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const current = Date.now();
      setNowMs(current);
      if (current < targetMs) return;
      clearInterval(interval);
      interval = undefined;
      if (completedTarget.current !== targetMs) {
        completedTarget.current = targetMs;
        onCompleteRef.current?.();
      }
    };
    tick();
    if (Date.now() < targetMs) interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [targetMs]);

  const seconds = nowMs === null ? null : secondsLeft(targetMs, nowMs);
  return (
    <span role="timer" aria-live={live} aria-atomic="true" css={timerStyles} {...rest}>
      <VisuallyHidden>{label}</VisuallyHidden>{' '}
      {seconds === null ? (
        <span>--:--:--</span>
      ) : (
        <time dateTime={isoDuration(seconds)}>{formatCountdown(seconds, dayUnit)}</time>
      )}
    </span>
  );
}
