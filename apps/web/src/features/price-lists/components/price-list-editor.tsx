import { percentOffPrice, type PriceList, type PriceListKind } from '@tapline/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { RadioCard } from '@/components/ui/radio-card';
import { SaveBar } from '@/components/ui/save-bar';
import { TextField } from '@/components/ui/text-field';
import { SettingsSection } from '@/components/ui/titled-section';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { fieldErrors } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { formatMoney } from '@/lib/format';
import { useSavePriceList } from '../api/price-lists';
import {
  checkPriceList,
  hasErrors,
  newSkuPrices,
  parsePercentOff,
  placeServerIssues,
  valuesOf,
  type PriceListErrors,
  type PriceListValues,
} from '../price-list-form';
import { CataloguePackPicker } from './catalogue-pack-picker';
import { PackPricesEditor } from './pack-prices-editor';

const KINDS: { kind: PriceListKind; label: string; hint: string }[] = [
  { kind: 'percent_off', label: 'A percentage off list', hint: 'Every pack at your list price less a percentage, rounded per pack.' },
  { kind: 'fixed', label: 'Fixed prices', hint: 'A price for each pack you name; the others stay at list price.' },
];

/** What a $100.00 pack costs at the percentage typed: the hint under the field. */
function percentHint(text: string, currency: string): string {
  const percent = parsePercentOff(text);
  if (!percent.ok) return 'Entered as a percentage, like 10 or 12.5.';
  return `A ${formatMoney(10_000, currency)} pack costs ${formatMoney(percentOffPrice(10_000, percent.value), currency)} ex GST.`;
}

/**
 * A price list's form (owners and admins), new or existing: name, kind, the percentage, and its packs' prices found in
 * the catalogue, each with its quantity breaks. The whole list is sent at once; a refusal lands on the field or row it
 * names. `onSaved` gets the list as saved (a new one's page opens from it).
 */
export function PriceListEditor({
  supplierId,
  currency,
  list,
  onSaved,
}: {
  supplierId: string;
  currency: string;
  list?: PriceList;
  onSaved: (saved: PriceList) => void;
}) {
  const [values, setValues] = useState<PriceListValues>(() => valuesOf(list));
  const [saved, setSaved] = useState(values);
  const [errors, setErrors] = useState<PriceListErrors>({ rows: {} });
  const save = useSavePriceList(supplierId, list?.id);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const set = (change: Partial<PriceListValues>) => setValues((current) => ({ ...current, ...change }));
  const percent = values.kind === 'percent_off' ? parsePercentOff(values.percentOff) : null;
  const basisPoints = percent?.ok ? percent.value : null;
  const chosen = new Set(values.skus.map((sku) => sku.skuId));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkPriceList(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({ rows: {} });
    save.mutate(checked.input, {
      onSuccess: (next) => {
        const nextValues = valuesOf(next);
        setValues(nextValues);
        setSaved(nextValues);
        toast.success(`Price list “${next.name}” saved`);
        onSaved(next);
      },
      onError: (error) => {
        const placed = placeServerIssues(fieldErrors(error), checked.rowKeys);
        setErrors(placed);
        focusFirstInvalid(form);
        if (!hasErrors(placed)) toast.error(error.message);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={list ? `Price list ${list.name}` : 'New price list'} className="space-y-6">
      <UnsavedChangesGuard when={dirty && !save.isPending} />
      <SettingsSection title="The list" headingId="price-list-heading">
        <div className="mt-4 space-y-4">
          <TextField
            label="Name"
            maxLength={80}
            value={values.name}
            error={errors.name}
            hint="Venues with an account on this list see its name beside their prices."
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium text-ink">Kind of list</legend>
            {KINDS.map((kind) => (
              <RadioCard
                key={kind.kind}
                name="kind"
                value={kind.kind}
                checked={values.kind === kind.kind}
                onChange={() => set({ kind: kind.kind })}
              >
                <span>
                  <span className="block font-medium text-ink">{kind.label}</span>
                  <span className="block text-sm text-ink-soft">{kind.hint}</span>
                </span>
              </RadioCard>
            ))}
          </fieldset>
          {values.kind === 'percent_off' ? (
            <TextField
              label="Percent off list (%)"
              inputMode="decimal"
              className="max-w-xs"
              value={values.percentOff}
              error={errors.percentOff}
              hint={percentHint(values.percentOff, currency)}
              onChange={(event) => set({ percentOff: event.currentTarget.value })}
            />
          ) : null}
        </div>
      </SettingsSection>

      <SettingsSection title={values.kind === 'fixed' ? 'Prices' : 'Quantity breaks'} headingId="price-list-prices-heading">
        <p className="mt-0.5 text-sm text-ink-soft">
          {values.kind === 'fixed'
            ? 'A pack’s price from 1 is its price on this list; a price from a larger quantity is a break (5+ kegs for less). A quantity under its first price pays list.'
            : 'Optional: a lower unit price for a pack from a quantity (5+ kegs), in place of the percentage.'}{' '}
          A venue’s own price, set on its page under Venues, wins over any list.
        </p>
        {errors.items ? <p className="mt-2 text-sm font-medium text-red-700">{errors.items}</p> : null}
        <div className="mt-4 space-y-3">
          {values.skus.map((pack) => (
            <PackPricesEditor
              key={pack.skuId}
              pack={pack}
              kind={values.kind}
              basisPoints={basisPoints}
              currency={currency}
              errors={errors.rows}
              onChange={(next) => set({ skus: values.skus.map((candidate) => (candidate.skuId === next.skuId ? next : candidate)) })}
              onRemove={() => set({ skus: values.skus.filter((candidate) => candidate.skuId !== pack.skuId) })}
            />
          ))}
          {values.skus.length === 0 ? (
            <p className="rounded-lg border border-dashed border-stone-300 px-4 py-4 text-center text-sm text-ink-soft">
              {values.kind === 'fixed' ? 'No pack priced yet: find one below.' : 'No quantity breaks: every pack is at the percentage.'}
            </p>
          ) : null}
          <CataloguePackPicker
            supplierId={supplierId}
            chosen={chosen}
            onAdd={(pack) => set({ skus: [...values.skus, newSkuPrices(pack, values.kind)] })}
          />
        </div>
      </SettingsSection>

      <SaveBar dirty={dirty} sticky>
        <Button variant="secondary" disabled={!dirty || save.isPending} onClick={() => (setValues(saved), setErrors({ rows: {} }))}>
          Discard changes
        </Button>
        <Button type="submit" disabled={save.isPending || (list !== undefined && !dirty)}>
          {save.isPending ? 'Saving…' : list ? 'Save price list' : 'Create price list'}
        </Button>
      </SaveBar>
    </form>
  );
}
