import { expect, it } from 'vitest';
import { applicationSearchSchema, formatAbnDigits, sharedWords } from './application-search';

it('reads the applications tab, search and page from the URL, dropping what it cannot use', () => {
  expect(applicationSearchSchema({ status: 'declined', q: ' Mash ', page: '2' })).toEqual({ status: 'declined', q: 'Mash', page: 2 });
  expect(applicationSearchSchema({ status: 'unverified', q: '', page: '0' })).toEqual({ status: undefined, q: undefined, page: undefined });
});

it('writes an ABN as the ABR prints it, and leaves anything else alone', () => {
  expect(formatAbnDigits('51824753556')).toBe('51 824 753 556');
  expect(formatAbnDigits('5182475355')).toBe('5182475355');
});

it('names what a duplicate shares', () => {
  expect(sharedWords(['abn'])).toBe('same ABN');
  expect(sharedWords(['email'])).toBe('same email');
  expect(sharedWords(['abn', 'email'])).toBe('same ABN and email');
});
