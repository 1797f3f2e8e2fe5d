import type { Order } from '@tapline/contracts';
import { useNavigate } from '@tanstack/react-router';
import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { plural } from '@/lib/format';
import { toast, useCreateGuide } from '../api/change-guide';
import type { DashboardParams } from './guide-params';

/** The name a guide saved from an order starts with: its one supplier's, or the order's number. */
function guideNameFor(order: Order): string {
  const [only, ...more] = order.supplierOrders;
  return only && more.length === 0 ? `${only.supplier.name} order`.slice(0, 80) : `Order ${order.number}`;
}

/**
 * "Save as a guide" on a past order (owners and admins): the order's packs become a guide, par = the quantity ordered;
 * then the guide's page, and a toast naming the lines it could not take.
 */
export function SaveAsGuideButton({ order, params }: { order: Order; params: DashboardParams }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(() => guideNameFor(order));
  const create = useCreateGuide(order.venue.id);
  const navigate = useNavigate();

  function save() {
    create.mutate(
      { name, fromOrderId: order.id },
      {
        onSuccess: (guide) => {
          setOpen(false);
          const leftOut = guide.leftOut.map((line) => `${line.productName} (${line.reason.toLowerCase()})`).join(', ');
          void toast('success', `Saved as ${guide.name} with ${plural(guide.itemCount, 'item')}${leftOut ? `. Left out: ${leftOut}` : ''}`);
          void navigate({ to: '/dash/$orgType/$orgId/guides/$guideId', params: { ...params, guideId: guide.id } });
        },
      },
    );
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
      >
        <ListPlus aria-hidden="true" className="h-4 w-4" />
        Save as a guide
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Save this order as a guide"
        description="Its products become a guide you can count and order from again; each par is the quantity ordered."
        confirmLabel="Save the guide"
        tone="primary"
        busy={create.isPending}
        onConfirm={save}
      >
        <TextField label="Guide name" value={name} maxLength={80} required onChange={(event) => setName(event.currentTarget.value)} />
        {create.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {create.error.message}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
