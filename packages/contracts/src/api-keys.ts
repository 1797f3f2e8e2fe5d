import { z } from 'zod';
import { DateTime, IdOrSlug, text, Uuid } from './common';

// API keys of an organisation (decision 0195): a machine calls the existing /api routes with
// `Authorization: Bearer tl_live_…`, limited to the scopes the key was given.

/** Every scope a key may hold; a route states the one it needs (OpenAPI `x-tapline-scope`), or keys can't call it. */
export const API_KEY_SCOPES = [
  'orders:read',
  'orders:write',
  'catalogue:read',
  'catalogue:write',
  'menu:read',
  'menu:write',
  'analytics:read',
  'webhooks:manage',
] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** What each scope lets a key do, for the scope checklist and the OpenAPI document. */
export const API_KEY_SCOPE_WORDS: Record<ApiKeyScope, string> = {
  'orders:read': 'Read orders and supplier orders',
  'orders:write': 'Place orders and take order steps (accept, reject, dispatch, deliver, cancel)',
  'catalogue:read': 'Read the supplier’s products and SKUs',
  'catalogue:write': 'Change the supplier’s products and SKUs',
  'menu:read': 'Read the venue’s tap list',
  'menu:write': 'Change the venue’s tap list',
  'analytics:read': 'Read supplier analytics and venue spend',
  'webhooks:manage': 'Manage webhook endpoints',
};

/** The scopes that fit each type of organisation: a venue has no catalogue to sell, a supplier no tap list. */
export const API_KEY_SCOPES_OF = {
  venue: ['orders:read', 'orders:write', 'menu:read', 'menu:write', 'analytics:read', 'webhooks:manage'],
  supplier: ['orders:read', 'orders:write', 'catalogue:read', 'catalogue:write', 'analytics:read', 'webhooks:manage'],
} as const satisfies Record<'venue' | 'supplier', readonly ApiKeyScope[]>;

/** A key's fixed prefix: secret scanners look for it (with the checksum at the end). */
export const API_KEY_PREFIX = 'tl_live_';

export const API_KEY_NAME_MAX = 80;

export const ApiKeyParams = z.object({ id: IdOrSlug, keyId: Uuid });

export const CreateApiKeyInput = z.object({
  name: text().trim().min(1, 'is required').max(API_KEY_NAME_MAX),
  scopes: z
    .array(ApiKeyScope)
    .min(1, 'choose at least one scope')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'names a scope twice'),
  /** when the key stops working; none: until revoked. Must be in the future. */
  expiresAt: DateTime.nullable().optional(),
});
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInput>;

export const ApiKeySummary = z.object({
  id: Uuid,
  name: z.string(),
  /** `tl_live_<id>_…<last four>`: enough to tell keys apart, never the secret */
  hint: z.string(),
  scopes: z.array(ApiKeyScope),
  createdBy: z.object({ id: Uuid, name: z.string() }).nullable(),
  createdAt: DateTime,
  expiresAt: DateTime.nullable(),
  lastUsedAt: DateTime.nullable(),
});
export type ApiKeySummary = z.infer<typeof ApiKeySummary>;

export const ApiKeyList = z.object({ items: z.array(ApiKeySummary) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** The answer to a new key: the only time its secret is shown. */
export const CreatedApiKey = ApiKeySummary.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
