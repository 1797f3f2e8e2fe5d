// The auth feature's public surface for other features (routes may import its files directly).
export { useSupabaseAuth } from './supabase-auth-provider';
