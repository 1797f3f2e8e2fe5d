import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { quoteFormulaText } from '@tapline/contracts';

// CSV files as Tapline writes them (decisions 0082, 0142): UTF-8 with a leading BOM so spreadsheet programs read it
// so, CRLF line ends, and text that a spreadsheet would run as a formula behind a quote.

export type CsvCell = string | number | null;

/** Text that a spreadsheet would run as a formula goes behind a quote; numbers as they are; null is an empty cell. */
export const csvText = (value: CsvCell) => (value === null ? '' : typeof value === 'string' ? quoteFormulaText(value) : value);

/** The file: the header, then the rows' cells as given (quote text with csvText first). */
export function csvFile(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${Papa.unparse({ fields: [...fields], data: rows.map((row) => [...row]) })}\r\n`;
}

/** a CSV file to save: the text as it is, under its file name */
export function csvDownload(reply: FastifyReply, filename: string, csv: string): string {
  void reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
  return csv;
}
