import { runStopOutcomes, type Database } from '@tapline/db';
import { eq } from 'drizzle-orm';

/** The storage key of a stop's proof photo, which no answer gives. */
export async function findTestStopPhotoKey(db: Database, stopId: string) {
  const [row] = await db.select({ photoKey: runStopOutcomes.photoKey }).from(runStopOutcomes).where(eq(runStopOutcomes.id, stopId));
  return row?.photoKey ?? null;
}

/** A stop recorded delivered, as the driver's outcome would leave it. */
export async function insertTestStopOutcome(db: Database, stop: { supplierId: string; venueId: string; deliveryDate: string }) {
  const [row] = await db
    .insert(runStopOutcomes)
    .values({ ...stop, outcome: 'delivered', receiverName: 'Matrix' })
    .returning({ id: runStopOutcomes.id });
  return row!.id;
}
