import '@testing-library/jest-dom';
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { Toaster } from './Toaster';
import { toastAdded, toastsReducer } from './toast-slice';

// jsdom has no PointerEvent: a MouseEvent with a pointer id carries clientX like the real one.
if (!('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

function setup() {
  const store = configureStore({ reducer: { toasts: toastsReducer } });
  render(
    <Provider store={store}>
      <button>Elsewhere</button>
      <Toaster />
    </Provider>,
  );
  return store;
}

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the toast with title and text, and hides it after 5000 ms', () => {
    const store = setup();
    act(() => void store.dispatch(toastAdded({ title: 'Success!', description: "You'll be notified." })));
    expect(screen.getByRole('status')).toHaveTextContent("Success! You'll be notified.");
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(store.getState().toasts.toasts[0].open).toBe(false);
  });

  it('shows a destructive toast as an alert and only one toast at a time', () => {
    const store = setup();
    act(() => void store.dispatch(toastAdded({ title: 'First' })));
    act(() => void store.dispatch(toastAdded({ title: 'Error', description: '500: Boom', variant: 'destructive' })));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Error 500: Boom');
  });

  it('dismisses on the close button', () => {
    const store = setup();
    act(() => void store.dispatch(toastAdded({ title: 'Hello' })));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('dismisses when swiped right by more than 50 px, not less', () => {
    const store = setup();
    act(() => void store.dispatch(toastAdded({ title: 'Swipe me' })));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 160, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 160, pointerId: 1 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('moves focus to the toast region on F8', () => {
    setup();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('[tabindex="-1"]')).toHaveFocus();
  });
});

describe('Toaster on a prerendered page', () => {
  it("appears after hydration, in a task of its own, and keeps its region out of an open drawer's aria-hidden", async () => {
    const { renderToString } = await import('react-dom/server');
    const store = configureStore({ reducer: { toasts: toastsReducer } });
    const tree = (
      <Provider store={store}>
        <Toaster />
      </Provider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    // The prerendered HTML holds no region: a portal into <body> cannot be part of it.
    expect(screen.queryByRole('region')).toBeNull();

    // A synchronous act: it flushes hydration and its effects without giving timers a turn (an
    // async one awaits, and on a busy machine the Toaster's own task could run inside it).
    act(() => void hydrateRoot(container, tree));
    // Not in the update that follows hydration: in a task of its own after it.
    expect(screen.queryByRole('region')).toBeNull();
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    // What MUI's modal does to <body>'s other children when the cart drawer opens.
    region.setAttribute('aria-hidden', 'true');
    await act(async () => undefined);
    expect(region).not.toHaveAttribute('aria-hidden');
    act(() => void store.dispatch(toastAdded({ title: 'Order placed successfully!' })));
    expect(screen.getByRole('status')).toHaveTextContent('Order placed successfully!');
  });
});
