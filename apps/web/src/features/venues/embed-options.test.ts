import { describe, expect, it } from 'vitest';
import { embedSnippet, embedUrl, parseAccent, parseEmbedSearch, textOn } from './embed-options';

describe('the embed reads its URL', () => {
  it('takes what it can use', () => {
    expect(parseEmbedSearch({ theme: 'dark', accent: 'B45309', fontSize: 18, compact: 1 })).toEqual({
      theme: 'dark',
      accent: '#b45309',
      fontSize: 18,
      compact: true,
    });
    expect(parseEmbedSearch({ fontSize: '14', compact: 'false' })).toEqual({ fontSize: 14, compact: false });
    expect(parseEmbedSearch({ compact: '' })).toEqual({ compact: true });
  });

  it('drops what it can not, leaving no undefined keys', () => {
    const parsed = parseEmbedSearch({ theme: 'neon', accent: 'red', fontSize: 99, compact: 'maybe', other: 'x' });
    expect(parsed).toEqual({});
    expect(Object.keys(parsed)).toEqual([]);
    expect(parseEmbedSearch({ fontSize: '1e1' })).toEqual({});
    expect(parseEmbedSearch({ fontSize: 11 })).toEqual({});
  });

  it('takes an accent as hex only, never anything that could leave a style attribute', () => {
    expect(parseAccent('#abc')).toBe('#aabbcc');
    expect(parseAccent(' 0A0B0C ')).toBe('#0a0b0c');
    // the router reads accent=123456 as a number
    expect(parseAccent(123456)).toBe('#123456');
    for (const bad of ['#12345', '#1234567', 'b45309;color:red', 'url(x)', 'rgb(0,0,0)', '', -123, 1.5, null, {}]) {
      expect(parseAccent(bad), String(bad)).toBeUndefined();
    }
  });

  it('writes on the accent in black or white, whichever reads', () => {
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#fde68a')).toBe('#000000');
    expect(textOn('#000000')).toBe('#ffffff');
    expect(textOn('#92400e')).toBe('#ffffff');
  });
});

describe('the embed snippet', () => {
  it('is an iframe of the embed with its options, a title, lazy loading and the full width', () => {
    const html = embedSnippet('https://tapline.example', 'crown-and-anchor', {
      title: 'On tap at The Crown & Anchor',
      theme: 'dark',
      accent: '#B45309',
      compact: true,
      height: 480,
    });
    expect(html).toBe(
      '<iframe src="https://tapline.example/venues/crown-and-anchor/menu/embed?theme=dark&amp;accent=b45309&amp;compact=1" ' +
        'title="On tap at The Crown &amp; Anchor" width="100%" height="480" loading="lazy" style="width:100%;max-width:100%;border:0"></iframe>',
    );
  });

  it('leaves out options that are not valid and keeps the height sensible', () => {
    const html = embedSnippet('https://tapline.example/', 'a b', { accent: 'javascript:alert(1)', height: 10 });
    expect(html).toContain('src="https://tapline.example/venues/a%20b/menu/embed"');
    expect(html).toContain('height="200"');
    expect(html).toContain('title="On tap"');
  });

  it('gives the address alone for a preview', () => {
    expect(embedUrl('http://localhost:3000', 'v1', { fontSize: 18 })).toBe('http://localhost:3000/venues/v1/menu/embed?fontSize=18');
  });
});
