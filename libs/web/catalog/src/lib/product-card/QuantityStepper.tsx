import { LIMITS } from '@shop/contract';
import { CATALOG_COPY } from '../copy';
import { MinusGlyph, PlusGlyph } from './icons';

export interface QuantityStepperProps {
  value: number;
  /** The product name, so each button's accessible name says which cookie it changes. */
  itemName: string;
  onChange(quantity: number): void;
}

/** Minus stops at the minimum; there is no upper bound (spec §4). Styled by ProductGrid. */
export function QuantityStepper({ value, itemName, onChange }: QuantityStepperProps) {
  return (
    <div className="pc-stepper">
      <button
        type="button"
        className="pc-step"
        aria-label={`${CATALOG_COPY.decreaseLabel}, ${itemName}`}
        disabled={value <= LIMITS.quantityMin}
        onClick={() => onChange(Math.max(LIMITS.quantityMin, value - 1))}
      >
        <MinusGlyph />
      </button>
      <span className="pc-quantity">
        <span className="visually-hidden">{CATALOG_COPY.quantityLabel}: </span>
        {value}
      </span>
      <button
        type="button"
        className="pc-step"
        aria-label={`${CATALOG_COPY.increaseLabel}, ${itemName}`}
        onClick={() => onChange(value + 1)}
      >
        <PlusGlyph />
      </button>
    </div>
  );
}
