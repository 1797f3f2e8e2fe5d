import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { onlyFor } from '@/features/dashboard';
import type { OrganisationKey } from '@/features/organisations';
import { runSheetQueryOptions } from '@/features/run-sheets';
import { urlCalendarDate } from '@/lib/url-search';

type DayContext = { context: { organisation: OrganisationKey }; params: { date: string } };

/**
 * What a day's run sheet and the driver's screen both check and load: a supplier's page, a real calendar date in the
 * URL (anything else is Not Found), the day's sheet.
 */
export const runDayRoute = {
  beforeLoad: (context: DayContext) => {
    onlyFor('supplier')(context);
    if (!urlCalendarDate(context.params.date)) throw notFound();
  },
  loader: ({ context, params }: { context: { queryClient: QueryClient; organisation: OrganisationKey }; params: { date: string } }) =>
    context.queryClient.ensureQueryData(runSheetQueryOptions(context.organisation.id, params.date)),
};
