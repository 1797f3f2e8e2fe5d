import type { HTMLAttributes, ReactNode } from 'react';

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

/** A column that draws its own cells: what a row shows in it, and the cell's look beside the table's padding. */
export interface DataColumn<Row> extends Column {
  cell: (row: Row) => ReactNode;
  className?: string;
  /** the cell that names its row: a row heading (`th scope="row"`) */
  rowHeader?: boolean;
  /** below 640 px, where the headings leave the screen, the word the cell starts with ("Joined 3 Dec 2025") */
  phoneLabel?: string;
}

interface Look {
  /** the white box around the table, where the table brings its own */
  box?: string;
  table: string;
  head: string;
  heading: string;
  body: string;
  row?: string;
  cell: string;
}

const CAPS = 'text-xs uppercase tracking-wide';
const BOXED_HEAD = `border-b border-line bg-stone-50 ${CAPS}`;

/**
 * The tables' looks (docs/ui.md, Tables). Below 640 px the stacking ones lay each row out by its cells' `max-sm:`
 * classes (a small grid, or a card), and the headings are left to screen readers.
 */
const LOOKS = {
  /** rows that become separate cards on phones (the admin lists, the audit log); the page draws the box */
  cards: {
    table: 'w-full text-left text-sm max-sm:block',
    head: `border-b border-line ${CAPS}`,
    heading: 'px-4 py-3 font-semibold',
    body: 'divide-y divide-line max-sm:block max-sm:space-y-3 max-sm:divide-y-0',
    row: 'align-top max-sm:flex max-sm:flex-col max-sm:rounded-xl max-sm:border max-sm:border-line max-sm:bg-white max-sm:p-4',
    cell: 'px-4 py-3 max-sm:p-0',
  },
  /** rows that stay one list on phones, each a small grid (the team); the page draws the box */
  rows: {
    table: 'w-full text-left text-sm max-sm:block',
    head: `border-b border-line ${CAPS}`,
    heading: 'px-4 py-3 font-semibold',
    body: 'divide-y divide-line max-sm:block',
    cell: 'px-4 py-3 max-sm:p-0',
  },
  /** in its own white box under a tinted head, each row a small grid on phones (products, SKUs, prices, orders) */
  boxed: {
    box: 'overflow-hidden rounded-xl border border-line bg-white',
    table: 'w-full text-left text-sm max-sm:block',
    head: BOXED_HEAD,
    heading: 'px-4 py-2 font-semibold',
    body: 'divide-y divide-line max-sm:block',
    cell: 'px-4 py-2.5 max-sm:p-0',
  },
  /** boxed, and still a table on phones (a few narrow columns), scrolling sideways if it must */
  'boxed-scroll': {
    box: 'overflow-x-auto rounded-xl border border-line bg-white',
    table: 'w-full text-left text-sm',
    head: BOXED_HEAD,
    heading: 'px-4 py-2 font-semibold',
    body: 'divide-y divide-line',
    cell: 'px-4 py-2.5',
  },
  /** inside a panel with its own padding: no padding at the sides (recent orders, an order's lines) */
  inset: {
    table: 'w-full text-left text-sm max-sm:block',
    head: CAPS,
    heading: 'py-2 pr-3 font-semibold last:pr-0',
    body: 'divide-y divide-line max-sm:block',
    cell: 'py-2.5 pr-3 last:pr-0 max-sm:p-0',
  },
} satisfies Record<string, Look>;

type TableLook = keyof typeof LOOKS;

interface RowOptions {
  look: TableLook;
  /** the cells' padding, where the look's is not this table's */
  cellClassName?: string | undefined;
}

/** One row drawn from its columns (a memoised row of a long table uses it directly, inside `TableFrame`). */
export function DataRow<Row>({
  look,
  cellClassName,
  columns,
  row,
  className = '',
  ...attributes
}: RowOptions & { columns: readonly DataColumn<Row>[]; row: Row } & HTMLAttributes<HTMLTableRowElement>) {
  const lookClasses: Look = LOOKS[look];
  const padding = cellClassName ?? lookClasses.cell;
  return (
    <tr className={`${lookClasses.row ?? ''} ${className}`.trim()} {...attributes}>
      {columns.map((column) => {
        const Cell = column.rowHeader ? 'th' : 'td';
        return (
          <Cell key={column.label} scope={column.rowHeader ? 'row' : undefined} className={`${padding} ${column.className ?? ''}`.trim()}>
            {column.phoneLabel ? <span className="text-ink-soft sm:hidden">{column.phoneLabel} </span> : null}
            {column.cell(row)}
          </Cell>
        );
      })}
    </tr>
  );
}

interface FrameProps {
  look: TableLook;
  columns: readonly Column[];
  /** the table's own classes (its margin) */
  className?: string;
  /** more classes for the head */
  headClassName?: string;
  /** inside the box, above the table (a "select all" bar) */
  toolbar?: ReactNode;
  /** a `tfoot` after the rows */
  foot?: ReactNode;
  /** the box's name when it may scroll sideways: it then takes the keyboard's focus, so the keys can scroll it */
  scrollLabel?: string;
}

/** A table's frame in one of the looks: box, head and body, with the rows as children. */
export function TableFrame({
  look,
  columns,
  className = '',
  headClassName = '',
  toolbar,
  foot,
  scrollLabel,
  children,
}: FrameProps & { children: ReactNode }) {
  const lookClasses: Look = LOOKS[look];
  const table = (
    <table className={`${lookClasses.table} ${className}`.trim()}>
      <TableHead columns={columns} className={`${lookClasses.head} ${headClassName}`.trim()} cellClassName={lookClasses.heading} />
      <tbody className={lookClasses.body}>{children}</tbody>
      {foot}
    </table>
  );
  if (!lookClasses.box) return table;
  const scrolling = scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {};
  return (
    <div className={lookClasses.box} {...scrolling}>
      {toolbar}
      {table}
    </div>
  );
}

interface DataTableProps<Row> extends FrameProps, Omit<RowOptions, 'look'> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** a row's own classes (its layout on phones, a selected row's colour) */
  rowClassName?: string | ((row: Row) => string);
  /** the row that is the current one (a keyboard selection): `aria-current` */
  isCurrent?: (row: Row) => boolean;
}

/** A table whose rows are drawn from its columns (docs/ui.md, Tables). */
export function DataTable<Row>({ columns, rows, rowKey, rowClassName, isCurrent, cellClassName, ...frame }: DataTableProps<Row>) {
  return (
    <TableFrame columns={columns} {...frame}>
      {rows.map((row) => (
        <DataRow
          key={rowKey(row)}
          look={frame.look}
          cellClassName={cellClassName}
          columns={columns}
          row={row}
          className={typeof rowClassName === 'function' ? rowClassName(row) : rowClassName}
          aria-current={isCurrent?.(row) ? 'true' : undefined}
        />
      ))}
    </TableFrame>
  );
}
