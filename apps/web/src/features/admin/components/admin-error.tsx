import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorView } from '@/components/ui/error-view';
import { NoAccess } from '@/components/ui/no-access';
import { ApiError } from '@/lib/api-client';

/**
 * An admin page's error view. The admin API answers 403 to anyone but a platform admin (docs/decisions/0010;
 * a 404 is treated alike, should it ever hide the area): that person gets "You don't have access to this".
 */
export function AdminError(props: ErrorComponentProps) {
  if (props.error instanceof ApiError && (props.error.status === 403 || props.error.status === 404)) {
    return <NoAccess reason="The admin area is for Tapline’s platform admins." />;
  }
  return <ErrorView {...props} />;
}
