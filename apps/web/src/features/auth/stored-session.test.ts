import { describe, expect, it, vi } from 'vitest';
import { createSupabaseClient } from '@/lib/supabase-client';
import { authStorageKey, readStoredSession } from './stored-session';

const memory = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const session = { access_token: 'a', refresh_token: 'r', expires_at: 1, user: { id: 'u' } };

describe('authStorageKey', () => {
  it.each(['http://127.0.0.1:3141', 'http://localhost:3000/', 'https://abcdefgh.supabase.co', 'https://auth.tapline.example/base'])(
    'is the key supabase-js itself stores the session under for %s',
    (supabaseUrl) => {
      if (typeof WebSocket === 'undefined') vi.stubGlobal('WebSocket', class {});
      const client = createSupabaseClient({ supabaseUrl, supabaseAnonKey: 'anon-key' });
      expect(authStorageKey(supabaseUrl)).toBe((client as unknown as { storageKey: string }).storageKey);
      vi.unstubAllGlobals();
    },
  );

  it('is none for a URL that is not one', () => {
    expect(authStorageKey('not a url')).toBeNull();
  });
});

describe('readStoredSession', () => {
  it('finds the session under the key', () => {
    expect(readStoredSession('https://abcdefgh.supabase.co', memory({ 'sb-abcdefgh-auth-token': JSON.stringify(session) }))).toEqual(
      session,
    );
  });

  it('is null when nothing, something else or junk is stored', () => {
    const url = 'https://abcdefgh.supabase.co';
    expect(readStoredSession(url, memory({}))).toBeNull();
    expect(readStoredSession(url, memory({ 'sb-other-auth-token': JSON.stringify(session) }))).toBeNull();
    expect(readStoredSession(url, memory({ 'sb-abcdefgh-auth-token': '{not json' }))).toBeNull();
    expect(readStoredSession(url, memory({ 'sb-abcdefgh-auth-token': JSON.stringify({ access_token: 'a' }) }))).toBeNull();
  });

  it('is null, not a crash, when the page may not read its storage (a third-party frame, storage blocked)', () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
          'SecurityError',
        );
      },
    });
    try {
      expect(readStoredSession('https://abcdefgh.supabase.co')).toBeNull();
    } finally {
      if (before) Object.defineProperty(globalThis, 'localStorage', before);
      else delete (globalThis as Record<string, unknown>).localStorage;
    }
  });
});
