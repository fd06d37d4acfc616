import type {
  ConfirmSubscriptionRequest,
  ConfirmSubscriptionResponse,
  UnsubscribeResponse,
  ContactRequest,
  ContactResponse,
  CreateOrderRequest,
  DropResponse,
  NotifyRequest,
  NotifyResponse,
  OrderResponse,
  OrdersResponse,
} from '@shop/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contract';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './api-base-query';

export interface CreateOrderArgs {
  order: CreateOrderRequest;
  /** One key per checkout click, so a retried request cannot place the order twice. */
  idempotencyKey: string;
}

/**
 * The single RTK Query API for /api, with the spec's settings (§7): no retries (none are wrapped
 * around the base query), data never stale (RTK Query's defaults: no refetch on mount, focus or
 * reconnect, no polling), unused data kept for 5 minutes. The one exception is the current drop
 * (`useCurrentDrop`).
 */
export const shopApi = createApi({
  baseQuery: apiBaseQuery,
  tagTypes: ['Orders'],
  keepUnusedDataFor: 300,
  endpoints: (build) => ({
    subscribe: build.mutation<NotifyResponse, NotifyRequest>({
      query: (body) => ({ key: ['/api', 'notify'], method: 'POST', body }),
    }),
    // The buttons of the pages that subscription mail links to: a POST, never the GET of the link.
    confirmSubscription: build.mutation<ConfirmSubscriptionResponse, ConfirmSubscriptionRequest>({
      query: (body) => ({ key: ['/api', 'subscriptions', 'confirm'], method: 'POST', body }),
    }),
    unsubscribe: build.mutation<UnsubscribeResponse, { token: string }>({
      query: ({ token }) => ({
        key: ['/api', 'subscriptions', `unsubscribe?token=${encodeURIComponent(token)}`],
        method: 'POST',
        body: {},
      }),
    }),
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ key: ['/api', 'contact'], method: 'POST', body }),
    }),
    createOrder: build.mutation<OrderResponse, CreateOrderArgs>({
      query: ({ order, idempotencyKey }) => ({
        key: ['/api', 'order'],
        method: 'POST',
        body: order,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Orders']),
    }),
    // One cached answer on the server for every visitor (refreshed at most once a second).
    getDrop: build.query<DropResponse, void>({
      query: () => ({ key: ['/api', 'drop'] }),
    }),
    // A visitor without a cookie yet has no orders: a 401 means "none", not an error.
    recentOrders: build.query<OrdersResponse | null, void>({
      query: () => ({ key: ['/api', 'orders'], on401: 'returnNull' }),
      providesTags: ['Orders'],
    }),
  }),
});

export const {
  useSubscribeMutation,
  useConfirmSubscriptionMutation,
  useUnsubscribeMutation,
  useSendContactMessageMutation,
  useCreateOrderMutation,
  useRecentOrdersQuery,
  useGetDropQuery,
} = shopApi;
