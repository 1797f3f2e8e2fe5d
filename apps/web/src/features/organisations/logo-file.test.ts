import { describe, expect, it } from 'vitest';
import { formatMegabytes, logoFileProblem } from './logo-file';

describe('logoFileProblem', () => {
  it('accepts a JPEG, PNG or WebP of at most 2 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });
  it('refuses other types, empty files and anything over 2 MB', () => {
    expect(logoFileProblem({ type: 'application/x-msdownload', size: 10 })).toBe('Choose a JPEG, PNG or WebP image');
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe('Choose a JPEG, PNG or WebP image');
    expect(logoFileProblem({ type: 'image/png', size: 0 })).toBe('This file is empty: choose an image');
    expect(logoFileProblem({ type: 'image/jpeg', size: 3 * 1024 * 1024 })).toBe('This image is 3 MB: choose one of at most 2 MB');
  });
  it('formats sizes', () => {
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatMegabytes(12.4 * 1024 * 1024)).toBe('12 MB');
  });
});
