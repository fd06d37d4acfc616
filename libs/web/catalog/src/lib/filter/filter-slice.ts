import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category } from '@shop/contract';

/** The catalog filter (spec §4): every collection, or one category. */
export type CatalogFilter = 'all' | Category;

export interface FilterState {
  category: CatalogFilter;
}

const initialState: FilterState = { category: 'all' };

export const filterSlice = createSlice({
  name: 'filter',
  initialState,
  reducers: {
    categoryChosen(state, action: PayloadAction<CatalogFilter>) {
      state.category = action.payload;
    },
  },
});

export const { categoryChosen } = filterSlice.actions;
export const filterReducer = filterSlice.reducer;

/** The slice of the app's state this feature reads; the store itself lives in the app. */
export interface FilterRootState {
  filter: FilterState;
}

export const selectCategory = (state: FilterRootState): CatalogFilter => state.filter.category;
