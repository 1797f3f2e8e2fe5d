import { ApplicationCreated, type ApplicationCreateInput } from '@tapline/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/applications: a business asks to join; a link to confirm the email is mailed. */
function sendApplication(input: ApplicationCreateInput) {
  return apiRequest('POST', '/api/applications', import.meta.env.DEV ? ApplicationCreated : false, { body: input });
}

export function useSendApplication() {
  return useMutation({ mutationFn: sendApplication });
}
