import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_COUNT } from '@tapline/contracts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a file won't be sent (the server checks the bytes again), or null when it may go up. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP picture.`;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES)
    return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB: a picture can be at most 8 MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** Splits the files dropped into those that fit beside `existing` pictures and those refused, with the reason. */
export function sortImageFiles<T extends { name: string; type: string; size: number }>(files: T[], existing: number) {
  const accepted: T[] = [];
  const refused: { name: string; problem: string }[] = [];
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) refused.push({ name: file.name, problem });
    else if (existing + accepted.length >= PRODUCT_IMAGE_MAX_COUNT)
      refused.push({ name: file.name, problem: `${file.name} was not added: a product has at most ${PRODUCT_IMAGE_MAX_COUNT} pictures.` });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The order after moving `id` to `index` (reordering by drag or by the move buttons). */
export function movedTo(ids: string[], id: string, index: number): string[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
