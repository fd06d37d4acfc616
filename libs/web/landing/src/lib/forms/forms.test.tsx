import '@testing-library/jest-dom';
import { configureStore } from '@reduxjs/toolkit';
import { shopApi } from '@shop/web/data-access-api';
import { apiErrorToaster, toastsReducer } from '@shop/web/shell';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { ContactSection } from './ContactSection';
import { NewsletterSection } from './NewsletterSection';
import { NotifySection } from './NotifySection';

function setup(ui: ReactElement) {
  const store = configureStore({
    reducer: { toasts: toastsReducer, [shopApi.reducerPath]: shopApi.reducer },
    middleware: (getDefault) => getDefault().concat(shopApi.middleware, apiErrorToaster),
  });
  render(<Provider store={store}>{ui}</Provider>);
  return store;
}

function deferredFetch() {
  let respond: (status: number, body?: string) => void = () => undefined;
  const fetchMock = jest.fn(
    () =>
      new Promise((resolve) => {
        respond = (status, body = '{}') => resolve({ ok: status < 400, status, statusText: '', text: async () => body });
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, respond: (status: number, body?: string) => act(async () => respond(status, body)) };
}

describe.each([
  ['notify', <NotifySection key="n" />, 'Notify Me', 'Subscribing...', 'Success!', { email: 'ada@example.com' }],
  [
    'newsletter',
    <NewsletterSection key="l" />,
    'Join',
    'Joining...',
    'Welcome to the family!',
    { email: 'ada@example.com', list: 'newsletter' },
  ],
])('%s form', (_name, ui, submit, pending, successTitle, sent) => {
  it('shows the pending text, toasts success and clears the field', async () => {
    const { fetchMock, respond } = deferredFetch();
    const store = setup(ui);
    fireEvent.change(screen.getByLabelText(/email address/i), { target: { value: 'ada@example.com' } });
    fireEvent.submit(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(screen.getByRole('button', { name: pending })).toBeDisabled());
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, { body: string }])[1].body)).toEqual(sent);
    await respond(201);
    await waitFor(() => expect(screen.getByLabelText(/email address/i)).toHaveValue(''));
    expect(store.getState().toasts.toasts[0].title).toBe(successTitle);
  });

  it('keeps the field on failure and shows the Error toast', async () => {
    const { respond } = deferredFetch();
    const store = setup(ui);
    fireEvent.change(screen.getByLabelText(/email address/i), { target: { value: 'ada@example.com' } });
    fireEvent.submit(screen.getByRole('button', { name: submit }));
    await respond(500, '{"message":"Down"}');
    await waitFor(() => expect(store.getState().toasts.toasts[0]).toMatchObject({ title: 'Error', description: '500: Down' }));
    expect(screen.getByLabelText(/email address/i)).toHaveValue('ada@example.com');
    // The toast is dispatched as the request fails; the button is named again on the render after.
    expect(await screen.findByRole('button', { name: submit })).toBeEnabled();
  });
});

describe('contact form', () => {
  it('sends name, email and message, shows Sending..., then clears all three', async () => {
    const { fetchMock, respond } = deferredFetch();
    const store = setup(<ContactSection />);
    expect(screen.getByLabelText(/message/i)).toHaveAttribute('rows', '6');
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/^email/i), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/message/i), { target: { value: 'Hello' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled());
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, { body: string }])[1].body)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
    });
    await respond(201);
    await waitFor(() => expect(screen.getByLabelText(/message/i)).toHaveValue(''));
    expect(screen.getByLabelText(/^name/i)).toHaveValue('');
    expect(store.getState().toasts.toasts[0]).toMatchObject({
      title: 'Message sent successfully!',
      description: "We'll get back to you within 24 hours.",
    });
  });
});
