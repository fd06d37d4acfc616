// The pages subscription mail links to: a chunk of their own, loaded with the /api calls (withShopApi).
import { SubscriptionPage as SubscriptionView, type SubscriptionAction } from '@shop/web/landing/subscription';
import { useLocation } from 'react-router';
import { usePartHydrated } from '@shop/web/startup';

export default function SubscriptionPage({ action }: { action: SubscriptionAction }) {
  usePartHydrated('content');
  const token = new URLSearchParams(useLocation().search).get('token');
  return <SubscriptionView action={action} token={token} />;
}
