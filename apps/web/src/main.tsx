import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

// The start-up, one step per browser task: evaluating the app's code, making its store, and
// hydrating are each a task of their own, with the browser free to handle input and paint
// between them. As one task they took about 30 ms on a fast machine, 120 ms on Lighthouse's
// simulated phone, the page's longest blocking task (bench:web).

/** Gives the browser its turn before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  // Requested together; each file is evaluated in a task of its own as it arrives, MUI's styling
  // and the theme, then the store, then the rest of the app, which imports the other two (Vite
  // preloads each import's files first; theme.ts, store.ts and shop.tsx are each a file of their
  // own, vite.config.mts). Not a top-level await: those files import React from this one, which
  // must have finished evaluating first.
  void import('./app/theme');
  void import('./app/store');
  const { createBrowserShop } = await import('./app/shop');
  await nextTask();
  const shop = createBrowserShop();
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
