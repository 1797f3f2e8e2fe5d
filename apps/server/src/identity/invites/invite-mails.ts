import type { OrganisationRole } from '@tapline/contracts';
import { readableDateTime } from '../../shared/calendar';

// The words of the invite mails: each says what happened, what the role lets the person do, and
// what to do next. Another module may write the whole mail of an invite it makes (an approved application's owner
// invite, in admin), from the same pieces.

export type OrganisationType = 'venue' | 'supplier';

/** The organisation an invite is to, as its mails name it. */
export interface InvitedOrganisation {
  id: string;
  type: OrganisationType;
  slug: string;
  name: string;
  /** the invite's expiry is written in this zone */
  timeZone: string;
}

export interface Inviter {
  userId: string;
  name: string;
  email: string;
}

/** What a mail with an invite link has to say: to whom, for which organisation and role, the link and until when. */
export interface InviteMailFacts {
  email: string;
  role: OrganisationRole;
  organisation: InvitedOrganisation;
  inviter: Inviter | null;
  /** the inviter acts as a platform admin (not as one of the organisation's members) */
  inviterIsPlatformAdmin: boolean;
  link: string;
  expiresAt: Date;
  /** the web app's origin (PUBLIC_URL), for other links the mail gives */
  origin: string;
}

export interface ComposedMail {
  subject: string;
  body: string;
  /** the outbox's kind of message; organisation_invite unless said */
  template?: string;
}

/** Writes the whole mail of an invite in place of the team invite's words. */
export type InviteMailComposer = (facts: InviteMailFacts) => ComposedMail;

const ROLE_WORDS: Record<OrganisationRole, string> = {
  owner: 'an owner',
  admin: 'an admin',
  member: 'a member',
  buyer: 'a buyer',
  staff: 'a staff member',
};

/** What a member does there, by the organisation's type. */
function memberWork(organisation: InvitedOrganisation): string {
  return organisation.type === 'venue'
    ? `order for ${organisation.name}, follow its orders and keep its tap list`
    : 'work its orders and keep its catalogue';
}

/** "As a member you can …": what the role lets the invitee do in the organisation. */
function roleSentence(role: OrganisationRole, organisation: InvitedOrganisation): string {
  const work = memberWork(organisation);
  switch (role) {
    case 'owner':
      return `As an owner you run ${organisation.name} on Tapline: its settings, its team and its connection to Xero, and you can ${work}.`;
    case 'admin':
      return `As an admin you can change ${organisation.name}’s settings and invite people, as well as ${work}.`;
    case 'buyer':
      return `As a buyer you can order for ${organisation.name} (within the spend limits its owners set), follow its orders and keep its tap list.`;
    case 'staff':
      return `As a staff member you can fill ${organisation.name}’s cart and count its order guides, and send orders to its owners and admins for approval.`;
    default:
      return `As a member you can ${work}.`;
  }
}

/** Who sent it, as the mail names them: a platform admin says they are Tapline's. */
export function inviterWords(facts: Pick<InviteMailFacts, 'inviter' | 'inviterIsPlatformAdmin'>): string {
  if (!facts.inviter) return 'The Tapline team';
  const name = facts.inviter.name.trim() || facts.inviter.email;
  return facts.inviterIsPlatformAdmin ? `${name} of the Tapline team` : name;
}

/** The link and how to use it: the first of the next steps. */
export function acceptStep(facts: InviteMailFacts): string[] {
  return [
    `Open this link to accept: you’ll choose a password, or sign in if you already use Tapline with ${facts.email}.`,
    facts.link,
    `The link works for ${facts.email} until ${readableDateTime(facts.expiresAt, facts.organisation.timeZone)}.`,
  ];
}

/** A new organisation's first steps, as its overview's getting-started checklist lists them. */
export function firstSteps(type: OrganisationType): string {
  return type === 'venue'
    ? 'Your dashboard’s getting-started checklist takes you through the rest: your delivery address, your team, the suppliers to order from, your first order and your tap list.'
    : 'Your dashboard’s getting-started checklist takes you through the rest: your logo and ordering rules, your first product and publishing it, and your team.';
}

/** The address of the organisation's public page. */
export function publicPage(facts: Pick<InviteMailFacts, 'organisation' | 'origin'>): string {
  return `${facts.origin}/${facts.organisation.type}s/${facts.organisation.slug}`;
}

/** An invite to an organisation's team, or to run one an admin set up (`newOrganisation`: it has no members yet). */
export function teamInviteMail(facts: InviteMailFacts, { newOrganisation = false } = {}): ComposedMail {
  const who = inviterWords(facts);
  const { name } = facts.organisation;
  if (newOrganisation && facts.role === 'owner') {
    return {
      subject: `${who} invited you to run ${name} on Tapline`,
      body: [
        'Hello,',
        '',
        `${who} has set up ${name} on Tapline and invited you as its owner.`,
        roleSentence('owner', facts.organisation),
        '',
        'What to do next',
        ...acceptStep(facts),
        '',
        firstSteps(facts.organisation.type),
        '',
        "If you weren't expecting this invitation, you can ignore this email: nothing happens without the link.",
      ].join('\n'),
    };
  }
  return {
    subject: `${who} invited you to join ${name} on Tapline`,
    body: [
      'Hello,',
      '',
      `${who} invited you to join ${name} on Tapline as ${ROLE_WORDS[facts.role]}.`,
      roleSentence(facts.role, facts.organisation),
      '',
      'What to do next',
      ...acceptStep(facts),
      '',
      "If you weren't expecting this invitation, you can ignore this email: nothing happens without the link.",
    ].join('\n'),
  };
}
