import { describe, expect, it, vi } from 'vitest';
import { createSupabaseClient } from './supabase-client';

describe('createSupabaseClient', () => {
  it('fails with the client’s own message when /config.json has no URL', () => {
    expect(() => createSupabaseClient({ supabaseUrl: '', supabaseAnonKey: 'anon-key' })).toThrow('supabaseUrl is required.');
  });

  it('fails with the client’s own message when /config.json has no key', () => {
    expect(() => createSupabaseClient({ supabaseUrl: 'http://127.0.0.1:3000', supabaseAnonKey: '' })).toThrow('supabaseKey is required.');
  });

  it('makes a client with auth when both are there', () => {
    // the realtime part wants a WebSocket, which Node 20 lacks (browsers have one); it opens none here
    if (typeof WebSocket === 'undefined') vi.stubGlobal('WebSocket', class {});
    const client = createSupabaseClient({ supabaseUrl: 'http://127.0.0.1:3000', supabaseAnonKey: 'anon-key' });
    expect(typeof client.auth.signInWithPassword).toBe('function');
    vi.unstubAllGlobals();
  });
});
