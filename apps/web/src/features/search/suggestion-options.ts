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

/** The answer as the list shows it: groups in a fixed order, empty ones left out; option ids unique in the page. */
export function suggestionGroups(answer: SearchSuggestions | undefined): SuggestionGroup[] {
  if (!answer) return [];
  const groups: SuggestionGroup[] = [
    {
      kind: 'product',
      label: 'Products',
      options: answer.products.map((p) => ({
        id: `suggest-product-${p.id}`,
        kind: 'product',
        slug: p.slug,
        name: p.name,
        detail: [p.style, p.supplier.name].filter(Boolean).join(' · '),
      })),
    },
    {
      kind: 'supplier',
      label: 'Suppliers',
      options: answer.suppliers.map((s) => ({
        id: `suggest-supplier-${s.id}`,
        kind: 'supplier',
        slug: s.slug,
        name: s.name,
        detail: s.suburb ?? '',
      })),
    },
    {
      kind: 'venue',
      label: 'Venues',
      options: answer.venues.map((v) => ({
        id: `suggest-venue-${v.id}`,
        kind: 'venue',
        slug: v.slug,
        name: v.name,
        detail: v.suburb ?? '',
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The option after (step 1) or before (step -1) the active one, wrapping; the first or last when none is active. */
export function movedActive(options: SuggestionOption[], activeId: string | undefined, step: 1 | -1): string | undefined {
  if (options.length === 0) return undefined;
  const index = options.findIndex((option) => option.id === activeId);
  if (index === -1) return (step === 1 ? options[0] : options.at(-1))?.id;
  return options[(index + step + options.length) % options.length]?.id;
}
