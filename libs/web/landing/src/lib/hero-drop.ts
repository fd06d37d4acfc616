import { dropTimeUtc, type DropPhase, type DropResponse } from '@shop/contract';
import { dateAndTime } from '@shop/web/ui';

/** What the hero needs to know about the current drop. */
export type HeroDrop = Pick<DropResponse, 'phase' | 'opensAt' | 'closesAt'>;

/** What the hero says. */
export type HeroView =
  | { kind: 'demo' } // no drop was ever scheduled: the spec's 15-day countdown
  | { kind: 'unknown' } // a page the browser built itself, before /api/drop answered
  | { kind: 'scheduled'; opensAt: string; closesAt: string | null }
  | { kind: 'open'; closesAt: string }
  | { kind: 'closed' };

const PHASES: readonly DropPhase[] = ['none', 'scheduled', 'open', 'closed'];

/**
 * The hero's view of a drop at `now`; without `now` (while hydrating) exactly the phase the page
 * was rendered for, so hydration finds its HTML. With the clock, a countdown that reaches its time
 * moves on by itself (scheduled to open, open to closed) before the next figures arrive.
 */
export function heroView(drop: HeroDrop | undefined, now?: number): HeroView {
  if (!drop) return { kind: 'unknown' };
  const { phase, opensAt, closesAt } = drop;
  const reached = (iso: string | null) => now !== undefined && iso !== null && Date.parse(iso) <= now;
  if (phase === 'none') return { kind: 'demo' };
  if (phase === 'scheduled' && opensAt && !reached(opensAt)) return { kind: 'scheduled', opensAt, closesAt };
  if ((phase === 'scheduled' || phase === 'open') && closesAt && !reached(closesAt)) return { kind: 'open', closesAt };
  return { kind: 'closed' };
}

/** A drop time as the hero writes it: in UTC in the page's HTML (and its hydration), then in the visitor's own zone. */
export function heroTime(iso: string, hydrating: boolean): string {
  return hydrating ? dropTimeUtc(iso) : dateAndTime(new Date(iso));
}

/** The drop a prerendered page was rendered with, as its hero carries it, so hydration renders the same. */
export function readHeroDrop(root: ParentNode): HeroDrop | undefined {
  const hero = root.querySelector<HTMLElement>('#hero[data-drop-phase]');
  const phase = hero?.dataset['dropPhase'] as DropPhase | undefined;
  if (!hero || !phase || !PHASES.includes(phase)) return undefined;
  return { phase, opensAt: hero.dataset['dropOpensAt'] || null, closesAt: hero.dataset['dropClosesAt'] || null };
}
