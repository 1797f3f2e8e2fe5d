import { runStopOutcomes, type Database } from '@tapline/db';
import { eq } from 'drizzle-orm';

/** The storage key of a stop's proof photo, which no answer gives. */
export async function findTestStopPhotoKey(db: Database, stopId: string) {
  const [row] = await db.select({ photoKey: runStopOutcomes.photoKey }).from(runStopOutcomes).where(eq(runStopOutcomes.id, stopId));
  return row?.photoKey ?? null;
}
