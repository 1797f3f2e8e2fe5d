import { XeroCallbackResult } from '@tapline/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { integrationKeys } from './integration-keys';

/** The callback's answer, or why it failed: a failure is kept too, so nothing ever sends the single-use code twice. */
export type XeroCallbackOutcome = { ok: true; result: XeroCallbackResult } | { ok: false; message: string };

/**
 * POST /api/integrations/xero/callback {query}: hands Xero's answer (code and state, or its error) to the API once.
 * A query, not a mutation, so that the router's loader and a second render share one call: cached for as long as
 * the page lives and never refetched (Xero's code works once; asked again, the API could only refuse it).
 */
export const xeroCallbackQueryOptions = (query: string) =>
  queryOptions({
    queryKey: integrationKeys.callback(callbackIdentity(query)),
    queryFn: async (): Promise<XeroCallbackOutcome> => {
      try {
        const result = await apiRequest('POST', '/api/integrations/xero/callback', import.meta.env.DEV ? XeroCallbackResult : false, {
          body: { query },
        });
        return { ok: true, result };
      } catch (error) {
        return { ok: false, message: error instanceof ApiError || error instanceof Error ? error.message : 'Xero could not be connected.' };
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/**
 * What names one hand-over: Xero's `state` (single-use, one per Connect). Not the query string as written: the
 * router may rewrite the address (`%20` → `+`), and a loader run again on the new one must find the same answer.
 */
export function callbackIdentity(query: string): string {
  const params = new URLSearchParams(query);
  return params.get('state') ?? params.toString();
}

/** Whether the address carries anything from Xero to hand over (a code, or Xero's error): else there is nothing to send. */
export function isXeroCallbackQuery(query: string): boolean {
  const params = new URLSearchParams(query);
  return params.has('code') || params.has('error');
}

/** POST /api/integrations/xero/choose {state, tenantId}: the Xero organisation picked when Xero offered several. */
export function useChooseXeroTenant() {
  return useMutation({
    mutationFn: (input: { state: string; tenantId: string }) =>
      apiRequest('POST', '/api/integrations/xero/choose', import.meta.env.DEV ? XeroCallbackResult : false, { body: input }),
  });
}
