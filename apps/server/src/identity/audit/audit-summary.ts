/** What a sentence about an audit row needs (from listAuditEntries). */
export interface AuditSummaryInput {
  action: string;
  targetType: string;
  actorIsPlatformAdmin: boolean;
  actorName: string | null;
  actorEmail: string | null;
  organisationName: string | null;
  /** the log's organisation's type (an order step reads from its side) */
  organisationType?: string | null;
  targetMemberName: string | null;
  targetMemberEmail: string | null;
  targetInviteEmail: string | null;
  targetApplicationName: string | null;
  before: unknown;
  after: unknown;
}

/** A string field of a before/after value, when it has one. */
function field(value: unknown, key: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' ? found : undefined;
}

function count(value: unknown, key: string): number | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'number' ? found : undefined;
}

function personName(name: string | null, email: string | null): string | undefined {
  return name?.trim() || email || undefined;
}

/** ": orders:read, menu:read" of an API key's scopes, when the value names them */
function scopesOf(value: unknown): string {
  const scopes = value && typeof value === 'object' ? (value as Record<string, unknown>).scopes : undefined;
  return Array.isArray(scopes) && scopes.length > 0 ? ` (${scopes.join(', ')})` : '';
}

const quoted = (text: string | undefined) => (text ? ` (“${text}”)` : '');

/**
 * An order step (decision 0131): told from the log's side. Its own people's steps name the other party ("Sam Staff
 * cancelled order TL-001234 to Harbour Brewing"); the other side's name whose they were ("Rita Rep of Harbour
 * Brewing rejected order TL-001234"); with the reason or note, and a delivery day moved.
 */
function orderStepSummary(row: AuditSummaryInput, actor: string): string {
  const verb = row.action.slice('order.'.length);
  const side = field(row.after, 'side');
  const number = field(row.after, 'orderNumber') ?? 'an order';
  const venue = field(row.after, 'venueName') ?? 'the venue';
  const supplier = field(row.after, 'supplierName') ?? 'the supplier';
  const ownStep = row.organisationType === side;
  const moved = field(row.after, 'deliveryDate');
  const movedFrom = field(row.before, 'deliveryDate');
  const said = `${quoted(field(row.after, 'note'))}${moved ? `, delivery moved ${movedFrom ? `from ${movedFrom} ` : ''}to ${moved}` : ''}`;
  if (ownStep) return `${actor} ${verb} order ${number} ${side === 'venue' ? `to ${supplier}` : `from ${venue}`}${said}`;
  return `${actor} of ${side === 'venue' ? venue : supplier} ${verb} order ${number}${said}`;
}

/** What a trade account action did to the venue's account (decision 0178), as a verb phrase naming the venue. */
const TRADE_ACTIONS: Record<string, (venue: string) => string> = {
  'trade_application.approved': (venue) => `approved ${venue}'s trade account`,
  'trade_application.declined': (venue) => `declined ${venue}'s trade account application`,
  'trade_account.held': (venue) => `put ${venue}'s trade account on hold`,
  'trade_account.released': (venue) => `released the hold on ${venue}'s trade account`,
  'trade_account.closed': (venue) => `closed ${venue}'s trade account`,
  'trade_account.reopened': (venue) => `reopened ${venue}'s trade account`,
  'trade_account.changed': (venue) => `changed ${venue}'s trade account`,
};

/** The fields a trade account's change names, in its before and after. */
const TRADE_FIELDS = { paymentTerms: 'payment terms', creditLimit: 'credit limit', priceList: 'price list', zone: 'delivery zone' };

/**
 * A supplier's action on a venue's trade account, in either organisation's log: the supplier's own people's name the
 * venue ("Rita Rep put The Local's trade account on hold"); in the venue's log, whose people they are ("Rita Rep of
 * Harbour Brewing …"); with the terms approved, the fields changed (before → after) or the reason.
 */
function tradeSummary(row: AuditSummaryInput, actor: string, words: (venue: string) => string): string {
  const supplier = field(row.after, 'supplierName') ?? 'the supplier';
  const who = row.organisationType === 'venue' ? `${actor} of ${supplier}` : actor;
  const changes = Object.entries(TRADE_FIELDS).flatMap(([key, label]) => {
    const to = field(row.after, key);
    return to === undefined ? [] : [`${label} ${field(row.before, key) ?? 'none'} → ${to}`];
  });
  const terms = field(row.after, 'terms') ?? (changes.length > 0 ? changes.join('; ') : undefined);
  return `${who} ${words(field(row.after, 'venueName') ?? 'a venue')}${terms ? `: ${terms}` : ''}${quoted(field(row.after, 'reason'))}`;
}

/**
 * The plain English sentence the audit screens show for a row ("Sam Supplier changed Ada Admin's role from member to
 * admin"). Names are today's (a renamed member shows their new name); an action this doesn't know still reads sensibly.
 */
export function auditSummary(row: AuditSummaryInput): string {
  // no actor: the system (a job), or a person whose account is gone
  const who = personName(row.actorName, row.actorEmail) ?? 'Tapline';
  const actor = row.actorIsPlatformAdmin ? `${who} (platform admin)` : who;
  const organisation = row.organisationName ?? 'an organisation';
  const member = personName(row.targetMemberName, row.targetMemberEmail) ?? 'a former member';
  const inviteEmail = field(row.after, 'email') ?? row.targetInviteEmail ?? 'someone';
  const application = row.targetApplicationName ?? 'a business';
  const role = (value: unknown) => field(value, 'role') ?? 'unknown';

  switch (row.action) {
    case 'organisation.created': {
      const owner = field(row.after, 'ownerEmail');
      return `${actor} created ${organisation}${owner ? ` and invited ${owner} as its owner` : ''}`;
    }
    case 'organisation.suspended':
      return field(row.before, 'status') === 'suspended'
        ? `${actor} changed why ${organisation} is suspended${quoted(field(row.after, 'reason'))}`
        : `${actor} suspended ${organisation}${quoted(field(row.after, 'reason'))}`;
    case 'organisation.reactivated':
      return `${actor} reactivated ${organisation}`;
    case 'organisation.ownership_transferred':
      return `${actor} transferred the ownership of ${organisation} to ${member}`;
    case 'member.role_changed':
      return `${actor} changed ${member}'s role from ${role(row.before)} to ${role(row.after)}`;
    case 'member.limits_changed':
      return `${actor} changed ${member}'s spend limits`;
    case 'member.removed':
      return `${actor} removed ${member} (${role(row.before)}) from ${organisation}`;
    case 'member.left':
      return `${actor} left ${organisation} (was ${role(row.before)})`;
    case 'invite.created':
      return `${actor} invited ${inviteEmail} to ${organisation} as ${role(row.after)}`;
    case 'invite.revoked':
      return `${actor} withdrew the invite to ${row.targetInviteEmail ?? inviteEmail}`;
    case 'invite.resent':
      return `${actor} resent the invite to ${row.targetInviteEmail ?? inviteEmail}`;
    case 'invite.accepted':
      return `${actor} accepted the invite and joined ${organisation} as ${role(row.after)}`;
    case 'integration.connected':
      return `${actor} connected ${organisation} to Xero${quoted(field(row.after, 'tenantName'))}`;
    case 'integration.backfilled': {
      const orders = count(row.after, 'orders');
      const days = count(row.after, 'days');
      return `${actor} sent ${orders === undefined ? 'earlier orders' : `${orders} earlier order${orders === 1 ? '' : 's'}`}${days === undefined ? '' : ` of the last ${days} days`} of ${organisation} to Xero`;
    }
    case 'integration.disconnected':
      return `${actor} disconnected ${organisation} from Xero`;
    case 'integration.needs_reconnecting':
      return `Xero stopped accepting ${organisation}'s connection: it needs reconnecting${quoted(field(row.after, 'reason'))}`;
    case 'api_key.created':
      return `${actor} made the API key “${field(row.after, 'name') ?? 'unnamed'}” for ${organisation}${scopesOf(row.after)}`;
    case 'api_key.revoked':
      return `${actor} revoked the API key “${field(row.before, 'name') ?? 'unnamed'}” of ${organisation}`;
    case 'application.approved':
      return `${actor} approved the application from ${application}`;
    case 'application.declined':
      return `${actor} declined the application from ${application}${quoted(field(row.after, 'reason') ?? field(row.after, 'declineReason'))}`;
    default: {
      if (row.targetType === 'order' && row.action.startsWith('order.')) return orderStepSummary(row, actor);
      const trade = TRADE_ACTIONS[row.action];
      if (trade) return tradeSummary(row, actor, trade);
      const [noun = row.targetType, verb = row.action] = row.action.split('.');
      return `${actor}: ${noun.replaceAll('_', ' ')} ${verb.replaceAll('_', ' ')}${row.organisationName ? ` (${row.organisationName})` : ''}`;
    }
  }
}
