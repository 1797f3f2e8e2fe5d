import { createFileRoute } from '@tanstack/react-router';
export const Route = createFileRoute('/dash/venues/$venueId/edit')({ component: () => null });
