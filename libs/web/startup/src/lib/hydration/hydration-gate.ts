import type { FulfilledReactPromise, PendingReactPromise } from 'react';

/**
 * A promise as React's `use` reads it (React's typings name the protocol): one whose `status` is
 * 'fulfilled' is read at once, without suspending. That matters at a visitor's first click on
 * server HTML: React hydrates the clicked part synchronously, inside that very event, and can do
 * so only if the gate already reads as open, not a microtask later when the promise settles.
 */
export type HydrationGate = PendingReactPromise<void> | FulfilledReactPromise<void>;

/**
 * How far beyond the screen a part starts hydrating: far enough that a scrolling visitor finds it
 * live, near enough that a phone does not hydrate the whole page at once.
 */
export const HYDRATION_MARGIN = '200px 0px';

/**
 * The input that shows a visitor is using a part: each opens its gate from a listener on the
 * document, which runs before React's own on the app's root, so React, looking at the same
 * event, finds the gate open and hydrates the part before handling the event.
 */
export const HYDRATING_INPUT = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

const OPEN: HydrationGate = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

const gates = new Map<string, HydrationGate>();
/** The address the prerendered HTML on screen was made for. */
const pageAddress = typeof location === 'undefined' ? '' : location.href;

/** The parts whose gate is still closed, by their root element. */
const closed = new Map<Element, () => void>();
/** How to open each closed gate. */
const opening = new Map<HydrationGate, () => void>();
/** The closed gates of parts that stay on screen from one page of the app to the next (the footer). */
const lasting = new Set<HydrationGate>();

/**
 * A visitor leaving for another page of the app (a link elsewhere, or Back/Forward): the parts that
 * stay on screen open now, before the router renders the new page. React would render them for it,
 * and would not finish the navigation until they had hydrated.
 */
function openLastingOnNavigation(event: Event): void {
  if (event.type === 'click') {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    const to = new URL((link as HTMLAnchorElement).href, location.href);
    if (to.origin !== location.origin || (to.pathname === location.pathname && to.search === location.search)) return;
  }
  for (const gate of [...lasting]) opening.get(gate)?.();
}
let observer: IntersectionObserver | undefined;

function openOnInput(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, open] of closed) if (element.contains(target)) open();
}

function watch(element: Element, open: () => void): void {
  if (closed.size === 0) {
    for (const type of HYDRATING_INPUT) document.addEventListener(type, openOnInput, { capture: true, passive: true });
    document.addEventListener('click', openLastingOnNavigation, { capture: true });
    window.addEventListener('popstate', openLastingOnNavigation, { capture: true });
  }
  closed.set(element, open);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) closed.get(entry.target)?.();
    },
    { rootMargin: HYDRATION_MARGIN },
  );
  observer.observe(element);
}

function unwatch(element: Element): void {
  closed.delete(element);
  observer?.unobserve(element);
  if (closed.size === 0) {
    for (const type of HYDRATING_INPUT) document.removeEventListener(type, openOnInput, { capture: true });
    document.removeEventListener('click', openLastingOnNavigation, { capture: true });
    window.removeEventListener('popstate', openLastingOnNavigation, { capture: true });
  }
}

/**
 * Whether the event being dispatched right now is input inside `element`. React may meet a part
 * for the first time inside the visitor's press on it: it hydrates a waiting part only when it
 * gets to it, so a press (or a press the page replays once live) can come first. The gate is then
 * made open, and React hydrates the part within that press and hands it the press, instead of
 * finding a closed gate and dropping the press.
 */
function pressedNow(element: Element): boolean {
  // `window.event`, the event being dispatched, is the one way to know: listeners have not run yet.
  const input = typeof window === 'undefined' ? undefined : window.event;
  return (
    !!input && (HYDRATING_INPUT as readonly string[]).includes(input.type) && input.target instanceof Node && element.contains(input.target)
  );
}

/**
 * The gate of the prerendered part whose root element has `id`: open once the element comes
 * within `HYDRATION_MARGIN` of the screen, at the first `HYDRATING_INPUT` event inside it, or
 * when React renders it again after the visitor has moved to another page of the app. A `lasting`
 * part, one that stays on screen from page to page, opens as the visitor leaves for another page.
 * Open from the start where there is no such element (the prerender itself, which has no
 * document, or a page without that part), or when it is first asked for inside a press on it.
 * One gate per id, for the life of the page.
 */
export function hydrationGate(id: string, { lasting: staysOnScreen = false }: { lasting?: boolean } = {}): HydrationGate {
  const known = gates.get(id);
  // After a client-side navigation React renders a waiting part that stays on screen (the
  // footer) for the new screen, and will not finish the navigation until it has hydrated: the
  // gate opens rather than leave the visitor on the old screen.
  if (known?.status === 'pending' && location.href !== pageAddress) opening.get(known)?.();
  if (known) return known;
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || pressedNow(element)) {
    gates.set(id, OPEN);
    return OPEN;
  }
  let resolve: () => void = () => undefined;
  const gate: HydrationGate = Object.assign(new Promise<void>((done) => (resolve = done)), { status: 'pending' as const });
  gates.set(id, gate);
  const open = () => {
    Object.assign(gate, { status: 'fulfilled', value: undefined });
    unwatch(element);
    opening.delete(gate);
    lasting.delete(gate);
    resolve();
  };
  opening.set(gate, open);
  if (staysOnScreen) lasting.add(gate);
  watch(element, open);
  return gate;
}

/** The gate of `id`, opened if it was still closed (the part is rendering anyway); open if there is none. */
export function openedHydrationGate(id: string): HydrationGate {
  const known = gates.get(id);
  if (!known) return OPEN;
  if (known.status === 'pending') opening.get(known)?.();
  return known;
}

/** Whether the part `id` is still waiting to hydrate: its gate exists and is closed. */
export function isGateClosed(id: string): boolean {
  return gates.get(id)?.status === 'pending';
}

/** Whether `node` is inside a part still waiting to hydrate (still server HTML). */
export function isWaiting(node: Node): boolean {
  for (const element of closed.keys()) if (element.contains(node)) return true;
  return false;
}

/** Forgets every gate (tests: each starts from a fresh page). */
export function resetHydrationGates(): void {
  for (const element of [...closed.keys()]) unwatch(element);
  gates.clear();
  opening.clear();
  lasting.clear();
  observer?.disconnect();
  observer = undefined;
}
