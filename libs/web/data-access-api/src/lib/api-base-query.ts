import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { errorText, jsonBody, type ApiError } from './error-text';

/** A query key: its segments are joined with "/" into the URL, e.g. ['/api', 'orders']. */
export type QueryKey = string | readonly string[];

export interface ApiRequest {
  key: QueryKey;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** Spec §7: a 401 may be configured to mean "nothing" instead of an error. */
  on401?: 'returnNull' | 'throw';
}

export function keyToUrl(key: QueryKey): string {
  return typeof key === 'string' ? key : key.join('/');
}

/**
 * The one way the storefront talks to /api: cookies always sent, JSON in and out, and every
 * non-success status turned into an ApiError whose text follows the error-text rule.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest | QueryKey, unknown, ApiError> = async (args, { signal }) => {
  const request: ApiRequest = typeof args === 'string' || Array.isArray(args) ? { key: args as QueryKey } : (args as ApiRequest);
  const hasBody = request.body !== undefined;
  let response: Response;
  try {
    response = await fetch(keyToUrl(request.key), {
      method: request.method ?? 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...request.headers },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal,
    });
  } catch {
    // No response at all (offline, aborted): there is no status to show, so the generic text is used.
    return { error: { status: 0, message: '' } };
  }
  if (response.status === 401 && request.on401 === 'returnNull') return { data: null };
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const body = jsonBody(text);
    return { error: { status: response.status, message: errorText(response.status, response.statusText, text, body), body } };
  }
  try {
    return { data: text ? JSON.parse(text) : null };
  } catch {
    return { data: text };
  }
};
