import { OrderChangeList, OrderChangePackList, OrderChangePreview } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { orderChangeKeys } from './order-change-keys';

const supplierOrderPath = (supplierOrderId: string) => `/api/supplier-orders/${encodeURIComponent(supplierOrderId)}`;

/** GET /api/supplier-orders/{id}/changes: both sides. */
export const useOrderChanges = (supplierOrderId: string) =>
  useQuery({
    queryKey: orderChangeKeys.list(supplierOrderId),
    queryFn: ({ signal }) => apiGet(`${supplierOrderPath(supplierOrderId)}/changes`, OrderChangeList, { signal }),
  });

/** GET /api/order-changes/{id}/preview: what accepting it would do. */
export const useOrderChangePreview = (changeId: string) =>
  useQuery({
    queryKey: orderChangeKeys.preview(changeId),
    queryFn: ({ signal }) => apiGet(`/api/order-changes/${encodeURIComponent(changeId)}/preview`, OrderChangePreview, { signal }),
  });

/** GET /api/supplier-orders/{id}/change-packs: the supplier's packs a change may send, once its dialog opens. */
export const useChangePacks = (supplierOrderId: string, enabled: boolean) =>
  useQuery({
    queryKey: orderChangeKeys.packs(supplierOrderId),
    queryFn: ({ signal }) => apiGet(`${supplierOrderPath(supplierOrderId)}/change-packs`, OrderChangePackList, { signal }),
    enabled,
  });
