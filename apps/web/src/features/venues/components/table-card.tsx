import type { VenueMenu } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format-time';
import type { CardSize } from '../menu-search';
import { TapNumber } from '@/components/ui/tap-number';
import { entryDetails } from '../menu-text';
import { ServingSizeList } from './serving-size-list';
import { TitledSection } from '@/components/ui/titled-section';

/** The sheet in millimetres (portrait) and its type: an A5 card stands on a table, read closer. */
const SHEETS: Record<CardSize, { width: number; height: number; padding: number; fontPt: number; columnsFrom: number; qrMm: number }> = {
  a4: { width: 210, height: 297, padding: 16, fontPt: 13, columnsFrom: 13, qrMm: 34 },
  a5: { width: 148, height: 210, padding: 10, fontPt: 9.5, columnsFrom: 11, qrMm: 26 },
};

const MM_PER_PT = 25.4 / 72;

/**
 * The type size that keeps the card on one sheet: measured in ems of the base size, a tap's line is about 4 tall,
 * the heading 7.5, "next on" 1.6 plus 1.3 a beer; the QR code's height is fixed. Never larger than the sheet's own
 * size, never below 7 pt (a longer list then runs onto a second sheet).
 */
export function cardFontPt(size: CardSize, taps: number, next: number): { fontPt: number; columns: 1 | 2 } {
  const sheet = SHEETS[size];
  const columns = taps >= sheet.columnsFrom ? 2 : 1;
  const ems = 7.5 + 1 + 4 * Math.ceil(Math.max(taps, 1) / columns) + (next > 0 ? 1.6 + 1.3 * next : 0);
  const room = sheet.height - 2 * sheet.padding - sheet.qrMm - 2;
  return { fontPt: Math.max(7, Math.min(sheet.fontPt, Math.floor((room / (ems * MM_PER_PT)) * 2) / 2)), columns };
}

/** The QR code's SVG for `url`; the encoder loads only when a card is shown. */
function useQrCodeSvg(url: string) {
  return useQuery({
    queryKey: ['qr-code', url],
    queryFn: async () => {
      const { toString } = await import('qrcode');
      return toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M', color: { dark: '#1c1917', light: '#ffffff' } });
    },
    staleTime: Infinity,
  });
}

/**
 * A printed table card of the tap list: the taps with sizes and prices, what's next on, and a QR code
 * to the venue's page for the list as it changes. Sized in millimetres and points, for paper.
 */
export function TableCard({ menu, size, venueUrl }: { menu: VenueMenu; size: CardSize; venueUrl: string }) {
  const sheet = SHEETS[size];
  const qr = useQrCodeSvg(venueUrl);
  const { fontPt, columns } = cardFontPt(size, menu.items.length, menu.next.length);
  const twoColumns = columns === 2;

  return (
    <article
      aria-label={`Table card, ${size.toUpperCase()}`}
      className="mx-auto flex flex-col bg-white text-ink shadow-lg ring-1 ring-stone-300 print:shadow-none print:ring-0"
      style={{ width: `${sheet.width}mm`, minHeight: `${sheet.height - 1}mm`, padding: `${sheet.padding}mm`, fontSize: `${fontPt}pt` }}
    >
      {/* the sheet is the page: no browser margins, the card keeps its own */}
      <style>{`@page { size: ${size.toUpperCase()} portrait; margin: 0; } @media print { html, body { background: #fff; } }`}</style>
      <header className="border-b-2 border-ink pb-[0.6em]">
        <p className="text-[0.8em] font-bold uppercase tracking-[0.2em] text-malt-700">On tap at</p>
        <h1 className="text-[2.2em] font-black leading-tight tracking-tight">{menu.venue.name}</h1>
      </header>

      {menu.items.length > 0 ? (
        <ol className={`mt-[0.8em] ${twoColumns ? 'columns-2 gap-[1.6em]' : ''}`}>
          {menu.items.map((entry) => (
            <li key={entry.id} className="flex break-inside-avoid items-start gap-[0.6em] border-b border-stone-300 py-[0.5em]">
              <span className="w-[1.8em] shrink-0 text-[1.2em] font-black tabular-nums text-malt-700">
                <TapNumber tapNumber={entry.tapNumber} none={null} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-[1.15em] font-bold leading-snug">
                  <span>{entry.name}</span>
                  {entry.note ? <span className="ml-[0.4em] text-[0.75em] font-semibold text-malt-700">{entry.note}</span> : null}
                </p>
                <p className="text-[0.85em] text-stone-600">{entryDetails(entry)}</p>
              </div>
              <ServingSizeList
                sizes={entry.servingSizes}
                className="shrink-0 text-right text-[0.85em]"
                labelClassName="text-stone-600"
                priceClassName="font-bold"
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-[2em] text-center text-[1.2em] text-stone-600">Ask at the bar what’s pouring today.</p>
      )}

      {menu.next.length > 0 ? (
        <TitledSection
          title="Next on"
          headingId="card-next-on"
          headingClassName="text-[0.8em] font-bold uppercase tracking-[0.2em] text-malt-700"
          className="mt-[1.2em] break-inside-avoid"
        >
          <ul className="mt-[0.3em] space-y-[0.2em]">
            {menu.next.map((entry) => (
              <li key={entry.id}>
                <span className="font-semibold">{entry.name}</span>{' '}
                <span className="text-[0.85em] text-stone-600">{entryDetails(entry)}</span>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      <footer className="mt-auto flex items-end gap-[1em] border-t-2 border-ink pt-[0.8em]">
        <div className="shrink-0 bg-white" style={{ width: `${sheet.qrMm}mm`, height: `${sheet.qrMm}mm` }}>
          {qr.data ? (
            // the encoder's own SVG markup (a URL we made, encoded as squares): no text from anyone lands in it
            <div
              role="img"
              aria-label={`QR code: ${venueUrl}`}
              className="h-full w-full [&>svg]:h-full [&>svg]:w-full"
              dangerouslySetInnerHTML={{ __html: qr.data }}
            />
          ) : null}
        </div>
        <div className="min-w-0 pb-[0.2em]">
          <p className="text-[1.1em] font-bold">Scan for today’s taps</p>
          <p className="break-all text-[0.8em] text-stone-600">{venueUrl.replace(/^https?:\/\//, '')}</p>
          {menu.updatedAt ? (
            <p className="mt-[0.3em] text-[0.75em] text-stone-600">
              Printed from Tapline · list of <time dateTime={menu.updatedAt}>{formatDateTime(menu.updatedAt)}</time>
            </p>
          ) : null}
        </div>
      </footer>
    </article>
  );
}
