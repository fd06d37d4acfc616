import { PRODUCTS, type Product, type SizeKey } from '@shop/contract';
import { CATALOG_COPY } from './copy';
import { Section } from '@shop/web/ui';
import { useCurrentDrop } from '@shop/web/data-access-api';
import { useHydrating } from '@shop/web/startup';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CategoryFilter } from './filter/CategoryFilter';
import { countByFilter, filterProducts } from './filter/catalog-filter';
import { categoryChosen, selectCategory, type FilterRootState } from './filter/filter-slice';
import { ProductCard } from './product-card/ProductCard';
import { ProductGrid } from './product-card/product-grid.styles';

export interface CatalogSectionProps {
  onAddToCart(productId: string, sizeKey: SizeKey, quantity: number): void;
  /** The catalog to show; the contract's twelve cookies unless a test or a page narrows it. */
  products?: readonly Product[];
}

const useCatalogSelector = useSelector.withTypes<FilterRootState>();

/** The catalog (spec §2): filters with counts, then one card per cookie, or the empty message. */
export function CatalogSection({ onAddToCart, products = PRODUCTS }: CatalogSectionProps) {
  const category = useCatalogSelector(selectCategory);
  const dispatch = useDispatch();
  const counts = useMemo(() => countByFilter(products), [products]);
  const visible = useMemo(() => filterProducts(products, category), [products, category]);
  // The figures are not in the page's HTML (they change by the second): hydration renders the
  // cards as the HTML has them, and the next render fills them in.
  const hydrating = useHydrating();
  const liveDrop = useCurrentDrop();
  const drop = hydrating ? undefined : liveDrop;

  return (
    <Section id="catalog" eyebrow={CATALOG_COPY.eyebrow} heading={CATALOG_COPY.heading} text={CATALOG_COPY.text}>
      <CategoryFilter value={category} counts={counts} onChange={(filter) => dispatch(categoryChosen(filter))} />
      <ProductGrid>
        {visible.length === 0 ? (
          <p className="pc-empty">{CATALOG_COPY.empty}</p>
        ) : (
          visible.map((product) => <ProductCard key={product.id} product={product} drop={drop} onAddToCart={onAddToCart} />)
        )}
      </ProductGrid>
    </Section>
  );
}
