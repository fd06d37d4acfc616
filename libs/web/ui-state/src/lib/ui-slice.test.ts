import { cartClosed, cartOpened, cartToggled, mobileMenuClosed, mobileMenuToggled, uiReducer, uiSlice } from './ui-slice';

const initial = uiSlice.getInitialState();

describe('uiSlice', () => {
  it('starts with everything closed', () => {
    expect(initial).toEqual({ cartOpen: false, mobileMenuOpen: false });
  });

  it('opens, closes and toggles the cart drawer', () => {
    const open = uiReducer(initial, cartOpened());
    expect(open.cartOpen).toBe(true);
    expect(uiReducer(open, cartClosed()).cartOpen).toBe(false);
    expect(uiReducer(open, cartToggled()).cartOpen).toBe(false);
    expect(uiReducer(initial, cartToggled()).cartOpen).toBe(true);
  });

  it('toggles the mobile menu and closes it when the cart opens', () => {
    const menu = uiReducer(initial, mobileMenuToggled());
    expect(menu.mobileMenuOpen).toBe(true);
    expect(uiReducer(menu, mobileMenuClosed()).mobileMenuOpen).toBe(false);
    expect(uiReducer(menu, cartOpened()).mobileMenuOpen).toBe(false);
  });
});
