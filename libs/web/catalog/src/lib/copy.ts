/** Texts fixed by the spec are quoted exactly; the rest is ours. */

export const CATALOG_COPY = {
  eyebrow: 'The Collection',
  heading: 'Build your box',
  text: 'Twelve cookies, one price rule: every flavour is $26 for a half dozen and $48 for a dozen. Mix sizes and flavours as you like.',
  filters: {
    all: 'All Collections',
    signature: 'Signature',
    artisanal: 'Artisanal',
    premium: 'Premium',
  },
  empty: 'No products found in this category',
  sizeLabel: 'Size',
  quantityLabel: 'Quantity',
  decreaseLabel: 'Decrease quantity',
  increaseLabel: 'Increase quantity',
  addToCart: 'Add to Cart',
  addedToast: (name: string) => `${name} added to your box`,
  /** A size's state in the current drop (nothing while no drop exists). */
  onlyLeft: (remaining: number) => `Only ${remaining} left`,
  soldOut: 'Sold out',
  notInDrop: 'Not in this drop',
} as const;
