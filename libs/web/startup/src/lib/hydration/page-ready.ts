import { useEffect } from 'react';
import { replayEarlyPresses } from '../loader/early-presses';

/**
 * The parts of a page that hydrate on their own, when their chunk arrives: the route's lazy
 * content and the footer.
 */
export type LazyPart = 'content' | 'footer';

const hydrated = new Set<LazyPart>();
let expected: readonly LazyPart[] | undefined;

function markIfComplete() {
  const html = document.documentElement;
  if (!expected || html.dataset['shopReady'] || !expected.every((part) => hydrated.has(part))) return;
  html.dataset['shopReady'] = 'true';
  // The page is live: what the visitor pressed before is pressed again, once each.
  void replayEarlyPresses();
}

/** Called by a lazy part once it is live (its effects run after it has hydrated). */
export function usePartHydrated(part: LazyPart) {
  useEffect(() => {
    hydrated.add(part);
    markIfComplete();
  }, [part]);
}

/**
 * Marks `<html data-shop-ready>` once the first page is live: the shell and each of `parts`, whose
 * code has arrived. Until then a click may land on HTML whose handlers are not attached yet (React
 * hydrates each lazy part when its code arrives): the loader holds presses on buttons until this
 * moment and they are pressed again now (`replayEarlyPresses`). The browser tests wait for this
 * mark before they interact (apps/web-e2e/src/support/test.ts), except those of early presses.
 * Parts that wait to hydrate until they are needed (`HydrateWhenNeeded`) hydrate at their first
 * use from then on.
 */
export function usePageReady(parts: readonly LazyPart[]) {
  useEffect(() => {
    expected ??= parts;
    markIfComplete();
    // The first page's parts only: later screens render in the browser, live at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
