import { describe, expect, it } from 'vitest';
import { AdminCreateForm } from './create-form-schema';

const blank = {
  name: 'The Local',
  slug: '',
  ownerEmail: 'Owner@Example.com ',
  description: '',
  contactEmail: '',
  contactPhone: '',
  timeZone: 'Australia/Sydney',
  venueKind: '',
};

describe('the admin create form', () => {
  it('leaves blank optional boxes out and tidies the owner email', () => {
    expect(AdminCreateForm.parse(blank)).toEqual({ name: 'The Local', ownerEmail: 'owner@example.com', timeZone: 'Australia/Sydney' });
  });

  it('puts each problem on its own field', () => {
    const result = AdminCreateForm.safeParse({ ...blank, slug: 'the local', ownerEmail: 'not-an-email', contactEmail: 'nope' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(fields).toEqual(['contactEmail', 'ownerEmail', 'slug']);
  });
});
