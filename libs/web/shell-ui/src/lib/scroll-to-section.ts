/**
 * Scrolls smoothly to a landing-page section (instantly for visitors who ask for reduced motion)
 * and moves keyboard focus there, so the next Tab continues from the section chosen.
 * Returns false when no element has that id, in which case nothing moves.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
