// The catalog feature: filter state, the filter buttons and the product cards.
export { CatalogSection } from './lib/CatalogSection';
export type { CatalogSectionProps } from './lib/CatalogSection';
export { filterSlice, filterReducer, categoryChosen, selectCategory } from './lib/filter/filter-slice';
export type { CatalogFilter, FilterState, FilterRootState } from './lib/filter/filter-slice';
export { CATALOG_FILTERS, countByFilter, filterProducts } from './lib/filter/catalog-filter';
export { CATALOG_COPY } from './lib/copy';
