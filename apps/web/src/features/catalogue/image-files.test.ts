import { describe, expect, it } from 'vitest';
import { imageFileProblem, movedTo, sortImageFiles } from './image-files';

const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

describe('image files before upload', () => {
  it('takes JPEG, PNG and WebP up to 8 MB', () => {
    expect(imageFileProblem(file('a.png'))).toBeNull();
    expect(imageFileProblem(file('a.webp', 'image/webp', 8 * 1024 * 1024))).toBeNull();
    expect(imageFileProblem(file('a.gif', 'image/gif'))).toMatch(/not a JPEG, PNG or WebP/);
    expect(imageFileProblem(file('big.jpg', 'image/jpeg', 9 * 1024 * 1024))).toBe('big.jpg is 9.0 MB: a picture can be at most 8 MB.');
  });

  it('refuses the seventh picture by name', () => {
    const { accepted, refused } = sortImageFiles([file('5.png'), file('6.png'), file('7.png')], 4);
    expect(accepted.map((f) => f.name)).toEqual(['5.png', '6.png']);
    expect(refused).toEqual([{ name: '7.png', problem: '7.png was not added: a product has at most 6 pictures.' }]);
  });

  it('moves an image to a place', () => {
    expect(movedTo(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(movedTo(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(movedTo(['a', 'b', 'c'], 'a', 9)).toEqual(['b', 'c', 'a']);
  });
});
