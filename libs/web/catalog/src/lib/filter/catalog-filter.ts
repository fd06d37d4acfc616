import type { Product } from '@shop/contract';
import type { CatalogFilter } from './filter-slice';

export const CATALOG_FILTERS: readonly CatalogFilter[] = ['all', 'signature', 'artisanal', 'premium'];

export function filterProducts(products: readonly Product[], filter: CatalogFilter): readonly Product[] {
  return filter === 'all' ? products : products.filter((product) => product.category === filter);
}

/** How many products each filter button would show (spec §9: 12, 3, 4, 5). */
export function countByFilter(products: readonly Product[]): Record<CatalogFilter, number> {
  const counts: Record<CatalogFilter, number> = { all: products.length, signature: 0, artisanal: 0, premium: 0 };
  for (const product of products) counts[product.category] += 1;
  return counts;
}
