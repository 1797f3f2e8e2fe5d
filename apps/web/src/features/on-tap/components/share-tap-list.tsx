import { Link } from '@tanstack/react-router';
import { Monitor, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { CARD_SIZES, embedSnippet } from '@/features/venues';
import { TitledSection } from '@/components/ui/titled-section';

type Theme = 'light' | 'dark';

/**
 * Where else the list goes: the TV board behind the bar, table cards to print, and the snippet that
 * puts the list on the venue's own website. Each opens in a new tab; the snippet is copied with one click.
 */
export function ShareTapList({ venueId, venueSlug, venueName }: { venueId: string; venueSlug: string; venueName: string }) {
  const [theme, setTheme] = useState<Theme>('light');
  const snippetId = useId();
  // by id: a snippet pasted into another website keeps working when the venue's name (and slug) changes
  const snippet = embedSnippet(window.location.origin, venueId, { title: `On tap at ${venueName}`, theme });
  const linkClass = buttonClass('secondary', 'justify-start');

  return (
    <TitledSection title="Show your list everywhere" headingId="share-tap-list-heading" headingClassName="mb-2 text-lg font-bold text-ink">
      <div className="space-y-4 rounded-xl border border-line bg-white p-4">
        <div className="flex flex-wrap gap-2">
          <Link to="/venues/$id/menu/board" params={{ id: venueSlug }} target="_blank" rel="noopener" className={linkClass}>
            <Monitor aria-hidden="true" className="h-4 w-4" />
            TV board
          </Link>
          {CARD_SIZES.map((size) => (
            <Link
              key={size}
              to="/venues/$id/menu/print"
              params={{ id: venueSlug }}
              search={{ size }}
              target="_blank"
              rel="noopener"
              className={linkClass}
            >
              <Printer aria-hidden="true" className="h-4 w-4" />
              Table card {size.toUpperCase()}
            </Link>
          ))}
        </div>
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={snippetId} className="text-sm font-semibold text-ink">
              On your website
            </label>
            <fieldset className="flex items-center gap-3 text-sm text-ink">
              <legend className="sr-only">Snippet theme</legend>
              {(['light', 'dark'] as const).map((choice) => (
                <label key={choice} className="inline-flex items-center gap-1.5">
                  <input
                    type="radio"
                    name={`${snippetId}-theme`}
                    className="h-4 w-4 accent-malt-700"
                    checked={theme === choice}
                    onChange={() => setTheme(choice)}
                  />
                  {choice === 'light' ? 'Light' : 'Dark'}
                </label>
              ))}
            </fieldset>
          </div>
          <p className="mt-1 text-sm text-ink-soft">Paste this where the list should show; it follows every change here.</p>
          <textarea
            id={snippetId}
            readOnly
            rows={4}
            value={snippet}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-2 w-full resize-none rounded-lg border border-line bg-stone-50 p-2 font-mono text-xs text-ink"
          />
          {/* another theme is another snippet: the button says "Copy snippet" again */}
          <CopyButton
            key={theme}
            text={snippet}
            label="Copy snippet"
            copiedToast="Snippet copied: paste it into your website"
            failedToast="Your browser didn’t let us copy: select the snippet and copy it yourself"
            className="mt-2"
          />
        </div>
      </div>
    </TitledSection>
  );
}
