import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True while React renders a page ahead of time (the prerender) and while the browser hydrates
 * that HTML; false on every render after, and on a screen the browser renders by itself. What
 * depends on the clock or on this browser's storage renders its build-time snapshot while this is
 * true, so hydration finds exactly the HTML it expects, and fills in on the render that follows.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
