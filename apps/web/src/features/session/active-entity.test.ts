import { describe, expect, it } from 'vitest';
import { parseActiveEntity } from './active-entity';

describe('parseActiveEntity', () => {
  it('reads a venue or supplier', () => {
    const entity = { type: 'venue', slug: 'the-local', name: 'The Local', id: 'abc' };
    expect(parseActiveEntity(JSON.stringify(entity))).toEqual(entity);
  });

  it('keeps the read-only mark of an organisation a platform admin opened without being a member, and only a true one', () => {
    const entity = { type: 'supplier', slug: 'kiln', name: 'Kiln', id: 'k1' };
    expect(parseActiveEntity(JSON.stringify({ ...entity, readOnly: true }))).toEqual({ ...entity, readOnly: true });
    expect(parseActiveEntity(JSON.stringify({ ...entity, readOnly: 'yes' }))).toEqual(entity);
  });

  it.each([
    null,
    '',
    '{not json',
    '{"type":"venue","name":"x","id":"1"}',
    '{"slug":"x","name":"x","id":"1"}',
    '{"type":"user","slug":"x","name":"x","id":"1"}',
  ])('gives null for %s', (raw) => {
    expect(parseActiveEntity(raw)).toBeNull();
  });
});
