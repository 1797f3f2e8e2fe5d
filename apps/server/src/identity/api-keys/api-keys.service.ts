import { randomUUID } from 'node:crypto';
import {
  API_KEY_SCOPES_OF,
  type ApiKeyList,
  type ApiKeyScope,
  type ApiKeySummary,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../../platform';
import type { ApiUser } from '../auth/api-auth';
import { recordAudit } from '../audit/audit.service';
import { requireOrganisationAccess } from '../organisations/organisations.service';
import { apiKeyHint, newApiKeyText } from '../auth/api-key-token';
import { insertApiKey, listApiKeyRows, revokeApiKeyRow } from './api-keys.queries';

type OrganisationType = 'venue' | 'supplier';

/** keys are made, listed and revoked by the organisation's owners and admins (at aal2 when they have a factor) */
const MANAGERS = ['owner', 'admin'] as const;

async function requireKeyManager(db: Database, user: ApiUser, type: OrganisationType, idOrSlug: string) {
  const { organisation, organisationRole } = await requireOrganisationAccess(db, user, type, idOrSlug, MANAGERS);
  return { ...organisation, audit: { organisationId: organisation.id, actorId: user.id, actorIsPlatformAdmin: organisationRole === null } };
}

type Row = Awaited<ReturnType<typeof listApiKeyRows>>[number];

function summaryOf(row: Row): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    hint: apiKeyHint(row.id, row.lastFour),
    scopes: row.scopes as ApiKeySummary['scopes'],
    createdBy: row.creatorId ? { id: row.creatorId, name: row.creatorName || row.creatorEmail || 'Someone' } : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** POST …/api-keys: a new key, its text in this answer only. */
export async function createApiKey(
  db: Database,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
  input: CreateApiKeyInput,
  now: Date,
): Promise<CreatedApiKey> {
  const organisation = await requireKeyManager(db, user, type, idOrSlug);
  const fitting: readonly ApiKeyScope[] = API_KEY_SCOPES_OF[type];
  const unfit = input.scopes.filter((scope) => !fitting.includes(scope));
  if (unfit.length > 0) {
    throw AppError.validation(
      [{ field: 'scopes', message: `a ${type} has no ${unfit.join(', ')} scope: choose from ${fitting.join(', ')}` }],
      'body',
    );
  }
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw AppError.validation([{ field: 'expiresAt', message: 'must be in the future' }], 'body');
  }
  const id = randomUUID();
  const { text, secretHash } = newApiKeyText(id);
  const scopes = [...input.scopes];
  // the audit row commits with the key (decision 0195): who made which key with which scopes, never its secret
  const { createdAt } = await db.transaction(async (tx) => {
    const inserted = await insertApiKey(tx, {
      id,
      organisationId: organisation.id,
      name: input.name,
      secretHash,
      lastFour: text.slice(-4),
      scopes,
      createdBy: user.id,
      expiresAt,
    });
    const after = { name: input.name, scopes, expiresAt: expiresAt?.toISOString() ?? null };
    await recordAudit(tx, { ...organisation.audit, action: 'api_key.created', targetType: 'api_key', targetId: id, after });
    return inserted;
  });
  return {
    ...summaryOf({
      id,
      name: input.name,
      lastFour: text.slice(-4),
      scopes,
      createdAt,
      expiresAt,
      lastUsedAt: null,
      creatorId: user.id,
      creatorName: user.name,
      creatorEmail: user.email,
    }),
    secret: text,
  };
}

/** GET …/api-keys: the keys not revoked (expired ones too, marked by their expiry), never their secrets. */
export async function listApiKeys(db: Database, user: ApiUser, type: OrganisationType, idOrSlug: string): Promise<ApiKeyList> {
  const organisation = await requireKeyManager(db, user, type, idOrSlug);
  return { items: (await listApiKeyRows(db, organisation.id)).map(summaryOf) };
}

/** DELETE …/api-keys/{keyId}: the key is refused from its next call on, on every instance. */
export async function revokeApiKey(db: Database, user: ApiUser, type: OrganisationType, idOrSlug: string, keyId: string, now: Date) {
  const organisation = await requireKeyManager(db, user, type, idOrSlug);
  await db.transaction(async (tx) => {
    const revoked = await revokeApiKeyRow(tx, organisation.id, keyId, user.id, now);
    if (!revoked) throw AppError.notFound('API key');
    await recordAudit(tx, { ...organisation.audit, action: 'api_key.revoked', targetType: 'api_key', targetId: keyId, before: revoked });
  });
}
