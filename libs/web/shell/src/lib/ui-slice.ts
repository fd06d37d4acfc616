import { createSlice } from '@reduxjs/toolkit';

/** Which overlays are open. Not persisted: a reload starts with everything closed. */
export interface UiState {
  cartOpen: boolean;
  mobileMenuOpen: boolean;
}

const initialState: UiState = { cartOpen: false, mobileMenuOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    cartOpened(state) {
      state.cartOpen = true;
      state.mobileMenuOpen = false;
    },
    cartClosed(state) {
      state.cartOpen = false;
    },
    mobileMenuToggled(state) {
      state.mobileMenuOpen = !state.mobileMenuOpen;
    },
    mobileMenuClosed(state) {
      state.mobileMenuOpen = false;
    },
  },
  selectors: {
    selectCartOpen: (state) => state.cartOpen,
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
  },
});

export const { cartOpened, cartClosed, mobileMenuToggled, mobileMenuClosed } = uiSlice.actions;
export const { selectCartOpen, selectMobileMenuOpen } = uiSlice.selectors;
export const uiReducer = uiSlice.reducer;
