import { useEffect } from 'react';

/**
 * The parts of a page that hydrate on their own, when their chunk arrives: the route's lazy
 * content and the footer.
 */
export type LazyPart = 'content' | 'footer';

const hydrated = new Set<LazyPart>();
let expected: readonly LazyPart[] | undefined;

function markIfComplete() {
  if (expected && expected.every((part) => hydrated.has(part))) document.documentElement.dataset['shopReady'] = 'true';
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
 * hydrates each lazy part when its code arrives), so the browser tests wait for this mark before
 * they interact (apps/web-e2e/src/support/test.ts). Parts that wait to hydrate until they are
 * needed (`HydrateWhenNeeded`) hydrate at their first use from then on.
 */
export function usePageReady(parts: readonly LazyPart[]) {
  useEffect(() => {
    expected ??= parts;
    markIfComplete();
    // The first page's parts only: later screens render in the browser, live at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
