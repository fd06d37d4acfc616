import { newOrderReference } from './order-reference';

describe('newOrderReference', () => {
  it('is ORD- and 8 characters of Crockford base32, different every time, across refills of its random bytes', () => {
    // 4 KiB of random bytes make 512 references: three refills.
    const references = Array.from({ length: 2000 }, newOrderReference);
    for (const reference of references) expect(reference).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{8}$/);
    // 2,000 draws of 40 bits: a repeat would be a one-in-a-hundred-million event, or a bug.
    expect(new Set(references).size).toBe(references.length);
    // Every character of the alphabet comes up (16,000 draws of 32).
    expect(new Set(references.join('').replace(/ORD-/g, ''))).toHaveProperty('size', 32);
  });
});
