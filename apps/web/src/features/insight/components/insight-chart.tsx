import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

export interface ChartSeries {
  label: string;
  /** cents, one per label */
  values: readonly number[];
  /** bars (the main figure) or a line over them */
  kind: 'bars' | 'line';
}

const BAR_COLOUR = '#b45309';
const LINE_COLOUR = '#1c1917';
const dollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

/**
 * A chart of money by bucket, drawn by uPlot, which is fetched only when a chart is first shown (a dynamic import:
 * the public pages' scripts never carry it). It is a picture for the eye: the table beside it holds the same figures
 * for screen readers and for copying, so the canvas is hidden from assistive technology.
 */
export function InsightChart({ labels, series, caption }: { labels: readonly string[]; series: readonly ChartSeries[]; caption: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | undefined;
    let gone = false;
    const resize = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: heightOf(element) }));
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (gone) return;
      const bars = UPlot.paths.bars?.({ size: [0.6, 48] });
      plot = new UPlot(
        {
          width: element.clientWidth,
          height: heightOf(element),
          legend: { show: true, live: false },
          cursor: { drag: { x: false, y: false } },
          // money from 0, so a bar's height is its amount; the buckets half a step in from the edges
          scales: {
            x: { time: false, range: (_plot, min, max) => [min - 0.5, max + 0.5] },
            y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
          },
          axes: [
            // a label at least 80 px from the next: 13 weeks or 12 months fit a phone by every second or third
            {
              values: (_plot, splits) => splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
              space: 80,
              gap: 4,
              size: 36,
            },
            { values: (_plot, splits) => splits.map((split) => dollars.format(split)), size: 72 },
          ],
          series: [
            {},
            ...series.map((one) =>
              one.kind === 'bars'
                ? {
                    label: one.label,
                    stroke: BAR_COLOUR,
                    fill: `${BAR_COLOUR}cc`,
                    ...(bars ? { paths: bars } : {}),
                    points: { show: false },
                  }
                : { label: one.label, stroke: LINE_COLOUR, width: 2, points: { show: true, size: 5 } },
            ),
          ],
        },
        [labels.map((_label, index) => index), ...series.map((one) => one.values.map((cents) => cents / 100))],
        element,
      );
      resize.observe(element);
    });
    return () => {
      gone = true;
      resize.disconnect();
      plot?.destroy();
    };
  }, [labels, series]);
  return (
    <figure className="min-w-0">
      <div ref={box} aria-hidden="true" className="h-60 w-full overflow-hidden sm:h-72" />
      <figcaption className="mt-1 text-xs text-ink-soft">{caption}</figcaption>
    </figure>
  );
}

/** the box's height less the legend's room */
function heightOf(element: HTMLElement): number {
  return Math.max(160, element.clientHeight - 40);
}
