import { describe, expect, it } from 'vitest';
import { clipText, DESCRIPTION_MAX_LENGTH, pageHeads } from './page-heads';

const product = {
  name: 'Hazy Days IPA',
  style: 'Hazy IPA',
  abv: 6.5,
  description: 'Soft, juicy and bright.',
  origin: null,
  supplier: { id: '6f1c1a1e-8f0e-4a43-9a51-2a4c6f0b7a11', slug: 'saltwater-brewing', name: 'Saltwater Brewing' },
  onTapCount: 3,
};
const venue = { name: 'The Harbour Hotel', suburb: 'Manly', state: 'NSW', description: '', venueKind: 'pub', onTapCount: 1 };

describe('page heads', () => {
  it('names a signed-in page and where it is (decision 0138)', () => {
    expect(pageHeads.signedIn('Orders In', 'Saltwater Brewing Co.').title).toBe('Orders In · Saltwater Brewing Co. · Tapline');
    expect(pageHeads.signedIn('Applications', 'Admin').title).toBe('Applications · Admin · Tapline');
    expect(pageHeads.signedIn('Your profile').title).toBe('Your profile · Tapline');
    expect(pageHeads.signedIn('Cart', ' ').title).toBe('Cart · Tapline');
  });

  it('names a product by its maker', () => {
    expect(pageHeads.product(product)).toEqual({
      title: 'Hazy Days IPA by Saltwater Brewing · Tapline',
      description: 'Hazy Days IPA: Hazy IPA, 6.5% ABV, by Saltwater Brewing. On tap at 3 venues. Soft, juicy and bright.',
    });
  });

  it('says where a venue is, and leaves out what it does not know', () => {
    expect(pageHeads.venue(venue)).toEqual({
      title: 'On tap at The Harbour Hotel, Manly · Tapline',
      description: 'What’s on tap at The Harbour Hotel in Manly NSW: 1 tap, listed by tap number.',
    });
    expect(pageHeads.venue({ ...venue, suburb: null, state: null, onTapCount: 0, venueKind: null })).toEqual({
      title: 'On tap at The Harbour Hotel · Tapline',
      description: 'The Harbour Hotel, on Tapline.',
    });
  });

  it('titles a search by what was searched', () => {
    expect(pageHeads.products({ q: 'hazy' }).title).toBe('Search results for “hazy” · Tapline');
    expect(pageHeads.products({ tags: ['hazy', 'hoppy'] }).title).toBe('Products tagged hazy, hoppy · Tapline');
    expect(pageHeads.products({}).title).toBe('Products · Tapline');
  });

  it('keeps descriptions to one line a search engine shows whole, cut at a word', () => {
    const long = `${'word '.repeat(60)}end`;
    const clipped = clipText(long);
    expect(clipped.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(clipped).toMatch(/word…$/);
    expect(clipText('  two\n lines  ')).toBe('two lines');
    expect(pageHeads.product({ ...product, description: long }).description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });
});
