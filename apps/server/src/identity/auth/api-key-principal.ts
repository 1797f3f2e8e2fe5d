import type { ApiKeyScope, OrganisationRole } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { parseApiKeyText, secretMatches } from './api-key-token';
import { findApiKeyForCall, touchApiKey } from './api-key-principal.queries';

/** last used is written at most this often per key, so a busy key's reads stay reads */
const LAST_USED_EVERY_MS = 60_000;

type OrganisationType = 'venue' | 'supplier';

/**
 * The machine a key signs in as (decision 0195): acting for exactly one organisation, with a role that fits its
 * scopes, and only on routes that state a scope it holds.
 */
export interface ApiKeyPrincipal {
  id: string;
  name: string;
  organisationId: string;
  organisationType: OrganisationType;
  scopes: readonly ApiKeyScope[];
  role: OrganisationRole;
}

const WRITE_SCOPES: readonly ApiKeyScope[] = ['orders:write', 'catalogue:write', 'menu:write', 'webhooks:manage'];

/**
 * The role a key acts with inside its organisation, the least that lets its scopes' routes answer: with a write
 * scope the organisation's admin (order steps, catalogue and tap-list changes are owners' and admins' work); a
 * venue's read-only key with analytics:read a buyer (spend is for owners, admins and buyers), else staff; a
 * supplier's read-only key a member. The scopes, not the role, decide which routes it may call.
 */
function apiKeyRoleOf(type: OrganisationType, scopes: readonly ApiKeyScope[]): OrganisationRole {
  if (scopes.some((scope) => WRITE_SCOPES.includes(scope))) return 'admin';
  if (type === 'supplier') return 'member';
  return scopes.includes('analytics:read') ? 'buyer' : 'staff';
}

/**
 * The principal of a key's text, checked in the database on every call (so a revocation holds on every instance
 * at once, decision 0196); undefined when the text is no key of ours, its checksum or secret is wrong, or it is
 * revoked or expired.
 */
export async function resolveApiKey(db: Database, text: string, now: Date): Promise<ApiKeyPrincipal | undefined> {
  const parsed = parseApiKeyText(text);
  if (!parsed) return undefined;
  const row = await findApiKeyForCall(db, parsed.id);
  if (!row || !secretMatches(parsed.secret, row.secretHash)) return undefined;
  if (row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    await touchApiKey(db, row.id, now, new Date(now.getTime() - LAST_USED_EVERY_MS));
  }
  const scopes = row.scopes as ApiKeyScope[];
  return {
    id: row.id,
    name: row.name,
    organisationId: row.organisationId,
    organisationType: row.organisationType,
    scopes,
    role: apiKeyRoleOf(row.organisationType, scopes),
  };
}
