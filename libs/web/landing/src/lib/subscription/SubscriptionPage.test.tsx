import '@testing-library/jest-dom';
import { configureStore } from '@reduxjs/toolkit';
import { shopApi } from '@shop/web/data-access-api';
import { toastsReducer } from '@shop/web/shell';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SubscriptionPage, type SubscriptionAction } from './SubscriptionPage';

function setup(action: SubscriptionAction, token: string | null, status: number, body: object) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const store = configureStore({
    reducer: { toasts: toastsReducer, [shopApi.reducerPath]: shopApi.reducer },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware),
  });
  render(
    <Provider store={store}>
      <SubscriptionPage action={action} token={token} />
    </Provider>,
  );
  return fetchMock;
}

const requestOf = (fetchMock: jest.Mock) => fetchMock.mock.calls[0] as unknown as [string, { method: string; body: string }];

describe('SubscriptionPage', () => {
  it('changes nothing until the button is pressed, then POSTs the token and says the address is on the list', async () => {
    const fetchMock = setup('confirm', 'abc.def', 200, { confirmed: true, list: 'drop' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my sign-up' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'You are on the list' })).toBeInTheDocument());
    expect(screen.getByText(/the moment the next drop goes live/)).toBeInTheDocument();
    const [url, init] = requestOf(fetchMock);
    expect(url).toBe('/api/subscriptions/confirm');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ token: 'abc.def' });
  });

  it('explains an expired link with the server’s sentence', async () => {
    setup('confirm', 'abc.def', 410, {
      statusCode: 410,
      error: 'Gone',
      message: 'This confirmation link has expired: sign up again to get a new one.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my sign-up' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('This confirmation link has expired: sign up again to get a new one.'),
    );
    expect(screen.getByRole('heading', { name: 'That did not work' })).toBeInTheDocument();
  });

  it('unsubscribes with a POST to the one-click URL', async () => {
    const fetchMock = setup('unsubscribe', 'u.1', 200, { unsubscribed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument());
    expect(requestOf(fetchMock)[0]).toBe('/api/subscriptions/unsubscribe?token=u.1');
  });

  it('says a link without a token is incomplete, with the button off', () => {
    setup('confirm', null, 200, {});
    expect(screen.getByRole('status')).toHaveTextContent('This link is incomplete');
    expect(screen.getByRole('button', { name: 'Confirm my sign-up' })).toBeDisabled();
  });
});
