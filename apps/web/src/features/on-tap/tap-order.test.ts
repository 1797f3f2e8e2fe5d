import { describe, expect, it } from 'vitest';
import { arrangeBy, listDropId, moveInOrder, positionText, type TapOrder } from './tap-order';

const order: TapOrder = { pouring: ['a', 'b', 'c', 'd'], next: ['x', 'y'] };

describe('the order after a move', () => {
  it('moves an entry within its list to the place of the one it is dropped on', () => {
    expect(moveInOrder(order, 'a', 'c')).toEqual({ pouring: ['b', 'c', 'a', 'd'], next: ['x', 'y'] });
    expect(moveInOrder(order, 'd', 'a')).toEqual({ pouring: ['d', 'a', 'b', 'c'], next: ['x', 'y'] });
    expect(moveInOrder(order, 'b', 'c')).toEqual({ pouring: ['a', 'c', 'b', 'd'], next: ['x', 'y'] });
  });

  it('moves an entry into the other list before the one it is dropped on, or last on the list itself', () => {
    expect(moveInOrder(order, 'b', 'y')).toEqual({ pouring: ['a', 'c', 'd'], next: ['x', 'b', 'y'] });
    expect(moveInOrder(order, 'x', listDropId('pouring'))).toEqual({ pouring: ['a', 'b', 'c', 'd', 'x'], next: ['y'] });
    expect(moveInOrder({ pouring: ['a'], next: [] }, 'a', listDropId('next'))).toEqual({ pouring: [], next: ['a'] });
  });

  it('keeps every id exactly once', () => {
    const moved = moveInOrder(order, 'c', 'x')!;
    expect([...moved.pouring, ...moved.next].sort()).toEqual(['a', 'b', 'c', 'd', 'x', 'y']);
  });

  it('is no change when dropped on itself, at its own place, or on something unknown', () => {
    expect(moveInOrder(order, 'a', 'a')).toBeNull();
    expect(moveInOrder(order, 'd', listDropId('pouring'))).toBeNull();
    expect(moveInOrder(order, 'a', 'nowhere')).toBeNull();
    expect(moveInOrder(order, 'gone', 'a')).toBeNull();
  });

  it('does not change the order it was given', () => {
    moveInOrder(order, 'a', 'y');
    expect(order).toEqual({ pouring: ['a', 'b', 'c', 'd'], next: ['x', 'y'] });
  });
});

describe('positions', () => {
  it('reads a place as a screen reader says it', () => {
    expect(positionText(order, 'c')).toBe('position 3 of 4 in Pouring');
    expect(positionText(order, 'x')).toBe('position 1 of 2 in Next on');
    expect(positionText(order, 'nope')).toBe('');
  });

  it('arranges things by ids, leaving out what is not named', () => {
    const things = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(arrangeBy(things, ['c', 'a', 'zz']).map((thing) => thing.id)).toEqual(['c', 'a']);
  });
});
