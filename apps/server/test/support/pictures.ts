import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real pictures for upload tests, made with sharp: a coloured field with some noise (so each colour gives other
 * bytes, and the encoders have something to encode).
 */
export async function picture(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  seed = 1,
  options: { orientation?: number } = {},
): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 29) % 256 },
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  });
  const encoded = format === 'jpeg' ? image.jpeg({ quality: 80 }) : format === 'png' ? image.png() : image.webp();
  return (options.orientation ? encoded.withMetadata({ orientation: options.orientation }) : encoded).toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid, tiny PNG whose header claims `width` × `height` pixels of greyscale (its data is
 * the first row only; a decoder that trusted the header would allocate the whole picture).
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG made exactly `size` bytes long by a text chunk before its end (still a valid picture). */
export function padPng(png: Buffer, size: number): Buffer {
  const iend = png.subarray(png.length - 12);
  const keyword = Buffer.from('Comment\0', 'latin1');
  const filler = size - png.length - 12 - keyword.length;
  if (filler < 0) throw new Error(`the PNG is already ${png.length} bytes`);
  return Buffer.concat([png.subarray(0, png.length - 12), chunk('tEXt', Buffer.concat([keyword, Buffer.alloc(filler, 0x61)])), iend]);
}
