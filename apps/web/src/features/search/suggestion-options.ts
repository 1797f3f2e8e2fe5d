import type { SearchSuggestions } from '@tapline/contracts';

export type SuggestionKind = 'product' | 'supplier' | 'venue';

/** One row of the suggestions list: what it opens and what it shows. */
export interface SuggestionOption {
  id: string;
  kind: SuggestionKind;
  slug: string;
  name: string;
  /** the second line: a product's style and brewery, an organisation's suburb */
  detail: string;
}

export interface SuggestionGroup {
  kind: SuggestionKind;
  label: string;
  options: SuggestionOption[];
}

/** One group of the list: its rows, each named by its kind and id so that ids are unique in the page. */
function group<Row extends { id: string; slug: string; name: string }>(
  kind: SuggestionKind,
  label: string,
  rows: readonly Row[],
  detail: (row: Row) => string,
): SuggestionGroup {
  return {
    kind,
    label,
    options: rows.map((row) => ({ id: `suggest-${kind}-${row.id}`, kind, slug: row.slug, name: row.name, detail: detail(row) })),
  };
}

/** The answer as the list shows it: groups in a fixed order, empty ones left out; option ids unique in the page. */
export function suggestionGroups(answer: SearchSuggestions | undefined): SuggestionGroup[] {
  if (!answer) return [];
  const groups = [
    group('product', 'Products', answer.products, (product) => [product.style, product.supplier.name].filter(Boolean).join(' · ')),
    group('supplier', 'Suppliers', answer.suppliers, (supplier) => supplier.suburb ?? ''),
    group('venue', 'Venues', answer.venues, (venue) => venue.suburb ?? ''),
  ];
  return groups.filter((each) => each.options.length > 0);
}

/** The option after (step 1) or before (step -1) the active one, wrapping; the first or last when none is active. */
export function movedActive(options: SuggestionOption[], activeId: string | undefined, step: 1 | -1): string | undefined {
  if (options.length === 0) return undefined;
  const index = options.findIndex((option) => option.id === activeId);
  if (index === -1) return (step === 1 ? options[0] : options.at(-1))?.id;
  return options[(index + step + options.length) % options.length]?.id;
}
