/** The server's clock: real time plus an offset that /__dev/clock can set or advance. */
export class Clock {
  private offsetMs = 0;

  constructor(initial?: Date | string | number) {
    if (initial !== undefined) this.set(initial);
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  set(value: Date | string | number): void {
    const target = value instanceof Date ? value.getTime() : new Date(value).getTime();
    if (!Number.isFinite(target)) throw new Error(`Invalid clock value: ${String(value)}`);
    this.offsetMs = target - Date.now();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a date in UTC. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** Midnight UTC of the Monday of the week holding `d`. */
export function mondayOf(d: Date): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const dow = (day.getUTCDay() + 6) % 7; // Monday = 0
  return new Date(day.getTime() - dow * DAY_MS);
}
