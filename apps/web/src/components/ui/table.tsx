export interface Column {
  label: string;
  /** figures and prices line up on the right */
  align?: 'right';
  /** a column with nothing to name on screen (the row's action): its label is for screen readers only */
  srOnly?: boolean;
}

/**
 * A table's column headings. Below 640 px every table here turns its rows into stacked cards (docs/ui.md, Tables), so the
 * headings leave the screen and stay for screen readers. `className` is the head's own look, `cellClassName` each heading's.
 */
export function TableHead({ columns, className, cellClassName }: { columns: readonly Column[]; className: string; cellClassName: string }) {
  return (
    <thead className={`text-ink-soft max-sm:sr-only ${className}`}>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.align === 'right' ? `${cellClassName} text-right` : cellClassName}>
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
