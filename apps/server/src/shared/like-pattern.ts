/** The user's own % _ and \ matched literally by LIKE. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for ILIKE, with the user's own % _ and \ matched literally. */
export function containsPattern(text: string): string {
  return `%${literal(text)}%`;
}

/** `text%` for LIKE, with the user's own % _ and \ matched literally. */
export function startsWithPattern(text: string): string {
  return `${literal(text)}%`;
}
