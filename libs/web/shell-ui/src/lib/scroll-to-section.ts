/** How long a section chosen before it exists is waited for: the sections chunk on a slow phone. */
export const SECTION_WAIT_MS = 10_000;

/** Stops the wait for a section chosen before it existed, if one is under way. */
let cancelPending: (() => void) | undefined;

/**
 * Scrolls smoothly to a landing-page section (instantly for visitors who ask for reduced motion)
 * and moves keyboard focus there, so the next Tab continues from the section chosen.
 *
 * Everything below the hero arrives as a chunk and mounts one section per task, so on a slow phone
 * a visitor can tap "Shop Now" or a footer link before that section exists, and a link such as
 * /#blog always arrives before it. Then it goes there as soon as the section appears, unless the
 * visitor chooses another section, scrolls or types first, or it has not appeared within
 * {@link SECTION_WAIT_MS}.
 */
export function scrollToSection(id: string): void {
  cancelPending?.();
  const target = document.getElementById(id);
  if (target) {
    reveal(target);
    return;
  }
  const observer = new MutationObserver(() => {
    const arrived = document.getElementById(id);
    if (!arrived) return;
    stop();
    reveal(arrived);
  });
  const timer = setTimeout(stop, SECTION_WAIT_MS);
  const visitorMoved = ['wheel', 'touchstart', 'keydown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of visitorMoved) window.removeEventListener(type, stop, true);
    cancelPending = undefined;
  }
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of visitorMoved) window.addEventListener(type, stop, { capture: true, passive: true });
  cancelPending = stop;
}

function reveal(target: HTMLElement) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
