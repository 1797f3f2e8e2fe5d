import { describe, expect, it } from 'vitest';
import { EMBEDDED_CONFIG_ID, readEmbeddedConfig } from './runtime-config';

const page = (text: string | undefined) => ({
  getElementById: (id: string) => (id === EMBEDDED_CONFIG_ID && text !== undefined ? ({ textContent: text } as HTMLElement) : null),
});

describe('readEmbeddedConfig', () => {
  it('reads the config the server put in the page', () => {
    const config = { functionsKey: 'k', supabaseUrl: 'http://127.0.0.1:3000', supabaseAnonKey: 'anon' };
    expect(readEmbeddedConfig(page(JSON.stringify(config)))).toEqual(config);
  });

  it('is undefined when the page has none (vite dev), so the app fetches /config.json', () => {
    expect(readEmbeddedConfig(page(undefined))).toBeUndefined();
    expect(readEmbeddedConfig(undefined)).toBeUndefined();
  });

  it('fails naming the field when the embedded config breaks the contract', () => {
    expect(() => readEmbeddedConfig(page(JSON.stringify({ functionsKey: 'k', supabaseUrl: 'x' })))).toThrow(/supabaseAnonKey/);
  });
});
