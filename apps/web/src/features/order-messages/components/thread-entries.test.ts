import type { OrderThreadEntry } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { firstNewEntryId } from './thread-entries';

const entry = (id: string, kind: OrderThreadEntry['kind'], side: OrderThreadEntry['side'], at: string): OrderThreadEntry => ({
  id,
  kind,
  side,
  author: null,
  body: id,
  step: null,
  at,
});

const entries = [
  entry('placed', 'step', 'venue', '2026-12-01T01:00:00.000Z'),
  entry('question', 'message', 'venue', '2026-12-01T01:05:00.000Z'),
  entry('accepted', 'step', 'supplier', '2026-12-01T02:00:00.000Z'),
  entry('short', 'system', null, '2026-12-01T02:00:00.000Z'),
  entry('answer', 'message', 'supplier', '2026-12-01T02:01:00.000Z'),
  entry('more', 'message', 'supplier', '2026-12-01T02:02:00.000Z'),
];

describe('the "New" divider', () => {
  it('goes before the other side’s first message after the side’s marker, never before steps, notes or its own', () => {
    expect(firstNewEntryId(entries, 'venue', null)).toBe('answer');
    expect(firstNewEntryId(entries, 'venue', '2026-12-01T02:01:00.000Z')).toBe('more');
    expect(firstNewEntryId(entries, 'venue', '2026-12-01T02:02:00.000Z')).toBeNull();
    expect(firstNewEntryId(entries, 'supplier', null)).toBe('question');
    expect(firstNewEntryId(entries, 'supplier', '2026-12-01T01:05:00.000Z')).toBeNull();
  });

  it('is never shown to a reader of neither side (a platform admin)', () => {
    expect(firstNewEntryId(entries, null, null)).toBeNull();
  });
});
