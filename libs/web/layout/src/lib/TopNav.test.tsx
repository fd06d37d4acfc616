import './jsdom-text-encoder';
import '@testing-library/jest-dom';
import { configureStore } from '@reduxjs/toolkit';
import { cartSlice, itemAdded } from '@shop/web/cart';
import { uiReducer } from '@shop/web/ui-state';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { TopNav } from './TopNav';

function setup() {
  const store = configureStore({ reducer: { cart: cartSlice.reducer, ui: uiReducer } });
  const onNavigate = jest.fn();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <TopNav onNavigate={onNavigate} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, onNavigate };
}

describe('TopNav', () => {
  it('hides the badge at zero and shows the sum of quantities', () => {
    const { store } = setup();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open your box' })).toBeInTheDocument();
    act(() => {
      store.dispatch(itemAdded({ productId: 'thin-mint-elite', sizeKey: 'dozen', quantity: 2 }));
      store.dispatch(itemAdded({ productId: 'red-velvet-supreme', sizeKey: 'half-dozen', quantity: 3 }));
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'Open your box, 5 items' })).toBeInTheDocument();
  });

  it('opens the cart drawer', () => {
    const { store } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Open your box' }));
    expect(store.getState().ui.cartOpen).toBe(true);
  });

  it('lists the five entries and scrolls to their sections', () => {
    const { onNavigate } = setup();
    const labels = ['Shop', 'Process', 'Reviews', 'Blog', 'Contact'];
    for (const label of labels) fireEvent.click(screen.getByRole('link', { name: label }));
    expect(onNavigate.mock.calls.map(([id]) => id)).toEqual(['catalog', 'process', 'reviews', 'blog', 'contact']);
  });

  it('the menu button opens the list; choosing an entry closes it', () => {
    const { store, onNavigate } = setup();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menuButton);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('mobile-menu');
    expect(menu).not.toBeNull();
    fireEvent.click(menu?.querySelector('a[href="#reviews"]') as Element);
    expect(onNavigate).toHaveBeenLastCalledWith('reviews');
    expect(store.getState().ui.mobileMenuOpen).toBe(false);
    expect(document.getElementById('mobile-menu')).toBeNull();
  });
});
