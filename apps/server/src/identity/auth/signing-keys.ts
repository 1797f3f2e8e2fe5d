import { createHash, createHmac } from 'node:crypto';
import type { Database, JsonObject } from '@tapline/db';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
  type JWTVerifyOptions,
} from 'jose';
import type { Clock } from './auth-settings';
import {
  insertActiveKeyIfNone,
  listUsableSigningKeys,
  replaceActiveKey,
  revokeRetiredKey,
  type SigningKeyRow,
} from './signing-keys.queries';

const SIGNING_ALGORITHM = 'ES256';
/** the project keys (anon, service_role) are long-lived JWTs, like Supabase's legacy API keys */
const PROJECT_KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;
/**
 * Their issuer, as in Supabase's legacy keys: fixed, so a key stays valid whatever PORT or PUBLIC_URL the
 * server runs with (the key CLI may run with other settings). Keys made before carry the URL issuer and are
 * still accepted.
 */
const PROJECT_KEY_ISSUER = 'supabase';
/** how often an instance re-reads the keys, so a rotation made elsewhere reaches it */
const RELOAD_AFTER_MS = 60_000;
const UNKNOWN_KID_RELOAD_GAP_MS = 5_000;

interface LoadedKey {
  kid: string;
  status: SigningKeyRow['status'];
  publicJwk: JWK;
  verifyKey: CryptoKey | Uint8Array;
  signKey?: CryptoKey | Uint8Array;
  /** keys the refresh token that follows another (see childRefreshToken); derived from the private key */
  chainSecret: Buffer;
  createdAt: Date;
}

function chainSecretOf(privateJwk: JsonObject): Buffer {
  return createHash('sha256')
    .update(`tapline refresh-token chain\0${String(privateJwk.d)}`)
    .digest();
}

function chainedToken(secret: Buffer, parent: string): string {
  return createHmac('sha256', secret).update(parent).digest('base64url');
}

async function newKeyPair() {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint({ kty: jwk.kty!, crv: jwk.crv!, x: jwk.x!, y: jwk.y! });
  const privateJwk: JsonObject = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d, kid, alg: SIGNING_ALGORITHM };
  return { kid, privateJwk, publicJwk: publicJwkOf(privateJwk) as JsonObject };
}

/** What auth-js's getClaims imports with WebCrypto: no `ext:false`, `use` sig, `key_ops` verify. */
function publicJwkOf(jwk: JsonObject): JWK {
  return {
    kty: String(jwk.kty),
    crv: String(jwk.crv),
    x: String(jwk.x),
    y: String(jwk.y),
    kid: String(jwk.kid),
    alg: SIGNING_ALGORITHM,
    use: 'sig',
    key_ops: ['verify'],
  };
}

/**
 * The JWT signing keys, kept in the database: made at first start, one active (signs), retired ones still
 * published in the JWKS and accepted, so a rotation signs nobody out; revoked ones are gone.
 */
export class Keyring {
  private keys: LoadedKey[] = [];
  private loadedAt = 0;
  private reloading: Promise<void> | undefined;
  private projectKeys: { kid: string; anon: string; serviceRole: string } | undefined;
  /** project keys arrive on every /auth/v1 request: remember the few valid ones instead of re-verifying */
  private readonly knownApiKeys = new Map<string, 'anon' | 'service_role'>();

  constructor(
    private readonly db: Database,
    readonly issuer: string,
    private readonly clock: Clock,
  ) {}

  async init(): Promise<void> {
    let rows = await listUsableSigningKeys(this.db);
    if (!rows.some((row) => row.status === 'active')) {
      await insertActiveKeyIfNone(this.db, await newKeyPair());
      rows = await listUsableSigningKeys(this.db);
    }
    await this.load(rows);
  }

  private async load(rows: SigningKeyRow[]): Promise<void> {
    this.keys = await Promise.all(
      rows.map(async (row) => ({
        kid: row.kid,
        status: row.status,
        publicJwk: publicJwkOf(row.privateJwk),
        verifyKey: await importJWK(publicJwkOf(row.privateJwk), SIGNING_ALGORITHM),
        signKey: row.status === 'active' ? await importJWK(row.privateJwk as JWK, SIGNING_ALGORITHM) : undefined,
        chainSecret: chainSecretOf(row.privateJwk),
        createdAt: row.createdAt,
      })),
    );
    this.loadedAt = Date.now();
    this.knownApiKeys.clear();
  }

  reload(): Promise<void> {
    this.reloading ??= listUsableSigningKeys(this.db)
      .then((rows) => this.load(rows))
      .finally(() => {
        this.reloading = undefined;
      });
    return this.reloading;
  }

  private async activeKey(): Promise<LoadedKey> {
    if (Date.now() - this.loadedAt > RELOAD_AFTER_MS) await this.reload();
    const active = this.keys.find((key) => key.status === 'active' && key.signKey);
    if (!active) throw new Error('no active signing key: run the auth keys script or restart to create one');
    return active;
  }

  async sign(claims: JWTPayload, expiresInSeconds: number, issuedAt = this.clock(), issuer = this.issuer): Promise<string> {
    const key = await this.activeKey();
    const iat = Math.floor(issuedAt.getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setIssuedAt(iat)
      .setExpirationTime(iat + expiresInSeconds)
      .sign(key.signKey!);
  }

  /** Verifies a token signed by one of our usable keys (ES256 only: `none` and HS256 are refused). */
  async verify(token: string, options: Pick<JWTVerifyOptions, 'audience' | 'issuer'> = {}): Promise<JWTPayload> {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const kid = header.kid;
        if (!kid) throw new Error('missing kid');
        let key = this.keys.find((candidate) => candidate.kid === kid);
        if (!key && Date.now() - this.loadedAt > UNKNOWN_KID_RELOAD_GAP_MS) {
          await this.reload();
          key = this.keys.find((candidate) => candidate.kid === kid);
        }
        if (!key) throw new Error('unknown kid');
        return key.verifyKey;
      },
      { algorithms: [SIGNING_ALGORITHM], issuer: this.issuer, currentDate: this.clock(), ...options },
    );
    return payload;
  }

  /**
   * The refresh token that follows `parent` in its session's chain: an HMAC of the parent under a secret of the active
   * key, so the server can name a session's current token again from any of its ancestors (a replay within the reuse
   * window is answered with it: docs/protocols/supabase-auth.md, Refresh tokens) without storing tokens, and the parent
   * alone (say, stolen from a browser) tells nobody its successors.
   */
  async childRefreshToken(parent: string): Promise<string> {
    return chainedToken((await this.activeKey()).chainSecret, parent);
  }

  /** What childRefreshToken may have answered for `parent`: one candidate per usable key (rotation may lie between). */
  childRefreshTokenCandidates(parent: string): string[] {
    return this.keys.map((key) => chainedToken(key.chainSecret, parent));
  }

  jwks(): { keys: JWK[] } {
    return { keys: this.keys.map((key) => key.publicJwk) };
  }

  /** The anon and service_role keys, signed by the active key (so they change after a rotation). */
  async projectApiKeys(): Promise<{ anon: string; serviceRole: string }> {
    const key = await this.activeKey();
    if (this.projectKeys?.kid !== key.kid) {
      const issuedAt = key.createdAt;
      this.projectKeys = {
        kid: key.kid,
        anon: await this.sign({ role: 'anon' }, PROJECT_KEY_LIFETIME_SECONDS, issuedAt, PROJECT_KEY_ISSUER),
        serviceRole: await this.sign({ role: 'service_role' }, PROJECT_KEY_LIFETIME_SECONDS, issuedAt, PROJECT_KEY_ISSUER),
      };
    }
    return { anon: this.projectKeys.anon, serviceRole: this.projectKeys.serviceRole };
  }

  /** The role of a project key (`anon` or `service_role`), or undefined if it isn't one of ours. */
  async projectKeyRole(apiKey: string): Promise<'anon' | 'service_role' | undefined> {
    if (Date.now() - this.loadedAt > RELOAD_AFTER_MS) await this.reload();
    const known = this.knownApiKeys.get(apiKey);
    if (known) return known;
    try {
      const payload = await this.verify(apiKey, { issuer: [PROJECT_KEY_ISSUER, this.issuer] });
      if (payload.role !== 'anon' && payload.role !== 'service_role') return undefined;
      if (this.knownApiKeys.size < 100) this.knownApiKeys.set(apiKey, payload.role);
      return payload.role;
    } catch {
      return undefined;
    }
  }
}

/** Adds a new active key and retires the old one (still published and accepted until revoked). */
export async function rotateSigningKey(db: Database, now = new Date()): Promise<string> {
  const key = await newKeyPair();
  await replaceActiveKey(db, key, now);
  return key.kid;
}

/** Stops publishing and accepting a retired key: tokens it signed are refused from then on. */
export function revokeSigningKey(db: Database, kid: string): Promise<boolean> {
  return revokeRetiredKey(db, kid);
}
