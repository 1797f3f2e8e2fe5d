import { ApiError, fieldErrors } from '@/lib/api-client';
import type { SizeErrors, SizeField } from './serving-sizes';

/** A refusal of the entry editor's save, placed on the fields it is about. */
export interface EntryErrors {
  tapNumber?: string;
  note?: string;
  sizes: SizeErrors[];
  /** what no field stands for (or a refusal of the whole thing) */
  form?: string;
}

const SIZE_FIELD: Record<string, SizeField> = { label: 'label', volumeMl: 'volumeMl', priceCents: 'price' };

/** The contract's words ("servingSizes priceCents must not be negative") without the field name a person never typed. */
function plainMessage(message: string): string {
  const text = message.replace(/^(servingSizes|tapNumber|note)\s+(label|volumeMl|priceCents)?\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A 409 about the tap number: the server names the field (decision 0110); older answers only say "Tap 3 is …". */
function isAboutTheTap(error: ApiError): boolean {
  const { details } = error;
  if (typeof details === 'object' && details !== null && 'field' in details) return (details as { field: unknown }).field === 'tapNumber';
  return /^(Tap \d+ |Every tap )/.test(error.message);
}

/**
 * A 400's field errors (`tapNumber`, `servingSizes.1.priceCents`, `note`) go under their fields; a 409 about a tap
 * ("Tap 3 is already pouring …") goes under the tap number; anything else is said once above the buttons.
 */
export function entryErrorsOf(error: unknown): EntryErrors {
  const placed: EntryErrors = { sizes: [] };
  if (error instanceof ApiError && error.status === 409 && isAboutTheTap(error)) {
    placed.tapNumber = error.message;
    return placed;
  }
  const unplaced: string[] = [];
  for (const { field, message } of fieldErrors(error)) {
    const [head, index, sub] = field.split('.');
    if (head === 'tapNumber') placed.tapNumber = plainMessage(message);
    else if (head === 'note') placed.note = plainMessage(message);
    else if (head === 'servingSizes' && index !== undefined && /^\d+$/.test(index) && sub && SIZE_FIELD[sub]) {
      const row = Number(index);
      for (let i = placed.sizes.length; i <= row; i += 1) placed.sizes.push({});
      placed.sizes[row]![SIZE_FIELD[sub]] = plainMessage(message);
    } else unplaced.push(message);
  }
  const anyPlaced = placed.tapNumber !== undefined || placed.note !== undefined || placed.sizes.length > 0;
  if (unplaced.length > 0 || !anyPlaced)
    placed.form = unplaced.length > 0 ? unplaced.join('; ') : error instanceof Error ? error.message : 'The change wasn’t saved.';
  return placed;
}
