import type { RealtimeEvent } from '@tapline/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useSupabaseAuth } from '@/features/auth';
import { approvalKeys } from '@/features/approvals';
import { cartKeys } from '@/features/cart';
import { catalogueKeys } from '@/features/catalogue';
import { kegCollectionKeys } from '@/features/keg-collections';
import { kegKeys } from '@/features/kegs';
import { notificationKeys } from '@/features/notifications';
import { orderMessageKeys } from '@/features/order-messages';
import { orderKeys } from '@/features/orders';
import { orgKeys, userOrganisationsQueryOptions } from '@/features/organisations';
import { pickListKeys } from '@/features/pick-lists';
import { runSheetKeys } from '@/features/run-sheets';
import { venueMenuQueryOptions } from '@/features/venues';
import { RealtimeConnection } from '@/lib/realtime-connection';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { RealtimeContext, WatchCounts, type RealtimeContextValue, type RealtimeListener as Listener } from './realtime-context';
import { realtimeUrl } from './realtime-url';

// Live dashboards (decision 0109): one socket per tab while signed in, subscribed to every organisation
// the person belongs to. An event refetches the screens that show what it names (TanStack Query invalidation by
// key: docs/conventions.md, Query keys and identity); a page may also listen (Orders In's toast).

/** A supplier's deliveries: its run sheets (stops, items, empties) and pick lists (decisions 0188, 0190). */
function invalidateWarehouseDay(queryClient: QueryClient, supplierId: string) {
  void queryClient.invalidateQueries({ queryKey: runSheetKeys.supplier(supplierId) });
  void queryClient.invalidateQueries({ queryKey: pickListKeys.all(supplierId) });
}

/** What an event makes stale: the orders and organisations it names, a cart, the bell, a catalogue, a menu, kegs. */
export function invalidateFor(queryClient: QueryClient, event: RealtimeEvent): void {
  switch (event.type) {
    // a proposed change to an order is an order event: its changes are under the orders' keys (decision 0181)
    case 'order.placed':
    case 'supplier-order.changed':
    case 'order-change.changed':
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      // an order accepted, changed or delivered moves its supplier's run sheets and pick lists
      invalidateWarehouseDay(queryClient, event.supplierId);
      // a step is an entry of the order's thread
      void queryClient.invalidateQueries({ queryKey: orderMessageKeys.thread(event.supplierOrderId) });
      // the bell is not refetched here: the people an order's step notifies get their own notification.created
      for (const organisationId of event.organisationIds)
        void queryClient.invalidateQueries({ queryKey: orgKeys.overview(organisationId) });
      return;
    case 'order.message':
      // the thread, and the lists' unread badges (a side read it, or the other side wrote)
      void queryClient.invalidateQueries({ queryKey: orderMessageKeys.thread(event.supplierOrderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      return;
    case 'cart.changed':
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      return;
    case 'notification.created':
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      return;
    case 'catalogue.changed':
      // the supplier's own catalogue screens, and every product list and page (public data, shown in the dashboards too)
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all(event.supplierId) });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      return;
    case 'approval.changed':
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      return;
    case 'kegs.changed':
      // both sides' keg pages, collections and the overviews' keg items (decision 0176)
      void queryClient.invalidateQueries({ queryKey: kegCollectionKeys.all });
      // the run sheets and pick lists list the empties to collect
      invalidateWarehouseDay(queryClient, event.supplierId);
      for (const organisationId of event.organisationIds) {
        void queryClient.invalidateQueries({ queryKey: kegKeys.all(organisationId) });
        void queryClient.invalidateQueries({ queryKey: orgKeys.overview(organisationId) });
      }
      return;
    case 'on-tap.changed':
      void queryClient.invalidateQueries({ queryKey: venueMenuQueryOptions(event.venueId).queryKey });
      void queryClient.invalidateQueries({ queryKey: orgKeys.overview(event.venueId) });
      return;
  }
}

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { session, supabase } = useSupabaseAuth();
  const queryClient = useQueryClient();
  const [listeners] = useState(() => new Set<Listener>());
  const connection = useRef<RealtimeConnection | null>(null);
  /** how many of the tab's components watch each product and venue */
  const [watched] = useState(() => new WatchCounts());
  const [context] = useState<RealtimeContextValue>(() => ({
    listeners,
    watch: (what) => {
      watched.add(what);
      connection.current?.watch(watched.productIds, watched.venueIds);
      return () => {
        watched.remove(what);
        connection.current?.watch(watched.productIds, watched.venueIds);
      };
    },
  }));
  /** the organisations to hear, for a connection opened later */
  const wanted = useRef<string[]>([]);
  const userId = session?.user.id;

  useEffect(() => {
    if (!userId || !supabase) return;
    const opened = new RealtimeConnection({
      url: realtimeUrl(),
      // getSession() refreshes a token about to end; null once signed out, which ends the socket
      accessToken: async () => (await supabase.auth.getSession()).data.session?.access_token ?? null,
      functionsKey: async () => (await loadRuntimeConfig()).functionsKey,
      onEvent: (event) => {
        invalidateFor(queryClient, event);
        for (const listener of listeners) listener(event);
      },
      // events may have been missed while the socket was away: whatever is on screen is fetched again
      onResync: () => void queryClient.invalidateQueries(),
    });
    for (const id of wanted.current) opened.subscribe(id);
    if (!watched.empty) opened.watch(watched.productIds, watched.venueIds);
    connection.current = opened;
    return () => {
      opened.close();
      connection.current = null;
    };
  }, [userId, supabase, queryClient, listeners, watched]);

  // a refreshed token goes to the server before the one it holds runs out
  const accessToken = session?.access_token;
  useEffect(() => {
    if (accessToken) connection.current?.refreshToken();
  }, [accessToken]);

  const { data: organisations } = useQuery({ ...userOrganisationsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  // by their ids: a refetch that brings the same organisations changes nothing
  const organisationIds =
    organisations
      ?.map((organisation) => organisation.id)
      .sort()
      .join(' ') ?? '';
  useEffect(() => {
    const ids = organisationIds ? organisationIds.split(' ') : [];
    wanted.current = ids;
    const current = connection.current;
    for (const id of ids) current?.subscribe(id);
    return () => {
      for (const id of ids) current?.unsubscribe(id);
    };
  }, [organisationIds]);

  return <RealtimeContext.Provider value={context}>{children}</RealtimeContext.Provider>;
}

/** Calls `listener` with every event this tab hears while the calling component is on screen. */
export function useRealtimeEvent(listener: Listener): void {
  const listeners = useContext(RealtimeContext)?.listeners;
  // the latest listener, without re-registering on every render
  const onEvent = useEffectEvent(listener);
  useEffect(() => {
    if (!listeners) return;
    const call: Listener = (event) => onEvent(event);
    listeners.add(call);
    return () => void listeners.delete(call);
  }, [listeners]);
}
