// The tap board fills a screen it can't scroll (a TV behind the bar): it picks the number of columns that lets
// the type be largest, from the screen's size and the number of taps. All sizes are in CSS px.

/** A tap's line is about this many times the base font tall (name, details, padding)… */
const LINE_HEIGHT_EM = 3.5;
/** …and needs about this many base-font widths to show name, details and prices without cutting them short. */
const LINE_WIDTH_EM = 30;
/** the board's header (venue, updated) and margins take this share of the height… */
const CHROME_SHARE = 0.17;
/** …and the "next on" strip this much more, when there is one */
const NEXT_SHARE = 0.11;
export const BOARD_FONT = { min: 12, max: 60 } as const;
const MAX_COLUMNS = 4;

export interface BoardLayout {
  columns: number;
  rows: number;
  /** the base font size; every size on the board is in em of it */
  fontPx: number;
}

export function boardLayout(taps: number, width: number, height: number, hasNext: boolean): BoardLayout {
  const usableHeight = height * (1 - CHROME_SHARE - (hasNext ? NEXT_SHARE : 0));
  const usableWidth = width * 0.94;
  let best: BoardLayout = { columns: 1, rows: Math.max(taps, 1), fontPx: 0 };
  for (let columns = 1; columns <= MAX_COLUMNS; columns += 1) {
    const rows = Math.max(Math.ceil(taps / columns), 1);
    const gaps = (columns - 1) * 0.03 * width;
    const fontPx = Math.min(usableHeight / (rows * LINE_HEIGHT_EM), (usableWidth - gaps) / (columns * LINE_WIDTH_EM), BOARD_FONT.max);
    // a column more only when it makes the type larger: fewer columns read more easily
    if (fontPx > best.fontPx + 0.5) best = { columns, rows, fontPx };
    if (columns >= taps) break;
  }
  return { ...best, fontPx: Math.max(Math.floor(best.fontPx), BOARD_FONT.min) };
}
