import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '@tapline/contracts';

/**
 * A fast first answer in the browser, before any upload: the type the browser reports (from the file's name)
 * and the size. The server checks the bytes themselves and has the last word (a renamed file passes here).
 */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image';
  if (file.size === 0) return 'This file is empty: choose an image';
  if (file.size > LOGO_MAX_BYTES)
    return `This image is ${formatMegabytes(file.size)}: choose one of at most ${formatMegabytes(LOGO_MAX_BYTES)}`;
  return null;
}

export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes >= 10 || Number.isInteger(megabytes) ? megabytes.toFixed(0) : megabytes.toFixed(1)} MB`;
}
