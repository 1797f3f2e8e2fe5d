import type { MenuEntry, VenueMenu } from '@tapline/contracts';
import { TapNumber } from '@/components/ui/tap-number';
import { formatDateTime } from '@/lib/format-time';
import { EMBED_FONT_SIZE, textOn, type EmbedSearch } from '../embed-options';
import { entryDetails } from '../menu-text';
import { ServingSizeList } from './serving-size-list';
import { TitledSection } from '@/components/ui/titled-section';

interface EmbedThemeClasses {
  page: string;
  line: string;
  muted: string;
  link: string;
  /** the tap numbers' colour when the URL names no accent */
  badge: string;
}

const THEMES: Record<'light' | 'dark', EmbedThemeClasses> = {
  light: {
    page: 'bg-white text-ink',
    line: 'divide-stone-200 border-stone-200',
    muted: 'text-stone-600',
    link: 'text-malt-700',
    badge: '#92400e',
  },
  dark: {
    page: 'bg-stone-900 text-stone-50',
    line: 'divide-stone-700 border-stone-700',
    muted: 'text-stone-300',
    link: 'text-amber-300',
    badge: '#fbbf24',
  },
};

/** Links leave the frame for Tapline in a new tab: the venue's own page stays where it is. */
const OUT = { target: '_blank', rel: 'noopener' } as const;

function EntryLine({ entry, origin, compact, theme }: { entry: MenuEntry; origin: string; compact: boolean; theme: EmbedThemeClasses }) {
  const details = entryDetails(entry);
  return (
    <li className={`flex items-center gap-[0.75em] ${compact ? 'py-[0.4em]' : 'py-[0.7em]'}`}>
      <span
        className="flex h-[2em] w-[2em] shrink-0 items-center justify-center rounded-full text-[0.9em] font-bold tabular-nums"
        style={{ background: 'var(--embed-accent)', color: 'var(--embed-on-accent)' }}
      >
        <TapNumber tapNumber={entry.tapNumber} />
      </span>
      <div className="min-w-0 flex-1 @min-[28rem]:flex @min-[28rem]:items-center @min-[28rem]:gap-[1em]">
        <div className="min-w-0 flex-1">
          <p className="font-semibold leading-snug">
            {entry.product ? (
              <a
                href={`${origin}/products/${encodeURIComponent(entry.product.slug)}`}
                {...OUT}
                className="underline-offset-2 hover:underline"
              >
                {entry.name}
              </a>
            ) : (
              <span>{entry.name}</span>
            )}
            {entry.note ? <span className={`ml-[0.4em] text-[0.8em] font-semibold ${theme.link}`}>{entry.note}</span> : null}
          </p>
          {details ? <p className={`text-[0.85em] leading-snug ${theme.muted}`}>{details}</p> : null}
        </div>
        <ServingSizeList
          sizes={entry.servingSizes}
          className="mt-[0.15em] flex flex-wrap gap-x-[0.9em] text-[0.85em] @min-[28rem]:mt-0 @min-[28rem]:shrink-0 @min-[28rem]:justify-end"
          labelClassName={theme.muted}
          priceClassName="font-semibold"
        />
      </div>
    </li>
  );
}

/**
 * The tap list for an iframe on the venue's own website: compact, as wide as the frame, themed by the
 * embed's URL. `origin` is Tapline's, for the links out.
 */
export function MenuEmbed({ menu, options, origin }: { menu: VenueMenu; options: EmbedSearch; origin: string }) {
  const themeName = options.theme ?? 'light';
  const theme = THEMES[themeName];
  const accent = options.accent ?? theme.badge;
  const compact = options.compact ?? false;
  const venuePage = `${origin}/venues/${encodeURIComponent(menu.venue.slug)}`;

  return (
    <div
      className={`@container min-h-dvh px-[1em] ${compact ? 'py-[0.5em]' : 'py-[1em]'} ${theme.page}`}
      style={{
        fontSize: `${options.fontSize ?? EMBED_FONT_SIZE.default}px`,
        ['--embed-accent' as string]: accent,
        ['--embed-on-accent' as string]: textOn(accent),
      }}
    >
      <main>
        <h1 className={`font-bold ${compact ? 'sr-only' : 'text-[1.15em]'}`}>On tap at {menu.venue.name}</h1>
        {menu.items.length > 0 ? (
          <ol aria-label="Taps pouring now" className={`divide-y ${theme.line}`}>
            {menu.items.map((entry) => (
              <EntryLine key={entry.id} entry={entry} origin={origin} compact={compact} theme={theme} />
            ))}
          </ol>
        ) : (
          <p className={`py-[1em] ${theme.muted}`}>Nothing on tap right now.</p>
        )}
        {menu.next.length > 0 ? (
          <TitledSection
            title="Next on"
            headingId="embed-next-on"
            headingClassName="text-[0.8em] font-bold uppercase tracking-[0.15em]"
            className={`border-t ${theme.line} pt-[0.6em]`}
          >
            <ul className="mt-[0.2em] text-[0.9em]">
              {menu.next.map((entry) => (
                <li key={entry.id}>
                  <span className="font-semibold">{entry.name}</span> <span className={theme.muted}>{entryDetails(entry)}</span>
                </li>
              ))}
            </ul>
          </TitledSection>
        ) : null}
      </main>
      <footer
        className={`mt-[0.8em] flex flex-wrap justify-between gap-x-[1em] border-t ${theme.line} pt-[0.5em] text-[0.8em] ${theme.muted}`}
      >
        {menu.updatedAt ? (
          <p>
            Updated <time dateTime={menu.updatedAt}>{formatDateTime(menu.updatedAt)}</time>
          </p>
        ) : null}
        <a href={venuePage} {...OUT} className={`font-semibold underline underline-offset-2 ${theme.link}`}>
          Full list on Tapline<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </footer>
    </div>
  );
}
