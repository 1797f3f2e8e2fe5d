import type { InvitePreview } from '@tapline/contracts';
import type { ReactNode } from 'react';
import { FallbackImage } from '@/components/ui/image';

/** The invite page's panel: who invites you, to what, then the step you're at. */
export function InviteCard({ organisation, children }: { organisation?: InvitePreview['organisation']; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        {organisation ? (
          <div className="mb-6 flex items-center gap-3 border-b border-line pb-5">
            <FallbackImage
              src={organisation.logoUrl}
              alt=""
              label={organisation.name}
              className="h-12 w-12 shrink-0 rounded-xl text-base"
            />
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-malt-700">
                {organisation.type === 'venue' ? 'Venue' : 'Supplier'} on Tapline
              </p>
              <p className="truncate text-lg font-semibold text-ink">{organisation.name}</p>
            </div>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** A dead end with its reason and the way on (expired, revoked, used or unknown links). */
export function InviteProblem({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <div className="mt-2 space-y-2 text-ink-soft">{children}</div>
      {action ? <div className="mt-6 flex flex-wrap gap-2">{action}</div> : null}
    </>
  );
}
