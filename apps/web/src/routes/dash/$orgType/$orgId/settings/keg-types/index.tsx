import type { KegType } from '@tapline/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { KegSettingsForm, kegSettingsQueryOptions, KegTypeEditor, KegTypesTable, kegTypesQueryOptions } from '@/features/keg-types';
import { DashboardPage } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/**
 * A supplier's keg types and keg promises (issue 37): the types in a table, added and edited in place by owners and
 * admins (a type in use is archived rather than deleted), and the days it promises to collect empties in.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/keg-types/')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context: { queryClient, organisation } }) =>
    Promise.all([
      queryClient.ensureQueryData(kegTypesQueryOptions(organisation.id)),
      queryClient.ensureQueryData(kegSettingsQueryOptions(organisation.id)),
    ]),
  pendingComponent: () => <TablePageSkeleton rows={3} intro="text" />,
  component: KegTypesPage,
});

function KegTypesPage() {
  const { organisation, settings: supplier, params, canManage, readOnly } = useDashboard();
  const { data } = useSuspenseQuery(kegTypesQueryOptions(organisation.id));
  const { data: kegSettings } = useSuspenseQuery(kegSettingsQueryOptions(organisation.id));
  const [editing, setEditing] = useState<KegType | 'new' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canEdit = canManage && !readOnly;
  const currency = supplier.orderingRules?.currency ?? 'AUD';
  const done = () => {
    setEditing(null);
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const addAction =
    canEdit && editing === null ? (
      <Button ref={addButton} onClick={() => setEditing('new')}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add keg type
      </Button>
    ) : null;
  return (
    <DashboardPage
      title="Keg types"
      back={{ label: 'Settings', link: { to: '/dash/$orgType/$orgId/settings', params } }}
      intro="The kegs your packs come in: your own, with the deposit each carries, and pool kegs such as Kegstar’s, counted without one. A deposit is its own line on orders and tax invoices."
      actions={addAction && data.items.length > 0 ? <div className="mb-6">{addAction}</div> : undefined}
      actionsAlign="end"
    >
      <div className="space-y-6">
        {editing !== null ? (
          <KegTypeEditor
            key={editing === 'new' ? 'new' : editing.id}
            supplierId={organisation.id}
            kegType={editing === 'new' ? undefined : editing}
            onDone={done}
          />
        ) : null}
        {data.items.length === 0 ? (
          editing === null ? (
            <EmptyState title="No keg types" action={addAction}>
              {canEdit
                ? 'Add the kegs you fill (“50 L keg”, with its deposit), then name each keg pack’s keg on its product page.'
                : `The owners and admins of ${supplier.name} set them up; they show here when they do.`}
            </EmptyState>
          ) : null
        ) : (
          <KegTypesTable
            items={data.items}
            supplierId={organisation.id}
            currency={currency}
            canEdit={canEdit && editing === null}
            onEdit={setEditing}
          />
        )}
        <KegSettingsForm key={JSON.stringify(kegSettings)} supplierId={organisation.id} settings={kegSettings} canEdit={canEdit} />
      </div>
    </DashboardPage>
  );
}
