import { DROP_POLL_MS, type DropPhase, type DropResponse } from '@shop/contract';
import { shopApi, useGetDropQuery } from './api';

/** The phases whose figures move: stock sells, the opening or closing comes. */
export function dropIsLive(phase: DropPhase | undefined): boolean {
  return phase === 'scheduled' || phase === 'open';
}

/**
 * The current drop, kept fresh while it matters: every DROP_POLL_MS while a drop is scheduled or
 * open (the server answers every visitor from one cached snapshot, so this costs the database
 * nothing per visitor), never while no drop exists (the demo), and again whenever the tab comes
 * back into focus. Polling pauses in a hidden tab. Every card and the hero share one subscription.
 */
export function useCurrentDrop(): DropResponse | undefined {
  const { data: known } = shopApi.endpoints.getDrop.useQueryState();
  const { data } = useGetDropQuery(undefined, {
    pollingInterval: dropIsLive(known?.phase) ? DROP_POLL_MS : 0,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  return data;
}
