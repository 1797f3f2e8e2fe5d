import sharp from 'sharp';
import { type Storage, isStorageKey } from '../../platform';
import { UPLOADS_PATH } from '../../shared/upload-urls';

/** the logo's box on a page, in points: room for a wordmark, small beside the title */
const LOGO_PIXELS = 360;

/**
 * The organisation's logo as a PNG a PDF can carry (PDF takes PNG and JPEG, logos are stored as WebP), or nothing:
 * no logo, one kept the old way in the uploads table or outside the storage (a demo's), or one the storage can't give
 * now. A document without its logo is still the document, so nothing here fails it.
 */
export async function logoPngOf(storage: Storage, logoUrl: string | null): Promise<Buffer | undefined> {
  const key = logoUrl?.startsWith(UPLOADS_PATH) ? logoUrl.slice(UPLOADS_PATH.length) : undefined;
  if (!key || !isStorageKey(key)) return undefined;
  try {
    const bytes = await storage.get(key);
    if (!bytes) return undefined;
    return await sharp(bytes).resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  } catch {
    return undefined;
  }
}
