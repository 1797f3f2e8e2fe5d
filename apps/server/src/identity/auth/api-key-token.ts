import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_KEY_PREFIX } from '@tapline/contracts';

// The key's text (decision 0195): `tl_live_<id>_<secret><checksum>`. The id is the key's uuid as 32 hex digits
// (the row to look up); the secret 32 base62 characters (about 190 random bits); the checksum the CRC-32 of
// everything before it, 6 base62 characters, so a scanner (or this server) tells a real key from a typo offline.

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}([0-9a-f]{32})_([0-9A-Za-z]{${SECRET_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`);

/** a 32-bit number as 6 base62 digits (62^6 > 2^32), most significant first */
function base62Of(value: number): string {
  let rest = value;
  let digits = '';
  for (let index = 0; index < CHECKSUM_LENGTH; index += 1) {
    digits = BASE62[rest % 62]! + digits;
    rest = Math.floor(rest / 62);
  }
  return digits;
}

function checksumOf(body: string): string {
  return base62Of(crc32(body));
}

const hexOf = (id: string) => id.replaceAll('-', '');
const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** Whether a bearer token is meant as an API key (then it is never read as an access token). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** A new key for the row `id`: the text to show once, and the hash to keep. */
export function newApiKeyText(id: string): { text: string; secretHash: string } {
  const secret = Array.from({ length: SECRET_LENGTH }, () => BASE62[randomInt(62)]).join('');
  const body = `${API_KEY_PREFIX}${hexOf(id)}_${secret}`;
  return { text: `${body}${checksumOf(body)}`, secretHash: secretHashOf(secret) };
}

/**
 * The key's id and secret when the text has the key's shape and its checksum is right; undefined for anything else
 * (a mistyped key is refused before the database is asked).
 */
export function parseApiKeyText(text: string): { id: string; secret: string } | undefined {
  const match = KEY_SHAPE.exec(text);
  if (!match) return undefined;
  const [, hex, secret, checksum] = match as unknown as [string, string, string, string];
  if (checksumOf(`${API_KEY_PREFIX}${hex}_${secret}`) !== checksum) return undefined;
  return { id: uuidOf(hex), secret };
}

/** sha256 of a secret, hex: a fast hash is enough for 190 random bits (decision 0195) */
function secretHashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatches(secret: string, secretHash: string): boolean {
  return timingSafeEqual(Buffer.from(secretHashOf(secret), 'hex'), Buffer.from(secretHash, 'hex'));
}

/** What the list shows of a key: its prefix and id, and its last four characters. */
export function apiKeyHint(id: string, lastFour: string): string {
  return `${API_KEY_PREFIX}${hexOf(id)}_…${lastFour}`;
}
