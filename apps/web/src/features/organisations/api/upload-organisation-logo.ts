import { LOGO_FIELD, OrganisationSettings } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import type { OrganisationKey } from '../organisation-ref';
import { rememberSettings } from './update-organisation-settings';

/** Replaces the logo (PUT …/logo, multipart field `logo`); the answer is the settings with the new logoUrl. */
export function uploadOrganisationLogo(type: OrganisationKey['type'], idOrSlug: string, file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append(LOGO_FIELD, file);
  return apiUpload(`/api/${type}s/${encodeURIComponent(idOrSlug)}/logo`, form, OrganisationSettings, { onProgress });
}

export function useUploadOrganisationLogo(type: OrganisationKey['type'], idOrSlug: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadOrganisationLogo(type, idOrSlug, file, onProgress),
    onSuccess: (settings) => rememberSettings(queryClient, settings, userId),
  });
}
