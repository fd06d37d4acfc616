import { DROP_POLL_MS, type DropResponse } from '@shop/contract';
import { shopApi, useGetDropQuery } from './api';

/**
 * Whether a failed call was a refresh the visitor did not ask for (the drop's figures): it gets no
 * Error toast, which every five seconds of a lost connection would repeat; the figures shown stay
 * as they were until a refresh succeeds.
 */
export function isBackgroundCall(action: { meta?: { arg?: unknown } }): boolean {
  const arg = action.meta?.arg as { endpointName?: string } | undefined;
  return arg?.endpointName === shopApi.endpoints.getDrop.name;
}

/**
 * The current drop, kept fresh while it matters: every DROP_POLL_MS while a drop is scheduled or
 * open (the server answers every visitor from one cached snapshot, so this costs the database
 * nothing per visitor), never while no drop exists (the demo), and again whenever the tab comes
 * back into focus. Polling pauses in a hidden tab. Every card and the hero share one subscription.
 */
export function useCurrentDrop(): DropResponse | undefined {
  const { data: known } = shopApi.endpoints.getDrop.useQueryState();
  // The phases whose figures move: stock sells, the opening or closing comes.
  const live = known?.phase === 'scheduled' || known?.phase === 'open';
  const { data } = useGetDropQuery(undefined, {
    pollingInterval: live ? DROP_POLL_MS : 0,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  return data;
}
