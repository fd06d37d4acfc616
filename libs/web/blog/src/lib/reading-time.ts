/** Words a visitor reads per minute, for the "N min read" label. */
const WORDS_PER_MINUTE = 200;

/** The words of an HTML fragment, tags left out. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').trim();
  return text ? text.split(/\s+/).length : 0;
}

/** "N min read", at least one minute. */
export function readTimeFor(html: string): string {
  return `${Math.max(1, Math.round(countWords(html) / WORDS_PER_MINUTE))} min read`;
}
