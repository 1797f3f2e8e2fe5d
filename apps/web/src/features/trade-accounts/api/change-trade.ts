import {
  SupplierTradeSettings,
  TradeAccount,
  TradeAccountDetail,
  TradeApplication,
  type SupplierTradeSettingsUpdate,
  type TradeAccountApprove,
  type TradeAccountUpdate,
  type TradeApplicationInput,
} from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/features/cart';
import { apiCommand, apiRequest } from '@/lib/api-client';
import { tradeKeys } from './trade-keys';
import { tradePaths, type AccountStep } from './trade-paths';

/**
 * Every trade screen refetches after a change (both sides' lists, the standing, an account's page), and so does the
 * cart: an account's status and limit decide whether an order would be held, or may be sent at all.
 */
function useRefetchTrade() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: tradeKeys.all }), queryClient.invalidateQueries({ queryKey: cartKeys.all })]);
}

/** POST /api/venues/{venueId}/trade-applications (the venue's owners): the answer is the application sent. */
export function useApplyForTradeAccount(venueId: string) {
  const refetch = useRefetchTrade();
  return useMutation({
    mutationFn: (input: TradeApplicationInput) =>
      apiRequest('POST', tradePaths.apply(venueId), import.meta.env.DEV ? TradeApplication : false, { body: input }),
    onSuccess: refetch,
  });
}

/** POST /api/trade-applications/{id}/approve (the supplier's owners and admins): the answer is the account opened. */
export function useApproveApplication(applicationId: string) {
  const refetch = useRefetchTrade();
  return useMutation({
    mutationFn: (body: TradeAccountApprove) =>
      apiRequest('POST', tradePaths.applicationStep(applicationId, 'approve'), import.meta.env.DEV ? TradeAccount : false, { body }),
    onSettled: refetch,
  });
}

/**
 * Decline with a reason (the supplier's owners and admins), or withdraw (the venue's owners) an application; the
 * pages read it again as they refetch.
 */
export function useEndApplication(applicationId: string) {
  const refetch = useRefetchTrade();
  return useMutation({
    mutationFn: (end: { step: 'decline'; reason: string } | { step: 'withdraw' }) =>
      apiCommand('POST', tradePaths.applicationStep(applicationId, end.step), {
        body: end.step === 'decline' ? { reason: end.reason } : {},
      }),
    onSettled: refetch,
  });
}

/** PATCH /api/trade-accounts/{id} with the version read: a 409 means someone changed it since (the page reloads it). */
export function useUpdateTradeAccount(accountId: string) {
  const refetch = useRefetchTrade();
  return useMutation({
    mutationFn: (update: TradeAccountUpdate) =>
      apiRequest('PATCH', tradePaths.account(accountId), import.meta.env.DEV ? TradeAccountDetail : false, { body: update }),
    onSettled: refetch,
  });
}

/** Hold, release, close or reopen an account (the supplier's owners and admins); hold and close say why. */
export function useTradeAccountStep(accountId: string) {
  const refetch = useRefetchTrade();
  return useMutation({
    mutationFn: ({ step, reason }: { step: AccountStep; reason?: string }) =>
      apiCommand('POST', tradePaths.accountStep(accountId, step), { body: reason === undefined ? {} : { reason } }),
    onSettled: refetch,
  });
}

/** PUT /api/suppliers/{id}/trade-settings (owners and admins): the answer is the settings as saved. */
export function useUpdateTradeSettings(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SupplierTradeSettingsUpdate) =>
      apiRequest('PUT', tradePaths.settings(supplierId), import.meta.env.DEV ? SupplierTradeSettings : false, { body: update }),
    onSuccess: (saved) => queryClient.setQueryData(tradeKeys.settings(supplierId), saved),
  });
}
