import { CatalogueImportReport, type CatalogueImportRequestInput } from '@tapline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import Papa from 'papaparse';
import { apiDownload, apiUpload } from '@/lib/api-client';
import { invalidateOrganisation } from '@/features/organisations';

// The catalogue as a CSV file (decision 0082): download the export or the template, parse a file in the browser,
// and send its rows for a dry run, then for the import itself (one request, one transaction).

const supplierPath = (supplierId: string) => `/api/suppliers/${encodeURIComponent(supplierId)}/products`;

export const downloadCatalogueExport = (supplierId: string) => apiDownload(`${supplierPath(supplierId)}/export.csv`, 'catalogue.csv');
export const downloadCatalogueTemplate = (supplierId: string) =>
  apiDownload(`${supplierPath(supplierId)}/template.csv`, 'catalogue-template.csv');

export interface ParsedCsv {
  columns: string[];
  rows: Record<string, string>[];
  /** papaparse's own complaints (a quote not closed…), by line */
  problems: { row: number; message: string }[];
}

/** Parses the file in chunks so a large one neither freezes the page nor hides its progress (0–1). */
export function parseCatalogueCsv(file: File, onProgress: (fraction: number) => void): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    const rows: Record<string, string>[] = [];
    const problems: ParsedCsv['problems'] = [];
    let columns: string[] = [];
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      chunkSize: 256 * 1024,
      transformHeader: (header) => header.replace(/^\uFEFF/, '').trim(),
      chunk: (results) => {
        if (columns.length === 0) columns = results.meta.fields ?? [];
        for (const row of results.data) rows.push(row);
        for (const error of results.errors) {
          if (error.code !== 'UndetectableDelimiter') problems.push({ row: (error.row ?? 0) + 2, message: error.message });
        }
        onProgress(file.size > 0 ? Math.min(1, results.meta.cursor / file.size) : 1);
      },
      complete: () => {
        onProgress(1);
        resolve({ columns, rows, problems });
      },
      error: (error) => reject(error),
    });
  });
}

/** POST …/products/import; `onProgress` follows the rows going up (0–1). A refused file is an ApiError whose details are the report. */
export function importCatalogueRows(supplierId: string, body: CatalogueImportRequestInput, onProgress?: (fraction: number) => void) {
  return apiUpload(`${supplierPath(supplierId)}/import`, { json: body }, CatalogueImportReport, { method: 'POST', onProgress });
}

/** After an import: whatever shows this supplier's products or counts is fetched again. */
export function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return (supplierId: string) =>
    Promise.all([
      invalidateOrganisation(queryClient, supplierId),
      queryClient.invalidateQueries({ queryKey: ['suppliers', 'detail', supplierId] }),
      queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ]);
}
