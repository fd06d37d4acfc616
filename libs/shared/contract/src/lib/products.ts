export type Category = 'signature' | 'artisanal' | 'premium';

export interface Product {
  id: string;
  name: string;
  description: string;
  /** Self-hosted artwork, served by the storefront. */
  image: string;
  category: Category;
  /** True for the three signature cookies shown first. */
  featured: boolean;
}

export const CATEGORIES: readonly { key: Category; label: string }[] = [
  { key: 'signature', label: 'Signature' },
  { key: 'artisanal', label: 'Artisanal' },
  { key: 'premium', label: 'Premium' },
];

/** The twelve cookies of the catalog (spec §3). Which id belongs to which category was set by issue 2. */
const CATALOG: readonly Omit<Product, 'image' | 'featured'>[] = [
  {
    id: 'thin-mint-elite',
    name: 'Thin Mint Elite',
    description: 'A crisp dark-cocoa wafer with cool peppermint oil, dipped in sugar-free dark chocolate. Snaps clean, melts slow.',
    category: 'signature',
  },
  {
    id: 'red-velvet-supreme',
    name: 'Red Velvet Supreme',
    description:
      'Soft cocoa-buttermilk crumb coloured with beet, folded around a tangy cream-cheese centre. Two net carbs of pure nostalgia.',
    category: 'signature',
  },
  {
    id: 'white-choc-macadamia',
    name: 'White Chocolate Macadamia',
    description:
      'Buttery almond-flour dough loaded with roasted macadamias and cocoa-butter white chocolate chunks, baked golden at the edges.',
    category: 'signature',
  },
  {
    id: 'french-chocolate-artisan',
    name: 'French Chocolate Artisan',
    description: 'A deep, fudgy cookie made with 72% Belgian chocolate and a pinch of espresso, finished with a crackled, glossy top.',
    category: 'artisanal',
  },
  {
    id: 'sea-salt-caramel-artisan',
    name: 'Sea Salt Caramel Artisan',
    description: 'Brown-butter dough swirled with slow-cooked allulose caramel and finished with flakes of Himalayan pink salt.',
    category: 'artisanal',
  },
  {
    id: 'vanilla-bean-tahitian',
    name: 'Tahitian Vanilla Bean',
    description: 'A tender butter cookie speckled with scraped Madagascar and Tahitian vanilla seeds. Floral, warm and quietly addictive.',
    category: 'artisanal',
  },
  {
    id: 'almond-flour-artisan',
    name: 'Almond Flour Artisan',
    description:
      'Our purest recipe: blanched almond flour, grass-fed butter and toasted almond slivers, baked until nutty and crisp-edged.',
    category: 'artisanal',
  },
  {
    id: 'double-chocolate-explosion',
    name: 'Double Chocolate Explosion',
    description:
      'Cocoa dough packed with dark and milk-style chocolate chunks and a molten ganache core. For the serious chocolate person.',
    category: 'premium',
  },
  {
    id: 'coconut-almond-bliss',
    name: 'Coconut Almond Bliss',
    description: 'Toasted coconut and chopped almonds in a chewy dough, half-dipped in dark chocolate. A candy bar, rebuilt for keto.',
    category: 'premium',
  },
  {
    id: 'espresso-walnut-crumble',
    name: 'Espresso Walnut Crumble',
    description: 'Single-origin espresso dough with candied walnuts and a brown-butter streusel crown. Best with your morning cup.',
    category: 'premium',
  },
  {
    id: 'lemon-coconut-zest',
    name: 'Lemon Coconut Zest',
    description: 'Bright Meyer lemon zest and coconut in a soft, sunny cookie, glazed with a thin lemon icing that crackles as you bite.',
    category: 'premium',
  },
  {
    id: 'pecan-maple-bourbon',
    name: 'Pecan Maple Bourbon',
    description: 'Toasted Georgia pecans, sugar-free maple and a splash of bourbon-barrel vanilla. Warm, smoky and made for slow evenings.',
    category: 'premium',
  },
];

/** Each cookie with its artwork, named by its id, and featured when it is a signature cookie. */
export const PRODUCTS: readonly Product[] = CATALOG.map((product) => ({
  ...product,
  image: `/images/products/${product.id}.svg`,
  featured: product.category === 'signature',
}));

const productsById = new Map<string, Product>(PRODUCTS.map((product) => [product.id, product]));

export function findProduct(id: string): Product | undefined {
  return productsById.get(id);
}
