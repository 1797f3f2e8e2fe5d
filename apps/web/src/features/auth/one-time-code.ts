export const CODE_LENGTH = 6;

/** Whatever was typed or pasted ("123 456", "123-456", "Your code: 123456") → its first six digits. */
export function normaliseCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
