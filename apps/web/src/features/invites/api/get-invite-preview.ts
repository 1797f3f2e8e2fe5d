import { InvitePreview } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/invites/{token}: the organisation, role and invited email behind an invitation link (public). */
function getInvitePreview(token: string, signal?: AbortSignal) {
  return apiGet(`/api/invites/${encodeURIComponent(token)}`, import.meta.env.DEV ? InvitePreview : false, { signal });
}

export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invites', 'preview', token],
    queryFn: ({ signal }) => getInvitePreview(token, signal),
    // an unknown or malformed token won't become valid by asking again
    retry: false,
  });
