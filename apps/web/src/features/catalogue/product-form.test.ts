import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FORM, formFieldOf, payloadOf, productFormSchema, tagsOf } from './product-form';

const messagesOf = (values: object) => {
  const result = productFormSchema.safeParse({ ...EMPTY_PRODUCT_FORM, name: 'Pale', ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the product form', () => {
  it('splits tags on commas and drops empty ones', () => {
    expect(tagsOf(' Hazy, ipa ,, hoppy ')).toEqual(['Hazy', 'ipa', 'hoppy']);
  });

  it('sends numbers and nulls the API takes', () => {
    expect(payloadOf({ ...EMPTY_PRODUCT_FORM, name: 'Pale', abv: '4,5', ibu: '' })).toMatchObject({
      name: 'Pale',
      abv: 4.5,
      ibu: null,
      origin: null,
      tags: [],
    });
    expect(payloadOf({ ...EMPTY_PRODUCT_FORM, name: 'Pale' })).not.toHaveProperty('slug');
  });

  it("refuses what the contract refuses, in the form's words", () => {
    expect(messagesOf({ name: ' ' })).toEqual({ name: 'Name is required' });
    expect(messagesOf({ abv: 'strong' })).toEqual({ abv: 'ABV must be a number, e.g. 4.5' });
    expect(messagesOf({ abv: '120' })).toEqual({ abv: 'ABV must be at most 99.9' });
    expect(messagesOf({ ibu: '12.5' }).ibu).toMatch(/^IBU/);
    expect(messagesOf({ tags: 'x'.repeat(41) })).toEqual({ tags: 'A tag must be at most 40 characters' });
    expect(messagesOf({ slug: 'Not A Slug!' }).slug).toBeDefined();
    expect(messagesOf({ abv: '4.5', tags: 'hazy, ipa' })).toEqual({});
  });

  it('places server field paths on the form', () => {
    expect(formFieldOf('tags.1')).toBe('tags');
    expect(formFieldOf('version')).toBeNull();
  });
});
