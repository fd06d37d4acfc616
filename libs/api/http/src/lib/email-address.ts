import { domainToASCII } from 'node:url';
import { mailboxOf } from '@shop/contract';

/** The ASCII a domain may hold besides non-ASCII letters; anything else is left for IsEmail to refuse. */
const DOMAIN_ASCII = /^[A-Za-z0-9.-]*$/;

/** Anything beyond ASCII. */
// eslint-disable-next-line no-control-regex -- the range starts at U+0000 to name all of ASCII
const NON_ASCII = /[^\u0000-\u007f]/gu;

/** One dot-atom of a plain address's local part: what RFC 5322 allows unquoted, in ASCII. */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
/** A letter-digit-hyphen label of at most 63 characters, not beginning or ending with a hyphen. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** isPlainAddress's shape: dot-atoms, an @, labels, and a top-level label of letters only. */
const PLAIN_ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);
/** The longest local part and address isEmail accepts (RFC 5321's limits). */
const LOCAL_PART_MAX = 64;
const ADDRESS_MAX = 254;

/**
 * Whether an address has the shape nearly every sign-up has: ASCII dot-atoms before the @ (at
 * most 64 characters), then two or more letter-digit-hyphen labels of at most 63 characters, none
 * beginning or ending with a hyphen, the last of letters only; at most 254 characters in all. For
 * such an address the outcome of every step of the shop's rule is known in advance:
 * emailAddressProblem finds nothing, validator's isEmail passes, and the canonical form is the
 * address in lower case (NFC leaves ASCII as it is, and domainToASCII such a name). The steps
 * that cost most (Unicode normalization, the URL parser behind domainToASCII, isEmail's byte
 * counting: together about an eighth of a sign-up's CPU time in bench:api) then run only for the
 * other addresses. email-address.spec.ts holds each claim to the real step on generated addresses.
 */
export function isPlainAddress(address: string): boolean {
  return address.length <= ADDRESS_MAX && PLAIN_ADDRESS.test(address) && address.lastIndexOf('@') <= LOCAL_PART_MAX;
}

/**
 * The one form the shop keeps an address in, for storage, uniqueness, the mail limits and erasure:
 * Unicode NFC, lower case, the domain in its ASCII (punycode) form as relays look it up, so
 * `Target@EXÄMPLE.com` and `target@xn--exmple-cua.com` are one subscriber. Expects an address
 * already trimmed and free of emailAddressProblem's faults (@shop/contract); a domain that is no
 * domain is left as it is (lower-cased), for the syntax check to refuse.
 */
export function canonicalEmail(address: string): string {
  return isPlainAddress(address) ? address.toLowerCase() : canonicalForm(address);
}

/**
 * canonicalEmail worked out step by step, for any address: what IsShopEmail's transform calls once it
 * knows the address is not plain, and what email-address.spec.ts holds the plain path to.
 */
export function canonicalForm(address: string): string {
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
