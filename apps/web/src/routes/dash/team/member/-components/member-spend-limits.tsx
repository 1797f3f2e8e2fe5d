import { formatMoneyInput, parseMoney } from '@tapline/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TitledSection } from '@/components/ui/titled-section';
import { canManageMember, useSetSpendLimits } from '@/features/team';
import type { MemberPanelProps } from './member-panel-props';

type LimitName = 'orderLimitCents' | 'weekLimitCents';

const LABELS: Record<LimitName, string> = { orderLimitCents: 'Limit per order', weekLimitCents: 'Limit per week' };

/** Blank is no limit; anything else must be dollars and cents (docs/domain.md, Money, tax and time). */
function parseLimit(text: string): { cents: number | null } | { error: string } {
  if (text.trim() === '') return { cents: null };
  const parsed = parseMoney(text);
  return parsed.ok ? { cents: parsed.cents } : { error: parsed.message };
}

const shown = (cents: number | null) => (cents === null ? '' : formatMoneyInput(cents, { wholeDollarsShort: true }));

/** A venue buyer's spend limits (decision 0183): an order past either goes to an owner or admin for approval. */
export function MemberSpendLimits({ organisation, member, myRole }: MemberPanelProps) {
  const setLimits = useSetSpendLimits(organisation);
  const [values, setValues] = useState({ orderLimitCents: shown(member.orderLimitCents), weekLimitCents: shown(member.weekLimitCents) });
  const [errors, setErrors] = useState<Partial<Record<LimitName, string>>>({});
  const name = member.name || member.email;
  const editable = canManageMember(myRole, member.organisationRole);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const order = parseLimit(values.orderLimitCents);
    const week = parseLimit(values.weekLimitCents);
    const found: Partial<Record<LimitName, string>> = {};
    if ('error' in order) found.orderLimitCents = order.error;
    if ('error' in week) found.weekLimitCents = week.error;
    setErrors(found);
    if ('error' in order || 'error' in week) return;
    setLimits.mutate(
      { userId: member.userId, orderLimitCents: order.cents, weekLimitCents: week.cents },
      { onSuccess: () => toast.success(`Saved ${name}’s limits`), onError: (error) => toast.error(error.message) },
    );
  };

  const field = (limit: LimitName, hint: string) => (
    <TextField
      label={LABELS[limit]}
      inputMode="decimal"
      placeholder="No limit"
      hint={hint}
      error={errors[limit]}
      disabled={!editable}
      value={values[limit]}
      onChange={(event) => setValues((current) => ({ ...current, [limit]: event.target.value }))}
    />
  );

  return (
    <TitledSection
      title="Spend limits"
      headingId="limits-heading"
      headingClassName="text-lg font-semibold text-ink"
      className="rounded-xl border border-line bg-white p-5"
    >
      <p className="mt-1 text-sm text-ink-soft">
        In dollars, GST included. An order past either limit goes to an owner or admin for approval. Leave a limit blank for none.
      </p>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('orderLimitCents', 'The most one order may total')}
          {field('weekLimitCents', 'Orders and pending requests, Monday to Sunday')}
        </div>
        {editable ? (
          <div className="flex justify-end">
            <Button type="submit" disabled={setLimits.isPending} className="max-sm:w-full">
              Save limits
            </Button>
          </div>
        ) : (
          <p className="text-sm text-ink-soft">Only owners and admins change limits.</p>
        )}
      </form>
    </TitledSection>
  );
}
