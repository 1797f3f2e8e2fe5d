import { zodResolver } from '@hookform/resolvers/zod';
import type { CatalogueSku } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { SaveBar } from '@/components/ui/save-bar';
import { SelectField } from '@/components/ui/select-field';
import { kegTypesQueryOptions } from '@/features/keg-types';
import { TextField } from '@/components/ui/text-field';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { fieldMessage } from '@/lib/field-message';
import { formatMoney } from '@/lib/format';
import { useCreateSku, useUpdateSku } from '../api/skus';
import { KEG_HINT, kegOptionsFor } from '../keg-options';
import { EMPTY_SKU, FORM_FIELD, formValuesOfSku, skuFormSchema, skuOf, typedPricePerLitreCents, type SkuFormValues } from '../sku-form';
import { PackPriceField } from './pack-price-field';

const LABELS: Record<keyof SkuFormValues, string> = {
  code: 'Code',
  name: 'Pack name',
  unitsPerPack: 'Units per pack',
  volumeMl: 'Volume per unit',
  price: 'Price',
  taxRatePercent: 'GST',
  trackStock: 'Track stock',
  stockOnHand: 'Stock on hand',
  kegTypeId: 'Keg',
};

interface SkuFormProps {
  supplierId: string;
  productId: string;
  currency: string;
  /** the SKU being edited; none to create one */
  sku?: CatalogueSku;
  /** after a save, with the saved SKU (the page navigates away with `ignoreBlocker`) */
  onSaved: (sku: CatalogueSku) => void;
}

/**
 * Create and edit share this form: react-hook-form checked by the SKU contract, the price in dollars (sent in
 * cents), stock tracked or not, the server's field errors on their fields (a taken code on Code), a stale edit
 * explained with the values stored now, and a warning before leaving unsaved changes.
 */
export function SkuForm({ supplierId, productId, currency, sku, onSaved }: SkuFormProps) {
  const defaultValues = useMemo(() => (sku ? formValuesOfSku(sku) : EMPTY_SKU), [sku]);
  const form = useForm<SkuFormValues>({ resolver: zodResolver(skuFormSchema), defaultValues, mode: 'onTouched' });
  const { register, handleSubmit, control, setError, setFocus, reset, formState } = form;
  const { errors, isDirty } = formState;
  const field = bindFields(register, errors);
  const create = useCreateSku(supplierId, productId);
  const update = useUpdateSku(supplierId, productId);
  const [version, setVersion] = useState(sku?.version);
  const [stale, setStale] = useState<CatalogueSku | null>(null);
  const pending = create.isPending || update.isPending;

  const [trackStock, units, volume, price] = useWatch({ control, name: ['trackStock', 'unitsPerPack', 'volumeMl', 'price'] });
  const perLitre = typedPricePerLitreCents({ unitsPerPack: units, volumeMl: volume, price });
  // the Keg select shows once the supplier has keg types (issue 37)
  const kegTypes = useQuery(kegTypesQueryOptions(supplierId)).data?.items ?? [];

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 409 && sku) {
      const current = (error.details as { current?: CatalogueSku } | undefined)?.current;
      if (current) {
        setStale(current);
        return;
      }
    }
    let placed: keyof SkuFormValues | null = null;
    for (const issue of fieldErrors(error)) {
      const field = FORM_FIELD[issue.field];
      if (!field) continue;
      setError(field, { type: 'server', message: fieldMessage(LABELS[field], issue.field, issue.message) });
      placed ??= field;
    }
    if (placed) setFocus(placed);
    else toast.error(error.message);
  };

  const onSubmit = handleSubmit((values) => {
    const body = skuOf(values);
    if (!sku) {
      create.mutate(body, { onSuccess: onSaved, onError });
      return;
    }
    update.mutate({ skuId: sku.id, change: { ...body, version: version ?? sku.version } }, { onSuccess: onSaved, onError });
  });

  function takeCurrent() {
    if (!stale) return;
    setVersion(stale.version);
    reset(formValuesOfSku(stale));
    setStale(null);
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={sku ? `Edit ${sku.code}` : 'New SKU'} className="space-y-6">
      {stale ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">Someone else changed this SKU while you were editing it.</p>
          <p className="mt-1">
            It is now {stale.code} · {stale.name} at {formatMoney(stale.unitPriceCents, currency)}
            {stale.status === 'archived' ? ' (archived)' : ''}. Your changes were not saved.
          </p>
          <Button variant="secondary" className="mt-3" onClick={takeCurrent}>
            Load their version
          </Button>
        </div>
      ) : null}
      <section className="rounded-xl border border-line bg-white p-4 sm:p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Code"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Unique among your SKUs, e.g. HAZY-K50."
            {...field('code')}
          />
          <TextField label="Pack name" hint="What venues order, e.g. “50 L keg” or “24 × 375 mL cans”." {...field('name')} />
          <TextField label="Units per pack" inputMode="numeric" {...field('unitsPerPack')} />
          <TextField
            label="Volume per unit (mL)"
            inputMode="numeric"
            hint="For kegs, cans and bottles: venues compare the price per litre."
            {...field('volumeMl')}
          />
          <PackPriceField perLitreCents={perLitre} currency={currency} {...field('price')} />
          <TextField label="GST (%)" inputMode="decimal" {...field('taxRatePercent')} />
          {kegTypes.length > 0 ? (
            <SelectField
              label="Keg"
              options={kegOptionsFor(kegTypes, defaultValues.kegTypeId, currency)}
              hint={KEG_HINT}
              {...field('kegTypeId')}
            />
          ) : null}
        </div>
      </section>
      <section className="rounded-xl border border-line bg-white p-4 sm:p-6">
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" className="mt-0.5 h-5 w-5 accent-malt-700" {...register('trackStock')} />
          <span>
            <span className="font-medium text-ink">Track stock</span>
            <span className="block text-ink-soft">Venues can’t order more than you have. Leave off if you always have it.</span>
          </span>
        </label>
        {trackStock ? (
          <TextField className="mt-4 max-w-xs" label="Stock on hand (packs)" inputMode="numeric" {...field('stockOnHand')} />
        ) : null}
      </section>
      <SaveBar dirty={isDirty}>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : sku ? 'Save changes' : 'Add SKU'}
        </Button>
      </SaveBar>
      <UnsavedChangesGuard when={isDirty && !pending} />
    </form>
  );
}
