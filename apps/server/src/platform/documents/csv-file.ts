import { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { FastifyReply } from 'fastify';
import { quoteFormulaText } from '@tapline/contracts';

// CSV files Tapline writes (the catalogue, decision 0082; the exports, decision 0189): UTF-8 with a BOM so spreadsheet
// programs read it as such, CRLF lines, and text a spreadsheet would run as a formula behind a quote (decision 0142).

/** A cell's value: text, a number as it is, or nothing. */
export type CsvCell = string | number | null;

/**
 * The file's text: the header and the rows, in `columns` order. Text cells of the columns in `textColumns` (all text
 * cells when it is not given) that start with =, +, -, @, a tab or a carriage return go behind a `'`.
 */
export function csvText<Column extends string>(
  columns: readonly Column[],
  rows: readonly Record<Column, CsvCell>[],
  textColumns?: ReadonlySet<string>,
): string {
  return `\uFEFF${Papa.unparse({ fields: [...columns], data: rows.map((row) => cellsOf(columns, row, textColumns)) })}\r\n`;
}

function cellsOf<Column extends string>(columns: readonly Column[], row: Record<Column, CsvCell>, textColumns?: ReadonlySet<string>) {
  return columns.map((column) => {
    const value = row[column] ?? null;
    return value === null ? '' : typeof value === 'string' && (!textColumns || textColumns.has(column)) ? quoteFormulaText(value) : value;
  });
}

/**
 * The same file as `csvText` (every text cell quoted when it starts a formula), written page by page as the pages are
 * read, so a long export is never held whole (decision 0189).
 */
export function csvStream<Column extends string, Row>(
  columns: readonly Column[],
  pages: AsyncIterable<readonly Row[]>,
  fileRowOf: (row: Row) => Record<Column, CsvCell>,
): Readable {
  async function* chunks() {
    yield `\uFEFF${Papa.unparse([[...columns]])}\r\n`;
    for await (const rows of pages) {
      if (rows.length > 0) yield `${Papa.unparse(rows.map((row) => cellsOf(columns, fileRowOf(row))))}\r\n`;
    }
  }
  return Readable.from(chunks());
}

/**
 * The rows of a read made page by page after a cursor (keyset pagination): each page starts after the last row of the one
 * before, until a page comes back short.
 */
export async function* pagesAfter<Row, Cursor>(
  readPage: (after: Cursor | undefined, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageSize: number,
): AsyncGenerator<Row[]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await readPage(after, pageSize);
    yield rows;
    if (rows.length < pageSize) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}

/** A file to save (Content-Disposition: attachment) under its name: the body as it is. */
export function fileDownload<Body extends string | Buffer | Readable>(
  reply: FastifyReply,
  contentType: string,
  filename: string,
  body: Body,
): Body {
  void reply.type(contentType).header('content-disposition', `attachment; filename="${filename}"`);
  return body;
}

/** A CSV file to save under its name. */
export const csvDownload = <Body extends string | Readable>(reply: FastifyReply, filename: string, csv: Body): Body =>
  fileDownload(reply, 'text/csv; charset=utf-8', filename, csv);
