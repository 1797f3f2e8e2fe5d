import {
  australianStates,
  DELIVERY_ZONE_LOCALITIES_MAX,
  formatMoneyInput,
  parseMoney,
  type DeliveryZone,
  type DeliveryZoneInput,
  type ZoneLocality,
} from '@tapline/contracts';
import { formatMoney } from '@/lib/format';

// The delivery zone editor's rules without React (issue 36, part 4): the form's values, the localities read from what
// was pasted, the check before sending and where a refusal lands.

const NAME_MAX = 80;
const SUBURB_MAX = 80;
const MINIMUM_CENTS_MAX = 100_000_000;
const FEE_CENTS_MAX = 10_000_000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ZoneValues {
  name: string;
  /** 0 = Sunday … 6 = Saturday */
  weekdays: number[];
  /** "14:00", or "" for none */
  cutoff: string;
  leadDays: string;
  minimum: string;
  fee: string;
  /** one locality a line, as typed or pasted */
  localities: string;
}

type ZoneField = 'name' | 'weekdays' | 'cutoff' | 'leadDays' | 'minimum' | 'fee' | 'localities';
export type ZoneErrors = Partial<Record<ZoneField, string>>;

/** "surry hills" → "Surry Hills": the API keeps a suburb in lower case (it matches addresses whatever their case). */
function suburbName(suburb: string): string {
  return suburb.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** "2000" or "2010 Surry Hills" */
export function localityText(locality: { postcode: string; suburb: string | null }): string {
  return locality.suburb ? `${locality.postcode} ${suburbName(locality.suburb)}` : locality.postcode;
}

export function valuesOf(zone?: DeliveryZone): ZoneValues {
  if (!zone) return { name: '', weekdays: [], cutoff: '', leadDays: '', minimum: '', fee: '', localities: '' };
  return {
    name: zone.name,
    weekdays: [...zone.deliveryWeekdays].sort(),
    cutoff: zone.orderCutoffTime ?? '',
    leadDays: zone.leadDays === null ? '' : String(zone.leadDays),
    minimum: zone.minimumOrderCents === null ? '' : formatMoneyInput(zone.minimumOrderCents, { wholeDollarsShort: true }),
    fee: zone.deliveryFeeCents === 0 ? '' : formatMoneyInput(zone.deliveryFeeCents),
    localities: zone.localities.map(localityText).join('\n'),
  };
}

const STATE_WORD = new RegExp(`^(${australianStates.join('|')})$`, 'i');

export interface ReadLocalities {
  localities: ZoneLocality[];
  /** the lines that read as no locality, as typed */
  unread: string[];
}

/**
 * The localities in what was typed or pasted: one a line ("2000", "2000 Barangaroo", "Barangaroo NSW 2000", "Barangaroo,
 * 2000"), or several postcodes on a line ("2000, 2007 2008"). A state beside a suburb is dropped (the venue's state comes
 * from its address); the same locality twice is kept once.
 */
export function readLocalities(text: string): ReadLocalities {
  const localities: ZoneLocality[] = [];
  const unread: string[] = [];
  const seen = new Set<string>();
  const add = (postcode: string, suburb: string | null) => {
    const key = `${postcode}|${suburb?.toLowerCase() ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    localities.push({ postcode, suburb });
  };
  for (const raw of text.split(/[\n;]/)) {
    const line = raw.trim();
    if (line === '') continue;
    const words = line.split(/[\s,]+/).filter(Boolean);
    if (words.every((word) => /^\d{4}$/.test(word))) {
      for (const word of words) add(word, null);
      continue;
    }
    const postcodes = words.filter((word) => /^\d{4}$/.test(word));
    const rest = words.filter((word) => !/^\d{4}$/.test(word) && !STATE_WORD.test(word));
    const suburb = rest.join(' ');
    if (postcodes.length !== 1 || suburb === '' || suburb.length > SUBURB_MAX || /\d/.test(suburb)) unread.push(line);
    else add(postcodes[0]!, suburb);
  }
  return { localities, unread };
}

/** "12 postcodes" / "3 postcodes, 2 suburbs" */
export function localitiesSummary(localities: readonly { postcode: string; suburb: string | null }[]): string {
  const postcodes = new Set(localities.map((locality) => locality.postcode)).size;
  const suburbs = localities.filter((locality) => locality.suburb !== null).length;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return suburbs === 0 ? count(postcodes, 'postcode') : `${count(postcodes, 'postcode')}, ${count(suburbs, 'suburb')}`;
}

function moneyOf(text: string, max: number, what: string): { ok: true; cents: number | null } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, cents: null };
  const amount = parseMoney(text);
  if (!amount.ok) return { ok: false, message: `Enter ${what} in dollars, like 25 or 24.50` };
  if (amount.cents > max) return { ok: false, message: `At most ${formatMoney(max)}` };
  return { ok: true, cents: amount.cents };
}

export type CheckedZone = { ok: true; input: DeliveryZoneInput } | { ok: false; errors: ZoneErrors };

/** The form checked as the contract would, in the form's words, and the input to send. */
export function checkZone(values: ZoneValues): CheckedZone {
  const errors: ZoneErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'Enter a name, like “Inner Sydney”';
  else if (name.length > NAME_MAX) errors.name = `At most ${NAME_MAX} characters`;
  if (values.weekdays.length === 0) errors.weekdays = 'Choose at least one delivery day';
  if (values.cutoff !== '' && !TIME.test(values.cutoff)) errors.cutoff = 'Enter a time, like 14:00';
  const lead = values.leadDays.trim();
  if (lead !== '' && (!/^\d{1,2}$/.test(lead) || Number(lead) > 60)) errors.leadDays = 'A whole number of days, 0 to 60';
  const minimum = moneyOf(values.minimum, MINIMUM_CENTS_MAX, 'the minimum');
  if (!minimum.ok) errors.minimum = minimum.message;
  const fee = moneyOf(values.fee, FEE_CENTS_MAX, 'the fee');
  if (!fee.ok) errors.fee = fee.message;
  const read = readLocalities(values.localities);
  if (read.unread.length > 0) {
    errors.localities = `Not a postcode or “postcode suburb”: ${read.unread.slice(0, 3).join('; ')}${read.unread.length > 3 ? ` and ${read.unread.length - 3} more` : ''}`;
  } else if (read.localities.length === 0) errors.localities = 'Add at least one postcode';
  else if (read.localities.length > DELIVERY_ZONE_LOCALITIES_MAX)
    errors.localities = `At most ${DELIVERY_ZONE_LOCALITIES_MAX} localities a zone`;
  if (Object.keys(errors).length > 0 || !minimum.ok || !fee.ok) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name,
      deliveryWeekdays: [...values.weekdays].sort(),
      orderCutoffTime: values.cutoff === '' ? null : values.cutoff,
      leadDays: lead === '' ? null : Number(lead),
      minimumOrderCents: minimum.cents,
      deliveryFeeCents: fee.cents ?? 0,
      localities: read.localities,
    },
  };
}

const SERVER_FIELDS: Record<string, ZoneField> = {
  name: 'name',
  deliveryWeekdays: 'weekdays',
  orderCutoffTime: 'cutoff',
  leadDays: 'leadDays',
  minimumOrderCents: 'minimum',
  deliveryFeeCents: 'fee',
  localities: 'localities',
};

/**
 * A refusal placed on the form: a field error on its field (`localities.3.postcode` on the localities, naming the one
 * sent), a conflict on the name or the localities it names (a place another zone has); `null` when it names none.
 */
export function placeZoneRefusal(
  refusal: { status: number; message: string; issues: readonly { field: string; message: string }[] },
  sent: DeliveryZoneInput | null,
): ZoneErrors | null {
  if (refusal.status === 409) {
    // the name taken, or places another zone has (the message names each place and its zone); else a race: toasted
    if (refusal.issues.some((issue) => issue.field === 'name')) return { name: refusal.message };
    if (refusal.issues.some((issue) => issue.field.startsWith('localities'))) return { localities: refusal.message };
    return null;
  }
  const errors: ZoneErrors = {};
  for (const { field, message } of refusal.issues) {
    const [head, index] = field.split('.');
    const placed = SERVER_FIELDS[head ?? ''];
    if (!placed) continue;
    const locality = placed === 'localities' && index !== undefined ? sent?.localities[Number(index)] : undefined;
    errors[placed] = locality ? `${localityText(locality)}: ${message}` : message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
