/** Where stored files and old database uploads are served (uploads.routes.ts): the same origin as the app. */
export const UPLOADS_PATH = '/api/uploads/';

export function uploadUrl(keyOrId: string): string {
  return `${UPLOADS_PATH}${keyOrId}`;
}
