/** The element id a URL hash names ("#blog" → "blog"); undefined for no hash or a malformed one. */
export function hashTarget(hash: string): string | undefined {
  if (!hash || hash === '#') return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
}
