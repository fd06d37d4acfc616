import { randomUUID } from 'node:crypto';
import { deriveTokenKey, signToken, verifyToken } from './subscription-token';

const key = deriveTokenKey('s'.repeat(40));
const s = randomUUID();

describe('subscription link tokens', () => {
  it('verify what was signed, for its purpose only', () => {
    const unsubscribe = signToken(key, { s, p: 'unsubscribe' });
    expect(verifyToken(key, unsubscribe, 'unsubscribe')).toEqual({ ok: true, claims: { s, p: 'unsubscribe' } });
    expect(verifyToken(key, unsubscribe, 'confirm')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuse another key, a changed payload, and garbage', () => {
    const token = signToken(key, { s, p: 'unsubscribe' });
    expect(verifyToken(deriveTokenKey('t'.repeat(40)), token, 'unsubscribe').ok).toBe(false);
    const changed = `${Buffer.from(JSON.stringify({ s: randomUUID(), p: 'unsubscribe' })).toString('base64url')}.${token.split('.')[1]}`;
    expect(verifyToken(key, changed, 'unsubscribe').ok).toBe(false);
    for (const junk of ['', '.', 'a.b.c', 'x'.repeat(300)]) expect(verifyToken(key, junk, 'unsubscribe').ok).toBe(false);
  });

  it('expire confirmation tokens', () => {
    const token = signToken(key, { s, p: 'confirm', n: 'n1', x: 1_000 });
    expect(verifyToken(key, token, 'confirm', 999_000).ok).toBe(true);
    expect(verifyToken(key, token, 'confirm', 1_000_001)).toEqual({ ok: false, reason: 'expired' });
  });
});
