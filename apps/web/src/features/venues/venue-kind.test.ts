import { expect, it } from 'vitest';
import { venueKindLabel } from './venue-kind';

it('capitalises the kind of venue for display', () => {
  expect(venueKindLabel('bottle shop')).toBe('Bottle shop');
  expect(venueKindLabel('pub')).toBe('Pub');
  expect(venueKindLabel(null)).toBeNull();
  expect(venueKindLabel('')).toBeNull();
});
