import {
  CATEGORIES,
  cartLineId,
  DEFAULT_SIZE_KEY,
  dropLineState,
  SIZES,
  formatCents,
  unitPriceCents,
  type DropLineState,
  type DropResponse,
  type Product,
  type SizeKey,
} from '@shop/contract';
import { CATALOG_COPY } from '../copy';
import { FALLBACK_IMAGES, IMAGE_SIZES, FallbackImage } from '@shop/web/ui';
import { memo, useId, useState } from 'react';
import { CartGlyph } from './icons';
import { QuantityStepper } from './QuantityStepper';

export interface ProductCardProps {
  product: Product;
  /** The current drop; none while it is not known yet (or the page is hydrating), as in the demo. */
  drop?: Pick<DropResponse, 'phase' | 'stock'>;
  onAddToCart(productId: string, sizeKey: SizeKey, quantity: number): void;
}

const categoryLabel = (product: Product) => CATEGORIES.find((category) => category.key === product.category)?.label ?? product.category;

/** What a card says about a size in the drop; nothing when there is no limit to tell. */
function stockText(state: DropLineState): string {
  switch (state.kind) {
    case 'low':
      return CATALOG_COPY.onlyLeft(state.remaining);
    case 'sold-out':
      return CATALOG_COPY.soldOut;
    case 'not-in-drop':
      return CATALOG_COPY.notInDrop;
    default:
      return '';
  }
}

/**
 * One cookie: size and quantity are this card's own state until the visitor adds it to the box.
 * Plain elements styled by ProductGrid (see why there).
 */
export const ProductCard = memo(function ProductCard({ product, drop, onAddToCart }: ProductCardProps) {
  const [sizeKey, setSizeKey] = useState<SizeKey>(DEFAULT_SIZE_KEY);
  const [quantity, setQuantity] = useState(1);
  const titleId = useId();
  const stockId = useId();
  const state = dropLineState(drop, cartLineId(product.id, sizeKey));
  const stock = stockText(state);
  const unavailable = state.kind === 'sold-out' || state.kind === 'not-in-drop';

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
        <p className="pc-price">
          {formatCents(unitPriceCents(sizeKey))}
          <span className="pc-stock" id={stockId} data-state={state.kind}>
            {stock}
          </span>
        </p>
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
          <button
            type="button"
            className="pc-add"
            aria-describedby={stock ? `${titleId} ${stockId}` : titleId}
            disabled={unavailable}
            onClick={() => onAddToCart(product.id, sizeKey, quantity)}
          >
            <CartGlyph />
            {CATALOG_COPY.addToCart}
          </button>
        </div>
      </div>
    </article>
  );
});
