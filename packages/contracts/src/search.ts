import { z } from 'zod';
import { linkFields, text } from './common';
import { OrganisationRef } from './organisations';

/** How many suggestions each group of the one search box offers at most. */
export const SUGGESTIONS_PER_GROUP = 5;

/**
 * `q`: what has been typed so far. Fewer than two letters or digits (empty, spaces, only punctuation) answers
 * three empty groups rather than an error: a search box asks on every keystroke.
 */
export const SearchSuggestQuery = z.object({
  q: text().trim().max(100, 'q must be at most 100 characters').optional(),
});
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuery>;

export const ProductSuggestion = z.object({
  ...linkFields,
  style: z.string(),
  supplier: OrganisationRef,
});
export type ProductSuggestion = z.infer<typeof ProductSuggestion>;

/** A supplier or a venue: where it is, when its physical address says. */
export const OrganisationSuggestion = z.object({
  ...linkFields,
  suburb: z.string().nullable(),
});
export type OrganisationSuggestion = z.infer<typeof OrganisationSuggestion>;

/** The one search box's answer: a few of each, best match first. */
export const SearchSuggestions = z.object({
  products: z.array(ProductSuggestion),
  suppliers: z.array(OrganisationSuggestion),
  venues: z.array(OrganisationSuggestion),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;
