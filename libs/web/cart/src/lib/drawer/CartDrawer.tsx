import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatDollars } from '@shop/contract';
import { CART_COPY } from '../copy';
import { DelayedTooltip } from '@shop/web/ui';
import { cartClosed, selectCartOpen, type UiState } from '@shop/web/shell';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  lineRemoved,
  quantityChanged,
  selectCartItems,
  selectCartTotal,
  selectLineRefusal,
  type CartItem,
  type CartRootState,
} from '../cart-slice';
import { useCheckout } from '../use-checkout';
import { RecentOrders } from './RecentOrders';

/** Spec §2/§9: at most "medium" (28rem, 448 px) wide, sliding in over 300 ms. */
export const CART_DRAWER_MAX_WIDTH = '28rem';
export const CART_DRAWER_TRANSITION_MS = 300;

/**
 * "Your Box": the cart drawer. MUI's Drawer gives the overlay, Escape, focus trap and return,
 * and the page scroll lock.
 */
export function CartDrawer() {
  const dispatch = useDispatch();
  const open = useSelector((state: { ui: UiState }) => selectCartOpen(state));
  const close = () => dispatch(cartClosed());
  // Kept here, not in the drawer's contents: those unmount when the drawer closes at the checkout
  // click, and the pending order must still read "Processing..." if the drawer is opened again.
  const { checkout, isPending } = useCheckout();
  const items = useSelector((state: CartRootState) => selectCartItems(state));
  const total = useSelector((state: CartRootState) => selectCartTotal(state));

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      transitionDuration={CART_DRAWER_TRANSITION_MS}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'cart-drawer-title',
          sx: { width: '100%', maxWidth: CART_DRAWER_MAX_WIDTH, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography
          id="cart-drawer-title"
          variant="h5"
          component="h2"
          sx={{ fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700, color: 'primary.dark' }}
        >
          {CART_COPY.title}
        </Typography>
        <DelayedTooltip title={CART_COPY.closeLabel}>
          <IconButton aria-label={CART_COPY.closeLabel} onClick={close} edge="end">
            <CloseIcon />
          </IconButton>
        </DelayedTooltip>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2 }}>
        {items.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography component="p" variant="h6" sx={{ mb: 1 }}>
              {CART_COPY.emptyTitle}
            </Typography>
            <Typography color="text.secondary">{CART_COPY.emptyText}</Typography>
          </Box>
        ) : (
          <Box component="ul" aria-label="Items in your box" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </Box>
        )}
        <RecentOrders />
      </Box>
      <Divider />
      <Box sx={{ px: 3, py: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
          <Typography variant="h6" component="p">
            {CART_COPY.totalLabel}
          </Typography>
          <Typography variant="h6" component="p" data-testid="cart-total">
            {formatDollars(total)}
          </Typography>
        </Box>
        <Button fullWidth size="large" variant="contained" onClick={checkout} disabled={isPending}>
          {isPending ? CART_COPY.pending : CART_COPY.checkout}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
          {CART_COPY.demoNote}
        </Typography>
      </Box>
    </Drawer>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const dispatch = useDispatch();
  const label = `${item.name} (${item.size})`;
  const setQuantity = (quantity: number) => dispatch(quantityChanged({ id: item.id, quantity }));
  // Why the drop could not fill this line in the last order: shown on it, and read with its
  // controls, until the visitor changes or removes the line.
  const refusal = useSelector((state: CartRootState) => selectLineRefusal(state, item.id));
  const refusalId = useId();
  const describedBy = refusal ? refusalId : undefined;

  return (
    <Box component="li" sx={{ py: 2, borderBottom: '1px solid', borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {item.size} · {formatDollars(item.price)} each
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatDollars(item.total)}</Typography>
      </Box>
      {refusal ? (
        <Typography id={refusalId} variant="body2" color="error" sx={{ mt: 0.5, fontWeight: 600 }}>
          {refusal}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Box
          role="group"
          aria-label={`Quantity of ${label}`}
          aria-describedby={describedBy}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <DelayedTooltip title="Decrease quantity">
            <IconButton size="small" aria-label={`Decrease quantity of ${label}`} onClick={() => setQuantity(item.quantity - 1)}>
              <RemoveIcon fontSize="small" />
            </IconButton>
          </DelayedTooltip>
          <Typography component="span" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}>
            {item.quantity}
          </Typography>
          <DelayedTooltip title="Increase quantity">
            <IconButton size="small" aria-label={`Increase quantity of ${label}`} onClick={() => setQuantity(item.quantity + 1)}>
              <AddIcon fontSize="small" />
            </IconButton>
          </DelayedTooltip>
        </Box>
        <DelayedTooltip title="Remove">
          <IconButton
            size="small"
            aria-label={CART_COPY.removeLabel(label)}
            aria-describedby={describedBy}
            onClick={() => dispatch(lineRemoved(item.id))}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </DelayedTooltip>
      </Box>
    </Box>
  );
}
