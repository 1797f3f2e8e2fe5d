import type { UsualSupplier } from '@tapline/contracts';
import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useCreateGuide } from '../api/change-guide';
import type { DashboardParams } from './guide-params';

const ACROSS = '';

/** "New guide" (owners and admins): a name, and one supplier's packs or across suppliers; then the guide's page. */
export function NewGuideButton({ venueId, suppliers, params }: { venueId: string; suppliers: UsualSupplier[]; params: DashboardParams }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [supplierId, setSupplierId] = useState(ACROSS);
  const create = useCreateGuide(venueId);
  const navigate = useNavigate();

  function submit() {
    create.mutate(
      { name, supplierId: supplierId === ACROSS ? null : supplierId },
      {
        onSuccess: (guide) => {
          setOpen(false);
          void navigate({ to: '/dash/$orgType/$orgId/guides/$guideId', params: { ...params, guideId: guide.id } });
        },
      },
    );
  }

  return (
    <>
      <Button
        onClick={() => {
          create.reset();
          setName('');
          setOpen(true);
        }}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        New guide
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="New guide"
        description="Name it for where or when you count: “Cold room”, “Friday order”. You add its items next."
        confirmLabel="Make the guide"
        tone="primary"
        busy={create.isPending}
        onConfirm={submit}
      >
        <div className="space-y-4">
          <TextField label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={80} required autoFocus />
          <SelectField
            label="Packs from"
            hint="A guide for one supplier offers only its products; across suppliers, any."
            value={supplierId}
            onChange={(event) => setSupplierId(event.currentTarget.value)}
            options={[
              { value: ACROSS, label: 'Across suppliers' },
              ...suppliers.map((row) => ({ value: row.supplier.id, label: row.supplier.name })),
            ]}
          />
          {create.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {create.error.message}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  );
}
