import {
  type ComposedMail,
  type InviteMailComposer,
  type InviteMailFacts,
  acceptStep,
  firstSteps,
  inviterWords,
  publicPage,
} from '../../identity';

// The mails a decision on an application sends: each says what was decided and what to do next.
// Tapline mails from a no-reply address, so none of them asks for a reply.

type OrganisationType = 'venue' | 'supplier';

/** What the mails say of the application. */
export interface AppliedBusiness {
  type: OrganisationType;
  businessName: string;
  contactName: string;
  email: string;
}

const TYPE_WORDS: Record<OrganisationType, string> = { venue: 'a venue', supplier: 'a supplier' };

function approvedSubject(application: AppliedBusiness): string {
  return `Your Tapline application for ${application.businessName} is approved`;
}

/** What its public page shows, and that the application's contact details are not on it (decision 0136). */
function publicPageLines(facts: InviteMailFacts, whose: 'your' | 'the'): string[] {
  const shows =
    facts.organisation.type === 'venue'
      ? 'its name, address, opening hours and what’s on tap'
      : 'its name, address, products and ordering rules';
  return [
    `${facts.organisation.name}’s public page, ${publicPage(facts)}, shows ${shows}.`,
    `The email and phone number in ${whose} application stay private: choose in Settings which contact details the page shows.`,
  ];
}

/**
 * The owner's invite of an approved application: "approved" first, then the link. To the applicant when they are the
 * owner; to the owner the admin named otherwise (the applicant then gets `approvedApplicantNotice`).
 */
export function approvedOwnerMail(application: AppliedBusiness): InviteMailComposer {
  return (facts): ComposedMail => {
    const { name, type } = facts.organisation;
    const applicantIsOwner = facts.email === application.email;
    const opening = applicantIsOwner
      ? [
          `Hello ${application.contactName},`,
          '',
          `Good news: we’ve approved your application for ${application.businessName}. ${name} is now ${TYPE_WORDS[type]} on Tapline, and you’re its owner.`,
        ]
      : [
          'Hello,',
          '',
          `${inviterWords(facts)} approved the application ${application.contactName} sent for ${application.businessName}: ${name} is now ${TYPE_WORDS[type]} on Tapline, and you’re invited to run it as its owner.`,
        ];
    return {
      template: 'application_approved',
      subject: applicantIsOwner ? approvedSubject(application) : `${name} is approved on Tapline: you’re its owner`,
      body: [
        ...opening,
        '',
        'What to do next',
        ...acceptStep(facts),
        '',
        firstSteps(type),
        '',
        ...publicPageLines(facts, applicantIsOwner ? 'your' : 'the'),
        '',
        'The Tapline team',
      ].join('\n'),
    };
  };
}

/** To the applicant when the admin made someone else the owner: approved, and who was invited to set it up. */
export function approvedApplicantNotice(
  application: AppliedBusiness,
  organisation: { name: string; type: OrganisationType },
  ownerEmail: string,
) {
  return {
    to: application.email,
    subject: approvedSubject(application),
    template: 'application_approved',
    secrets: [],
    body: [
      `Hello ${application.contactName},`,
      '',
      `Good news: we’ve approved your application for ${application.businessName}. ${organisation.name} is now ${TYPE_WORDS[organisation.type]} on Tapline, and we’ve invited ${ownerEmail} to set it up as its owner.`,
      '',
      'What to do next',
      `Ask ${ownerEmail} to look for an email from Tapline and accept the invitation within 7 days. Once they’ve joined, they can invite you to ${organisation.name}’s team.`,
      '',
      'The Tapline team',
    ].join('\n'),
  };
}

/** To the applicant: declined, why, and how to apply again. */
export function declinedMail(application: AppliedBusiness, reason: string, origin: string) {
  return {
    to: application.email,
    subject: `Your Tapline application for ${application.businessName} was declined`,
    template: 'application_declined',
    secrets: [],
    body: [
      `Hello ${application.contactName},`,
      '',
      `Thank you for applying. We’ve looked at it carefully, and we’ve declined your application to list ${application.businessName} on Tapline as ${TYPE_WORDS[application.type]}, for this reason:`,
      '',
      reason,
      '',
      'What to do next',
      'If something has changed, or you can put right what we’ve described, you’re welcome to apply again:',
      `${origin}/for-${application.type}s`,
      '',
      'The Tapline team',
    ].join('\n'),
  };
}
