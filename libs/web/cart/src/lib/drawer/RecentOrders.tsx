import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents } from '@shop/contract';
import { CART_COPY } from '../copy';
import { useRecentOrdersQuery } from '@shop/web/data-access-api';
import { dateAndTime } from '@shop/web/ui';

/** "Your recent orders", from GET /api/orders; nothing at all until this visitor has ordered. */
export function RecentOrders() {
  const { data } = useRecentOrdersQuery();
  const orders = data?.orders ?? [];
  if (orders.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="recent-orders-title" sx={{ mt: 4 }}>
      <Typography id="recent-orders-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {CART_COPY.recentOrdersTitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {orders.map((order) => (
          <Box component="li" key={order.id} sx={{ py: 1.5, borderTop: '1px solid', borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>{order.reference}</Typography>
              <Typography sx={{ fontWeight: 600 }}>{formatCents(order.totalCents)}</Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={order.createdAt}>{dateAndTime(new Date(order.createdAt))}</time>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {order.lines.map((line) => `${line.quantity} × ${line.name} (${line.size})`).join(', ')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
