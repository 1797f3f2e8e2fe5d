import { DetailPageSkeleton } from '@/components/ui/skeleton';

// What an admin route shows while it loads and when it fails, loaded with the route (admin-route.ts)
export { AdminError, AdminTableSkeleton } from '@/features/admin';

/** One organisation's admin page loading: its logo, name and details. */
export function OrganisationPageSkeleton() {
  return <DetailPageSkeleton media="logo" />;
}
