import type { OrderGuide } from '@tapline/contracts';
import { groupSections, sectionLabel } from '../guide-sections';

const cell = 'border border-stone-400 px-1 py-1.5 align-top sm:px-2';
/** a body cell: long pack names break rather than push the sheet wider */
const bodyCell = `${cell} break-words`;

/**
 * A guide as a count sheet on A4 (docs/ui.md, Venue dashboard): per section the product, the pack and the par, and empty
 * "On hand" and "Order" columns to write in; who counted and when at the top.
 */
export function PrintSheet({ guide, venueName }: { guide: OrderGuide; venueName: string }) {
  return (
    <article
      aria-labelledby="sheet-title"
      className="mx-auto max-w-[210mm] bg-white p-3 text-xs text-black shadow-sm sm:p-6 sm:text-[13px] print:max-w-none print:p-0 print:text-[13px] print:shadow-none"
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
        <table key={section.name} className="mt-4 w-full table-fixed border-collapse break-inside-avoid-page">
          <caption className="pb-1 text-left text-sm font-bold">{sectionLabel(section.name)}</caption>
          {/* the same columns in every section, so the sheet reads as one table */}
          <colgroup>
            <col className="w-[34%]" />
            <col className="w-[22%]" />
            <col className="w-[12%]" />
            <col className="w-[16%]" />
            <col className="w-[16%]" />
          </colgroup>
          <thead>
            <tr className="bg-stone-100 text-left print:bg-transparent">
              <th scope="col" className={cell}>
                Product
              </th>
              <th scope="col" className={cell}>
                Pack
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Par
              </th>
              <th scope="col" className={cell}>
                On hand
              </th>
              <th scope="col" className={cell}>
                Order
              </th>
            </tr>
          </thead>
          <tbody>
            {section.items.map((item) => (
              <tr key={item.skuId} className="break-inside-avoid">
                <td className={bodyCell}>
                  {item.product.name}
                  {guide.supplier ? null : <span className="block text-[11px] text-stone-600">{item.supplier.name}</span>}
                </td>
                <td className={bodyCell}>{item.skuName}</td>
                <td className={`${bodyCell} text-right tabular-nums`}>{item.parQty}</td>
                <td className={cell} />
                <td className={cell} />
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </article>
  );
}
