import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { IMAGE_MAX_PIXELS } from '@tapline/contracts';
import { AppError } from '../../platform';
import { detectImageType } from './image-type';
import { IMAGE_TYPES_TEXT } from './multipart-file';

/** one size to make: at most `width` wide and `height` high, aspect kept, never upscaled */
export interface VariantRule {
  width: number;
  height: number;
}

interface ImageVariant<Name extends string = string> {
  name: Name;
  /** `<sha256 of the WebP bytes>-<name>.webp`: the same bytes always get the same key */
  key: string;
  sha256: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage<Name extends string> {
  /** the uploaded picture's size, upright */
  width: number;
  height: number;
  variants: Record<Name, ImageVariant<Name>>;
}

const WEBP_QUALITY = 82;

/** the key a stored variant gets: the hash of its own bytes, and its size's name to read it by */
function variantKey(sha256: string, name: string): string {
  return `${sha256}-${name}.webp`;
}

/**
 * Checks and resizes an uploaded picture: JPEG, PNG or WebP by its bytes (a renamed .exe is refused whatever its
 * name), decodable, at most IMAGE_MAX_PIXELS (a small file can claim huge dimensions: a decompression bomb is
 * refused from its header, before anything is decoded), then one WebP per size. Orientation from EXIF is applied
 * and metadata (EXIF, GPS) is not kept. `field` names the form field in errors.
 */
export async function processImage<Name extends string>(
  bytes: Buffer,
  field: string,
  rules: Record<Name, VariantRule>,
): Promise<ProcessedImage<Name>> {
  if (!detectImageType(bytes)) {
    throw new AppError('unsupported_media_type', `The file is not ${IMAGE_TYPES_TEXT}, whatever its name: choose a JPEG, PNG or WebP`, [
      { field, message: `must be ${IMAGE_TYPES_TEXT}; this file is none of them, whatever its name` },
    ]);
  }
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', animated: false } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(field);
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw unreadable(field);
  if (width * height > IMAGE_MAX_PIXELS) {
    const megapixels = (IMAGE_MAX_PIXELS / 1_000_000).toFixed(0);
    throw AppError.validation(
      [{ field, message: `is ${width} × ${height} pixels; at most ${megapixels} megapixels are accepted: choose a smaller picture` }],
      'upload',
    );
  }
  const variants = {} as Record<Name, ImageVariant<Name>>;
  // one size after another (not all at once): a large picture is decoded by one pipeline at a time
  for (const name of Object.keys(rules) as Name[]) {
    const rule = rules[name];
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await sharp(bytes, options)
        .autoOrient()
        .resize({ width: rule.width, height: rule.height, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw unreadable(field);
    }
    const sha256 = createHash('sha256').update(output.data).digest('hex');
    variants[name] = {
      name,
      key: variantKey(sha256, name),
      sha256,
      bytes: output.data,
      width: output.info.width,
      height: output.info.height,
    };
  }
  return { width, height, variants };
}

function unreadable(field: string): AppError {
  return AppError.validation([{ field, message: `could not be read as ${IMAGE_TYPES_TEXT}: the file is damaged or incomplete` }], 'upload');
}
