import { formatMoneyInput, KegTypeInput, parseMoney, type KegType } from '@tapline/contracts';
import { formatMoney } from '@/lib/format';

// The keg type editor's rules without React (issue 37): the form's values, the contract's check of them, and the
// words the list and the SKU editors use for a keg type.

export interface KegTypeValues {
  name: string;
  litres: string;
  ownerKind: 'supplier' | 'pool';
  poolName: string;
  /** dollars ex GST, as typed; empty = no deposit */
  deposit: string;
  depositTaxable: boolean;
}

type KegTypeField = 'name' | 'litres' | 'poolName' | 'deposit';
export type KegTypeErrors = Partial<Record<KegTypeField, string>>;

/** Contract field → form field, for the contract's and the server's errors. */
const FIELD_OF: Record<string, KegTypeField> = { name: 'name', litres: 'litres', poolName: 'poolName', depositCents: 'deposit' };

const MESSAGES: Record<KegTypeField, string> = {
  name: 'Give it a name of up to 80 characters, e.g. “50 L keg”',
  litres: 'Enter its size in litres, above 0 and up to 2000, with one decimal place at most',
  poolName: 'Name the pool it belongs to, e.g. Kegstar',
  deposit: 'Enter the deposit in dollars, e.g. 50.00 (not negative)',
};

export function kegTypeValuesOf(kegType?: KegType): KegTypeValues {
  if (!kegType) return { name: '', litres: '', ownerKind: 'supplier', poolName: '', deposit: '', depositTaxable: true };
  return {
    name: kegType.name,
    litres: String(kegType.litres),
    ownerKind: kegType.ownerKind,
    poolName: kegType.poolName ?? '',
    deposit: kegType.depositCents === 0 ? '' : formatMoneyInput(kegType.depositCents),
    depositTaxable: kegType.depositTaxable,
  };
}

/** The input the values stand for (a pool keg sends no pool-less name nor deposit), or what to fix, per field. */
export function checkKegType(values: KegTypeValues): { ok: true; input: KegTypeInput } | { ok: false; errors: KegTypeErrors } {
  const pool = values.ownerKind === 'pool';
  const deposit = values.deposit.trim() === '' ? { ok: true as const, cents: 0 } : parseMoney(values.deposit);
  const result = KegTypeInput.safeParse({
    name: values.name,
    litres: values.litres.trim() === '' ? Number.NaN : Number(values.litres.trim()),
    ownerKind: values.ownerKind,
    poolName: pool ? values.poolName : null,
    depositCents: pool ? 0 : deposit.ok ? deposit.cents : Number.NaN,
    depositTaxable: values.depositTaxable,
  });
  const errors: KegTypeErrors = {};
  if (pool && values.poolName.trim() === '') errors.poolName = MESSAGES.poolName;
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field) errors[field] ??= MESSAGES[field];
    }
  }
  return result.success && Object.keys(errors).length === 0 ? { ok: true, input: result.data } : { ok: false, errors };
}

/** A refusal's fields (400, 409, 422) placed on the form's; null when none is a field of the form. */
export function placeKegTypeRefusal(issues: readonly { field: string; message: string }[], message: string): KegTypeErrors | null {
  const errors: KegTypeErrors = {};
  for (const issue of issues) {
    const field = FIELD_OF[issue.field];
    if (field) errors[field] ??= issue.field === 'name' ? message : capitalise(issue.message);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Yours" or "Kegstar pool" */
export function kegOwnerWords(kegType: Pick<KegType, 'ownerKind' | 'poolName'>): string {
  return kegType.ownerKind === 'pool' ? `${kegType.poolName ?? 'A'} pool` : 'Yours';
}

/** "$50.00 + GST", "$50.00, GST-free", or "None" (a pool keg, or a keg of its own without one). */
export function kegDepositWords(kegType: Pick<KegType, 'ownerKind' | 'depositCents' | 'depositTaxable'>, currency: string): string {
  if (kegType.ownerKind === 'pool' || kegType.depositCents === 0) return 'None';
  return `${formatMoney(kegType.depositCents, currency)}${kegType.depositTaxable ? ' + GST' : ', GST-free'}`;
}

/** "50 L keg · $50.00 deposit", "Kegstar 30 L · Kegstar pool", as the SKU editors' Keg select offers it (short: phones). */
export function kegTypeOptionLabel(kegType: KegType, currency: string): string {
  const deposit =
    kegType.ownerKind === 'pool'
      ? kegOwnerWords(kegType)
      : kegType.depositCents === 0
        ? 'no deposit'
        : `${formatMoney(kegType.depositCents, currency)} deposit`;
  return `${kegType.name} · ${deposit}${kegType.archivedAt ? ' (archived)' : ''}`;
}
