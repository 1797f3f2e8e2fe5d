import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@tapline/contracts';
import { LONE_SURROGATE, NUL, unstorableTextKit } from '../support/unstorable-text-kit';

const { kit } = unstorableTextKit();

/** every string a schema reads (object fields, arrays, records, optional/nullable/default, pipes' input) */
function stringLeaves(schema: z.ZodType, path: string, found: [string, z.ZodType][] = []): [string, z.ZodType][] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown, at: string) => stringLeaves(inner as z.ZodType, at, found);
  switch (def.type) {
    case 'string':
      if (!def.format) found.push([path, schema]);
      break;
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(field, `${path}.${key}`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType, path);
      break;
    case 'pipe':
      walk(def.in, path);
      break;
    case 'union':
      for (const option of def.options as z.ZodType[]) walk(option, path);
      break;
  }
  return found;
}

describe('the contracts of /api requests', () => {
  it('refuse NUL and lone surrogates in every string field of every query, path and body, with the shared rule', () => {
    const leaves = kit.routes
      .filter((route) => String(route.url).startsWith('/api/'))
      .flatMap((route) =>
        (['querystring', 'params', 'body'] as const).flatMap((part) => {
          const schema = route.schema?.[part];
          return schema ? stringLeaves(schema as z.ZodType, `${String(route.method)} ${route.url} ${part}`) : [];
        }),
      );
    expect(leaves.length).toBeGreaterThan(40);
    const missing = leaves.filter(([, leaf]) =>
      [`a${NUL}b`, `a${LONE_SURROGATE}b`].some(
        (value) => !leaf.safeParse(value).error?.issues.some((issue) => issue.message === UNSTORABLE_TEXT_MESSAGE),
      ),
    );
    expect(missing.map(([where]) => where)).toEqual([]);
  });

  it('keep emoji and other text (surrogate pairs are not lone)', () => {
    expect(isStorableText('Pilsner 🍺 Café – 東京')).toBe(true);
    expect(isStorableText(`a${NUL}`)).toBe(false);
    expect(isStorableText('\udc00x')).toBe(false);
  });
});
