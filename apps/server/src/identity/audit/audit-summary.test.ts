import { describe, expect, it } from 'vitest';
import { auditSummary, type AuditSummaryInput } from './audit-summary';

const row: AuditSummaryInput = {
  action: 'member.role_changed',
  targetType: 'member',
  actorIsPlatformAdmin: false,
  actorName: 'Sam Supplier',
  actorEmail: 'sam@example.com',
  organisationName: 'Harbour Brewing',
  targetMemberName: 'Ada Admin',
  targetMemberEmail: 'ada@example.com',
  targetInviteEmail: null,
  targetApplicationName: null,
  before: { role: 'member' },
  after: { role: 'admin' },
};

describe('auditSummary', () => {
  it('says who changed whose role, from what to what', () => {
    expect(auditSummary(row)).toBe("Sam Supplier changed Ada Admin's role from member to admin");
  });

  it('falls back to the email for a person without a name, and to Tapline without an actor', () => {
    expect(auditSummary({ ...row, actorName: ' ', targetMemberName: '' })).toBe(
      "sam@example.com changed ada@example.com's role from member to admin",
    );
    expect(auditSummary({ ...row, actorName: null, actorEmail: null })).toBe("Tapline changed Ada Admin's role from member to admin");
  });

  it('tells a new suspension from a changed reason', () => {
    const suspension = {
      ...row,
      action: 'organisation.suspended',
      targetType: 'organisation',
      actorIsPlatformAdmin: true,
      after: { status: 'suspended', reason: 'Unpaid' },
    };
    expect(auditSummary({ ...suspension, before: { status: 'active', reason: null } })).toBe(
      'Sam Supplier (platform admin) suspended Harbour Brewing (“Unpaid”)',
    );
    expect(auditSummary({ ...suspension, before: { status: 'suspended', reason: 'Late' } })).toBe(
      'Sam Supplier (platform admin) changed why Harbour Brewing is suspended (“Unpaid”)',
    );
  });

  it('reads an action it does not know as its words', () => {
    expect(auditSummary({ ...row, action: 'integration.token_rotated', targetType: 'integration' })).toBe(
      'Sam Supplier: integration token rotated (Harbour Brewing)',
    );
    expect(auditSummary({ ...row, action: 'integration.disconnected', targetType: 'integration' })).toBe(
      'Sam Supplier disconnected Harbour Brewing from Xero',
    );
  });

  it('says how many earlier orders were sent to Xero, and of how many days', () => {
    const sent = { ...row, action: 'integration.backfilled', targetType: 'integration', before: null };
    expect(auditSummary({ ...sent, after: { provider: 'xero', days: 30, orders: 1 } })).toBe(
      'Sam Supplier sent 1 earlier order of the last 30 days of Harbour Brewing to Xero',
    );
    expect(auditSummary({ ...sent, after: { provider: 'xero', days: 90, orders: 12 } })).toBe(
      'Sam Supplier sent 12 earlier orders of the last 90 days of Harbour Brewing to Xero',
    );
    expect(auditSummary({ ...sent, after: null })).toBe('Sam Supplier sent earlier orders of Harbour Brewing to Xero');
  });
});
