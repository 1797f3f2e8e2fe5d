import { urlChoice, urlInteger, urlText, type UrlSearchInput } from '@/lib/url-search';

export type ApplicationTab = 'new' | 'approved' | 'declined';

/** /dash/admin/applications search params: the tab (New when absent), the search and the page. */
export interface ApplicationSearch {
  status?: ApplicationTab | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

export function applicationSearchSchema(search: UrlSearchInput): ApplicationSearch {
  return {
    status: urlChoice(search.status, ['new', 'approved', 'declined']),
    q: urlText(search.q),
    page: urlInteger(search.page, 1, 1000),
  };
}

/** "51824753556" → "51 824 753 556", as the ABR prints an ABN (written here: the admin chunks carry no contracts code they don't need). */
export function formatAbnDigits(abn: string): string {
  return /^\d{11}$/.test(abn) ? `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}` : abn;
}

/** What a duplicate shares, in words: "same ABN", "same email", "same ABN and email". */
export function sharedWords(on: readonly ('abn' | 'email')[]): string {
  return `same ${on.map((field) => (field === 'abn' ? 'ABN' : 'email')).join(' and ')}`;
}
