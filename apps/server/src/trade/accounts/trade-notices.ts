import type { NotificationKind } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { notifyMembers } from '../../identity';
import type { Outbox } from '../../platform';
import { listRoleEmails } from './trade-notices.queries';

// What trade applications and accounts tell the other side (decision 0169), in the transaction of the change: the
// bell for every member of the roles told, and a mail to those of them who left status-change mail on. An
// application, and its withdrawal, go to the supplier's owners and admins (they decide it); a decision and an
// account's changes go to the venue's owners (they applied).

/** What the trade routes are given: the database, the outbox and the origin of links in mail, and the app's clock. */
export interface TradeDeps {
  db: Database;
  outbox: Outbox;
  /** the web app's origin, for links in mail */
  appOrigin: string;
  clock: () => Date;
}
type TradeNoticeDeps = Pick<TradeDeps, 'outbox' | 'appOrigin'>;

interface Party {
  id: string;
  slug: string;
  name: string;
}

interface Message {
  kind: NotificationKind;
  to: Party;
  roles: ('owner' | 'admin')[];
  title: string;
  /** the bell's second line, and the mail's middle */
  body: string;
  /** the app path it opens */
  path: string;
  exceptUserId: string;
}

async function tell(tx: Database, deps: TradeNoticeDeps, message: Message): Promise<void> {
  const recipients = await listRoleEmails(tx, message.to.id, message.roles, message.exceptUserId);
  await Promise.all([
    notifyMembers(tx, {
      organisationId: message.to.id,
      kind: message.kind,
      title: message.title,
      body: message.body,
      link: message.path,
      roles: message.roles,
      exceptUserId: message.exceptUserId,
    }),
    deps.outbox.emails(
      tx,
      recipients.map((recipient) => ({
        to: recipient.email,
        subject: message.title,
        body: [message.title + '.', message.body, `Open it: ${deps.appOrigin}${message.path}`].filter(Boolean).join('\n\n'),
        template: message.kind,
        secrets: [],
      })),
    ),
  ]);
}

// the web app's pages of an application and an account (a slug, as the dashboard's addresses take)
const applicationPath = (type: 'venues' | 'suppliers', organisation: Party, applicationId: string) =>
  `/dash/${type}/${organisation.slug}/trade-accounts/applications/${applicationId}`;
const accountPath = (venue: Party, accountId: string) => `/dash/venues/${venue.slug}/trade-accounts/${accountId}`;

/** A venue applied: its supplier's owners and admins decide. */
export function tellApplied(
  tx: Database,
  deps: TradeNoticeDeps,
  subject: { venue: Party; supplier: Party; applicationId: string; legalName: string; requestedLimit: string | null; actorId: string },
) {
  return tell(tx, deps, {
    kind: 'trade_application_submitted',
    to: subject.supplier,
    roles: ['owner', 'admin'],
    title: `${subject.venue.name} applied for a trade account`,
    body: [`Legal name: ${subject.legalName}`, subject.requestedLimit ? `Asks for a limit of ${subject.requestedLimit}` : '']
      .filter(Boolean)
      .join('\n'),
    path: applicationPath('suppliers', subject.supplier, subject.applicationId),
    exceptUserId: subject.actorId,
  });
}

/** A venue withdrew its application while it waited: the supplier's owners and admins no longer need to decide it. */
export function tellWithdrawn(
  tx: Database,
  deps: TradeNoticeDeps,
  subject: { venue: Party; supplier: Party; applicationId: string; legalName: string; actorId: string },
) {
  return tell(tx, deps, {
    kind: 'trade_application_withdrawn',
    to: subject.supplier,
    roles: ['owner', 'admin'],
    title: `${subject.venue.name} withdrew its trade account application`,
    body: `Legal name: ${subject.legalName}\nThere is nothing to decide.`,
    path: applicationPath('suppliers', subject.supplier, subject.applicationId),
    exceptUserId: subject.actorId,
  });
}

/** The supplier approved (with the terms) or declined (with the reason) the venue's application. */
export function tellDecided(
  tx: Database,
  deps: TradeNoticeDeps,
  subject: { venue: Party; supplier: Party; detail: string; actorId: string } & (
    { approved: true; accountId: string } | { approved: false; applicationId: string }
  ),
) {
  return tell(tx, deps, {
    kind: 'trade_application_decided',
    to: subject.venue,
    roles: ['owner'],
    title: subject.approved
      ? `${subject.supplier.name} approved your trade account`
      : `${subject.supplier.name} declined your trade account application`,
    body: subject.approved ? `Terms: ${subject.detail}` : `Reason: ${subject.detail}`,
    path: subject.approved
      ? accountPath(subject.venue, subject.accountId)
      : applicationPath('venues', subject.venue, subject.applicationId),
    exceptUserId: subject.actorId,
  });
}

const CHANGE_TITLES = {
  held: 'put your trade account on hold',
  released: 'released the hold on your trade account',
  closed: 'closed your trade account',
  reopened: 'reopened your trade account',
  changed: 'changed your trade account',
} as const;

/** The supplier held, released, closed, reopened or changed the venue's account. */
export function tellAccountChanged(
  tx: Database,
  deps: TradeNoticeDeps,
  subject: { venue: Party; supplier: Party; accountId: string; change: keyof typeof CHANGE_TITLES; detail: string; actorId: string },
) {
  return tell(tx, deps, {
    kind: 'trade_account_changed',
    to: subject.venue,
    roles: ['owner'],
    title: `${subject.supplier.name} ${CHANGE_TITLES[subject.change]}`,
    body: subject.detail,
    path: accountPath(subject.venue, subject.accountId),
    exceptUserId: subject.actorId,
  });
}
