import { ALT_TEXT_FIELD, PRODUCT_IMAGE_FIELD, ProductImage, ProductImageList } from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { apiCommand, apiGet, apiRequest, apiUpload } from '@/lib/api-client';
import { catalogueKeys, invalidateCatalogue } from '../catalogue-keys';

const imagesPath = (productId: string) => `/api/products/${encodeURIComponent(productId)}/images`;

const productImagesQueryOptions = (supplierId: string, productId: string) =>
  queryOptions({
    queryKey: catalogueKeys.images(supplierId, productId),
    queryFn: ({ signal }) => apiGet(imagesPath(productId), ProductImageList, { signal }),
  });
export const useProductImages = (supplierId: string, productId: string) => useQuery(productImagesQueryOptions(supplierId, productId));

/** One file up, as multipart, reporting progress (XMLHttpRequest, with the api client's headers). */
export function uploadProductImage(productId: string, file: File, onProgress: (fraction: number) => void, altText = '') {
  const form = new FormData();
  if (altText) form.append(ALT_TEXT_FIELD, altText);
  form.append(PRODUCT_IMAGE_FIELD, file);
  return apiUpload(imagesPath(productId), form, ProductImage, { method: 'POST', onProgress });
}

export function useImageChanges(supplierId: string, productId: string) {
  const queryClient = useQueryClient();
  const settle = () => invalidateCatalogue(queryClient, supplierId);
  const setList = (list: ProductImageList) => queryClient.setQueryData(catalogueKeys.images(supplierId, productId), list);
  return {
    reorder: useMutation({
      mutationFn: (imageIds: string[]) => apiRequest('PUT', `${imagesPath(productId)}/order`, ProductImageList, { body: { imageIds } }),
      onSuccess: (list) => {
        setList(list);
        return settle();
      },
      onError: () => settle(),
    }),
    altText: useMutation({
      mutationFn: ({ imageId, altText }: { imageId: string; altText: string }) =>
        apiRequest('PATCH', `${imagesPath(productId)}/${imageId}`, ProductImage, { body: { altText } }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (imageId: string) => apiCommand('DELETE', `${imagesPath(productId)}/${imageId}`),
      onSuccess: settle,
    }),
    settle,
  };
}
