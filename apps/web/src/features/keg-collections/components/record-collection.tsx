import type { KegCollection, KegCollectionToDo, KegHolder } from '@tapline/contracts';
import { ClipboardCheck, PackagePlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { formatMoney } from '@/lib/format';
import { useRecordCollection } from '../api/keg-collections';
import { placeKegRefusal, recordCountsFor, recordInputOf, type Counts, type RecordRow } from '../collection-forms';
import { kegCounts, refundWords } from '../collection-words';
import { FormMessage, KegCountFields } from './count-fields';

interface Recorded {
  kegs: { kegTypeId: string; qty: number }[];
  override: boolean;
}

/** What the toast says: what was taken and what the notes refund. */
function recordedWords(collection: KegCollection): string {
  const notes = collection.refundNotes;
  const refunded = notes.reduce((sum, note) => sum + note.totalCents, 0);
  const short = collection.refunds.filter((refund) => refund.refunded < refund.collected).map(refundWords);
  return [
    `Recorded ${kegCounts(collection.collected ?? [])} from ${collection.venue.name}.`,
    notes.length > 0 ? `${notes.map((note) => note.number).join(', ')} refunds ${formatMoney(refunded, notes[0]!.currency)}.` : '',
    ...short.map((words) => `${words}.`),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The dialog of a recording: a number per keg type (what the driver took), and, where that is more than the venue
 * holds, the override an owner or admin may give (a member is told to ask one). Its buttons give it a new key each
 * time they open it, so it opens on the numbers asked, never on the last attempt's.
 */
function RecordDialog({
  open,
  onOpenChange,
  title,
  venueName,
  rows,
  canOverride,
  busy,
  children,
  onRecord,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  venueName: string;
  rows: readonly RecordRow[];
  canOverride: boolean;
  busy: boolean;
  children?: ReactNode;
  onRecord: (recorded: Recorded, refused: (error: Error) => void) => void;
}) {
  const [counts, setCounts] = useState<Counts>(() => recordCountsFor(rows));
  const [override, setOverride] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const checked = recordInputOf(counts, rows);
  const confirm = () => {
    if (Object.keys(checked.errors).length > 0) return setErrors(checked.errors);
    if (checked.over.length > 0 && !override)
      return setErrors(
        Object.fromEntries(checked.over.map((row) => [row.kegType.id, `More than ${venueName} holds (${Math.max(row.balance, 0)})`])),
      );
    setErrors({});
    setMessage(null);
    onRecord({ kegs: checked.kegs, override: checked.over.length > 0 }, (error) => {
      const placed = placeKegRefusal(error, checked.kegs);
      setErrors(placed.errors);
      setMessage(placed.message);
    });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="What the driver actually took: the keg ledger and the deposit refund follow these numbers, not what was asked."
      confirmLabel={busy ? 'Recording…' : 'Record collection'}
      tone="primary"
      busy={busy}
      onConfirm={confirm}
    >
      <div className="grid gap-4">
        {children}
        <KegCountFields
          legend="Kegs taken"
          rows={rows.map((row) => ({
            kegType: row.kegType,
            hint: `${row.asked > 0 ? `${row.asked} asked for · ` : ''}${venueName} holds ${row.balance}`,
          }))}
          counts={counts}
          errors={errors}
          onChange={(next) => {
            setCounts(next);
            setErrors({});
          }}
        />
        {checked.over.length > 0 ? (
          canOverride ? (
            <label className="flex items-start gap-2 rounded-lg border border-line bg-malt-50 p-3 text-sm text-ink">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 accent-malt-700"
                checked={override}
                onChange={(event) => setOverride(event.currentTarget.checked)}
              />
              <span>
                Record more than {venueName} holds. The extra kegs are logged as found at this collection; no deposit is refunded for kegs
                never charged one.
              </span>
            </label>
          ) : (
            <p className="text-sm text-ink-soft">
              That is more than {venueName} holds: only an owner or admin can record it. Record what they hold, or ask one.
            </p>
          )
        ) : null}
      </div>
      <FormMessage message={message} />
    </ConfirmDialog>
  );
}

/** A record button's dialog: open or not, and a new key for each opening (it opens on the numbers asked). */
function useOpenings() {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const openDialog = () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  /**
   * A recording's end: the toast, or the refusal in the dialog. mutateAsync: the refetch that follows takes a
   * recorded request off the list, this button with it, and a mutate's own callbacks would go with them.
   */
  const finish = (recording: Promise<KegCollection>, refused: (error: Error) => void) =>
    recording.then(
      (done) => {
        toast.success(recordedWords(done));
        setOpen(false);
      },
      (error: Error) => refused(error),
    );
  return { open, setOpen, openings, openDialog, finish };
}

/** "Record collection" for a request: the numbers start at what was asked, with the venue's other types at nothing. */
export function RecordRequestButton({
  supplierId,
  toDo,
  canOverride,
}: {
  supplierId: string;
  toDo: KegCollectionToDo;
  canOverride: boolean;
}) {
  const { open, setOpen, openings, openDialog, finish } = useOpenings();
  const record = useRecordCollection(supplierId);
  const { collection } = toDo;
  return (
    <>
      <Button onClick={openDialog}>
        <ClipboardCheck aria-hidden="true" className="h-4 w-4" />
        Record collection
      </Button>
      <RecordDialog
        key={openings}
        open={open}
        onOpenChange={setOpen}
        title={`Record the collection from ${collection.venue.name}`}
        venueName={collection.venue.name}
        rows={toDo.kegs}
        canOverride={canOverride}
        busy={record.isPending}
        onRecord={(recorded, refused) =>
          finish(record.mutateAsync({ collectionId: collection.id, version: collection.version, ...recorded }), refused)
        }
      />
    </>
  );
}

/** "Record kegs taken" with no request (a swap at a delivery): the venue chosen among those holding the supplier's kegs. */
export function RecordDirectButton({
  supplierId,
  holders,
  canOverride,
}: {
  supplierId: string;
  holders: readonly KegHolder[];
  canOverride: boolean;
}) {
  const { open, setOpen, openings, openDialog, finish } = useOpenings();
  const [venueId, setVenueId] = useState(holders[0]?.venue.id ?? '');
  const record = useRecordCollection(supplierId);
  const holder = holders.find((candidate) => candidate.venue.id === venueId) ?? holders[0];
  if (!holder) return null;
  const rows = holder.kegs.map((held) => ({ kegType: held.kegType, balance: held.balance, asked: 0 }));
  return (
    <>
      <Button variant="secondary" onClick={openDialog}>
        <PackagePlus aria-hidden="true" className="h-4 w-4" />
        Record kegs taken without a request
      </Button>
      <RecordDialog
        key={openings}
        open={open}
        onOpenChange={setOpen}
        title="Record kegs taken without a request"
        venueName={holder.venue.name}
        rows={rows}
        canOverride={canOverride}
        busy={record.isPending}
        onRecord={(recorded, refused) => finish(record.mutateAsync({ venueId: holder.venue.id, ...recorded }), refused)}
      >
        <SelectField
          label="Venue"
          options={holders.map((candidate) => ({ value: candidate.venue.id, label: candidate.venue.name }))}
          value={holder.venue.id}
          onChange={(event) => setVenueId(event.currentTarget.value)}
        />
      </RecordDialog>
    </>
  );
}
