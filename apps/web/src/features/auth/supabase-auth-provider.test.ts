import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSupabaseAuth } from './supabase-auth-provider';

function ReadsTheSession() {
  const { user } = useSupabaseAuth();
  return createElement('p', null, user?.email ?? 'signed out');
}

describe('useSupabaseAuth', () => {
  it('throws outside a SupabaseAuthProvider, naming the fix', () => {
    expect(() => renderToString(createElement(ReadsTheSession))).toThrow('useSupabaseAuth must be used within a SupabaseAuthProvider');
  });
});
