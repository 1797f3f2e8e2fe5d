import type { KegType, SkuStatus } from '@tapline/contracts';
import { useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { KEG_HINT, kegOptionsFor } from '../keg-options';
import { NEW_PACK } from '../pack-rows';
import type { ProductEditorValues } from '../product-editor-form';
import { typedPricePerLitreCents } from '../sku-form';
import { PackPriceField } from './pack-price-field';

interface PackRowProps {
  index: number;
  control: Control<ProductEditorValues>;
  register: UseFormRegister<ProductEditorValues>;
  currency: string;
  /** the supplier's keg types: the Keg select shows when it has some */
  kegTypes: readonly KegType[];
  /** the keg type the stored SKU named as loaded ('' for none or a new pack): kept on offer even when archived */
  loadedKegTypeId: string;
  /** the stored SKU's status as loaded; undefined for a pack not saved yet */
  storedStatus: SkuStatus | undefined;
  /** why it can't be archived now (the last active pack of a published product), if so */
  keepActiveReason: string | null;
  onRemove: () => void;
  onStatus: (status: SkuStatus) => void;
}

function StateNote({ stored, status }: { stored: SkuStatus | undefined; status: SkuStatus }) {
  if (stored === undefined) return <span className="rounded-full bg-malt-50 px-2.5 py-0.5 text-xs font-semibold text-malt-800">New</span>;
  if (stored === 'active' && status === 'archived') return <span className="font-medium text-amber-900">Archived when you save</span>;
  if (stored === 'archived' && status === 'active') return <span className="font-medium text-green-800">Restored when you save</span>;
  if (status === 'archived')
    return <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-ink">Archived</span>;
  return <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">Active</span>;
}

/** One pack of the product form: what venues order and its price; a new one is removed, a stored one archived. */
export function PackRowFields({
  index,
  control,
  register,
  currency,
  kegTypes,
  loadedKegTypeId,
  storedStatus,
  keepActiveReason,
  onRemove,
  onStatus,
}: PackRowProps) {
  const row = useWatch({ control, name: `packs.${index}` });
  const status = row?.status ?? 'active';
  const perLitre = typedPricePerLitreCents({ ...NEW_PACK, ...row });
  // a new pack is checked as soon as it is added (react-hook-form checks the whole list): its fields say what is
  // wrong once they have been left or the form was sent, not while the rep is still to type in them
  const { errors, touchedFields, isSubmitted } = useFormState({ control, name: `packs.${index}` });
  const rowErrors = errors.packs?.[index];
  const rowTouched = touchedFields.packs?.[index];
  const field = (name: 'code' | 'name' | 'unitsPerPack' | 'volumeMl' | 'price' | 'taxRatePercent' | 'stockOnHand' | 'kegTypeId') => ({
    error: isSubmitted || rowTouched?.[name] ? rowErrors?.[name]?.message : undefined,
    ...register(`packs.${index}.${name}`),
  });
  const label = `pack ${index + 1}`;
  const reasonId = `pack-${index}-keep-active`;

  return (
    <fieldset
      className={`min-w-0 rounded-lg border border-line px-3 pb-4 pt-1 sm:px-4 ${status === 'archived' ? 'bg-stone-50' : 'bg-white'}`}
    >
      <legend className="px-1 text-sm font-semibold text-ink">Pack {index + 1}</legend>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <StateNote stored={storedStatus} status={status} />
        {storedStatus === undefined ? (
          <Button variant="ghost" className="min-h-9 px-2 text-red-700" onClick={onRemove}>
            Remove<span className="sr-only"> {label}</span>
          </Button>
        ) : status === 'active' ? (
          <span className="flex flex-wrap items-center justify-end gap-2">
            {keepActiveReason ? (
              <span id={reasonId} className="text-xs text-ink-soft">
                {keepActiveReason}
              </span>
            ) : null}
            <Button
              variant="ghost"
              className="min-h-9 px-2"
              disabled={Boolean(keepActiveReason)}
              aria-describedby={keepActiveReason ? reasonId : undefined}
              onClick={() => onStatus('archived')}
            >
              Archive<span className="sr-only"> {label}</span>
            </Button>
          </span>
        ) : (
          <Button variant="ghost" className="min-h-9 px-2" onClick={() => onStatus('active')}>
            Restore<span className="sr-only"> {label}</span>
          </Button>
        )}
      </div>
      {rowErrors?.status?.message ? (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          {rowErrors.status.message}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Pack name" placeholder="e.g. 50 L keg" {...field('name')} />
        <TextField label="Code" placeholder="e.g. HAZY-K50" autoCapitalize="characters" spellCheck={false} {...field('code')} />
        <TextField label="Units per pack" inputMode="numeric" {...field('unitsPerPack')} />
        <TextField label="Volume per unit (mL)" inputMode="numeric" placeholder="e.g. 375" {...field('volumeMl')} />
        <PackPriceField perLitreCents={perLitre} currency={currency} {...field('price')} />
        <TextField label="GST (%)" inputMode="decimal" {...field('taxRatePercent')} />
        <TextField
          label="Stock on hand (packs)"
          inputMode="numeric"
          placeholder="Not tracked"
          hint="Leave empty if you don’t track it."
          {...field('stockOnHand')}
        />
        {kegTypes.length > 0 ? (
          <SelectField label="Keg" options={kegOptionsFor(kegTypes, loadedKegTypeId, currency)} hint={KEG_HINT} {...field('kegTypeId')} />
        ) : null}
      </div>
    </fieldset>
  );
}
