import type { ToastInput } from './toast-slice';

/**
 * The spec gives each success message as one sentence run ("Success! You'll be notified...");
 * its first sentence becomes the toast's title and the rest its text. The toast renders them
 * with a space between, so the whole sentence still reads as written.
 */
export function splitToast(sentence: string): ToastInput {
  const match = /^(.*?[!.])\s+(.+)$/.exec(sentence);
  return match ? { title: match[1], description: match[2] } : { title: sentence };
}
