import type { OrderGuide } from '@tapline/contracts';
import { useNavigate } from '@tanstack/react-router';
import { ClipboardCheck, Pencil, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { toast, useDeleteGuide, useRenameGuide } from '../api/change-guide';
import type { DashboardParams } from './guide-params';

function RenameGuide({ guide, venueId }: { guide: OrderGuide; venueId: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(guide.name);
  const rename = useRenameGuide(venueId, guide.id);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          rename.reset();
          setName(guide.name);
          setOpen(true);
        }}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Rename
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Rename ${guide.name}`}
        confirmLabel="Save the name"
        tone="primary"
        busy={rename.isPending}
        onConfirm={() => rename.mutate({ version: guide.version, name }, { onSuccess: () => setOpen(false) })}
      >
        <TextField label="Name" value={name} maxLength={80} required onChange={(event) => setName(event.currentTarget.value)} />
        {rename.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {rename.error.message}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function DeleteGuide({ guide, venueId, params }: { guide: OrderGuide; venueId: string; params: DashboardParams }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteGuide(venueId, guide.id);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${guide.name}?`}
        description="Its items, par levels and counts go with it. Your orders and cart stay as they are."
        confirmLabel="Delete the guide"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              void toast('success', `${guide.name} deleted`);
              void navigate({ to: '/dash/$orgType/$orgId/guides', params });
            },
            onError: (error) => void toast('error', `${guide.name} wasn’t deleted: ${error.message}`),
          })
        }
      />
    </>
  );
}

/** The guide page's actions: Count and Print for everyone; Rename and Delete for owners and admins. */
export function GuideActions({ guide, venueId, params }: { guide: OrderGuide; venueId: string; params: DashboardParams }) {
  const link = { ...params, guideId: guide.id };
  return (
    <div className="flex flex-wrap gap-2">
      {guide.items.length > 0 ? (
        <>
          <LinkButton to="/dash/$orgType/$orgId/guides/$guideId/count" params={link}>
            <ClipboardCheck aria-hidden="true" className="h-4 w-4" />
            Count
          </LinkButton>
          <LinkButton to="/dash/$orgType/$orgId/guides/$guideId/print" params={link} variant="secondary">
            <Printer aria-hidden="true" className="h-4 w-4" />
            Count sheet
          </LinkButton>
        </>
      ) : null}
      {guide.canEdit ? (
        <>
          <RenameGuide guide={guide} venueId={venueId} />
          <DeleteGuide guide={guide} venueId={venueId} params={params} />
        </>
      ) : null}
    </div>
  );
}
