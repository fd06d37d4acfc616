import '@testing-library/jest-dom';
import { configureStore } from '@reduxjs/toolkit';
import { uiReducer } from '@shop/web/shell';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { CartButton } from './CartButton';
import { cartSlice, itemAdded } from './cart-slice';

function setup(onIntent?: () => void) {
  const store = configureStore({ reducer: { cart: cartSlice.reducer, ui: uiReducer } });
  render(
    <Provider store={store}>
      <CartButton onIntent={onIntent} />
    </Provider>,
  );
  return { store };
}

describe('CartButton', () => {
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

  it('says when the visitor reaches for it: pointer, touch or keyboard focus', () => {
    const onIntent = jest.fn();
    setup(onIntent);
    const button = screen.getByRole('button', { name: 'Open your box' });
    fireEvent.pointerEnter(button);
    fireEvent.touchStart(button);
    fireEvent.focus(button);
    expect(onIntent).toHaveBeenCalledTimes(3);
  });
});
