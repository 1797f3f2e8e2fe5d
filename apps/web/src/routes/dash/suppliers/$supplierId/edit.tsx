import { createFileRoute } from '@tanstack/react-router';
export const Route = createFileRoute('/dash/suppliers/$supplierId/edit')({ component: () => null });
