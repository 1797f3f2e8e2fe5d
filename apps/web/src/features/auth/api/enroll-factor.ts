import type { SupabaseClient } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { useSupabaseAuth } from '../supabase-auth-provider';
import { useInvalidateFactors } from './list-factors';

export interface TotpEnrolment {
  factorId: string;
  /** the SVG markup, as supabase-js passes it on (an unencoded data: URL): show it with qrCodeImageSource, never as HTML */
  qrCode: string;
  secret: string;
  uri: string;
}

/** A new, unverified authenticator-app factor: the QR code and the secret to set the app up with. */
async function enrollTotp(supabase: SupabaseClient, friendlyName: string): Promise<TotpEnrolment> {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'Tapline' });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri };
}

/** A new, unverified phone factor; its code is asked for with challengeFactor. */
async function enrollPhone(supabase: SupabaseClient, input: { phone: string; friendlyName: string }): Promise<{ factorId: string }> {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'phone', phone: input.phone, friendlyName: input.friendlyName });
  if (error) throw error;
  return { factorId: data.id };
}

export function useEnrollTotp() {
  const { supabase } = useSupabaseAuth();
  const invalidate = useInvalidateFactors();
  return useMutation({ mutationFn: (friendlyName: string) => enrollTotp(supabase, friendlyName), onSettled: invalidate });
}

export function useEnrollPhone() {
  const { supabase } = useSupabaseAuth();
  const invalidate = useInvalidateFactors();
  return useMutation({
    mutationFn: (input: { phone: string; friendlyName: string }) => enrollPhone(supabase, input),
    onSettled: invalidate,
  });
}
