import { type PickList, type PickListLine, pickListEmptiesText } from '@tapline/contracts';
import { plural } from '@/lib/format';
import { longDate } from '../pick-list-words';

const cell = 'border border-stone-400 px-1 py-1.5 align-top sm:px-2';
const bodyCell = `${cell} break-words`;

function LinesTable({ caption, lines }: { caption?: string; lines: readonly PickListLine[] }) {
  return (
    <table className="mt-4 w-full table-fixed border-collapse break-inside-avoid-page">
      {caption ? <caption className="pb-1 text-left text-sm font-bold">{caption}</caption> : null}
      <colgroup>
        <col className="w-[22%]" />
        <col className="w-[32%]" />
        <col className="w-[26%]" />
        <col className="w-[10%]" />
        <col className="w-[10%]" />
      </colgroup>
      <thead>
        <tr className="bg-stone-100 text-left print:bg-transparent">
          <th scope="col" className={cell}>
            SKU
          </th>
          <th scope="col" className={cell}>
            Product
          </th>
          <th scope="col" className={cell}>
            Pack
          </th>
          <th scope="col" className={`${cell} text-right`}>
            Qty
          </th>
          <th scope="col" className={`${cell} text-center`}>
            <span aria-hidden="true">✓</span>
            <span className="sr-only">Picked</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.skuCode}>
            <td className={`${bodyCell} font-mono`}>{line.skuCode}</td>
            <td className={bodyCell}>{line.productName}</td>
            <td className={bodyCell}>{line.pack}</td>
            <td className={`${cell} text-right font-semibold tabular-nums`}>{line.qty}</td>
            <td className={cell} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A delivery day's pick list as a sheet on A4 (decision 0188): per zone the SKU, product, pack and units to load with
 * a box to tick, the whole load when there are several zones, and the empties to bring back.
 */
export function PickListSheet({ list }: { list: PickList }) {
  const zoned = list.zones.some((zone) => zone.zone !== null);
  const units = list.totals.reduce((sum, line) => sum + line.qty, 0);
  return (
    <article
      aria-labelledby="pick-list-title"
      className="mx-auto max-w-[210mm] bg-white p-3 text-xs text-black shadow-sm sm:p-6 sm:text-[13px] print:max-w-none print:p-0 print:text-[13px] print:shadow-none"
    >
      <style>{'@page { size: A4 portrait; margin: 12mm; }'}</style>
      <header className="flex flex-wrap items-end justify-between gap-4 border-b-2 border-black pb-2">
        <div>
          <p className="text-xs uppercase tracking-wide">{list.supplier.name} · pick list</p>
          <h1 id="pick-list-title" className="text-xl font-bold">
            {longDate(list.date)}
          </h1>
          <p className="text-xs">
            {plural(list.orderCount, 'order')} · {plural(units, 'unit')}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_10rem] gap-x-2 gap-y-2 text-xs">
          <dt>Picked by</dt>
          <dd className="border-b border-black" />
          <dt>Checked by</dt>
          <dd className="border-b border-black" />
        </dl>
      </header>
      {list.orderCount === 0 ? <p className="mt-4">No accepted orders for this day yet.</p> : null}
      {list.zones.map((zone) => (
        <LinesTable
          key={zone.zone?.id ?? 'none'}
          caption={zoned ? `${zone.zone?.name ?? 'Outside every zone'} · ${plural(zone.orderCount, 'order')}` : undefined}
          lines={zone.lines}
        />
      ))}
      {list.zones.length > 1 ? <LinesTable caption="All zones" lines={list.totals} /> : null}
      {list.empties.length > 0 ? (
        <table className="mt-6 w-full table-fixed border-collapse break-inside-avoid-page">
          <caption className="pb-1 text-left text-sm font-bold">Empties to collect</caption>
          <thead>
            <tr className="bg-stone-100 text-left print:bg-transparent">
              <th scope="col" className={`${cell} w-2/5`}>
                Venue
              </th>
              <th scope="col" className={cell}>
                Empties
              </th>
            </tr>
          </thead>
          <tbody>
            {list.empties.map((empties) => (
              <tr key={empties.venue.id}>
                <td className={bodyCell}>{empties.venue.name}</td>
                <td className={bodyCell}>{pickListEmptiesText(empties)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}
