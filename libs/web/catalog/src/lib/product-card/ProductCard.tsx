import { CATEGORIES, DEFAULT_SIZE_KEY, SIZES, formatCents, unitPriceCents, type Product, type SizeKey } from '@shop/contract';
import { CATALOG_COPY } from '../copy';
import { FALLBACK_IMAGES, IMAGE_SIZES, FallbackImage } from '@shop/web/ui';
import { memo, useId, useState } from 'react';
import { CartGlyph } from './icons';
import { QuantityStepper } from './QuantityStepper';

export interface ProductCardProps {
  product: Product;
  onAddToCart(productId: string, sizeKey: SizeKey, quantity: number): void;
}

const categoryLabel = (product: Product) => CATEGORIES.find((category) => category.key === product.category)?.label ?? product.category;

/**
 * One cookie: size and quantity are this card's own state until the visitor adds it to the box.
 * Plain elements styled by ProductGrid (see why there).
 */
export const ProductCard = memo(function ProductCard({ product, onAddToCart }: ProductCardProps) {
  const [sizeKey, setSizeKey] = useState<SizeKey>(DEFAULT_SIZE_KEY);
  const [quantity, setQuantity] = useState(1);
  const titleId = useId();

  return (
    <article className="pc" aria-labelledby={titleId}>
      <FallbackImage
        src={product.image}
        fallbackSrc={FALLBACK_IMAGES.product}
        alt={product.name}
        width={IMAGE_SIZES.product.width}
        height={IMAGE_SIZES.product.height}
      />
      <div className="pc-body">
        <p className="pc-category">{categoryLabel(product)}</p>
        <h3 className="pc-title" id={titleId}>
          {product.name}
        </h3>
        <p className="pc-description">{product.description}</p>
        <p className="pc-price">{formatCents(unitPriceCents(sizeKey))}</p>
        {/* Two pressed-state buttons rather than a radio group: one click, and a box always has a size. */}
        <div className="pc-sizes" role="group" aria-label={`${CATALOG_COPY.sizeLabel}, ${product.name}`}>
          {SIZES.map((size) => (
            <button
              key={size.key}
              type="button"
              className="pc-size"
              aria-pressed={size.key === sizeKey}
              onClick={() => setSizeKey(size.key)}
            >
              <span>{size.label}</span>
              <span className="pc-size-price">{formatCents(size.unitPriceCents)}</span>
            </button>
          ))}
        </div>
        <div className="pc-actions">
          <QuantityStepper value={quantity} itemName={product.name} onChange={setQuantity} />
          <button type="button" className="pc-add" aria-describedby={titleId} onClick={() => onAddToCart(product.id, sizeKey, quantity)}>
            <CartGlyph />
            {CATALOG_COPY.addToCart}
          </button>
        </div>
      </div>
    </article>
  );
});
