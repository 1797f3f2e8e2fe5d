import type { KegType } from '@tapline/contracts';
import type { SelectOption } from '@/components/ui/select-field';
import { kegTypeOptionLabel } from '@/features/keg-types';

/**
 * The SKU editors' Keg select (issue 37): not a keg, or one of the supplier's keg types in use; an archived type stays
 * offered to the pack that names it already (a pack keeps it; no other may take it).
 */
export function kegOptionsFor(kegTypes: readonly KegType[], current: string, currency: string): SelectOption[] {
  return [
    { value: '', label: 'None: not a keg' },
    ...kegTypes
      .filter((kegType) => kegType.archivedAt === null || kegType.id === current)
      .map((kegType) => ({ value: kegType.id, label: kegTypeOptionLabel(kegType, currency) })),
  ];
}

export const KEG_HINT = 'The keg it comes in: its deposit, if any, is a line of its own on every order.';
