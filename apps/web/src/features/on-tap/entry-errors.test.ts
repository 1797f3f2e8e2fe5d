import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { entryErrorsOf } from './entry-errors';

describe('the server’s refusals on the editor’s fields', () => {
  it('puts a duplicate tap (409) under the tap number', () => {
    const error = new ApiError(409, 'conflict', 'Tap 3 is already pouring Hazy Days IPA', { field: 'tapNumber', tapNumber: 3 });
    expect(entryErrorsOf(error)).toEqual({ sizes: [], tapNumber: 'Tap 3 is already pouring Hazy Days IPA' });
    expect(entryErrorsOf(new ApiError(409, 'conflict', 'Tap 4 is already pouring another beer')).tapNumber).toBe(
      'Tap 4 is already pouring another beer',
    );
  });

  it('puts a 400’s field errors under their fields, in the bar’s words', () => {
    const error = new ApiError(400, 'validation_failed', 'Invalid body', [
      { field: 'servingSizes.1.priceCents', message: 'servingSizes priceCents must not be negative' },
      { field: 'servingSizes.0.volumeMl', message: 'servingSizes volumeMl must be at least 1 mL' },
      { field: 'tapNumber', message: 'tapNumber must be at least 1' },
    ]);
    expect(entryErrorsOf(error)).toEqual({
      tapNumber: 'Must be at least 1',
      sizes: [{ volumeMl: 'Must be at least 1 mL' }, { price: 'Must not be negative' }],
    });
  });

  it('says anything else once, above the buttons', () => {
    const onList = 'Pale Ale is already on the list (pouring on tap 3): change that entry instead';
    expect(entryErrorsOf(new ApiError(409, 'conflict', onList))).toEqual({ sizes: [], form: onList });
    const kicked = 'This keg was kicked on 2026-11-20: the tap history can’t be changed';
    expect(entryErrorsOf(new ApiError(409, 'conflict', kicked)).form).toBe(kicked);
    expect(entryErrorsOf(new ApiError(0, 'network', 'Could not reach Tapline.')).form).toBe('Could not reach Tapline.');
    expect(entryErrorsOf(new ApiError(400, 'validation_failed', 'Invalid body', [{ field: 'status', message: 'bad status' }])).form).toBe(
      'bad status',
    );
  });
});
