import type { StandingOrderDetail } from '@tapline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/image';
import { SaveBar } from '@/components/ui/save-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/components/ui/titled-section';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { publicOrganisationQueryOptions } from '@/features/directory';
import { ApiError } from '@/lib/api-client';
import { useCreateStandingOrder, useUpdateStandingOrder } from '../api/change-standing-order';
import { standingOrderQueryOptions } from '../api/get-standing-orders';
import {
  createInputOf,
  formValuesOf,
  patchOf,
  placeStandingRefusal,
  type LeftOutLine,
  type StandingErrors,
  type StandingFormValues,
} from '../standing-form';
import { LinesEditor } from './lines-editor';
import { ScheduleFields, type SupplierCalendar } from './schedule-fields';
import { SupplierChooser, type ChosenSupplier } from './supplier-chooser';

/** The form's sections and its save bar, for a new standing order and an existing one alike. */
function FormFrame({
  label,
  onSubmit,
  supplierSection,
  children,
  dirty,
  busy,
  saveLabel,
  message,
  onCancel,
}: {
  label: string;
  onSubmit: () => void;
  supplierSection: ReactNode;
  children: ReactNode;
  dirty: boolean;
  busy: boolean;
  saveLabel: string;
  message: string | null;
  onCancel: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form noValidate aria-label={label} onSubmit={submit} className="space-y-5">
      <SettingsSection title="Supplier" headingId="standing-supplier-heading">
        <div className="mt-3">{supplierSection}</div>
      </SettingsSection>
      {children}
      <SaveBar
        dirty={dirty}
        sticky
        below={
          message ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {message}
            </p>
          ) : null
        }
      >
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {saveLabel}
        </Button>
      </SaveBar>
    </form>
  );
}

function SupplierLine({ supplier, action }: { supplier: ChosenSupplier; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <span className="flex items-center gap-3">
        <FallbackImage src={supplier.logoUrl} alt="" label={supplier.name} className="h-10 w-10 rounded-md" />
        <span className="font-semibold text-ink">{supplier.name}</span>
      </span>
      {action}
    </div>
  );
}

/** The schedule and lines sections, once the supplier (and its calendar) is known. */
function ScheduleAndLines({
  values,
  set,
  errors,
  supplier,
  calendar,
  withStart,
  today,
  venueId,
  currency,
  leftOut = [],
}: {
  values: StandingFormValues;
  set: (change: Partial<StandingFormValues>) => void;
  errors: StandingErrors;
  supplier: ChosenSupplier;
  calendar: SupplierCalendar;
  withStart: boolean;
  today: string;
  venueId: string;
  currency: string;
  leftOut?: readonly LeftOutLine[];
}) {
  const linesId = useId();
  return (
    <>
      <SettingsSection title="Schedule" headingId="standing-schedule-heading">
        <div className="mt-3">
          <ScheduleFields
            values={values}
            set={set}
            errors={errors}
            supplierName={supplier.name}
            calendar={calendar}
            withStart={withStart}
            today={today}
          />
        </div>
      </SettingsSection>
      <SettingsSection title={<span id={linesId}>Lines</span>} headingId="standing-lines-heading">
        <p className="mt-0.5 text-sm text-ink-soft">
          Each delivery orders these at that day’s prices; a pack that can’t be ordered then is left out and listed.
        </p>
        {leftOut.length > 0 ? (
          <div role="note" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-medium">Left out of the past order’s lines:</p>
            <ul className="mt-1 list-disc pl-5">
              {leftOut.map((line, index) => (
                <li key={index}>
                  {line.name}: {line.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-3">
          <LinesEditor
            lines={values.lines}
            onChange={(lines) => set({ lines })}
            supplier={supplier}
            venueId={venueId}
            currency={currency}
            error={errors.lines}
            labelId={linesId}
          />
        </div>
      </SettingsSection>
    </>
  );
}

/** A supplier's ordering rules as the form needs them (lead days default to 1, as checkout counts them). */
function useSupplierCalendar(supplierId: string | null): (SupplierCalendar & { currency: string }) | null | undefined {
  const { data } = useQuery({ ...publicOrganisationQueryOptions('supplier', supplierId ?? ''), enabled: supplierId !== null });
  if (!supplierId) return null;
  if (!data) return undefined;
  const rules = data.orderingRules;
  return {
    deliveryWeekdays: rules.deliveryWeekdays,
    orderCutoffTime: rules.orderCutoffTime,
    leadDays: rules.leadDays ?? 1,
    timeZone: data.timeZone,
    currency: rules.currency,
  };
}

interface CreateProps {
  venueId: string;
  today: string;
  initial: StandingFormValues;
  initialSupplier: ChosenSupplier | null;
  /** lines of the past order it starts from that could not be taken */
  leftOut?: readonly LeftOutLine[];
  onCreated: (standingOrderId: string) => void;
  onCancel: () => void;
}

/** A new standing order (owner or admin): the supplier, its delivery days, how often, from when, the lines. */
export function CreateStandingOrderForm({ venueId, today, initial, initialSupplier, leftOut, onCreated, onCancel }: CreateProps) {
  const [values, setValues] = useState(initial);
  const [supplier, setSupplier] = useState(initialSupplier);
  const [errors, setErrors] = useState<StandingErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const create = useCreateStandingOrder(venueId);
  const calendar = useSupplierCalendar(supplier?.id ?? null);
  const set = (change: Partial<StandingFormValues>) => setValues((current) => ({ ...current, ...change }));
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  const choose = (chosen: ChosenSupplier | null) => {
    setSupplier(chosen);
    // another supplier's days and packs are not this one's
    setValues((current) => ({ ...current, supplierId: chosen?.id ?? null, deliveryWeekdays: [], lines: [] }));
    setErrors({});
  };
  const submit = () => {
    const checked = createInputOf(values);
    setMessage(null);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    create.mutate(checked.input, {
      onSuccess: (created) => {
        setDone(true);
        toast.success(`Standing order with ${created.supplier.name} set up`);
        onCreated(created.id);
      },
      onError: (error) => {
        const placed = placeStandingRefusal(error, values.lines);
        setErrors(placed.errors);
        setMessage(placed.message);
      },
    });
  };

  const supplierSection = supplier ? (
    <SupplierLine
      supplier={supplier}
      action={
        <Button variant="secondary" onClick={() => choose(null)}>
          Change supplier
        </Button>
      }
    />
  ) : (
    <SupplierChooser onChoose={choose} error={errors.supplier} />
  );
  return (
    <FormFrame
      label="New standing order"
      onSubmit={submit}
      supplierSection={supplierSection}
      dirty={dirty}
      busy={create.isPending}
      saveLabel={create.isPending ? 'Setting up…' : 'Set up the standing order'}
      message={message}
      onCancel={onCancel}
    >
      <UnsavedChangesGuard when={dirty && !done} />
      {supplier && calendar ? (
        <ScheduleAndLines
          {...{ values, set, errors, supplier, calendar, today, venueId, leftOut }}
          currency={calendar.currency}
          withStart
        />
      ) : supplier ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : null}
    </FormFrame>
  );
}

interface EditProps {
  order: StandingOrderDetail;
  today: string;
  onSaved: () => void;
  onCancel: () => void;
}

const CHANGED_MESSAGE = 'Someone changed this standing order since you opened it. It now shows their change: check it and save again.';

/** The template's edit (owner or admin): days, how often, the end, the note and the lines. A change since it was read → 409, reloaded. */
export function EditStandingOrderForm({ order, today, onSaved, onCancel }: EditProps) {
  const venueId = order.venue.id;
  const [base, setBase] = useState(order);
  const [values, setValues] = useState(() => formValuesOf(order));
  const [errors, setErrors] = useState<StandingErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const update = useUpdateStandingOrder(venueId, order.id);
  const queryClient = useQueryClient();
  const set = (change: Partial<StandingFormValues>) => setValues((current) => ({ ...current, ...change }));
  const dirty = JSON.stringify(values) !== JSON.stringify(formValuesOf(base));

  const submit = () => {
    const checked = patchOf(values, base);
    setMessage(null);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    update.mutate(checked.input, {
      onSuccess: () => {
        setDone(true);
        toast.success('Standing order saved');
        onSaved();
      },
      onError: async (error) => {
        if (error instanceof ApiError && error.status === 409) {
          const fresh = await queryClient.fetchQuery({ ...standingOrderQueryOptions(venueId, order.id), staleTime: 0 });
          setBase(fresh);
          setValues(formValuesOf(fresh));
          setMessage(CHANGED_MESSAGE);
          return;
        }
        const placed = placeStandingRefusal(error, values.lines);
        setErrors(placed.errors);
        setMessage(placed.message);
      },
    });
  };
  const supplier = { id: order.supplier.id, name: order.supplier.name, logoUrl: order.supplier.logoUrl };
  return (
    <FormFrame
      label="Edit the standing order"
      onSubmit={submit}
      supplierSection={<SupplierLine supplier={supplier} />}
      dirty={dirty}
      busy={update.isPending}
      saveLabel={update.isPending ? 'Saving…' : 'Save changes'}
      message={message}
      onCancel={onCancel}
    >
      <UnsavedChangesGuard when={dirty && !done} />
      <ScheduleAndLines
        {...{ values, set, errors, supplier, today, venueId }}
        calendar={base.supplierCalendar}
        currency={base.currency}
        withStart={false}
      />
    </FormFrame>
  );
}
