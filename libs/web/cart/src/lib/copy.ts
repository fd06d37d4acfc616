/** Texts fixed by the spec are quoted exactly; the rest is ours. */

export const CART_COPY = {
  /** The cart button in the navigation. */
  buttonLabel: 'Open your box',
  /** For the badge's accessible name, e.g. "Open your box, 3 items". */
  buttonCountLabel: (count: number) => `Open your box, ${count} ${count === 1 ? 'item' : 'items'}`,
  title: 'Your Box',
  closeLabel: 'Close your box',
  emptyTitle: 'Your box is empty',
  emptyText: 'Add some delicious cookies to get started!',
  totalLabel: 'Total',
  checkout: 'Checkout',
  pending: 'Processing...',
  removeLabel: (name: string) => `Remove ${name}`,
  demoNote: 'Demo checkout: no payment is taken.',
  placedToastTitle: 'Demo Order Placed!',
  placedToastText: (reference: string, total: string) =>
    `Order ${reference} for $${total} confirmed. This is a demo: no payment was processed.`,
  successToast: 'Order placed successfully! This is a demo checkout. No payment was processed.',
  recentOrdersTitle: 'Your recent orders',
} as const;
