import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { isUUID } from 'class-validator';

/**
 * The tokens in subscription mail links: `payload.signature`, both base64url, the signature an
 * HMAC-SHA256 of the payload. A token says what it is for (`p`), so an unsubscribe token cannot
 * confirm and the other way round; a confirmation token also expires (`x`) and names the nonce
 * the subscription held when it was mailed (`n`), which confirming clears: a used link is dead.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe';

export interface TokenClaims {
  /** The subscription (subscribers.id). */
  s: string;
  p: TokenPurpose;
  /** Confirmation nonce (confirm only). */
  n?: string;
  /** Expiry, seconds since the epoch (confirm only: an unsubscribe link must work for as long as the mail is kept). */
  x?: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** How long a confirmation link works; the confirmation mail says so in these words. */
export const CONFIRM_TOKEN_TTL_HOURS = 72;
export const CONFIRM_TOKEN_TTL_SECONDS = CONFIRM_TOKEN_TTL_HOURS * 3600;

/**
 * The key is derived from the cookie secret, so links are signed with a key no other use shares.
 * A KeyObject made once: given a Buffer, every HMAC would build one again (about 4% of a sign-up's
 * CPU time in a profile).
 */
export function deriveTokenKey(cookieSecret: string): KeyObject {
  return createSecretKey(createHmac('sha256', cookieSecret).update('subscription-links-v1').digest());
}

function signature(key: KeyObject, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function signToken(key: KeyObject, claims: TokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/** Checks signature, purpose and expiry; never throws on what a visitor pastes. */
export function verifyToken(key: KeyObject, token: string, purpose: TokenPurpose, nowMs = Date.now()): TokenCheck {
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(key, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'invalid' };
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (claims?.p !== purpose || typeof claims.s !== 'string' || !isUUID(claims.s)) return { ok: false, reason: 'invalid' };
  if (purpose === 'confirm') {
    if (typeof claims.n !== 'string' || typeof claims.x !== 'number') return { ok: false, reason: 'invalid' };
    if (claims.x * 1000 < nowMs) return { ok: false, reason: 'expired' };
  }
  return { ok: true, claims };
}
