/** The global under which the loader keeps the presses it holds (`window.shopPresses`). */
export const EARLY_PRESSES = 'shopPresses';

/**
 * What was pressed before the page was live, in order: a button (each once), or a tab and the key
 * pressed on it (each press). `live` ends the holding.
 */
export type HeldPresses = (Element | [Element, string])[] & { live?: boolean };

/**
 * Once the page is live: ends the loader's holding of presses (RULES.md, "No press is lost") and
 * presses each control it held again (a button clicked, a tab's key pressed), in order, a task each. A control no longer on the page
 * (the visitor has moved on) is skipped. Any later press reaches the app as usual.
 */
export async function replayEarlyPresses(target: Window = window): Promise<void> {
  const held = (target as unknown as Record<string, HeldPresses | undefined>)[EARLY_PRESSES];
  if (!held || held.live) return;
  held.live = true;
  for (const press of held.splice(0)) {
    // A task each, as separate presses would be.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [control, key] = Array.isArray(press) ? press : [press];
    if (!control.isConnected) continue;
    if (key === undefined) {
      (control as HTMLElement).click();
    } else {
      // The tab list reads the focused tab, as it does for a key pressed on a live page.
      (control as HTMLElement).focus();
      control.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  }
}
