/** Scrolls to the element a URL hash names (e.g. "#blog"); returns false when there is none yet. */
export function scrollToHash(hash: string): boolean {
  if (!hash || hash === '#') return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView();
  return true;
}
