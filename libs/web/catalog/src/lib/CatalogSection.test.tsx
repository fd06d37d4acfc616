import '@testing-library/jest-dom';
import { configureStore } from '@reduxjs/toolkit';
import { PRODUCTS, type Product } from '@shop/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { CatalogSection } from './CatalogSection';
import { filterReducer } from './filter/filter-slice';

function renderCatalog(products?: readonly Product[]) {
  const store = configureStore({ reducer: { filter: filterReducer } });
  const onAddToCart = jest.fn();
  render(
    <Provider store={store}>
      <CatalogSection onAddToCart={onAddToCart} products={products} />
    </Provider>,
  );
  return { store, onAddToCart };
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
