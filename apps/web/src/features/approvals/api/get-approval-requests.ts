import { ApprovalRequest, ApprovalRequestList } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { approvalKeys } from './approval-keys';

/** GET /api/venues/{id}/approval-requests: every request for owners and admins, a person's own for anyone else. */
export const approvalRequestsQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: approvalKeys.list(venueId),
    queryFn: ({ signal }) =>
      apiGet(`/api/venues/${encodeURIComponent(venueId)}/approval-requests`, import.meta.env.DEV ? ApprovalRequestList : false, { signal }),
  });

/** GET /api/approval-requests/{id}. */
export const approvalRequestQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: approvalKeys.request(requestId),
    queryFn: ({ signal }) =>
      apiGet(`/api/approval-requests/${encodeURIComponent(requestId)}`, import.meta.env.DEV ? ApprovalRequest : false, { signal }),
  });
