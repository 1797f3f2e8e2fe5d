import { LOGO_FIELD, OrganisationSettings } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { organisationApiPath, type OrganisationKey } from '../organisation-ref';
import { rememberSettings } from './update-organisation-settings';

/** Replaces the logo (PUT …/logo, multipart field `logo`); the answer is the settings with the new logoUrl. */
function uploadOrganisationLogo(organisation: OrganisationKey, file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append(LOGO_FIELD, file);
  return apiUpload(`${organisationApiPath(organisation)}/logo`, form, import.meta.env.DEV ? OrganisationSettings : false, { onProgress });
}

export function useUploadOrganisationLogo(organisation: OrganisationKey, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadOrganisationLogo(organisation, file, onProgress),
    onSuccess: (settings) => rememberSettings(queryClient, settings, userId),
  });
}
