import {
  australianStates,
  isValidAbn,
  normaliseAbn,
  parseMoney,
  type AustralianState,
  type OrganisationSettings,
  type TradeApplicationInput,
} from '@tapline/contracts';

/** The application as the form holds it: text as typed, rows as shown (an empty reference row is left out). */
export interface ApplicationFormValues {
  legalName: string;
  abn: string;
  acn: string;
  liquorLicenceNumber: string;
  liquorLicenceState: AustralianState | '';
  liquorLicenceExpiry: string;
  directors: { name: string }[];
  tradeReferences: { business: string; contactName: string; phone: string; email: string }[];
  /** dollars; empty = no limit asked for */
  requestedLimit: string;
  termsAccepted: boolean;
}

export type ApplicationField =
  | Exclude<keyof ApplicationFormValues, 'directors' | 'tradeReferences'>
  | `directors.${number}.name`
  | `tradeReferences.${number}.${'business' | 'contactName' | 'phone' | 'email'}`;

export const emptyReference = () => ({ business: '', contactName: '', phone: '', email: '' });

/**
 * A new application, filled from the venue's settings where they know it: its name as the legal name (the venue
 * corrects it if the company's differs), its ABN, and the state of its address as the licence's state.
 */
export function applicationDefaults(venue: Pick<OrganisationSettings, 'name' | 'abn' | 'addresses'>): ApplicationFormValues {
  const addressState = venue.addresses.find((address) => address.kind === 'physical')?.state ?? venue.addresses[0]?.state ?? '';
  const state = australianStates.find((candidate) => candidate === addressState.toUpperCase()) ?? '';
  return {
    legalName: venue.name,
    abn: venue.abn ?? '',
    acn: '',
    liquorLicenceNumber: '',
    liquorLicenceState: state,
    liquorLicenceExpiry: '',
    directors: [{ name: '' }],
    tradeReferences: [emptyReference()],
    requestedLimit: '',
    termsAccepted: false,
  };
}

export type FormIssue = { field: ApplicationField; message: string };

/**
 * The request the form stands for, or what to fix first. Only what the person can see is wrong is checked here (the
 * ABN's checksum, an amount, the terms box); the server checks the rest and names the field (422).
 */
export function applicationInput(
  values: ApplicationFormValues,
  supplier: { id: string; termsVersion: string },
): { ok: true; input: TradeApplicationInput; referenceRows: number[] } | { ok: false; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  if (values.abn.trim() && !isValidAbn(values.abn))
    issues.push({ field: 'abn', message: 'This ABN fails the ATO’s check: look again at its 11 digits' });
  let requestedLimitCents: number | null = null;
  if (values.requestedLimit.trim()) {
    const parsed = parseMoney(values.requestedLimit);
    if (parsed.ok) requestedLimitCents = parsed.cents;
    else issues.push({ field: 'requestedLimit', message: `The limit ${parsed.message}` });
  }
  if (!values.termsAccepted) issues.push({ field: 'termsAccepted', message: 'Accept the supplier’s trade terms to apply' });
  if (issues.length > 0) return { ok: false, issues };
  // the rows sent: an empty one is left out, so the server's index of a reference is its place in `referenceRows`
  const referenceRows = values.tradeReferences.flatMap((reference, row) =>
    Object.values(reference).some((value) => value.trim() !== '') ? [row] : [],
  );
  const references = referenceRows.map((row) => values.tradeReferences[row]!);
  return {
    ok: true,
    referenceRows,
    input: {
      supplierId: supplier.id,
      legalName: values.legalName.trim(),
      abn: normaliseAbn(values.abn),
      acn: values.acn.replace(/\s/g, '') || null,
      liquorLicenceNumber: values.liquorLicenceNumber.trim(),
      // an empty choice goes as sent: the server names the field
      liquorLicenceState: values.liquorLicenceState as AustralianState,
      liquorLicenceExpiry: values.liquorLicenceExpiry,
      directors: values.directors.map((director) => ({ name: director.name.trim() })),
      tradeReferences: references.map((reference) => ({
        business: reference.business.trim(),
        contactName: reference.contactName.trim(),
        phone: reference.phone.trim(),
        email: reference.email.trim(),
      })),
      requestedLimitCents,
      termsVersion: supplier.termsVersion,
      termsAccepted: true,
    },
  };
}

/**
 * The form's field a server's issue names (`directors.0.name`, `requestedLimitCents`, `tradeReferences.1`), or null
 * when it names none the form shows (then the message is the form's own). A reference's row-level issue ("needs a
 * phone or an email") goes on its phone; `referenceRows` are the form's rows that were sent, in order.
 */
export function applicationFieldOf(field: string, referenceRows: readonly number[]): ApplicationField | null {
  if (field === 'requestedLimitCents') return 'requestedLimit';
  if (/^directors\.\d+\.name$/.test(field)) return field as ApplicationField;
  if (/^directors(\.\d+)?$/.test(field)) return 'directors.0.name';
  const reference = /^tradeReferences\.(\d+)(?:\.(business|contactName|phone|email))?$/.exec(field);
  if (reference) {
    const row = referenceRows[Number(reference[1])];
    return row === undefined ? null : `tradeReferences.${row}.${(reference[2] ?? 'phone') as 'phone'}`;
  }
  const plain: readonly string[] = [
    'legalName',
    'abn',
    'acn',
    'liquorLicenceNumber',
    'liquorLicenceState',
    'liquorLicenceExpiry',
    'termsAccepted',
  ];
  return plain.includes(field) ? (field as ApplicationField) : null;
}
