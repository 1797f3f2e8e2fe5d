/**
 * One key factory for approval requests (docs/conventions.md, Query keys and identity), under the venue's UUID: its
 * list and each request. A decision, a new request and realtime's `approval.changed` refetch everything under `all`.
 */
export const approvalKeys = {
  all: ['approvals'] as const,
  list: (venueId: string) => [...approvalKeys.all, venueId, 'list'] as const,
  request: (requestId: string) => [...approvalKeys.all, 'request', requestId] as const,
};
