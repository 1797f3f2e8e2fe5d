import { describe, expect, it } from 'vitest';
import { canManageMember, canManageTeam, grantableRoles, isLastOwner, roleOf, roleWithArticle } from './roles';

const team = [
  { userId: 'a', organisationRole: 'owner' as const },
  { userId: 'b', organisationRole: 'admin' as const },
  { userId: 'c', organisationRole: 'member' as const },
];

describe('team rules', () => {
  it('lets owners and admins manage the team, not members', () => {
    expect(canManageTeam('owner')).toBe(true);
    expect(canManageTeam('admin')).toBe(true);
    expect(canManageTeam('member')).toBe(false);
    expect(canManageTeam(null)).toBe(false);
  });

  it('never lets an admin make an owner, and offers each type its own roles', () => {
    expect(grantableRoles('owner', 'supplier')).toEqual(['owner', 'admin', 'member']);
    expect(grantableRoles('admin', 'supplier')).toEqual(['admin', 'member']);
    expect(grantableRoles('owner', 'venue')).toEqual(['owner', 'admin', 'buyer', 'staff']);
    expect(grantableRoles('admin', 'venue')).toEqual(['admin', 'buyer', 'staff']);
    expect(grantableRoles('buyer', 'venue')).toEqual([]);
    expect(grantableRoles('member', 'supplier')).toEqual([]);
  });

  it('names a role with its article', () => {
    expect(['owner', 'buyer', 'staff'].map((role) => roleWithArticle(role as 'owner'))).toEqual(['an owner', 'a buyer', 'a staff member']);
  });

  it('keeps owners out of an admin’s reach', () => {
    expect(canManageMember('admin', 'owner')).toBe(false);
    expect(canManageMember('admin', 'admin')).toBe(true);
    expect(canManageMember('owner', 'owner')).toBe(true);
    expect(canManageMember('member', 'member')).toBe(false);
  });

  it('knows the last owner', () => {
    expect(isLastOwner(team, 'a')).toBe(true);
    expect(isLastOwner(team, 'b')).toBe(false);
    expect(isLastOwner([...team, { userId: 'd', organisationRole: 'owner' }], 'a')).toBe(false);
  });

  it('finds the signed-in user’s role', () => {
    expect(roleOf(team, 'b')).toBe('admin');
    expect(roleOf(team, 'z')).toBeNull();
    expect(roleOf(team, undefined)).toBeNull();
  });
});
