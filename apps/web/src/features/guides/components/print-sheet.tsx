import type { OrderGuide } from '@tapline/contracts';
import { groupSections, sectionLabel } from '../guide-sections';

const cell = 'border border-stone-400 px-2 py-1.5 align-top';
const writeIn = `${cell} w-20`;

/**
 * A guide as a count sheet on A4 (docs/ui.md, Venue dashboard): per section the product, the pack and the par, and empty
 * "On hand" and "Order" columns to write in; who counted and when at the top.
 */
export function PrintSheet({ guide, venueName }: { guide: OrderGuide; venueName: string }) {
  return (
    <article
      aria-labelledby="sheet-title"
      className="mx-auto max-w-[210mm] bg-white p-6 text-[13px] text-black shadow-sm print:max-w-none print:p-0 print:shadow-none"
    >
      <style>{'@page { size: A4 portrait; margin: 12mm; }'}</style>
      <header className="flex flex-wrap items-end justify-between gap-4 border-b-2 border-black pb-2">
        <div>
          <p className="text-xs uppercase tracking-wide">{venueName} · count sheet</p>
          <h1 id="sheet-title" className="text-xl font-bold">
            {guide.name}
          </h1>
          <p className="text-xs">
            {guide.supplier ? guide.supplier.name : 'Across suppliers'} · on hand in units (cans, bottles, kegs); order in packs
          </p>
        </div>
        <dl className="grid grid-cols-[auto_10rem] gap-x-2 gap-y-2 text-xs">
          <dt>Counted by</dt>
          <dd className="border-b border-black" />
          <dt>Date</dt>
          <dd className="border-b border-black" />
        </dl>
      </header>
      {groupSections(guide.items).map((section) => (
        <table key={section.name} className="mt-4 w-full border-collapse break-inside-avoid-page">
          <caption className="pb-1 text-left text-sm font-bold">{sectionLabel(section.name)}</caption>
          <thead>
            <tr className="bg-stone-100 text-left print:bg-transparent">
              <th scope="col" className={cell}>
                Product
              </th>
              <th scope="col" className={cell}>
                Pack
              </th>
              <th scope="col" className={`${cell} w-16 text-right`}>
                Par
              </th>
              <th scope="col" className={writeIn}>
                On hand
              </th>
              <th scope="col" className={writeIn}>
                Order
              </th>
            </tr>
          </thead>
          <tbody>
            {section.items.map((item) => (
              <tr key={item.skuId} className="break-inside-avoid">
                <td className={cell}>
                  {item.product.name}
                  {guide.supplier ? null : <span className="block text-[11px] text-stone-600">{item.supplier.name}</span>}
                </td>
                <td className={cell}>{item.skuName}</td>
                <td className={`${cell} text-right tabular-nums`}>{item.parQty}</td>
                <td className={writeIn} />
                <td className={writeIn} />
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </article>
  );
}
