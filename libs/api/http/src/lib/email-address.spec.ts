import { emailAddressProblem } from '@shop/contract';
import fc from 'fast-check';
import isEmail from 'validator/lib/isEmail';
import { canonicalEmail, canonicalForm, isPlainAddress } from './email-address';

// isPlainAddress lets the shop's email rule skip its costliest steps for the common address:
// each claim it makes is checked here against the real step, on generated addresses.

const ATOM_CHARS = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~-"];
const LABEL_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];

const text = (chars: string[], minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...chars), { minLength, maxLength, size: 'max' }).map((c) => c.join(''));

/** Addresses of the plain shape, with lengths up to and past every limit (a label of 63, a local part of 64, 254 in all). */
const plainShaped = fc
  .tuple(
    fc.array(text(ATOM_CHARS, 1, 40), { minLength: 1, maxLength: 3 }),
    fc.array(
      text(LABEL_CHARS, 1, 64).filter((label) => !label.startsWith('-') && !label.endsWith('-')),
      { minLength: 1, maxLength: 4 },
    ),
    text(LETTERS, 2, 64),
  )
  .map(([atoms, labels, tld]) => `${atoms.join('.')}@${[...labels, tld].join('.')}`);

/** Ways to bend one part of a plain address: the edges of each rule, one at a time. */
const BENDS: ((part: string) => string)[] = [
  () => '',
  (part) => part.slice(1),
  (part) => part.repeat(2),
  (part) => `-${part}`,
  (part) => `${part}-`,
  (part) => `_${part}`,
  (part) => `${part}0`,
  (part) => `0${part}`,
  (part) => `xn--${part}`,
  (part) => `XN--${part}`,
  (part) => `${part}ä`,
  (part) => `${part}１`,
  (part) => `${part} `,
  (part) => `${part}"`,
];

/** A plain-shaped address with one of its parts (a dot-atom, a label or the top-level label) bent. */
const bentShaped = fc
  .tuple(
    fc.array(text(ATOM_CHARS, 1, 40), { minLength: 1, maxLength: 3 }),
    fc.array(text(LABEL_CHARS, 1, 64), { minLength: 0, maxLength: 4 }),
    text(LETTERS, 1, 64),
    fc.nat(),
    fc.constantFrom(...BENDS),
  )
  .map(([atoms, labels, tld, at, bend]) => {
    const parts = [...atoms, ...labels, tld];
    const i = at % parts.length;
    parts[i] = bend(parts[i]);
    return `${parts.slice(0, atoms.length).join('.')}@${parts.slice(atoms.length).join('.')}`;
  });

/** Strings near that shape: the same characters and more (dots, @, underscores, Unicode, spaces, `xn--`). */
const nearShaped = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        ...ATOM_CHARS,
        '.',
        '.',
        '@',
        '-',
        '_',
        ' ',
        '"',
        '\\',
        'xn--',
        'ä',
        'é',
        'ß',
        'İ',
        'K',
        '\u200b',
        '\u0000',
        '１',
        '.com',
      ),
      text(LETTERS, 1, 8),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

const candidates = fc.oneof(plainShaped, bentShaped, nearShaped);

describe('isPlainAddress', () => {
  it('takes the usual addresses', () => {
    for (const address of [
      'fan@example.com',
      'Fan.Name+drops@Mail.Example.co.uk',
      "o'brien@shop-example.ie",
      'a@b.cd',
      'x_y@ex-ample.org',
      'fan@xn--exmple-cua.com',
    ])
      expect(isPlainAddress(address)).toBe(true);
  });

  it.each([
    ['a numeric top-level label', 'fan@example.c0m'],
    ['a top-level label of one letter', 'fan@example.c'],
    ['a label beginning with a hyphen', 'fan@-example.com'],
    ['an empty dot-atom', 'fan..name@example.com'],
    ['an underscore in the domain', 'fan@ex_ample.com'],
    ['a trailing dot', 'fan@example.com.'],
    ['a domain of one label', 'fan@localhost'],
    ['a quoted local part', '"fan"@example.com'],
    ['a Unicode domain', 'fan@exämple.com'],
    ['a local part of 65 characters', `${'a'.repeat(65)}@example.com`],
    ['an address of 255 characters', `fan@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}`],
    ['a label of 64 characters', `fan@${'a'.repeat(64)}.com`],
  ])('leaves %s to the rule step by step', (_case, address) => {
    expect(isPlainAddress(address)).toBe(false);
  });

  it('takes a local part of 64 characters and an address of 254', () => {
    expect(isPlainAddress(`${'a'.repeat(64)}@example.com`)).toBe(true);
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}`;
    expect(isPlainAddress(`fan@${domain}`)).toBe(true);
    expect(`fan@${domain}`).toHaveLength(254);
  });

  it('is true only of addresses in which emailAddressProblem finds nothing', () => {
    fc.assert(
      fc.property(candidates, (address) => !isPlainAddress(address) || emailAddressProblem(address) === undefined),
      {
        numRuns: 5000,
      },
    );
  });

  it("is true only of addresses validator's isEmail passes (with class-validator's defaults)", () => {
    fc.assert(
      fc.property(candidates, (address) => !isPlainAddress(address) || isEmail(address)),
      { numRuns: 5000 },
    );
  });

  it('is true only of addresses whose canonical form is the address in lower case', () => {
    fc.assert(
      fc.property(candidates, (address) => !isPlainAddress(address) || canonicalForm(address) === address.toLowerCase()),
      {
        numRuns: 5000,
      },
    );
  });

  it('is true of most generated plain-shaped addresses (the claims above are not vacuous)', () => {
    const sample = fc.sample(plainShaped, 1000);
    expect(sample.filter(isPlainAddress).length).toBeGreaterThan(500);
  });
});

describe('canonicalEmail', () => {
  it('gives what the step-by-step form gives, for any string', () => {
    fc.assert(
      fc.property(fc.oneof(candidates, fc.string({ unit: 'grapheme', maxLength: 40 })), (address) => {
        expect(canonicalEmail(address)).toBe(canonicalForm(address));
      }),
      { numRuns: 5000 },
    );
  });

  it('stores NFC, lower case and the ASCII form of an international domain', () => {
    expect(canonicalEmail('Target@EXÄMPLE.com')).toBe('target@xn--exmple-cua.com');
    expect(canonicalEmail('TARGET@exa\u0308mple.COM')).toBe('target@xn--exmple-cua.com');
    expect(canonicalEmail('Fan+Drops@Example.COM')).toBe('fan+drops@example.com');
  });
});
