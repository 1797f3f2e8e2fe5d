import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { RealtimeContext, type RealtimeWatched } from './realtime-context';

/**
 * While the calling component is on screen, this tab hears the catalogue changes of these products and the tap
 * list changes of these venues, and refetches what shows them. In the dashboard through its signed-in socket;
 * on public pages through a visitor's socket opened on first use.
 */
export function useRealtimeWatch({ productIds = [], venueIds = [] }: RealtimeWatched): void {
  const realtime = useContext(RealtimeContext);
  const queryClient = useQueryClient();
  const products = [...productIds].sort().join(' ');
  const venues = [...venueIds].sort().join(' ');
  useEffect(() => {
    if (!products && !venues) return;
    const watched = { productIds: products ? products.split(' ') : [], venueIds: venues ? venues.split(' ') : [] };
    if (realtime) return realtime.watch(watched);
    let unwatch: (() => void) | undefined;
    let gone = false;
    void import('./visitor-watch').then(({ watchAsVisitor }) => {
      if (!gone) unwatch = watchAsVisitor(queryClient, watched);
    });
    return () => {
      gone = true;
      unwatch?.();
    };
  }, [realtime, queryClient, products, venues]);
}
