import { describe, expect, it } from 'vitest';
import { fieldMessage } from './field-message';

describe('fieldMessage', () => {
  it('names the field by its label', () => {
    expect(fieldMessage('Email', 'email', 'email must be an email address')).toBe('Email must be an email address');
    expect(fieldMessage('Owner’s email', 'ownerEmail', 'ownerEmail must be an email address')).toBe(
      'Owner’s email must be an email address',
    );
    expect(fieldMessage('Slug', 'slug', 'is taken')).toBe('Slug is taken');
    expect(fieldMessage('Slug', 'slug', 'must be lowercase letters, digits and single dashes')).toBe(
      'Slug must be lowercase letters, digits and single dashes',
    );
  });

  it('leaves a whole sentence alone, capitalised', () => {
    expect(fieldMessage('Name', 'name', 'Enter your name')).toBe('Enter your name');
    expect(fieldMessage('Role', 'organisationRole', 'invalid option')).toBe('Invalid option');
    expect(fieldMessage('Role', 'organisationRole', undefined)).toBeUndefined();
  });
});
