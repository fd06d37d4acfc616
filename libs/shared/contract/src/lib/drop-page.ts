// How a prerendered page carries the current drop (docs/architecture.md, "A drop, from scheduling to sold out").
// The build prerenders the landing page once per phase, with these sentinels where the drop's
// times go; the server picks the phase's file and writes the times in at request time. Both halves
// read the sentinels and the time format from here, so what the server writes is what the page's
// first (hydrating) render writes too.

import type { DropPhase } from './drops';

/** The phases whose landing page names a time or a state the build cannot know. */
export type DropPagePhase = Exclude<DropPhase, 'none'>;
export const DROP_PAGE_PHASES: readonly DropPagePhase[] = ['scheduled', 'open', 'closed'];

/**
 * The times the prerender renders a phase's page with: the server writes the real ones over them,
 * as ISO 8601 (attributes) and as read (`dropTimeUtc`, text). Far in the future, and with hours
 * and minutes of their own, so neither form can be mistaken for anything else on the page.
 */
export const DROP_PAGE_SENTINELS = {
  opensAt: '2999-01-01T01:01:00.000Z',
  closesAt: '2999-02-02T02:02:00.000Z',
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A drop's time as HTML written before the visitor's time zone is known shows it:
 * `Dec 4, 2026, 2:00 PM UTC`. Once the page is live it shows the visitor's own time instead.
 * (No Intl: libs/web/startup/RULES.md, rule 6.)
 */
export function dropTimeUtc(iso: string): string {
  const moment = new Date(iso);
  const hours = moment.getUTCHours();
  const minutes = String(moment.getUTCMinutes()).padStart(2, '0');
  return `${MONTHS[moment.getUTCMonth()]} ${moment.getUTCDate()}, ${moment.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}

/** What the server writes over what, in a phase's page, for a drop: each sentinel in both its forms. */
export function dropPageReplacements(drop: { opensAt: string | null; closesAt: string | null }): Array<[from: string, to: string]> {
  const pairs: Array<[string, string | null]> = [
    [DROP_PAGE_SENTINELS.opensAt, drop.opensAt],
    [DROP_PAGE_SENTINELS.closesAt, drop.closesAt],
  ];
  return pairs.flatMap(([sentinel, iso]) => {
    // A time that is not a valid instant is left as the sentinel rather than written as "NaN".
    const time = iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString() : sentinel;
    return [
      [sentinel, time],
      [dropTimeUtc(sentinel), dropTimeUtc(time)],
    ] as Array<[string, string]>;
  });
}
