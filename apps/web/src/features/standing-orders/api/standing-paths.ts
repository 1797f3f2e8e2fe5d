// The standing orders API's addresses (docs/domain.md, Standing orders), in one place.
export const standingPaths = {
  venueList: (venueId: string) => `/api/venues/${venueId}/standing-orders`,
  agenda: (venueId: string) => `/api/venues/${venueId}/standing-occurrences`,
  order: (standingOrderId: string) => `/api/standing-orders/${standingOrderId}`,
  orderStep: (standingOrderId: string, step: 'pause' | 'resume' | 'end') => `/api/standing-orders/${standingOrderId}/${step}`,
  occurrenceStep: (occurrenceId: string, step: 'skip' | 'unskip' | 'place-now') => `/api/standing-occurrences/${occurrenceId}/${step}`,
  occurrenceLines: (occurrenceId: string) => `/api/standing-occurrences/${occurrenceId}/lines`,
  demand: (supplierId: string) => `/api/suppliers/${supplierId}/standing-demand`,
  calendar: (supplierId: string) => `/api/suppliers/${supplierId}/delivery-calendar`,
  closures: (supplierId: string) => `/api/suppliers/${supplierId}/closures`,
  closure: (supplierId: string, closureId: string) => `/api/suppliers/${supplierId}/closures/${closureId}`,
};
