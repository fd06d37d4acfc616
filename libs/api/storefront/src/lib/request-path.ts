/** Longer request paths are refused before any work: no route of the shop comes near it. */
export const MAX_PATH_LENGTH = 2048;

/**
 * The path of a request URL, percent-decoded once; undefined when it cannot name anything the
 * shop serves: too long, a malformed escape, a control character (NUL included), a backslash,
 * or an empty, `.` or `..` segment (only the last may be empty: the optional trailing slash).
 * Such a request gets the 404 page. Nothing here touches the file system: files and pages are
 * looked up in maps made at start-up, so no path can reach outside the build.
 */
export function decodeRequestPath(url: string): string | undefined {
  const query = url.indexOf('?');
  const raw = query === -1 ? url : url.slice(0, query);
  if (raw.length > MAX_PATH_LENGTH || !raw.startsWith('/')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return undefined;
  const segments = path.split('/').slice(1);
  if (segments.some((segment, i) => segment === '.' || segment === '..' || (segment === '' && i < segments.length - 1))) return undefined;
  return path;
}

/** The query string of a request URL, with anything but visible ASCII percent-encoded, safe to put in a Location header. */
export function safeQuery(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return '';
  // Node hands the URL over as latin1 (one character per byte), so this re-encodes the original bytes.
  const bytes = Buffer.from(url.slice(start), 'latin1');
  let out = '';
  for (const byte of bytes)
    out += byte > 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}
