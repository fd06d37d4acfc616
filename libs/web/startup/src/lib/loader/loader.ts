/**
 * The page's one script, inline at the end of <body> (RULES.md, "Paint first"). A prerendered page
 * is complete without script, so this only imports the app's entry once the page has painted:
 * after the first contentful paint and the document's `load` (its images are in), once those
 * images are decoded, two frames later (so the largest paint, a post's picture, is on screen: an
 * image decoded off the main thread paints a frame or more after `load`). Sooner in a tab that is
 * not shown (it paints nothing), or at the visitor's first tap or key press.
 *
 * The build calls it with the entry's URL and inlines it, minified (`inlineLoader`,
 * libs/web/startup/build), so it may use nothing from outside its own body. Inline, it is allowed
 * by its SHA-256 hash alone (the manifest's `scriptHashes`, which the server puts in `script-src`).
 */
export function loader(entry: string, pressesKey: string): void {
  let app: Promise<unknown> | undefined;
  const start = () => {
    app ??= import(entry);
  };
  // Until the app is live, a press on a button (a tap, a click, Enter or Space) is held instead of
  // lost: kept once per button, with nothing else seeing it (no half-hydrated handler, no browser
  // default such as a form's submission), for the app to press again once it is live
  // (`replayEarlyPresses`). So is an arrow, Home or End key on a tab. Links are not held: the
  // browser follows them by itself.
  const presses: (Element | [Element, string])[] & { live?: boolean } = [];
  (window as unknown as Record<string, unknown>)[pressesKey] = presses;
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.('button');
      if (presses.live || !button) return;
      hold(event);
      if (!presses.includes(button)) presses.push(button);
    },
    true,
  );
  // The keys that move between tabs are held too, each press kept (two presses move twice).
  addEventListener(
    'keydown',
    (event) => {
      const tab = (event.target as Element).closest?.('[role=tab]');
      if (presses.live || !tab || !/^(Arrow(Left|Right|Up|Down)|Home|End)$/.test(event.key)) return;
      hold(event);
      presses.push([tab, event.key]);
    },
    true,
  );
  // Two signs that the page has painted: its first contentful paint and its `load`.
  let waiting = 2;
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  const painted = () =>
    --waiting ||
    Promise.all([...document.images].filter((image) => image.complete).map((image) => image.decode().catch(() => 0))).then(afterTwoFrames);
  const once = (type: string, listener: () => void, capture?: boolean) => addEventListener(type, listener, { once: true, capture });

  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  once('pointerdown', start, true);
  once('keydown', start, true);
  document.addEventListener('visibilitychange', start, { once: true });
  if (document.readyState === 'complete') painted();
  else once('load', painted);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        painted();
      }
    }).observe({ type: 'paint', buffered: true });
  } else {
    painted();
  }
}
