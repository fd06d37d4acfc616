import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

// The start-up, one step per browser task: evaluating the app's code (in four files), making the
// store, restoring the stored cart, making the Emotion cache, numbering the history entry
// (markHistoryEntry) and starting hydration are each a task of their own, with the browser free
// to handle input and paint between them. As one task they took about 30 ms on a fast machine,
// 120 ms on Lighthouse's simulated phone, the page's longest blocking task (bench:web).

/** Gives the browser its turn before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  // MUI's styling and the theme, and the store, are requested together and each evaluated as it
  // arrives; then the MUI components of the first screen; then the rest of the app, which imports
  // all of them, so that each evaluation is a task of its own (asked for at once, they were at
  // times evaluated together, in one longer task). theme.ts, store.ts, shell-ui.ts and shop.tsx
  // are each a file of their own (vite.config.mts). Not a top-level await: those files import
  // React from this one, which must have finished evaluating first.
  await Promise.all([import('./app/theme'), import('./app/store')]);
  await nextTask();
  await import('./app/shell-ui');
  await nextTask();
  const { createBrowserShop, markHistoryEntry } = await import('./app/shop');
  await nextTask();
  const shop = createBrowserShop();
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

void start(document.getElementById('root') as HTMLElement);
