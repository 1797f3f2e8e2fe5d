import { DEMO_PEOPLE, type Database } from '@tapline/db';
import { existingUserIds, insertUserWithProfile } from './auth.queries';
import { hashPassword } from './passwords';

export interface DemoAccount {
  email: string;
  name: string;
}

/**
 * Sign-in accounts for the demo people (same ids and emails as their profiles in the seed), all with one
 * password (DEMO_PASSWORD). Idempotent: people who already have an account keep it, password and all.
 */
export async function seedDemoAccounts(db: Database, password: string): Promise<DemoAccount[]> {
  const people = Object.values(DEMO_PEOPLE);
  const existing = await existingUserIds(
    db,
    people.map((person) => person.id),
  );
  const missing = people.filter((person) => !existing.has(person.id));
  if (missing.length > 0) {
    const encryptedPassword = await hashPassword(password);
    const now = new Date();
    for (const person of missing) {
      await insertUserWithProfile(db, {
        id: person.id,
        email: person.email,
        encryptedPassword,
        emailConfirmedAt: now,
        userMetadata: { name: person.name },
        appMetadata: {},
        now,
      });
    }
  }
  return people.map((person) => ({ email: person.email, name: person.name }));
}

/** The demo people who have a sign-in account in this database (printed at start). */
export async function findDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const people = Object.values(DEMO_PEOPLE);
  const existing = await existingUserIds(
    db,
    people.map((person) => person.id),
  );
  return people.filter((person) => existing.has(person.id)).map((person) => ({ email: person.email, name: person.name }));
}
