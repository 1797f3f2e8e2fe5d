import PDFDocument from 'pdfkit';

// The page every printed document is on: money's (decision 0163) and the run sheet (decision 0192): A4, Helvetica, the supplier's logo and the title at
// the top, then the parties, the facts, a table and its totals. Uncompressed content, so the text can be read back
// (the tests do); the creation date is the document's own, so the same document always gives the same bytes.

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = '#1f2328';
const MUTED = '#59636e';

type Doc = InstanceType<typeof PDFDocument>;

export interface Party {
  label: string;
  name: string;
  abn: string | null;
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** "51 824 753 556", as the ABR writes an ABN. */
function abnText(abn: string): string {
  return `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}`;
}

/** A calendar date as the page prints it: "2 March 2027". */
export function dateText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
}

/** Draws the document and gives back its bytes. */
export async function renderPdf(info: { title: string; author: string; createdAt: Date }, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: info.title, Author: info.author, CreationDate: info.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica').fillColor(INK);
  draw(doc);
  doc.end();
  return done;
}

/** The logo (when there is one) at the left and the title at the right. */
export function drawHeading(doc: Doc, title: string, logo: Buffer | undefined): void {
  const top = doc.y;
  if (logo) doc.image(logo, MARGIN, top, { fit: [140, 60] });
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(title, MARGIN, top + 10, { width: CONTENT_WIDTH, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.y = top + 75;
}

/** The seller and the buyer side by side, each with its ABN when known. */
export function drawParties(doc: Doc, parties: readonly [Party, Party]): void {
  const top = doc.y;
  const width = CONTENT_WIDTH / 2 - 10;
  let bottom = top;
  parties.forEach((party, index) => {
    const x = MARGIN + index * (width + 20);
    doc.fillColor(MUTED).fontSize(9).text(party.label, x, top, { width });
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(party.name, x, doc.y, { width });
    doc.font('Helvetica').fontSize(10);
    if (party.abn) doc.text(`ABN ${abnText(party.abn)}`, x, doc.y, { width });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 16;
}

/** Label–value pairs, one a line: the number, the dates, the terms. */
export function drawFacts(doc: Doc, facts: readonly (readonly [string, string])[]): void {
  for (const [label, value] of facts) {
    const top = doc.y;
    doc.fillColor(MUTED).text(label, MARGIN, top, { width: 130 });
    doc.fillColor(INK).text(value, MARGIN + 130, top, { width: CONTENT_WIDTH - 130 });
  }
  doc.x = MARGIN;
  doc.moveDown();
}

function drawRow(doc: Doc, columns: readonly Column[], cells: readonly string[], bold = false): void {
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? '', x, top, { width: column.width - 6, align: column.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.font('Helvetica');
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

function rule(doc: Doc): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .strokeColor('#d0d7de')
    .lineWidth(0.5)
    .stroke();
  doc.y += 4;
}

/** A table: the heading row, a rule, the rows (a new page repeats the heading). */
export function drawTable(doc: Doc, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  const heading = columns.map((column) => column.title);
  doc.fontSize(9);
  drawRow(doc, columns, heading, true);
  rule(doc);
  for (const row of rows) {
    if (doc.y > doc.page.height - MARGIN - 60) {
      doc.addPage();
      drawRow(doc, columns, heading, true);
      rule(doc);
    }
    drawRow(doc, columns, row);
  }
  rule(doc);
  doc.fontSize(10);
}

/** Totals at the right, the last one bold. */
export function drawTotals(doc: Doc, totals: readonly (readonly [string, string])[]): void {
  const labelWidth = 160;
  const valueWidth = 100;
  const x = MARGIN + CONTENT_WIDTH - labelWidth - valueWidth;
  totals.forEach(([label, value], index) => {
    const top = doc.y;
    doc.font(index === totals.length - 1 ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, x, top, { width: labelWidth, align: 'right' });
    doc.text(value, x + labelWidth, top, { width: valueWidth, align: 'right' });
  });
  doc.font('Helvetica');
  doc.x = MARGIN;
  doc.moveDown();
}

/** A paragraph across the page. */
export function drawNote(doc: Doc, text: string): void {
  doc.fillColor(MUTED).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH }).fillColor(INK);
  doc.moveDown(0.5);
}

/** Column widths in parts of the content width. */
export function columnsOf(spec: readonly (readonly [string, number, ('left' | 'right')?])[]): Column[] {
  const parts = spec.reduce((sum, [, part]) => sum + part, 0);
  return spec.map(([title, part, align]) => ({ title, width: (CONTENT_WIDTH * part) / parts, align: align ?? 'left' }));
}
