import { describe, expect, it } from 'vitest';
import { adminAuditSearchSchema } from './audit-search';
import { changeText } from './components/audit-table';

describe('adminAuditSearchSchema', () => {
  it('keeps a uuid, a known action and a page, and drops anything else', () => {
    const organisationId = '3f1c2b9a-1d2e-4c5b-8a7f-0e1d2c3b4a59';
    expect(adminAuditSearchSchema({ organisationId, action: 'member.role_changed', page: '2' })).toEqual({
      organisationId,
      action: 'member.role_changed',
      page: 2,
    });
    expect(adminAuditSearchSchema({ organisationId: 'the-local', action: 'drop.table', page: '0' })).toEqual({
      organisationId: undefined,
      action: undefined,
      page: undefined,
    });
  });
});

describe('changeText', () => {
  it('reads a before/after value as key: value pairs, skipping empty ones', () => {
    expect(changeText({ role: 'admin' })).toBe('role: admin');
    expect(changeText({ status: 'active', reason: null })).toBe('status: active');
    expect(changeText({ status: 'suspended', reason: 'Unpaid fees' })).toBe('status: suspended · reason: Unpaid fees');
    expect(changeText(null)).toBeNull();
    expect(changeText({ reason: null })).toBeNull();
  });
});
