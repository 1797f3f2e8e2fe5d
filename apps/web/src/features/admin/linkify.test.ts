import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds the links in a mail body, leaving sentence punctuation outside', () => {
    expect(linkify('Open http://localhost:3000/auth/invite?token=abc_-1.\nThanks')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://localhost:3000/auth/invite?token=abc_-1' },
      { kind: 'text', text: '.\nThanks' },
    ]);
  });

  it('gives plain text back whole', () => {
    expect(linkify('No links here')).toEqual([{ kind: 'text', text: 'No links here' }]);
    expect(linkify('')).toEqual([]);
  });
});
