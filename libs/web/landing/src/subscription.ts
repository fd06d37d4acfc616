// The pages subscription mail links to (confirm, unsubscribe): loaded on demand, with the /api calls.
export { SubscriptionPage } from './lib/subscription/SubscriptionPage';
export type { SubscriptionAction } from './lib/subscription/SubscriptionPage';
