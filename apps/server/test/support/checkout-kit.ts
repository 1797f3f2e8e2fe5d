import { randomUUID } from 'node:crypto';
import { Cart, Order } from '@tapline/contracts';
import { bearerOf, callAs } from './auth-kit';
import { parseAnswer } from './parse-answer';
import type { TestApp } from './test-app';

/** Puts `lines` in the person's cart at the venue and checks out through `app`, with a fresh Idempotency-Key. */
export async function orderThrough(
  app: TestApp,
  person: { userId: string; session: { access_token: string } },
  venueId: string,
  lines: { skuId: string; qty: number }[],
): Promise<Order> {
  for (const line of lines) parseAnswer(await callAs(app, person, 'POST', '/api/cart/items', { venueId, ...line }), 200, Cart);
  return parseAnswer(
    await app.api({
      method: 'POST',
      url: `/api/users/${person.userId}/cart/checkout`,
      payload: { userId: person.userId, venueId },
      headers: { ...bearerOf(person), 'idempotency-key': randomUUID() },
    }),
    201,
    Order,
  );
}
