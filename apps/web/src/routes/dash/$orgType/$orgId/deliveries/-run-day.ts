import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { onlyFor } from '@/features/dashboard';
import type { OrganisationKey } from '@/features/organisations';
import { runSheetQueryOptions } from '@/features/run-sheets';

type DayContext = { context: { organisation: OrganisationKey }; params: { date: string } };

/**
 * What a day's run sheet and the driver's screen both check and load: a supplier's page, a real calendar date in the
 * URL (anything else is Not Found), the day's sheet.
 */
export const runDayRoute = {
  beforeLoad: (context: DayContext) => {
    onlyFor('supplier')(context);
    const date = context.params.date;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) throw notFound();
  },
  loader: ({ context, params }: { context: { queryClient: QueryClient; organisation: OrganisationKey }; params: { date: string } }) =>
    context.queryClient.ensureQueryData(runSheetQueryOptions(context.organisation.id, params.date)),
};
