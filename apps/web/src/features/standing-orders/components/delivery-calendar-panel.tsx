import { ClosureCreate, type DeliveryCalendar, type HolidayPolicy } from '@tapline/contracts';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RadioCard } from '@/components/ui/radio-card';
import { TextField } from '@/components/ui/text-field';
import { SettingsSection } from '@/components/ui/titled-section';
import { fieldErrors } from '@/lib/api-client';
import { useDeliveryCalendarChange } from '../api/supplier-calendar';
import { addDays, closureRuns, formatDay } from '../schedule-words';

const HOLIDAY_POLICIES: { policy: HolidayPolicy; label: string; hint: string }[] = [
  { policy: 'earlier', label: 'Move it earlier', hint: 'To your delivery day before, with that day’s cut-off.' },
  { policy: 'later', label: 'Move it later', hint: 'To your next delivery day, with that day’s cut-off.' },
  { policy: 'skip', label: 'Skip it', hint: 'No delivery that week; the venue is told.' },
];

type ClosureField = 'date' | 'to' | 'reason';

/** "Closed 24 Dec to 2 Jan: Christmas break" is many days: the form takes a first day, an optional last one, and why. */
function AddClosureForm({ supplierId, today }: { supplierId: string; today: string }) {
  const [values, setValues] = useState({ date: '', to: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<ClosureField, string>>>({});
  const { addClosure } = useDeliveryCalendarChange(supplierId);
  const set = (field: ClosureField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = ClosureCreate.safeParse({ date: values.date, reason: values.reason, ...(values.to ? { to: values.to } : {}) });
    if (!checked.success) {
      const found: Partial<Record<ClosureField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as ClosureField;
        found[field] ??=
          field === 'date'
            ? 'Choose the first day closed'
            : field === 'reason'
              ? 'Say why (your venues read it)'
              : 'The last day must be on or after the first';
      }
      return setErrors(found);
    }
    setErrors({});
    addClosure.mutate(checked.data, {
      onSuccess: () => {
        toast.success(values.to ? `Closed ${formatDay(values.date)} to ${formatDay(values.to)}` : `Closed ${formatDay(values.date)}`);
        setValues({ date: '', to: '', reason: '' });
      },
      onError: (error) => {
        const placed: Partial<Record<ClosureField, string>> = {};
        for (const issue of fieldErrors(error))
          if (['date', 'to', 'reason'].includes(issue.field)) placed[issue.field as ClosureField] = issue.message;
        setErrors(placed);
        if (Object.keys(placed).length === 0) toast.error(error.message);
      },
    });
  };
  return (
    <form
      noValidate
      aria-label="Add a closure"
      onSubmit={submit}
      className="mt-4 grid gap-3 rounded-lg bg-stone-50 p-3 sm:grid-cols-2 lg:grid-cols-1"
    >
      <TextField label="Closed from" type="date" min={today} value={values.date} error={errors.date} onChange={set('date')} />
      <TextField
        label="Until (optional)"
        type="date"
        min={values.date || today}
        max={values.date ? addDays(values.date, 59) : undefined}
        value={values.to}
        error={errors.to}
        onChange={set('to')}
        hint="The last day closed; empty for one day."
      />
      <TextField
        label="Reason"
        className="sm:col-span-2 lg:col-span-1"
        maxLength={200}
        value={values.reason}
        error={errors.reason}
        onChange={set('reason')}
        placeholder="Christmas break"
      />
      <div className="sm:col-span-2 sm:flex sm:justify-end lg:col-span-1">
        <Button type="submit" variant="secondary" disabled={addClosure.isPending} className="max-sm:w-full">
          {addClosure.isPending ? 'Adding…' : 'Add the closure'}
        </Button>
      </div>
    </form>
  );
}

type ClosureRun = ReturnType<typeof closureRuns>[number];

function ClosureRow({ run, supplierId, canManage }: { run: ClosureRun; supplierId: string; canManage: boolean }) {
  const [open, setOpen] = useState(false);
  const { removeClosure } = useDeliveryCalendarChange(supplierId);
  const days = run.first === run.last ? formatDay(run.first) : `${formatDay(run.first)} to ${formatDay(run.last)}`;
  const remove = async () => {
    try {
      // a run is one closure a day: each goes
      for (const id of run.ids) await removeClosure.mutateAsync(id);
      toast.success(`Open again: ${days}`);
      setOpen(false);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span className="min-w-0 text-sm">
        <span className="font-medium text-ink">{days}</span> <span className="text-ink-soft">· {run.reason}</span>
      </span>
      {canManage ? (
        <>
          <button
            type="button"
            aria-label={`Remove the closure: ${days}`}
            onClick={() => setOpen(true)}
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-ink-soft hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title={`Remove the closure: ${days}?`}
            description={`“${run.reason}”: standing orders deliver on these days again where they fall on their delivery days.`}
            confirmLabel="Remove it"
            busy={removeClosure.isPending}
            onConfirm={() => void remove()}
          />
        </>
      ) : null}
    </li>
  );
}

/** The supplier's delivery calendar: what a holiday does to a standing delivery, its closures ahead, and the public holidays. */
export function DeliveryCalendarPanel({
  supplierId,
  calendar,
  canManage,
  today,
}: {
  supplierId: string;
  calendar: DeliveryCalendar;
  canManage: boolean;
  today: string;
}) {
  const { policy } = useDeliveryCalendarChange(supplierId);
  const choose = (next: HolidayPolicy) =>
    policy.mutate(next, {
      onSuccess: () => toast.success(`Holidays: ${HOLIDAY_POLICIES.find((item) => item.policy === next)?.label.toLowerCase()}`),
      onError: (error) => toast.error(error.message),
    });
  const current = HOLIDAY_POLICIES.find((item) => item.policy === calendar.holidayPolicy);
  return (
    <div className="space-y-5">
      <SettingsSection title="On a holiday or closure" headingId="holiday-policy-heading">
        <p className="mt-0.5 text-sm text-ink-soft">
          What happens to a standing delivery that falls on a public holiday or one of your closures.
        </p>
        {canManage ? (
          <fieldset className="mt-3 grid gap-2" disabled={policy.isPending}>
            <legend className="sr-only">On a holiday or closure</legend>
            {HOLIDAY_POLICIES.map((item) => (
              <RadioCard
                key={item.policy}
                name="holidayPolicy"
                value={item.policy}
                checked={calendar.holidayPolicy === item.policy}
                onChange={() => choose(item.policy)}
              >
                <span>
                  <span className="block font-medium text-ink">{item.label}</span>
                  <span className="block text-sm text-ink-soft">{item.hint}</span>
                </span>
              </RadioCard>
            ))}
          </fieldset>
        ) : (
          <p className="mt-3 text-ink">
            <strong>{current?.label}</strong>: {current?.hint}
          </p>
        )}
      </SettingsSection>

      <SettingsSection title="Closures" headingId="closures-heading">
        <p className="mt-0.5 text-sm text-ink-soft">Days you don’t deliver, besides public holidays.</p>
        {calendar.closures.length === 0 ? (
          <p className="mt-3 text-sm text-ink-soft">No closures ahead.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {closureRuns(calendar.closures).map((run) => (
              <ClosureRow key={run.ids[0]} run={run} supplierId={supplierId} canManage={canManage} />
            ))}
          </ul>
        )}
        {canManage ? <AddClosureForm supplierId={supplierId} today={today} /> : null}
      </SettingsSection>

      <SettingsSection title="Public holidays" headingId="public-holidays-heading">
        <p className="mt-0.5 text-sm text-ink-soft">In the next year, in your state and the states of the venues with standing orders.</p>
        {calendar.publicHolidays.length === 0 ? (
          <p className="mt-3 text-sm text-ink-soft">None in the next year.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {calendar.publicHolidays.map((holiday) => (
              <li key={`${holiday.date}-${holiday.name}`} className="py-2 text-sm">
                <span className="font-medium text-ink">{formatDay(holiday.date)}</span>{' '}
                <span className="text-ink-soft">· {holiday.name}</span>
                <span className="block text-xs text-ink-soft">{holiday.states.join(', ')}</span>
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
    </div>
  );
}
