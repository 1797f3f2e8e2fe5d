import type { MenuEntry, VenueMenu } from '@tapline/contracts';
import { useSyncExternalStore } from 'react';
import { TapNumber } from '@/components/ui/tap-number';
import { formatDateTime } from '@/lib/format-time';
import { boardLayout } from '../board-layout';
import { entryDetails } from '../menu-text';
import { ServingSizeList } from './serving-size-list';
import type { BoardTheme } from '../menu-search';

// Colours chosen for a room: the dark board glows on a TV in a dim bar, the light one reads on a tablet in daylight.
// Each pair keeps AA contrast (axe checks the board).
const THEMES: Record<BoardTheme, { page: string; line: string; muted: string; badge: string; price: string; note: string; label: string }> =
  {
    dark: {
      page: 'bg-stone-950 text-stone-50',
      line: 'border-stone-800',
      muted: 'text-stone-300',
      badge: 'bg-amber-400 text-stone-950',
      price: 'text-amber-300',
      note: 'bg-stone-800 text-amber-200',
      label: 'text-amber-300',
    },
    light: {
      page: 'bg-malt-50 text-ink',
      line: 'border-stone-300',
      muted: 'text-stone-600',
      badge: 'bg-malt-700 text-white',
      price: 'text-malt-800',
      note: 'bg-malt-100 text-malt-800',
      label: 'text-malt-700',
    },
  };

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The screen's size as one comparable value (useSyncExternalStore needs a stable snapshot). */
function useScreenSize(): { width: number; height: number } {
  const size = useSyncExternalStore(
    subscribeToResize,
    () => `${window.innerWidth}x${window.innerHeight}`,
    () => '1920x1080',
  );
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { width, height };
}

function TapLine({ entry, theme }: { entry: MenuEntry; theme: (typeof THEMES)[BoardTheme] }) {
  const details = entryDetails(entry);
  return (
    <li className={`flex min-h-0 items-center gap-[0.6em] border-b ${theme.line} py-[0.3em]`}>
      <span
        className={`flex h-[2.2em] w-[2.2em] shrink-0 items-center justify-center rounded-full text-[1.1em] font-black tabular-nums ${theme.badge}`}
      >
        <TapNumber tapNumber={entry.tapNumber} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-[1.3em] font-bold leading-[1.1]">{entry.name}</p>
        <p className={`truncate text-[0.8em] leading-snug ${theme.muted}`}>
          {entry.note ? <span className={`mr-[0.5em] rounded px-[0.35em] font-bold ${theme.note}`}>{entry.note}</span> : null}
          {details}
        </p>
      </div>
      <ServingSizeList
        sizes={entry.servingSizes}
        className="shrink-0 text-right text-[0.8em] leading-snug"
        labelClassName={theme.muted}
        priceClassName={`font-bold ${theme.price}`}
      />
    </li>
  );
}

/**
 * The tap board for a TV behind the bar: the whole screen, no scrolling, type as large as the list
 * allows, read from across the room. Numbering runs down each column, as boards are read.
 */
export function TapBoardScreen({ menu, theme: themeName }: { menu: VenueMenu; theme: BoardTheme }) {
  const theme = THEMES[themeName];
  const { width, height } = useScreenSize();
  const { columns, rows, fontPx } = boardLayout(menu.items.length, width, height, menu.next.length > 0);
  // the venue's name and the "next on" strip stay in proportion to the taps (a long list on a narrow screen)
  const headerPx = Math.round(Math.max(18, Math.min(height * 0.04, fontPx * 1.5, 56)));
  const stripPx = Math.round(Math.max(14, Math.min(height * 0.026, fontPx * 1.1, 36)));

  return (
    <div className={`flex h-dvh w-full flex-col overflow-hidden px-[3vw] py-[2.5vh] ${theme.page}`}>
      <header
        className={`flex shrink-0 flex-wrap items-baseline justify-between gap-x-[2vw] border-b-2 pb-[1.2vh] ${theme.line}`}
        style={{ fontSize: `${headerPx}px` }}
      >
        <h1 className="min-w-0 font-black leading-tight tracking-tight">
          <span className={`mr-[0.5em] text-[0.6em] font-bold uppercase tracking-[0.2em] ${theme.label}`}>On tap</span>
          {menu.venue.name}
        </h1>
        {menu.updatedAt ? (
          <p className={`shrink-0 text-[0.6em] ${theme.muted}`}>
            Updated <time dateTime={menu.updatedAt}>{formatDateTime(menu.updatedAt)}</time>
          </p>
        ) : null}
      </header>

      <main className="min-h-0 flex-1 py-[1.5vh]" style={{ fontSize: `${fontPx}px` }}>
        {menu.items.length > 0 ? (
          <ol
            aria-label="Taps pouring now"
            className="grid h-full grid-flow-col gap-x-[3vw]"
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))` }}
          >
            {menu.items.map((entry) => (
              <TapLine key={entry.id} entry={entry} theme={theme} />
            ))}
          </ol>
        ) : (
          <div className="flex h-full flex-col items-center justify-center text-center">
            <p className="text-[1.6em] font-bold">Nothing on tap right now</p>
            <p className={`mt-[0.4em] ${theme.muted}`}>Ask at the bar what’s pouring.</p>
          </div>
        )}
      </main>

      {menu.next.length > 0 ? (
        <footer
          className={`flex shrink-0 items-baseline gap-[1.5vw] overflow-hidden border-t-2 pt-[1.2vh] ${theme.line}`}
          style={{ fontSize: `${stripPx}px` }}
        >
          <h2 className={`shrink-0 text-[0.75em] font-bold uppercase tracking-[0.2em] ${theme.label}`}>Next on</h2>
          <ul className="flex min-w-0 gap-x-[2.5vw] overflow-hidden whitespace-nowrap">
            {menu.next.map((entry) => (
              <li key={entry.id} className="shrink-0">
                <span className="font-bold">{entry.name}</span> <span className={`text-[0.8em] ${theme.muted}`}>{entryDetails(entry)}</span>
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
    </div>
  );
}
