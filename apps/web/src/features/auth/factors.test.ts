import { describe, expect, it } from 'vitest';
import {
  E164_PATTERN,
  factorName,
  maskPhone,
  phoneFactorsAvailable,
  qrCodeImageSource,
  toE164,
  unusedFactorName,
  usableFactors,
  type MfaFactor,
} from './factors';

const factor = (overrides: Partial<MfaFactor>): MfaFactor => ({
  id: 'f',
  factor_type: 'totp',
  status: 'verified',
  friendly_name: '',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('factors', () => {
  it('names a factor by its friendly name, else by its kind', () => {
    expect(factorName(factor({ friendly_name: 'Work phone app' }))).toBe('Work phone app');
    expect(factorName(factor({}))).toBe('Authenticator app');
    expect(factorName(factor({ factor_type: 'phone', phone: '+61412345678' }))).toBe('Phone +61 ••• ••• 678');
  });

  it('masks a phone number but keeps its country code and last digits', () => {
    expect(maskPhone('+61412345678')).toBe('+61 ••• ••• 678');
    expect(maskPhone('+6141')).toBe('+6141');
  });

  it('offers only verified TOTP and phone factors, apps first', () => {
    const list = usableFactors([
      factor({ id: 'phone', factor_type: 'phone' }),
      factor({ id: 'pending', status: 'unverified' }),
      factor({ id: 'webauthn', factor_type: 'webauthn' }),
      factor({ id: 'app' }),
    ]);
    expect(list.map((item) => item.id)).toEqual(['app', 'phone']);
  });

  it('makes the QR code an image source, with the markup encoded, whether or not supabase-js prefixed it', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#fff" d="M0 0"/></svg>';
    for (const qrCode of [svg, `data:image/svg+xml;utf-8,${svg}`]) {
      const source = qrCodeImageSource(qrCode);
      expect(source).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`);
      expect(source).not.toMatch(/[<>"#]/);
    }
  });

  it('picks a factor name nobody else uses', () => {
    expect(unusedFactorName('Authenticator app', [])).toBe('Authenticator app');
    expect(
      unusedFactorName('Authenticator app', [
        factor({ friendly_name: 'Authenticator app' }),
        factor({ friendly_name: 'Authenticator app 2' }),
      ]),
    ).toBe('Authenticator app 3');
  });

  it('turns a typed phone number into E.164', () => {
    expect(toE164('+61 412 345 678')).toBe('+61412345678');
    expect(toE164('+61 (0)412-345-678')).toBe('+61412345678');
    expect(E164_PATTERN.test(toE164('+61 412 345 678'))).toBe(true);
    expect(E164_PATTERN.test(toE164('0412 345 678'))).toBe(false);
  });

  it('offers phone factors only when the auth settings name an SMS provider', () => {
    expect(phoneFactorsAvailable({ sms_provider: 'dev-file' })).toBe(true);
    expect(phoneFactorsAvailable({ sms_provider: 'twilio' })).toBe(true);
    expect(phoneFactorsAvailable({ sms_provider: '' })).toBe(false);
    expect(phoneFactorsAvailable({})).toBe(false);
    expect(phoneFactorsAvailable(undefined)).toBe(false);
  });
});
