import { describe, expect, it } from 'vitest';
import { ApplicationForm, formFieldOf, splitDeliveryAreas, type ApplicationFormFields } from './application-form-schema';

const filled: ApplicationFormFields = {
  type: 'supplier',
  businessName: 'Hop Creek Brewing',
  kind: 'brewery',
  abn: '51 824 753 556',
  address: { line1: '1 Mill Lane', line2: '', suburb: 'Marrickville', state: 'NSW', postcode: '2204' },
  contactName: 'Sam Brewer',
  email: 'Sam@HopCreek.example',
  phone: '02 9000 1234',
  deliveryAreas: 'Sydney metro, Blue Mountains\n\nNewcastle\nSydney metro',
  website: '',
};

describe('ApplicationForm', () => {
  it('turns the boxes into the request the server takes', () => {
    expect(ApplicationForm.parse(filled)).toMatchObject({
      abn: '51824753556',
      email: 'sam@hopcreek.example',
      address: { line1: '1 Mill Lane', line2: null, suburb: 'Marrickville', state: 'NSW', postcode: '2204' },
      deliveryAreas: ['Sydney metro', 'Blue Mountains', 'Newcastle'],
    });
  });

  it('sends a venue no delivery areas, whatever the hidden box holds', () => {
    const parsed = ApplicationForm.parse({ ...filled, type: 'venue', kind: 'pub' });
    expect(parsed.deliveryAreas).toBeUndefined();
  });

  it.each([
    [{ abn: '51 824 753 557' }, 'abn'],
    [{ email: 'sam@' }, 'email'],
    [{ deliveryAreas: ' , ' }, 'deliveryAreas'],
    [{ deliveryAreas: 'x'.repeat(81) }, 'deliveryAreas'],
    [{ address: { ...filled.address, postcode: '22' } }, 'address'],
  ])('refuses %j on its field', (change, field) => {
    const result = ApplicationForm.safeParse({ ...filled, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});

describe('splitDeliveryAreas and formFieldOf', () => {
  it('splits on lines and commas', () => {
    expect(splitDeliveryAreas('A,B\n C ')).toEqual(['A', 'B', 'C']);
  });

  it('maps the server’s field names onto the form', () => {
    expect(formFieldOf('deliveryAreas.3')).toBe('deliveryAreas');
    expect(formFieldOf('address.postcode')).toBe('address.postcode');
    expect(formFieldOf('formToken')).toBeUndefined();
  });
});
