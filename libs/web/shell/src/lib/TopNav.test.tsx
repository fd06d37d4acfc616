import '@testing-library/jest-dom';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { TopNav } from './TopNav';
import { uiReducer } from './ui-slice';

function setup() {
  const store = configureStore({ reducer: { ui: uiReducer } });
  const onNavigate = jest.fn();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <TopNav onNavigate={onNavigate} cartButton={<button>The cart</button>} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, onNavigate };
}

describe('TopNav', () => {
  it('places the cart button it is given', () => {
    setup();
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(screen.getByRole('button', { name: 'The cart' }));
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
