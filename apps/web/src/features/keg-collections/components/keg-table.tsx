import type { KegCollectionKegType } from '@tapline/contracts';
import type { ReactNode } from 'react';

/** A small table of keg types (a row each, named by its type) and figures about each, right-aligned. */
export function KegTable<Row extends { kegType: KegCollectionKegType }>({
  rows,
  figures,
  typeDetail,
}: {
  rows: readonly Row[];
  figures: readonly { label: string; value: (row: Row) => number }[];
  /** under the type's name (who owns it, its deposit) */
  typeDetail?: (row: Row) => ReactNode;
}) {
  return (
    <table className="mt-3 w-full text-left text-sm">
      <thead className="border-b border-line text-xs uppercase tracking-wide text-ink-soft">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Keg type
          </th>
          {figures.map((figure) => (
            <th key={figure.label} scope="col" className="py-2 pr-3 text-right font-semibold last:pr-0">
              {figure.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.kegType.id}>
            <th scope="row" className="py-2 pr-3 font-normal">
              <span className="font-medium text-ink">{row.kegType.name}</span>
              {typeDetail ? <span className="block text-xs text-ink-soft">{typeDetail(row)}</span> : null}
            </th>
            {figures.map((figure) => (
              <td key={figure.label} className="py-2 pr-3 text-right tabular-nums last:pr-0">
                {figure.value(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
