/** Spec §9: the countdown targets 15 days after the page loads, and refreshes every second. */
export const DROP_COUNTDOWN_DAYS = 15;
export const COUNTDOWN_TICK_MS = 1000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

/** The drop's target time for a page loaded at `loadedAt`. */
export function dropTarget(loadedAt: number): number {
  return loadedAt + DROP_COUNTDOWN_DAYS * DAY;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Time left as zero-padded two-digit parts, or null once the target is reached. */
export function formatCountdown(remainingMs: number): CountdownParts | null {
  if (remainingMs <= 0) return null;
  const total = Math.floor(remainingMs / SECOND) * SECOND;
  if (total === 0) return null;
  return {
    days: pad(Math.floor(total / DAY)),
    hours: pad(Math.floor((total % DAY) / HOUR)),
    minutes: pad(Math.floor((total % HOUR) / MINUTE)),
    seconds: pad(Math.floor((total % MINUTE) / SECOND)),
  };
}
