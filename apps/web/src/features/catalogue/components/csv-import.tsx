import { CATALOGUE_CSV_REQUIRED_COLUMNS, CatalogueImportReport, CSV_IMPORT_MAX_ROWS, CSV_TAG_SEPARATOR } from '@tapline/contracts';
import { CheckCircle2, Download, FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TableHead, type Column } from '@/components/ui/table';
import { ApiError } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { Panel } from '@/components/ui/card';
import {
  downloadCatalogueExport,
  downloadCatalogueTemplate,
  importCatalogueRows,
  parseCatalogueCsv,
  useInvalidateCatalogue,
  type ParsedCsv,
} from '../api/catalogue-csv';
import { TitledSection } from '@/components/ui/titled-section';

type Stage =
  | { name: 'idle' }
  | { name: 'parsing'; fileName: string; progress: number }
  | { name: 'checking'; fileName: string; progress: number }
  | { name: 'preview'; fileName: string; parsed: ParsedCsv; report: CatalogueImportReport }
  | { name: 'importing'; fileName: string; parsed: ParsedCsv; report: CatalogueImportReport; progress: number }
  | { name: 'done'; fileName: string; report: CatalogueImportReport };

/** Problems shown at once; the rest are counted (a file can have thousands). */
const SHOWN_ISSUES = 200;
const ISSUE_COLUMNS: Column[] = [{ label: 'Line', align: 'right' }, { label: 'Column' }, { label: 'Problem' }];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Try again.');

/**
 * Import the catalogue from a CSV file (decision 0082): the file is parsed here with a progress bar, checked by the
 * server (a dry run) and previewed with each problem by line and column; nothing is written until the user
 * imports, and a file with problems only when they choose to import its valid rows. One file is one transaction.
 */
export function CatalogueCsvImport({ supplierId }: { supplierId: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const invalidate = useInvalidateCatalogue();

  async function download(which: 'export' | 'template') {
    try {
      await (which === 'export' ? downloadCatalogueExport(supplierId) : downloadCatalogueTemplate(supplierId));
    } catch (error) {
      toast.error(messageOf(error));
    }
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    setFileError(null);
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
      setFileError(`${file.name} is not a CSV file: choose a .csv (in a spreadsheet, “Save as” CSV UTF-8).`);
      return;
    }
    try {
      setStage({ name: 'parsing', fileName: file.name, progress: 0 });
      const parsed = await parseCatalogueCsv(file, (progress) => setStage({ name: 'parsing', fileName: file.name, progress }));
      if (parsed.rows.length === 0) throw new Error(`${file.name} has no rows under its header.`);
      if (parsed.rows.length > CSV_IMPORT_MAX_ROWS) {
        throw new Error(
          `${file.name} has ${parsed.rows.length.toLocaleString()} rows: at most ${CSV_IMPORT_MAX_ROWS.toLocaleString()} import at once. Split it into smaller files.`,
        );
      }
      setStage({ name: 'checking', fileName: file.name, progress: 0 });
      const report = await importCatalogueRows(supplierId, { columns: parsed.columns, rows: parsed.rows, dryRun: true }, (progress) =>
        setStage({ name: 'checking', fileName: file.name, progress }),
      );
      setStage({ name: 'preview', fileName: file.name, parsed, report });
    } catch (error) {
      setStage({ name: 'idle' });
      setFileError(messageOf(error));
    }
    if (inputRef.current) inputRef.current.value = '';
  }

  async function runImport(onlyValid: boolean) {
    if (stage.name !== 'preview') return;
    const { fileName, parsed, report } = stage;
    setStage({ name: 'importing', fileName, parsed, report, progress: 0 });
    try {
      const result = await importCatalogueRows(
        supplierId,
        { columns: parsed.columns, rows: parsed.rows, dryRun: false, onlyValid },
        (progress) => setStage({ name: 'importing', fileName, parsed, report, progress }),
      );
      await invalidate(supplierId);
      setStage({ name: 'done', fileName, report: result });
    } catch (error) {
      // the rows changed on the server since the check (or it refused): show its report, nothing was written
      const refused = error instanceof ApiError ? CatalogueImportReport.safeParse(error.details) : undefined;
      toast.error(messageOf(error));
      setStage({ name: 'preview', fileName, parsed, report: refused?.success ? refused.data : report });
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  const busy = stage.name === 'parsing' || stage.name === 'checking' || stage.name === 'importing';

  return (
    <div className="space-y-6">
      <TitledSection
        title="Start from a file"
        headingId={`${inputId}-files`}
        headingClassName="font-semibold text-ink"
        className="rounded-xl border border-line bg-white p-4 sm:p-5"
      >
        <p className="mt-1 text-sm text-ink-soft">
          One row per SKU; a product’s columns repeat on each of its rows. Prices are dollars ex GST (12.50), the tax rate a percentage
          (10), tags are separated by “{CSV_TAG_SEPARATOR}”. A SKU code already in your catalogue updates that SKU; a new code adds one.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void download('template')}>
            <Download aria-hidden="true" className="h-4 w-4" /> Download the template
          </Button>
          <Button variant="secondary" onClick={() => void download('export')}>
            <Download aria-hidden="true" className="h-4 w-4" /> Export your catalogue
          </Button>
        </div>
      </TitledSection>

      {stage.name === 'done' ? (
        <ImportResult report={stage.report} fileName={stage.fileName} onAnother={() => setStage({ name: 'idle' })} />
      ) : (
        <div>
          <label
            htmlFor={inputId}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors ${
              dragging ? 'border-malt-600 bg-malt-50' : 'border-line bg-white hover:bg-stone-50'
            } ${busy ? 'pointer-events-none opacity-60' : ''}`}
          >
            <FileUp aria-hidden="true" className="h-8 w-8 text-malt-700" />
            <span className="font-semibold text-ink">
              {stage.name === 'idle' ? 'Choose a CSV file or drop it here' : 'Choose another file'}
            </span>
            <span className="text-sm text-ink-soft">
              Needs the columns {CATALOGUE_CSV_REQUIRED_COLUMNS.join(', ')}; up to {CSV_IMPORT_MAX_ROWS.toLocaleString()} rows.
            </span>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              disabled={busy}
              aria-describedby={fileError ? `${inputId}-error` : undefined}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </label>
          {fileError ? (
            <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
              {fileError}
            </p>
          ) : null}
          {stage.name === 'parsing' ? <ProgressBar label={`Reading ${stage.fileName}`} fraction={stage.progress} /> : null}
          {stage.name === 'checking' ? (
            <ProgressBar label={`Checking ${stage.fileName}`} fraction={stage.progress} after="Checking every row…" />
          ) : null}
        </div>
      )}

      {stage.name === 'preview' || stage.name === 'importing' ? (
        <Preview stage={stage} onImport={(onlyValid) => void runImport(onlyValid)} onCancel={() => setStage({ name: 'idle' })} />
      ) : null}
    </div>
  );
}

function ProgressBar({ label, fraction, after = 'Writing…' }: { label: string; fraction: number; after?: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-3 max-w-md" aria-live="polite">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-malt-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-ink-soft">{percent < 100 ? `${label}… ${percent}%` : after}</p>
    </div>
  );
}

function changes(report: CatalogueImportReport, tense: 'would' | 'did') {
  const verb = (created: string, updated: string) =>
    tense === 'would' ? [`add ${created}`, `update ${updated}`] : [`Added ${created}`, `updated ${updated}`];
  const [add, update] = verb(
    `${plural(report.products.created, 'product')} and ${plural(report.skus.created, 'SKU')}`,
    `${plural(report.products.updated, 'product')} and ${plural(report.skus.updated, 'SKU')}`,
  );
  return `${add}; ${update}`;
}

function Preview({
  stage,
  onImport,
  onCancel,
}: {
  stage: Extract<Stage, { name: 'preview' | 'importing' }>;
  onImport: (onlyValid: boolean) => void;
  onCancel: () => void;
}) {
  const { report, fileName } = stage;
  const allValid = report.invalidRows === 0;
  const importing = stage.name === 'importing';
  return (
    <Panel
      headingId="csv-preview"
      title={
        <>
          {fileName}: {plural(report.totalRows, 'row')}
        </>
      }
      className="sm:p-5"
    >
      <p className="mt-1 text-sm text-ink-soft" data-testid="csv-summary">
        {allValid
          ? `Every row is fine. Importing would ${changes(report, 'would')}.`
          : `${plural(report.invalidRows, 'row')} ${report.invalidRows === 1 ? 'has' : 'have'} problems and nothing is imported until you fix them${
              report.validRows > 0
                ? ` or import only the ${plural(report.validRows, 'valid row')} (that would ${changes(report, 'would')})`
                : ''
            }.`}
      </p>
      {stage.parsed.problems.length > 0 ? (
        <p className="mt-2 text-sm text-amber-800">
          The file itself looks uneven:{' '}
          {stage.parsed.problems
            .slice(0, 3)
            .map((problem) => `line ${problem.row}: ${problem.message}`)
            .join('; ')}
          {stage.parsed.problems.length > 3 ? ` and ${stage.parsed.problems.length - 3} more` : ''}.
        </p>
      ) : null}

      {report.issues.length > 0 ? (
        <div className="mt-4 overflow-hidden rounded-lg border border-line">
          <table className="w-full text-left text-sm max-sm:block" aria-label="Problems by line">
            <TableHead
              columns={ISSUE_COLUMNS}
              className="border-b border-line bg-stone-50 text-xs uppercase tracking-wide"
              cellClassName="px-3 py-2 font-semibold"
            />
            <tbody className="divide-y divide-line max-sm:block">
              {report.issues.slice(0, SHOWN_ISSUES).map((issue, index) => (
                <tr
                  key={`${issue.row}-${issue.field}-${index}`}
                  className="max-sm:flex max-sm:flex-wrap max-sm:gap-x-2 max-sm:px-3 max-sm:py-2"
                >
                  <td className="px-3 py-2 text-right tabular-nums text-ink-soft max-sm:p-0 max-sm:text-left">
                    <span className="sm:hidden">Line </span>
                    {issue.row}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs text-ink max-sm:p-0 max-sm:leading-5">{issue.field}</td>
                  <td className="px-3 py-2 text-red-800 max-sm:w-full max-sm:p-0">{issue.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.issues.length > SHOWN_ISSUES ? (
            <p className="border-t border-line bg-stone-50 px-3 py-2 text-sm text-ink-soft">
              and {plural(report.issues.length - SHOWN_ISSUES, 'more problem')}: fix these and check the file again.
            </p>
          ) : null}
        </div>
      ) : null}

      {importing ? (
        <ProgressBar
          label={`Importing ${plural(allValid ? report.totalRows : report.validRows, 'row')}`}
          fraction={stage.progress}
          after="Writing every row in one go…"
        />
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {allValid ? (
          <Button onClick={() => onImport(false)} disabled={importing}>
            Import {plural(report.totalRows, 'row')}
          </Button>
        ) : report.validRows > 0 ? (
          <Button onClick={() => onImport(true)} disabled={importing}>
            Import the {plural(report.validRows, 'valid row')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onCancel} disabled={importing}>
          Cancel
        </Button>
      </div>
    </Panel>
  );
}

function ImportResult({ report, fileName, onAnother }: { report: CatalogueImportReport; fileName: string; onAnother: () => void }) {
  return (
    <section aria-labelledby="csv-result" className="rounded-xl border border-green-200 bg-green-50 p-4 sm:p-5" role="status">
      <h2 id="csv-result" className="flex items-center gap-2 font-semibold text-green-900">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> Imported {fileName}
      </h2>
      <p className="mt-1 text-sm text-green-900" data-testid="csv-result">
        {changes(report, 'did')}.
        {report.invalidRows > 0
          ? ` ${plural(report.invalidRows, 'row')} with problems ${report.invalidRows === 1 ? 'was' : 'were'} left out.`
          : ''}
      </p>
      <div className="mt-3">
        <Button variant="secondary" onClick={onAnother}>
          Import another file
        </Button>
      </div>
    </section>
  );
}
