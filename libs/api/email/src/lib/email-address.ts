import { domainToASCII } from 'node:url';

/**
 * Invisible and control characters: C0 and C1 controls, the soft hyphen, zero-width space, joiner
 * and non-joiner, word joiner, byte-order mark, and the bidirectional marks, embeddings, overrides
 * and isolates. Relays and mail clients drop or ignore them on the way, so `target@e\u200bxample.com`
 * reaches target@example.com while looking like another address to the shop.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;
const EVERY_INVISIBLE_OR_CONTROL = new RegExp(INVISIBLE_OR_CONTROL.source, 'gu');

/** Whitespace of any script: a space inside an address is refused by every relay. */
const WHITESPACE = /\s/u;

/** Anything beyond ASCII. */
// eslint-disable-next-line no-control-regex -- the range starts at U+0000 to name all of ASCII
const NON_ASCII = /[^\u0000-\u007f]/u;
const EVERY_NON_ASCII = new RegExp(NON_ASCII.source, 'gu');

/** The ASCII a domain may hold besides non-ASCII letters; anything else is left for IsEmail to refuse. */
const DOMAIN_ASCII = /^[A-Za-z0-9.-]*$/;

/**
 * Why the shop refuses an address (already trimmed) that a mail relay would refuse or quietly
 * change, as words a visitor can act on (after the field's name); undefined when nothing here is
 * wrong. What it does not refuse, it leaves to the syntax check (class-validator's IsEmail). The
 * domain may be international (it is sent in its ASCII form); the part before the @ may not,
 * because few relays accept it (SMTPUTF8).
 */
export function emailAddressProblem(address: string): string | undefined {
  if (INVISIBLE_OR_CONTROL.test(address))
    return 'must not contain invisible or control characters (such as a zero-width space, soft hyphen or direction mark)';
  if (WHITESPACE.test(address)) return 'must not contain spaces';
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at);
  if (local.includes('"') || local.includes('\\')) return 'must not be a quoted address: write it without quotation marks or backslashes';
  if (NON_ASCII.test(local)) return 'must use only ASCII letters, digits and punctuation before the @';
  return undefined;
}

/**
 * The one form the shop keeps an address in, for storage, uniqueness, the mail limits and erasure:
 * Unicode NFC, lower case, the domain in its ASCII (punycode) form as relays look it up, so
 * `Target@EXÄMPLE.com` and `target@xn--exmple-cua.com` are one subscriber. Expects an address
 * already trimmed and free of emailAddressProblem's faults; a domain that is no domain is left
 * as it is (lower-cased), for the syntax check to refuse.
 */
export function canonicalEmail(address: string): string {
  const normal = address.normalize('NFC').toLowerCase();
  const at = normal.lastIndexOf('@');
  if (at < 0) return normal;
  const domain = normal.slice(at + 1);
  // domainToASCII stops at a `/` or `:` as a URL parser would ('a/b' gives 'a'): only a plain name is converted.
  if (!DOMAIN_ASCII.test(domain.replace(EVERY_NON_ASCII, ''))) return normal;
  const ascii = domainToASCII(domain);
  return ascii ? `${normal.slice(0, at)}@${ascii}` : normal;
}

/**
 * The mailbox an address delivers to: its canonical form with the `+tag` dropped
 * (`Fan+Drops@example.com` is delivered to fan@example.com by the providers that use
 * plus-addressing). What the per-mailbox mail limits count and what erasure removes. It takes any
 * stored address, including one from before the shop kept addresses canonical (typed letter case,
 * a Unicode domain, a zero-width space): the characters relays drop are dropped here too.
 */
export function mailboxOf(address: string): string {
  const canonical = canonicalEmail(address.replace(EVERY_INVISIBLE_OR_CONTROL, '').trim());
  const at = canonical.lastIndexOf('@');
  if (at < 0) return canonical;
  const plus = canonical.indexOf('+');
  // `+tag@…` alone has no mailbox name before the plus: it stays as it is.
  return plus > 0 && plus < at ? `${canonical.slice(0, plus)}${canonical.slice(at)}` : canonical;
}
