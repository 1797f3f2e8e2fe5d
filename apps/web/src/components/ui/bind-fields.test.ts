import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { bindFields } from './bind-fields';

interface Values {
  email: string;
  address: { postcode: string };
}

const register = ((name: string, options?: object) => ({
  name,
  options,
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
})) as unknown as UseFormRegister<Values>;
const errors: FieldErrors<Values> = {
  email: { type: 'server', message: 'is taken' },
  address: { postcode: { type: 'custom', message: 'Enter 4 digits' } },
};

describe('bindFields', () => {
  it('gives a field its registration and its error, nested fields too', () => {
    const field = bindFields(register, errors);
    expect(field('email')).toMatchObject({ name: 'email', error: 'is taken' });
    expect(field('address.postcode')).toMatchObject({ name: 'address.postcode', error: 'Enter 4 digits' });
    expect(field('email', { required: true })).toMatchObject({ options: { required: true } });
  });

  it('has no error for a field without one', () => {
    expect(bindFields(register, {})('email').error).toBeUndefined();
  });

  it('words a message for API callers under the field’s label when given the labels', () => {
    const field = bindFields(register, errors, { email: 'Email', 'address.postcode': 'Postcode' });
    expect(field('email').error).toBe('Email is taken');
    expect(field('address.postcode').error).toBe('Enter 4 digits');
  });
});
