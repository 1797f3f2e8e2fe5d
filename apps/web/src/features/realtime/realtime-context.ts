import type { RealtimeEvent } from '@tapline/contracts';
import { createContext } from 'react';

export type RealtimeListener = (event: RealtimeEvent) => void;

/** What the public things a tab watches are: products (their catalogue changes) and venues (their tap lists). */
export interface RealtimeWatched {
  productIds?: readonly string[];
  venueIds?: readonly string[];
}

export interface RealtimeContextValue {
  listeners: Set<RealtimeListener>;
  /** adds to what this tab watches; the function returned takes it away again */
  watch: (watched: RealtimeWatched) => () => void;
}

/** The signed-in dashboard's socket (RealtimeProvider); outside it, watching goes through a visitor's socket. */
export const RealtimeContext = createContext<RealtimeContextValue | null>(null);

/** How many of the tab's components watch each product and venue, and the lists the socket is told. */
export class WatchCounts {
  private readonly products = new Map<string, number>();
  private readonly venues = new Map<string, number>();

  add({ productIds = [], venueIds = [] }: RealtimeWatched): void {
    for (const id of productIds) this.products.set(id, (this.products.get(id) ?? 0) + 1);
    for (const id of venueIds) this.venues.set(id, (this.venues.get(id) ?? 0) + 1);
  }

  remove({ productIds = [], venueIds = [] }: RealtimeWatched): void {
    for (const [counts, ids] of [
      [this.products, productIds],
      [this.venues, venueIds],
    ] as const) {
      for (const id of ids) {
        const left = (counts.get(id) ?? 1) - 1;
        if (left > 0) counts.set(id, left);
        else counts.delete(id);
      }
    }
  }

  get empty(): boolean {
    return this.products.size === 0 && this.venues.size === 0;
  }

  get productIds(): string[] {
    return [...this.products.keys()];
  }

  get venueIds(): string[] {
    return [...this.venues.keys()];
  }
}
