import { domainToASCII } from 'node:url';
import { mailboxOf } from '@shop/contract';

/** The ASCII a domain may hold besides non-ASCII letters; anything else is left for IsEmail to refuse. */
const DOMAIN_ASCII = /^[A-Za-z0-9.-]*$/;

/** Anything beyond ASCII. */
// eslint-disable-next-line no-control-regex -- the range starts at U+0000 to name all of ASCII
const NON_ASCII = /[^\u0000-\u007f]/gu;

/**
 * The one form the shop keeps an address in, for storage, uniqueness, the mail limits and erasure:
 * Unicode NFC, lower case, the domain in its ASCII (punycode) form as relays look it up, so
 * `Target@EXÄMPLE.com` and `target@xn--exmple-cua.com` are one subscriber. Expects an address
 * already trimmed and free of emailAddressProblem's faults (@shop/contract); a domain that is no
 * domain is left as it is (lower-cased), for the syntax check to refuse.
 */
export function canonicalEmail(address: string): string {
  const normal = address.normalize('NFC').toLowerCase();
  const at = normal.lastIndexOf('@');
  if (at < 0) return normal;
  const domain = normal.slice(at + 1);
  // domainToASCII stops at a `/` or `:` as a URL parser would ('a/b' gives 'a'): only a plain name is converted.
  if (!DOMAIN_ASCII.test(domain.replace(NON_ASCII, ''))) return normal;
  const ascii = domainToASCII(domain);
  return ascii ? `${normal.slice(0, at)}@${ascii}` : normal;
}

/** Characters relays drop on the way, which an address stored before the shop refused them may hold. */
const DROPPED_ON_THE_WAY = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/gu;

/**
 * The mailbox any stored address delivers to, including one stored before the shop kept
 * addresses in canonical form (typed letter case, a Unicode domain, a zero-width space): what an
 * erasure compares, so it reaches every row that delivered to the person's mailbox.
 */
export function mailboxOfStored(address: string): string {
  return mailboxOf(canonicalEmail(address.replace(DROPPED_ON_THE_WAY, '').trim()));
}
