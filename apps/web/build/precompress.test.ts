import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(relative: string, content: string | Buffer) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

describe('precompressing the build', () => {
  it('writes .br and .gz siblings that decompress to every text file, however small or deep', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tapline-precompress-'));
    const texts = {
      'index.html': `<!doctype html>${'<p>Hazy Days IPA</p>'.repeat(200)}`,
      'assets/index-abc123.js': `export const a = ${JSON.stringify('x'.repeat(5000))};`,
      'assets/index-abc123.css': '.a{color:red}'.repeat(300),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'demo/products/label.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
    };
    for (const [relative, content] of Object.entries(texts)) write(relative, content);
    write('assets/index-abc123.js.map', JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(1000) }));
    write('demo/venues/harbour.jpg', Buffer.from('ffd8ffe000104a464946', 'hex'));

    const written = await precompressDir(dir);

    for (const [relative, content] of Object.entries(texts)) {
      const file = path.join(dir, relative);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(content);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(content);
    }
    expect(readFileSync(path.join(dir, 'index.html.br')).length).toBeLessThan(texts['index.html'].length / 10);
    // a source map: gzip only; an image: nothing
    expect(existsSync(path.join(dir, 'assets/index-abc123.js.map.gz'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets/index-abc123.js.map.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'demo/venues/harbour.jpg.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'demo/venues/harbour.jpg.gz'))).toBe(false);
    expect(written).toHaveLength(Object.keys(texts).length * 2 + 1);
  });
});
