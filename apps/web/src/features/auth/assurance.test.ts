import { describe, expect, it } from 'vitest';
import { isSecondFactorPending, mfaStepHref } from './assurance';

describe('isSecondFactorPending', () => {
  it.each([
    [{ currentLevel: 'aal1', nextLevel: 'aal2' }, true],
    [{ currentLevel: 'aal2', nextLevel: 'aal2' }, false],
    [{ currentLevel: 'aal1', nextLevel: 'aal1' }, false],
    [{ currentLevel: null, nextLevel: null }, false],
  ])('%o → %s', (levels, expected) => {
    expect(isSecondFactorPending(levels)).toBe(expected);
  });
});

describe('mfaStepHref', () => {
  it('carries the target to the MFA step', () => {
    expect(mfaStepHref('/dash/team?tab=2')).toBe('/auth/mfa?redirect=%2Fdash%2Fteam%3Ftab%3D2');
  });
});
