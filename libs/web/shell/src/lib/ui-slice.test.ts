import { cartClosed, cartOpened, mobileMenuClosed, mobileMenuToggled, uiReducer, uiSlice } from './ui-slice';

const initial = uiSlice.getInitialState();

describe('uiSlice', () => {
  it('starts with everything closed', () => {
    expect(initial).toEqual({ cartOpen: false, mobileMenuOpen: false });
  });

  it('opens and closes the cart drawer', () => {
    const open = uiReducer(initial, cartOpened());
    expect(open.cartOpen).toBe(true);
    expect(uiReducer(open, cartClosed()).cartOpen).toBe(false);
  });

  it('toggles the mobile menu and closes it when the cart opens', () => {
    const menu = uiReducer(initial, mobileMenuToggled());
    expect(menu.mobileMenuOpen).toBe(true);
    expect(uiReducer(menu, mobileMenuClosed()).mobileMenuOpen).toBe(false);
    expect(uiReducer(menu, cartOpened()).mobileMenuOpen).toBe(false);
  });
});
