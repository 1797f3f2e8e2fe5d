import type { OrganisationSettings } from '@tapline/contracts';
import type { UsualRules } from '@/features/delivery-zones';

/** The supplier's own ordering rules: what a zone's empty cut-off, lead days and minimum stand for. */
export function usualRulesOf(settings: OrganisationSettings): UsualRules {
  const rules = settings.orderingRules;
  return {
    orderCutoffTime: rules?.orderCutoffTime ?? null,
    leadDays: rules?.leadDays ?? null,
    minimumOrderCents: rules?.minimumOrderCents ?? null,
  };
}
