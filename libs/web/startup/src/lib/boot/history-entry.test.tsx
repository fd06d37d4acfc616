import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { markHistoryEntry } from './history-entry';

// markHistoryEntry does ahead of hydration, in a task of its own, the one synchronous call into
// the browser that React Router's BrowserRouter makes as it first renders. These hold it to what
// the router reads: should React Router number its entries some other way, the first test fails
// (the router would call replaceState again during hydration).

describe('markHistoryEntry', () => {
  beforeEach(() => window.history.replaceState(null, ''));
  afterEach(() => jest.restoreAllMocks());

  it('leaves BrowserRouter nothing to write when it first renders', () => {
    markHistoryEntry();
    const replaceState = jest.spyOn(window.history, 'replaceState');
    render(<BrowserRouter>page</BrowserRouter>);
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('is what BrowserRouter would have written itself, keeping any state already there', () => {
    window.history.replaceState({ scroll: 12 }, '');
    render(<BrowserRouter>page</BrowserRouter>);
    const written = window.history.state;
    window.history.replaceState({ scroll: 12 }, '');
    markHistoryEntry();
    expect(window.history.state).toEqual(written);
    expect(window.history.state).toEqual(expect.objectContaining({ scroll: 12 }));
  });

  it('does not touch an entry that is numbered already (Back to a page of the shop)', () => {
    window.history.replaceState({ idx: 3 }, '');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    markHistoryEntry();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
