import type { UserOrganisationList } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../auth/api-auth';
import { AppError } from '../../platform';
import { listUserOrganisations } from './users.queries';

/**
 * A user may ask only about themself; platform admins about anyone. Anyone else gets the same 404 as an
 * unknown id, so user ids can't be probed (docs/domain.md, Roles and permissions).
 */
export async function listOrganisationsOfUser(
  db: Database,
  asker: ApiUser,
  userId: string,
  type: 'venue' | 'supplier',
): Promise<UserOrganisationList> {
  if (asker.id !== userId && !asker.isPlatformAdmin) throw AppError.notFound('User');
  const rows = await listUserOrganisations(db, userId, type);
  return { items: rows.map((row) => ({ ...row, suspendedAt: row.suspendedAt?.toISOString() ?? null })) };
}
