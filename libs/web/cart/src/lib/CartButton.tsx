import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { cartOpened } from '@shop/web/shell';
import { DelayedTooltip } from '@shop/web/ui';
import { useDispatch, useSelector } from 'react-redux';
import { selectCartCount, type CartRootState } from './cart-slice';
import { CART_COPY } from './copy';

export interface CartButtonProps {
  /** The visitor is reaching for the button (hover, touch, focus): a moment to fetch the drawer. */
  onIntent?(): void;
}

/** The navigation's cart button: opens the drawer, and its badge shows how many boxes are in the cart. */
export function CartButton({ onIntent }: CartButtonProps) {
  const dispatch = useDispatch();
  const count = useSelector((state: CartRootState) => selectCartCount(state));
  const cartLabel = count > 0 ? CART_COPY.buttonCountLabel(count) : CART_COPY.buttonLabel;
  return (
    <DelayedTooltip title={cartLabel}>
      <IconButton
        aria-label={cartLabel}
        onClick={() => dispatch(cartOpened())}
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
        sx={{ color: 'primary.dark', position: 'relative' }}
      >
        <ShoppingBagOutlinedIcon />
        {/* The count: the sum of quantities, shown only when the cart holds something (spec §2). */}
        {count > 0 ? (
          <Box
            component="span"
            aria-hidden="true"
            data-testid="cart-badge"
            sx={{
              position: 'absolute',
              top: 2,
              right: 0,
              minWidth: 20,
              height: 20,
              px: 0.5,
              borderRadius: 10,
              bgcolor: 'secondary.main',
              color: '#1f130c',
              fontSize: '0.72rem',
              fontWeight: 700,
              lineHeight: '20px',
              textAlign: 'center',
            }}
          >
            {count}
          </Box>
        ) : null}
      </IconButton>
    </DelayedTooltip>
  );
}
