import type { Factor } from '@supabase/supabase-js';

/** A factor as the server lists it: a phone factor also carries its number (supabase-js's type leaves it out). */
export type MfaFactor = Factor & { phone?: string };

export function factorTypeLabel(type: string): string {
  if (type === 'totp') return 'Authenticator app';
  if (type === 'phone') return 'Phone (SMS)';
  return type;
}

/** "+61412345678" → "+61 ••• ••• 678": enough to recognise one's own phone, not to learn someone else's. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.length < 7) return digits;
  return `${digits.slice(0, 3)} ••• ••• ${digits.slice(-3)}`;
}

/** What a person calls the factor: its friendly name, else its kind (and, for a phone, the masked number). */
export function factorName(factor: MfaFactor): string {
  if (factor.friendly_name) return factor.friendly_name;
  if (factor.factor_type === 'phone' && factor.phone) return `Phone ${maskPhone(factor.phone)}`;
  return factorTypeLabel(factor.factor_type);
}

/** The factors that can answer a sign-in challenge here: verified TOTP and phone, authenticator apps first. */
export function usableFactors(factors: readonly MfaFactor[]): MfaFactor[] {
  return factors
    .filter((factor) => factor.status === 'verified' && (factor.factor_type === 'totp' || factor.factor_type === 'phone'))
    .sort((a, b) => (a.factor_type === b.factor_type ? a.created_at.localeCompare(b.created_at) : a.factor_type === 'totp' ? -1 : 1));
}

/**
 * The enrolment QR code is SVG markup from the server, which supabase-js hands on prefixed with
 * `data:image/svg+xml;utf-8,` but not encoded (its `#` colours would end the URL early). Shown as an image
 * from a properly encoded data: URL it can't run script or touch the page (never injected as HTML).
 */
export function qrCodeImageSource(qrCode: string): string {
  const svg = qrCode.startsWith('data:') ? qrCode.slice(qrCode.indexOf(',') + 1) : qrCode;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** A name no other factor of the user has: "Authenticator app", then "Authenticator app 2"… (names must differ). */
export function unusedFactorName(base: string, factors: readonly MfaFactor[]): string {
  const taken = new Set(factors.map((factor) => factor.friendly_name ?? ''));
  if (!taken.has(base)) return base;
  for (let number = 2; ; number++) if (!taken.has(`${base} ${number}`)) return `${base} ${number}`;
}

/** "+61 412 345 678" or "+61 (0)412-345-678" as typed → E.164 "+61412345678" (the server checks the rest). */
export function toE164(phone: string): string {
  return phone.replace(/\(0\)/g, '').replace(/[\s().-]/g, '');
}

export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/**
 * Whether a phone factor can be added: only when the auth server names an SMS provider in its settings, as a
 * code that no text delivers can't be entered (decision 0056). Unknown settings (still loading, failed) say no.
 */
export function phoneFactorsAvailable(settings: { sms_provider?: string } | undefined): boolean {
  return Boolean(settings?.sms_provider);
}
