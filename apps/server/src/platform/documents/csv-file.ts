import Papa from 'papaparse';
import type { FastifyReply } from 'fastify';
import { quoteFormulaText } from '@tapline/contracts';

// CSV files Tapline writes (the catalogue, decision 0082; the exports, decision 0189): UTF-8 with a BOM so spreadsheet
// programs read it as such, CRLF lines, and text a spreadsheet would run as a formula behind a quote (decision 0142).

/** A cell's value: text, a number as it is, or nothing. */
type CsvCell = string | number | null;

/**
 * The file's text: the header and the rows, in `columns` order. Text cells of the columns in `textColumns` (all text
 * cells when it is not given) that start with =, +, -, @, a tab or a carriage return go behind a `'`.
 */
export function csvText<Column extends string>(
  columns: readonly Column[],
  rows: readonly Record<Column, CsvCell>[],
  textColumns?: ReadonlySet<string>,
): string {
  const cellOf = (column: Column, value: CsvCell) =>
    value === null ? '' : typeof value === 'string' && (!textColumns || textColumns.has(column)) ? quoteFormulaText(value) : value;
  return `\uFEFF${Papa.unparse({ fields: [...columns], data: rows.map((row) => columns.map((column) => cellOf(column, row[column] ?? null))) })}\r\n`;
}

/** A file to save (Content-Disposition: attachment) under its name: the body as it is. */
export function fileDownload<Body extends string | Buffer>(reply: FastifyReply, contentType: string, filename: string, body: Body): Body {
  void reply.type(contentType).header('content-disposition', `attachment; filename="${filename}"`);
  return body;
}

/** A CSV file to save under its name. */
export const csvDownload = (reply: FastifyReply, filename: string, csv: string): string =>
  fileDownload(reply, 'text/csv; charset=utf-8', filename, csv);
