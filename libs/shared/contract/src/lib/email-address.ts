/**
 * Invisible and control characters: C0 and C1 controls, the soft hyphen, zero-width space, joiner
 * and non-joiner, word joiner, byte-order mark, and the bidirectional marks, embeddings, overrides
 * and isolates. Relays and mail clients drop or ignore them on the way, so `target@e\u200bxample.com`
 * reaches target@example.com while looking like another address to the shop.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;

/** Whitespace of any script: a space inside an address is refused by every relay. */
const WHITESPACE = /\s/u;

/** Anything beyond ASCII. */
// eslint-disable-next-line no-control-regex -- the range starts at U+0000 to name all of ASCII
const NON_ASCII = /[^\u0000-\u007f]/u;

/**
 * Why the shop refuses an address (already trimmed) that a mail relay would refuse or quietly
 * change, as words a visitor can act on (after the field's name); undefined when nothing here is
 * wrong. What it does not refuse, it leaves to the syntax check (class-validator's IsEmail in the
 * API). The domain may be international (it is sent in its ASCII form); the part before the @ may
 * not, because few relays accept it (SMTPUTF8).
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
 * The mailbox a canonical address delivers to: its `+tag` dropped (`fan+drops@example.com` is
 * delivered to fan@example.com by the providers that use plus-addressing). Only the per-mailbox
 * mail limits and erasure use it; sign-ups are stored as typed, in canonical form.
 */
export function mailboxOf(canonicalAddress: string): string {
  const at = canonicalAddress.lastIndexOf('@');
  if (at < 0) return canonicalAddress;
  const local = canonicalAddress.slice(0, at);
  const plus = local.indexOf('+');
  // `+tag@…` alone has no mailbox name before the plus: it stays as it is.
  return plus > 0 ? `${local.slice(0, plus)}${canonicalAddress.slice(at)}` : canonicalAddress;
}

/**
 * At most this many mails of one kind (a sign-up confirmation, a contact acknowledgement) go to
 * one mailbox in any 24 hours, whatever the list, the form or the way the address is written, so
 * no amount of variation floods an inbox that nobody has verified.
 */
export const MAILBOX_MAILS_PER_DAY = 3;
