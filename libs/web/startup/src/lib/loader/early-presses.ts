import { nextTask } from '../boot/next-task';

/** The global under which the loader keeps the presses it holds (`window.shopPresses`). */
export const EARLY_PRESSES = 'shopPresses';

/** The controls pressed before the page was live, in order, each once; `live` ends the holding. */
export type HeldPresses = Element[] & { live?: boolean };

/**
 * Once the page is live: ends the loader's holding of presses (RULES.md, "No press is lost") and
 * presses each control it held again, in order, a task each. A control no longer on the page
 * (the visitor has moved on) is skipped. Any later press reaches the app as usual.
 */
export async function replayEarlyPresses(target: Window = window): Promise<void> {
  const held = (target as unknown as Record<string, HeldPresses | undefined>)[EARLY_PRESSES];
  if (!held || held.live) return;
  held.live = true;
  for (const control of held.splice(0)) {
    await nextTask();
    if (control.isConnected) (control as HTMLElement).click();
  }
}
