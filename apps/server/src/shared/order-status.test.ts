import { describe, expect, it } from 'vitest';
import { orderStatusOf } from './order-status';

describe('orderStatusOf', () => {
  it.each([
    [['submitted', 'submitted'], 'submitted'],
    // a held part waits for its supplier as a submitted one does
    [['held'], 'submitted'],
    [['held', 'submitted'], 'submitted'],
    [['held', 'accepted'], 'in_progress'],
    [['held', 'rejected'], 'in_progress'],
    [['submitted', 'accepted'], 'in_progress'],
    [['delivered', 'dispatched'], 'in_progress'],
    [['rejected', 'submitted'], 'in_progress'],
    [['delivered', 'rejected', 'cancelled'], 'completed'],
    [['rejected', 'cancelled'], 'cancelled'],
    [['cancelled'], 'cancelled'],
    [['rejected'], 'rejected'],
    [['rejected', 'rejected'], 'rejected'],
  ] as const)('%j → %s', (statuses, expected) => {
    expect(orderStatusOf(statuses)).toBe(expected);
  });
});
