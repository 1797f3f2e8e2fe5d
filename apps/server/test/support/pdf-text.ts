/**
 * The text of an uncompressed PDF as pdfkit writes it (money/documents/pdf-layout.ts): each shown run is a TJ array of
 * hex strings in WinAnsi, split where kerning moves a glyph; a line of the result is one run, its pieces joined.
 */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const runs = [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)*)\]\s*TJ/g)];
  return runs
    .map((run) => [...run[1]!.matchAll(/<([0-9a-f]*)>/g)].map((piece) => Buffer.from(piece[1]!, 'hex').toString('latin1')).join(''))
    .join('\n');
}
