/**
 * Visitor ids whose signed cookie this process has already verified, by the cookie's exact text.
 * Checking the signature is an HMAC-SHA256 per request, 3–4% of a refused checkout's time in
 * bench/drop's profiles (5–6% of its JavaScript), and a visitor sends the same cookie with every
 * request.
 * Only cookies that verified are kept, keyed by the whole signed text, so a forged or altered
 * cookie never matches one and is checked (and refused) as before. The secret is fixed for the
 * life of the process, so an entry never goes stale. At most `capacity` are kept; the oldest
 * goes first.
 */
export class VerifiedCookies {
  private readonly ids = new Map<string, string>();

  constructor(private readonly capacity = 10_000) {}

  /** The visitor id of `signed`, verifying it with `unsign` only when it has not been seen. */
  visitorOf(signed: string, unsign: (signed: string) => string | null): string | null {
    const known = this.ids.get(signed);
    if (known !== undefined) return known;
    const id = unsign(signed);
    if (id === null) return null;
    if (this.ids.size >= this.capacity) this.ids.delete(this.ids.keys().next().value as string);
    this.ids.set(signed, id);
    return id;
  }

  get size(): number {
    return this.ids.size;
  }
}
