import { PRODUCTS } from '@shop/contract';
import { countByFilter, filterProducts } from './catalog-filter';
import { categoryChosen, filterReducer, selectCategory } from './filter-slice';

describe('filter slice', () => {
  it('starts on all collections', () => {
    const state = filterReducer(undefined, { type: 'init' });
    expect(selectCategory({ filter: state })).toBe('all');
  });

  it('takes the chosen category, from any category', () => {
    let state = filterReducer(undefined, categoryChosen('premium'));
    expect(state.category).toBe('premium');
    state = filterReducer(state, categoryChosen('artisanal'));
    expect(state.category).toBe('artisanal');
    state = filterReducer(state, categoryChosen('all'));
    expect(state.category).toBe('all');
  });
});

describe('catalog filtering', () => {
  it('counts 12 products, 3 signature, 4 artisanal and 5 premium (spec §9)', () => {
    expect(countByFilter(PRODUCTS)).toEqual({ all: 12, signature: 3, artisanal: 4, premium: 5 });
  });

  it('keeps only the chosen category, and everything for all', () => {
    expect(filterProducts(PRODUCTS, 'all')).toHaveLength(12);
    const premium = filterProducts(PRODUCTS, 'premium');
    expect(premium).toHaveLength(5);
    expect(premium.every((product) => product.category === 'premium')).toBe(true);
  });

  it('counts zero for every filter of an empty catalog', () => {
    expect(countByFilter([])).toEqual({ all: 0, signature: 0, artisanal: 0, premium: 0 });
  });
});
