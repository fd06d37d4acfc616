import '@testing-library/jest-dom';
import { configureStore } from '@reduxjs/toolkit';
import { DROP_POLL_MS, PRODUCTS, type DropResponse, type DropStockLine, type Product } from '@shop/contract';
import { shopApi } from '@shop/web/data-access-api';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { CatalogSection } from './CatalogSection';
import { filterReducer } from './filter/filter-slice';

const NO_DROP: DropResponse = {
  phase: 'none',
  name: null,
  opensAt: null,
  closesAt: null,
  stock: [],
  perVisitorLimit: 4,
  asOf: '2026-12-04T13:00:00Z',
};

/** GET /api/drop answers with `drops()`, whatever it is at the time of the call. */
function serveDrop(drops: () => DropResponse) {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify(drops()) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderCatalog(products?: readonly Product[], drop: DropResponse | (() => DropResponse) = NO_DROP) {
  const fetchMock = serveDrop(typeof drop === 'function' ? drop : () => drop);
  const store = configureStore({
    reducer: { filter: filterReducer, [shopApi.reducerPath]: shopApi.reducer },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware),
  });
  const onAddToCart = jest.fn();
  render(
    <Provider store={store}>
      <CatalogSection onAddToCart={onAddToCart} products={products} />
    </Provider>,
  );
  return { store, onAddToCart, fetchMock };
}

const cards = () => screen.queryAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });

describe('CatalogSection', () => {
  it('is the catalog section with its heading', () => {
    renderCatalog();
    const section = screen.getByRole('region', { name: 'Build your box' });
    expect(section).toHaveAttribute('id', 'catalog');
  });

  it('shows each filter with its product count, all collections pressed first', () => {
    renderCatalog();
    expect(screen.getByRole('button', { name: 'All Collections 12' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Signature 3' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Artisanal 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Premium 5' })).toBeInTheDocument();
    expect(cards()).toHaveLength(12);
  });

  it('filters the cards by the chosen category through the store', () => {
    const { store } = renderCatalog();
    fireEvent.click(screen.getByRole('button', { name: 'Premium 5' }));
    expect(store.getState().filter.category).toBe('premium');
    expect(screen.getByRole('button', { name: 'Premium 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Collections 12' })).toHaveAttribute('aria-pressed', 'false');
    expect(cards()).toHaveLength(5);
    for (const article of cards()) expect(within(article).getByText('Premium')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Signature 3' }));
    expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Thin Mint Elite',
      'Red Velvet Supreme',
      'White Chocolate Macadamia',
    ]);
  });

  it('shows image, category, name and description on each card', () => {
    renderCatalog();
    const thinMint = card('Thin Mint Elite');
    expect(within(thinMint).getByRole('img', { name: 'Thin Mint Elite' })).toHaveAttribute('src', '/images/products/thin-mint-elite.svg');
    expect(within(thinMint).getByText('Signature')).toBeInTheDocument();
    expect(within(thinMint).getByText(/crisp dark-cocoa wafer/)).toBeInTheDocument();
  });

  it('falls back to the stock image when a product image breaks', () => {
    renderCatalog();
    const img = within(card('Thin Mint Elite')).getByRole('img', { name: 'Thin Mint Elite' });
    fireEvent.error(img);
    expect(within(card('Thin Mint Elite')).getByRole('img', { name: 'Thin Mint Elite' })).toHaveAttribute(
      'src',
      '/images/fallback/stock-cookie.svg',
    );
  });

  it('defaults to Half Dozen at $26 and shows $48 for a Dozen', () => {
    renderCatalog();
    const thinMint = card('Thin Mint Elite');
    expect(within(thinMint).getByRole('button', { name: /Half Dozen/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(thinMint).getByRole('button', { name: /^Dozen/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(thinMint).getByText('$26.00', { selector: 'p' })).toBeInTheDocument();

    fireEvent.click(within(thinMint).getByRole('button', { name: /^Dozen/ }));
    expect(within(thinMint).getByRole('button', { name: /^Dozen/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(thinMint).getByText('$48.00', { selector: 'p' })).toBeInTheDocument();
    // Clicking the chosen size again keeps it: a box always has a size.
    fireEvent.click(within(thinMint).getByRole('button', { name: /^Dozen/ }));
    expect(within(thinMint).getByRole('button', { name: /^Dozen/ })).toHaveAttribute('aria-pressed', 'true');
    // Other cards keep their own size.
    expect(within(card('Red Velvet Supreme')).getByRole('button', { name: /Half Dozen/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('steps the quantity up without bound and down to no less than 1', () => {
    renderCatalog();
    const thinMint = card('Thin Mint Elite');
    const decrease = within(thinMint).getByRole('button', { name: 'Decrease quantity, Thin Mint Elite' });
    const increase = within(thinMint).getByRole('button', { name: 'Increase quantity, Thin Mint Elite' });
    expect(within(thinMint).getByText('Quantity:', { exact: false }).parentElement).toHaveTextContent('Quantity: 1');
    expect(decrease).toBeDisabled();
    fireEvent.click(decrease);
    expect(within(thinMint).getByText('Quantity:', { exact: false }).parentElement).toHaveTextContent('Quantity: 1');

    for (let i = 0; i < 11; i += 1) fireEvent.click(increase);
    expect(within(thinMint).getByText('Quantity:', { exact: false }).parentElement).toHaveTextContent('Quantity: 12');
    expect(decrease).toBeEnabled();
    fireEvent.click(decrease);
    expect(within(thinMint).getByText('Quantity:', { exact: false }).parentElement).toHaveTextContent('Quantity: 11');
  });

  it('adds the chosen product, size and quantity to the cart', () => {
    const { onAddToCart } = renderCatalog();
    const velvet = card('Red Velvet Supreme');
    fireEvent.click(within(velvet).getByRole('button', { name: /^Dozen/ }));
    fireEvent.click(within(velvet).getByRole('button', { name: 'Increase quantity, Red Velvet Supreme' }));
    fireEvent.click(within(velvet).getByRole('button', { name: 'Increase quantity, Red Velvet Supreme' }));
    fireEvent.click(within(velvet).getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onAddToCart).toHaveBeenCalledWith('red-velvet-supreme', 'dozen', 3);

    fireEvent.click(within(card('Thin Mint Elite')).getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenLastCalledWith('thin-mint-elite', 'half-dozen', 1);
  });

  it('shows the empty message when the catalog has no products', () => {
    renderCatalog([]);
    expect(screen.getByText('No products found in this category')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Collections 0' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('shows the empty message for a category with no products, and not otherwise', () => {
    renderCatalog(PRODUCTS.filter((product) => product.category === 'signature'));
    expect(screen.queryByText('No products found in this category')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Premium 0' }));
    expect(screen.getByText('No products found in this category')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });
});

const line = (productId: string, sizeKey: 'half-dozen' | 'dozen', boxes: number, remaining: number): DropStockLine => ({
  id: `${productId}-${sizeKey}`,
  productId,
  sizeKey,
  boxes,
  remaining,
});

const openDrop = (stock: DropStockLine[]): DropResponse => ({
  phase: 'open',
  name: 'dec-drop',
  opensAt: '2026-12-04T14:00:00.000Z',
  closesAt: '2026-12-07T14:00:00.000Z',
  stock,
  perVisitorLimit: 4,
  asOf: '2026-12-04T15:00:00.000Z',
});

describe('CatalogSection during a drop', () => {
  afterEach(() => jest.useRealTimers());

  const addButton = (name: string) => within(card(name)).getByRole('button', { name: /Add to Cart/ });

  it("shows each size's state in the drop and disables adding what cannot be bought", async () => {
    renderCatalog(
      undefined,
      openDrop([
        line('thin-mint-elite', 'half-dozen', 40, 3),
        line('thin-mint-elite', 'dozen', 40, 0),
        line('red-velvet-supreme', 'half-dozen', 40, 25),
      ]),
    );
    // Few left: said, and read with the button.
    expect(await within(card('Thin Mint Elite')).findByText('Only 3 left')).toBeInTheDocument();
    expect(addButton('Thin Mint Elite')).toBeEnabled();
    expect(addButton('Thin Mint Elite')).toHaveAccessibleDescription(/Only 3 left/);
    // Plenty left: nothing to say.
    expect(within(card('Red Velvet Supreme')).queryByText(/left|Sold out|Not in this drop/)).toBeNull();
    expect(addButton('Red Velvet Supreme')).toBeEnabled();
    // The other size of the same cookie is sold out.
    fireEvent.click(within(card('Thin Mint Elite')).getByRole('button', { name: /^Dozen/ }));
    expect(within(card('Thin Mint Elite')).getByText('Sold out')).toBeInTheDocument();
    expect(addButton('Thin Mint Elite')).toBeDisabled();
    // A cookie the drop does not list.
    expect(within(card('Lemon Coconut Zest')).getByText('Not in this drop')).toBeInTheDocument();
    expect(addButton('Lemon Coconut Zest')).toBeDisabled();
  });

  it('says nothing about stock while no drop exists (the demo), and does not ask again', async () => {
    jest.useFakeTimers();
    const { fetchMock } = renderCatalog();
    await act(async () => jest.advanceTimersByTimeAsync(DROP_POLL_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/left|Sold out|Not in this drop/)).toBeNull();
    for (const article of cards()) expect(within(article).getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
  });

  it('keeps the figures fresh while the drop is open', async () => {
    jest.useFakeTimers();
    let remaining = 12;
    const { fetchMock } = renderCatalog(undefined, () => openDrop([line('thin-mint-elite', 'half-dozen', 40, remaining)]));
    await act(async () => jest.advanceTimersByTimeAsync(10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(within(card('Thin Mint Elite')).queryByText(/left/)).toBeNull();
    remaining = 2;
    // The poll is timed from the moment the first answer said the drop is open.
    await act(async () => jest.advanceTimersByTimeAsync(DROP_POLL_MS + 100));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(within(card('Thin Mint Elite')).getByText('Only 2 left')).toBeInTheDocument();
  });
});
