import { describe, expect, it } from 'vitest';
import { BOARD_FONT, boardLayout } from './board-layout';

describe('the tap board layout', () => {
  it('keeps a short list in one column of large type', () => {
    const layout = boardLayout(4, 1920, 1080, true);
    expect(layout.columns).toBe(1);
    expect(layout.fontPx).toBeGreaterThanOrEqual(40);
  });

  it('spreads a long list into columns on a TV, and fewer on a tablet', () => {
    const tv = boardLayout(16, 1920, 1080, true);
    expect(tv.columns).toBeGreaterThanOrEqual(2);
    expect(tv.rows * tv.columns).toBeGreaterThanOrEqual(16);
    expect(tv.fontPx).toBeGreaterThanOrEqual(24);
    const tablet = boardLayout(16, 1280, 800, true);
    expect(tablet.columns).toBeLessThanOrEqual(tv.columns);
    expect(tablet.fontPx).toBeGreaterThanOrEqual(BOARD_FONT.min);
  });

  it('never goes below the smallest size nor above the largest', () => {
    expect(boardLayout(120, 800, 600, true).fontPx).toBe(BOARD_FONT.min);
    expect(boardLayout(1, 3840, 2160, false).fontPx).toBe(BOARD_FONT.max);
    expect(boardLayout(0, 1920, 1080, false)).toMatchObject({ columns: 1, rows: 1 });
  });
});
