import type { ReactNode } from 'react';

/**
 * A panel's list with a line between its items (`ordered` for a ranking or a sequence of steps), or, with none,
 * `empty`: what the list is and what to do next (docs/ui.md, States and feedback).
 */
export function ItemList<Item>({
  items,
  itemKey,
  empty,
  ordered = false,
  className = 'mt-2 divide-y divide-line',
  emptyClassName = 'mt-3 text-sm text-ink-soft',
  itemClassName,
  children,
}: {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  empty: ReactNode;
  ordered?: boolean;
  className?: string;
  emptyClassName?: string;
  itemClassName: string;
  children: (item: Item, index: number) => ReactNode;
}) {
  if (items.length === 0) return <p className={emptyClassName}>{empty}</p>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className={itemClassName}>
          {children(item, index)}
        </li>
      ))}
    </List>
  );
}
