/** How long a section chosen before it exists is waited for: the sections chunk on a slow phone. */
export const SECTION_WAIT_MS = 10_000;

/** How long the page must keep its size before a section that was gone to is let go. */
export const SECTION_SETTLE_MS = 1_000;

/** What the visitor does to take the page back: then the section chosen earlier is no longer followed. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown'] as const;

/** Stops following the section chosen last, if that is still under way. */
let cancelPending: (() => void) | undefined;

/**
 * Scrolls smoothly to a landing-page section (instantly for visitors who ask for reduced motion)
 * and moves keyboard focus there, so the next Tab continues from the section chosen.
 *
 * Everything below the hero arrives as a chunk and mounts one section per task, so on a slow phone
 * a visitor can tap "Shop Now" or a footer link before that section exists, and a link such as
 * /#blog always arrives before it. Then it goes there as soon as the section appears (without
 * animation: the page is still being built). While sections keep mounting, the page changes size
 * and the browser's scroll anchoring may carry the view away from the section (towards the footer
 * the visitor tapped, say), so until the page has kept its size for {@link SECTION_SETTLE_MS} the
 * section is put back at the top after every change. All of this ends as soon as the visitor
 * chooses another section, scrolls or types, and a section that has not appeared within
 * {@link SECTION_WAIT_MS} is given up.
 */
export function scrollToSection(id: string): void {
  cancelPending?.();
  let target = document.getElementById(id);
  if (target) reveal(target, 'smooth');
  let timer = setTimeout(stop, target ? SECTION_SETTLE_MS : SECTION_WAIT_MS);

  const arrival = new MutationObserver(() => {
    target = document.getElementById(id);
    if (!target) return;
    arrival.disconnect();
    reveal(target, 'auto');
    settleAgain();
  });
  // The first notification only reports the size the page has now, not a change.
  let initialSize = true;
  const resizes =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(() => {
          if (initialSize) {
            initialSize = false;
            return;
          }
          if (!target) return;
          target.scrollIntoView({ behavior: 'auto', block: 'start' });
          settleAgain();
        });

  function settleAgain() {
    clearTimeout(timer);
    timer = setTimeout(stop, SECTION_SETTLE_MS);
  }
  function stop() {
    arrival.disconnect();
    resizes?.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_MOVES) window.removeEventListener(type, stop, true);
    cancelPending = undefined;
  }

  if (!target) arrival.observe(document.body, { childList: true, subtree: true });
  resizes?.observe(document.body);
  for (const type of VISITOR_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  cancelPending = stop;
}

function reveal(target: HTMLElement, behavior: ScrollBehavior) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : behavior, block: 'start' });
  focusSection(target);
}

/**
 * Moves keyboard focus to a section without scrolling, so the next Tab continues from it: for the
 * section a link opened the page at, which the browser went to as the page loaded and the visitor
 * may have scrolled away from since.
 */
export function focusSection(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
