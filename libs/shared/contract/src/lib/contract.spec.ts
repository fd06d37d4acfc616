import {
  CATEGORIES,
  PRODUCTS,
  SIZES,
  cartLineId,
  dollarsToCents,
  formatCents,
  formatDollars,
  parseCartLineId,
  isRouteKey,
  roundToCents,
  routeKey,
  unitPriceCents,
} from '../index';

describe('catalog', () => {
  it('has twelve products: 3 signature, 4 artisanal, 5 premium', () => {
    expect(PRODUCTS).toHaveLength(12);
    const count = (key: string) => PRODUCTS.filter((p) => p.category === key).length;
    expect(CATEGORIES.map((c) => count(c.key))).toEqual([3, 4, 5]);
  });

  it('features exactly the three signature cookies', () => {
    expect(PRODUCTS.filter((p) => p.featured).map((p) => p.id)).toEqual(['thin-mint-elite', 'red-velvet-supreme', 'white-choc-macadamia']);
  });

  it('has unique ids', () => {
    expect(new Set(PRODUCTS.map((p) => p.id)).size).toBe(PRODUCTS.length);
  });
});

describe('price rule', () => {
  it('prices a half dozen at $26 and a dozen at $48 for every cookie', () => {
    expect(unitPriceCents('half-dozen')).toBe(2600);
    expect(unitPriceCents('dozen')).toBe(4800);
    expect(SIZES.map((s) => s.label)).toEqual(['Half Dozen', 'Dozen']);
  });
});

describe('cart line ids', () => {
  it('joins product id and size key', () => {
    expect(cartLineId('thin-mint-elite', 'half-dozen')).toBe('thin-mint-elite-half-dozen');
  });

  it('parses every product in every size back', () => {
    for (const product of PRODUCTS) {
      for (const size of SIZES) {
        const parsed = parseCartLineId(cartLineId(product.id, size.key));
        expect(parsed?.product.id).toBe(product.id);
        expect(parsed?.size.key).toBe(size.key);
      }
    }
  });

  it('rejects unknown products and sizes', () => {
    expect(parseCartLineId('thin-mint-elite-baker-dozen')).toBeUndefined();
    expect(parseCartLineId('no-such-cookie-dozen')).toBeUndefined();
    expect(parseCartLineId('')).toBeUndefined();
  });
});

describe('money', () => {
  it('converts dollars to integer cents with rounding', () => {
    expect(dollarsToCents(26)).toBe(2600);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.999)).toBe(2000);
  });

  it('rounds a sum of dollar amounts to whole cents', () => {
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundToCents(26 * 3 + 0.005)).toBe(78.01);
  });

  it('formats with two decimals', () => {
    expect(formatDollars(52)).toBe('$52.00');
    expect(formatCents(12345)).toBe('$123.45');
  });
});

describe('route keys', () => {
  it('lower-cases and drops one trailing slash, as spec §2 asks; the empty path is /', () => {
    expect(routeKey('/Blog/Keto-Mistakes/')).toBe('/blog/keto-mistakes');
    expect(routeKey('/PRIVACY')).toBe('/privacy');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('//')).toBe('/');
    expect(routeKey('')).toBe('/');
  });

  it('tells a path already in that form (what the manifest must hold) from one that is not', () => {
    for (const path of ['/', '/privacy', '/blog/keto-mistakes']) expect(isRouteKey(path)).toBe(true);
    for (const path of ['', 'privacy', '//x', '/Privacy', '/privacy/', 7]) expect(isRouteKey(path)).toBe(false);
  });
});
