import { CatalogueSku, type SkuCreateInput, type SkuUpdateInput } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateCatalogue } from '../catalogue-keys';

export function useCreateSku(supplierId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sku: SkuCreateInput) =>
      apiRequest('POST', `/api/products/${encodeURIComponent(productId)}/skus`, CatalogueSku, { body: sku }),
    onSettled: () => invalidateCatalogue(queryClient, supplierId),
  });
}

/** Only the fields given change; `version` is the one read (a stale one is 409 with the current SKU). */
export function useUpdateSku(supplierId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skuId, change }: { skuId: string; change: SkuUpdateInput }) =>
      apiRequest('PATCH', `/api/products/${encodeURIComponent(productId)}/skus/${encodeURIComponent(skuId)}`, CatalogueSku, {
        body: change,
      }),
    onSettled: () => invalidateCatalogue(queryClient, supplierId),
  });
}
