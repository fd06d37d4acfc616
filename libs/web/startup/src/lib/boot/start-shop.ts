import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markHistoryEntry } from './history-entry';
import { nextTask } from './next-task';

/** The app as the start-up drives it (`createBrowserShop` in apps/web/src/app/shop.tsx). */
export interface StartableShop {
  /** Starts restoring the stored cart (a read of local storage): a step of its own, after the store is made. */
  restoreCart(): void;
  /** Makes the Emotion cache (it reads the page's CSS): a step of its own. */
  prepare(): void;
  /** The tree that hydrates the prerendered page: the state it was rendered with, an empty cart. */
  prerendered(): ReactNode;
  /** The tree the Vite dev server's empty page renders, once the stored cart is back. */
  whenReady(render: (tree: ReactNode) => void): void;
}

/**
 * Starts the storefront one step per browser task (RULES.md, "One step per task"): each of `code`
 * (a file or files of the app's code, evaluated as it arrives), then making the shop (its store),
 * restoring the stored cart, making the Emotion cache, numbering the history entry and starting
 * hydration, with the browser free to handle input and paint between them. As one task they took
 * about 30 ms on a fast machine, 120 ms on Lighthouse's simulated phone, the page's longest
 * blocking task (bench:web).
 */
export async function startShop(
  container: HTMLElement,
  code: ReadonlyArray<() => Promise<unknown>>,
  loadShop: () => Promise<() => StartableShop>,
) {
  for (const load of code) {
    await load();
    await nextTask();
  }
  const createShop = await loadShop();
  await nextTask();
  const shop = createShop();
  await nextTask();
  shop.restoreCart();
  await nextTask();
  shop.prepare();
  await nextTask();
  markHistoryEntry();
  await nextTask();
  if (container.firstElementChild) {
    // A prerendered page (every page of the production build). In a transition, so React yields
    // to the browser between slices of the work instead of one long task.
    const tree = shop.prerendered();
    startTransition(() => void hydrateRoot(container, tree));
  } else {
    // The Vite dev server's empty page.
    const root = createRoot(container);
    shop.whenReady((tree) => startTransition(() => root.render(tree)));
  }
}
