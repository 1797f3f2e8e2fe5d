import type { OrganisationType } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../../platform';
import type { ApiUser } from '../auth/api-auth';
import { requireOrganisationAccess } from '../organisations/organisations.service';

/**
 * The organisation whose webhooks the user manages: its owners and admins only. A platform admin who is not a member
 * reads the endpoints but never sees a secret (`secret`: the answer or the change carries one).
 */
export async function requireWebhookManager(
  db: Database,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
  secret = false,
): Promise<string> {
  const { organisation, organisationRole } = await requireOrganisationAccess(db, user, type, idOrSlug, ['owner', 'admin']);
  if (secret && organisationRole !== 'owner' && organisationRole !== 'admin')
    throw new AppError('forbidden', `Only the owners and admins of ${organisation.name} see its webhook secrets`);
  return organisation.id;
}
