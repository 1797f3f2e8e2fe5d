import type { OnTapList } from '@tapline/contracts';
import type { ReactNode } from 'react';
import { NextOnList, OnTapBoard } from '@/features/venues';
import { menuEntryOf } from '../tap-text';

/** The public board drawn from the venue's list: what pours, then what's on next. */
function Board({ list }: { list: OnTapList }) {
  const pouring = list.pouring.map(menuEntryOf);
  const next = list.next.map(menuEntryOf);
  return (
    <>
      {pouring.length > 0 ? (
        <OnTapBoard entries={pouring} />
      ) : (
        <p className="rounded-xl border-4 border-stone-700 bg-stone-900 px-4 py-8 text-center text-stone-300">Nothing on tap yet</p>
      )}
      {next.length > 0 ? (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-ink">Next on</h3>
          <NextOnList entries={next} />
        </div>
      ) : null}
    </>
  );
}

/** The public board as drinkers will see it, redrawn from the editor's list as it changes (desktop only). */
export function BoardPreview({ list, publicLink }: { list: OnTapList; publicLink: ReactNode }) {
  return (
    // stays in view beside a long list (below the site header); scrolls itself when the board is taller than the
    // window, and takes focus so the keyboard can scroll it too
    <aside
      aria-labelledby="board-preview-heading"
      tabIndex={0}
      className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto rounded-xl pb-2 [scrollbar-width:thin]"
    >
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id="board-preview-heading" className="text-lg font-bold text-ink">
          Preview
        </h2>
        {publicLink}
      </div>
      {/* a picture of the public page: its links are not for following from here */}
      <div inert className="space-y-4 [zoom:0.8]">
        <Board list={list} />
      </div>
    </aside>
  );
}

/** The read-only view's On Tap page (decision 0119): the board as the public sees it, and no editor. */
export function OnTapReadOnly({ list, publicLink }: { list: OnTapList; publicLink: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-4">
      {publicLink}
      <Board list={list} />
    </div>
  );
}
