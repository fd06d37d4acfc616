import { Suspense, use, useLayoutEffect, type ReactNode } from 'react';
import { useHydrating } from './use-hydrating';
import { hydrationGate, isGateClosed, openedHydrationGate } from './hydration-gate';
import { replayTyping } from './replay-typing';

export interface HydrateWhenNeededProps {
  /** The id of the part's root element in the prerendered HTML (a section's id, say). */
  id: string;
  /** What a screen the browser renders by itself shows while the part's code loads. */
  fallback?: ReactNode;
  /** The part stays on screen from one page of the app to the next (the footer): it hydrates as the visitor leaves. */
  lasting?: boolean;
  children: ReactNode;
}

/**
 * A part of a prerendered page that hydrates only when it is needed: when it comes near the
 * screen, or at the visitor's first touch, click, key press or focus inside it
 * (`hydrationGate`). Until then it stays the server's HTML, which looks the same and reads the
 * same, and costs the phone nothing: hydrating every section of the landing page at once was the
 * longest task after its first paint. React hydrates each such boundary on its own, in slices.
 * On a screen the browser renders itself (after a client-side navigation) there is nothing to
 * wait for.
 *
 * Hand it the same `children` element on every render of its parent (`useMemo`): React renders a
 * waiting part in the browser at once, discarding its server HTML, when it receives new props (or
 * a context above it changes), since it can no longer be sure the HTML is what they would render.
 */
export function HydrateWhenNeeded({ id, fallback = null, lasting = false, children }: HydrateWhenNeededProps) {
  reportNewChildren(id, children);
  return (
    <Suspense fallback={fallback}>
      <Gate id={id} lasting={lasting}>
        {children}
      </Gate>
    </Suspense>
  );
}

/** The children each part was last handed, by id. */
const handed = new Map<string, ReactNode>();

/**
 * Says so, in the console, when a part still waiting to hydrate is handed new children (RULES.md,
 * "Stable children"): React then renders it in the browser at once, discarding its server HTML,
 * and the page does the work the part was waiting to spare it. The browser tests fail on it (it
 * names hydration), in the production build too: a comparison per render costs nothing.
 */
function reportNewChildren(id: string, children: ReactNode): void {
  if (typeof document === 'undefined') return;
  const before = handed.get(id);
  handed.set(id, children);
  if (before !== undefined && before !== children && isGateClosed(id)) {
    console.error(
      `HydrateWhenNeeded #${id} was handed new children while waiting to hydrate, so React renders it again from scratch: hand it the same element on every render (useMemo).`,
    );
  }
}

function Gate({ id, lasting, children }: { id: string; lasting: boolean; children: ReactNode }) {
  // Suspending while React hydrates leaves the server's HTML on screen; React comes back to the
  // boundary when the gate opens. Rendered in the browser instead (a screen it builds itself, or
  // the part once hydrated), there is nothing to wait for: the same gate, open. One use() of the
  // same promise on every render, as React expects of a component that has suspended.
  use(useHydrating() ? hydrationGate(id, { lasting }) : openedHydrationGate(id));
  // Before any press that opened the gate reaches the part: what was typed into its fields while
  // it waited (a layout effect: it runs within the press, before the press's handlers).
  useLayoutEffect(() => replayTyping(document.getElementById(id)), [id]);
  return children;
}
