import { describe, expect, it } from 'vitest';
import { OnTapEntry, OnTapList, VenueMenu } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { names, onTapTestKit, type Venue } from '../../../test/support/on-tap-kit';

// The order of a venue's lists and its tap numbers: a drag saved whole, and the numbers that follow it (decision 0143).

const { kit, call, freshVenue, beer, add, list } = onTapTestKit();

describe('PUT …/available-at/order', () => {
  async function threeAndOne() {
    const venue = await freshVenue();
    const entries = [];
    for (const name of ['Order A', 'Order B', 'Order C']) entries.push(await add(venue, { productId: (await beer(name)).id }));
    const soon = await add(venue, { guest: { name: 'Order Next', brewery: 'Guest Co' }, status: 'next' });
    return { venue, ids: entries.map((entry) => entry.id), soon };
  }

  it('saves the whole order at once, across both lists', async () => {
    const { venue, ids, soon } = await threeAndOne();
    const [a, b, c] = ids as [string, string, string];
    const answer = parseAnswer(await call(kit.member, 'PUT', venue.at('/order'), { pouring: [c, soon.id, a], next: [b] }), 200, OnTapList);
    expect(names(answer.pouring)).toEqual(['Order C', 'Order Next', 'Order A']);
    // renumbered in the new order (decision 0143); the beer taken off keeps its number as the tap it will take
    expect(answer.pouring.map((entry) => [entry.position, entry.tapNumber])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(answer.next.map((entry) => [entry.name, entry.status, entry.position, entry.tapNumber])).toEqual([['Order B', 'next', 0, 2]]);
    expect(await list(venue)).toEqual(answer);
  });

  it('refuses an order that does not list exactly the current entries, changing nothing', async () => {
    const { venue, ids, soon } = await threeAndOne();
    const [a, b, c] = ids as [string, string, string];
    const before = await list(venue);
    const missing = parseError(await call(kit.member, 'PUT', venue.at('/order'), { pouring: [c, b], next: [soon.id] }), 400);
    expect(missing.message).toContain('the order leaves out Order A');
    const twice = parseError(await call(kit.member, 'PUT', venue.at('/order'), { pouring: [a, b, c, a], next: [soon.id] }), 400);
    expect(twice.details).toEqual([{ field: 'pouring.3', message: `entry ${a} is listed twice` }]);
    const stranger = '00000000-0000-4000-8000-000000000002';
    const unknown = parseError(await call(kit.member, 'PUT', venue.at('/order'), { pouring: [c, b, a], next: [soon.id, stranger] }), 400);
    expect(unknown.details).toEqual([
      { field: 'next.1', message: `entry ${stranger} is not on this venue's list (kicked, or never there)` },
    ]);
    expect(await list(venue)).toEqual(before);
  });
});

describe('tap numbers follow the order (decision 0143)', () => {
  /** Every reader's order: the editor's list and the public menu, as [name, tap number]. */
  async function readers(venue: Venue) {
    const editor = await list(venue);
    const menu = parseAnswer(await kit.t.api(`/api/venues/${venue.id}/menu`), 200, VenueMenu);
    return { editor, menu, taps: editor.pouring.map((entry) => [entry.name, entry.tapNumber]) };
  }

  /** The pouring list reads its numbers in order (gaps allowed, numberless taps last) and 0…n-1 places; the menu the same. */
  async function expectNumbersInOrder(venue: Venue) {
    const { editor, menu } = await readers(venue);
    expect(editor.pouring.map((entry) => entry.position)).toEqual(editor.pouring.map((_, index) => index));
    const numbers = editor.pouring.map((entry) => entry.tapNumber ?? Number.POSITIVE_INFINITY);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(menu.items.map((entry) => [entry.id, entry.tapNumber])).toEqual(editor.pouring.map((entry) => [entry.id, entry.tapNumber]));
  }

  async function pouringFive() {
    const venue = await freshVenue();
    const entries = [];
    for (const name of ['Tap A', 'Tap B', 'Tap C', 'Tap D']) entries.push(await add(venue, { productId: (await beer(name)).id }));
    entries.push(await add(venue, { guest: { name: 'Tap Guest', brewery: 'Guest Co' } }));
    return { venue, ids: entries.map((entry) => entry.id) as [string, string, string, string, string] };
  }

  it('a drag renumbers the taps 1 to n in their new order, and the public menu reads them so', async () => {
    const { venue, ids } = await pouringFive();
    const [a, b, c, d, guest] = ids;
    const answer = parseAnswer(
      await call(kit.member, 'PUT', venue.at('/order'), { pouring: [a, c, d, b, guest], next: [] }),
      200,
      OnTapList,
    );
    expect(answer.pouring.map((entry) => [entry.name, entry.position, entry.tapNumber])).toEqual([
      ['Tap A', 0, 1],
      ['Tap C', 1, 2],
      ['Tap D', 2, 3],
      ['Tap B', 3, 4],
      ['Tap Guest', 4, 5],
    ]);
    const { editor, menu } = await readers(venue);
    expect(editor).toEqual(answer);
    expect(menu.items.map((entry) => [entry.tapNumber, entry.name])).toEqual([
      [1, 'Tap A'],
      [2, 'Tap C'],
      [3, 'Tap D'],
      [4, 'Tap B'],
      [5, 'Tap Guest'],
    ]);
  });

  it('a beer dragged in from Next on takes the number of its place; one dragged off leaves the rest renumbered', async () => {
    const { venue, ids } = await pouringFive();
    const [a, b, c, d, guest] = ids;
    const soon = await add(venue, { guest: { name: 'Tap Soon', brewery: 'Guest Co' }, status: 'next', tapNumber: 4 });
    const answer = parseAnswer(
      await call(kit.member, 'PUT', venue.at('/order'), { pouring: [soon.id, a, c, d, guest], next: [b] }),
      200,
      OnTapList,
    );
    expect(answer.pouring.map((entry) => [entry.name, entry.tapNumber])).toEqual([
      ['Tap Soon', 1],
      ['Tap A', 2],
      ['Tap C', 3],
      ['Tap D', 4],
      ['Tap Guest', 5],
    ]);
    expect(answer.next.map((entry) => [entry.name, entry.status, entry.position])).toEqual([['Tap B', 'next', 0]]);
    await expectNumbersInOrder(venue);
    // a drag within Next on leaves the taps as they are
    const later = await add(venue, { guest: { name: 'Tap Later', brewery: 'Guest Co' }, status: 'next' });
    await call(kit.member, 'DELETE', venue.at(`/${c}`));
    const before = (await list(venue)).pouring;
    const reordered = parseAnswer(
      await call(kit.member, 'PUT', venue.at('/order'), { pouring: before.map((entry) => entry.id), next: [later.id, b] }),
      200,
      OnTapList,
    );
    expect(reordered.pouring).toEqual(before);
    expect(reordered.pouring.map((entry) => entry.tapNumber)).toEqual([1, 2, 4, 5]);
  });

  it('PATCH position moves and renumbers as a drag does; a position and a tap number at once is refused', async () => {
    const { venue, ids } = await pouringFive();
    const moved = parseAnswer(await call(kit.member, 'PATCH', venue.at(`/${ids[4]}`), { position: 1 }), 200, OnTapEntry);
    expect(moved).toMatchObject({ position: 1, tapNumber: 2 });
    expect((await readers(venue)).taps).toEqual([
      ['Tap A', 1],
      ['Tap Guest', 2],
      ['Tap B', 3],
      ['Tap C', 4],
      ['Tap D', 5],
    ]);
    const before = await list(venue);
    const both = parseError(await call(kit.member, 'PATCH', venue.at(`/${ids[0]}`), { position: 3, tapNumber: 9 }), 400);
    expect(both.details).toEqual([
      { field: 'tapNumber', message: 'a move numbers the taps in their new order: give position or tapNumber, not both' },
    ]);
    expect(await list(venue)).toEqual(before);
  });

  it('a tap number typed in puts the beer at its number; a new beer takes the lowest free tap and its place; a kick leaves its tap empty', async () => {
    const { venue, ids } = await pouringFive();
    const [a, , c] = ids;
    await call(kit.member, 'PATCH', venue.at(`/${a}`), { tapNumber: 9 });
    expect((await readers(venue)).taps).toEqual([
      ['Tap B', 2],
      ['Tap C', 3],
      ['Tap D', 4],
      ['Tap Guest', 5],
      ['Tap A', 9],
    ]);
    await call(kit.member, 'DELETE', venue.at(`/${c}`));
    const fresh = await add(venue, { productId: (await beer('Tap New')).id });
    expect(fresh).toMatchObject({ tapNumber: 1, position: 0 });
    await add(venue, { productId: (await beer('Tap Cask')).id, tapNumber: null });
    await add(venue, { productId: (await beer('Tap Three')).id });
    expect((await readers(venue)).taps).toEqual([
      ['Tap New', 1],
      ['Tap B', 2],
      ['Tap Three', 3],
      ['Tap D', 4],
      ['Tap Guest', 5],
      ['Tap A', 9],
      ['Tap Cask', null],
    ]);
    await expectNumbersInOrder(venue);
    // back from Next on, a beer goes to its tap's place too
    const soon = await add(venue, { productId: (await beer('Tap Seven')).id, status: 'next', tapNumber: 7 });
    await call(kit.member, 'PATCH', venue.at(`/${soon.id}`), { status: 'pouring' });
    expect((await readers(venue)).taps.map(([name]) => name)).toEqual([
      'Tap New',
      'Tap B',
      'Tap Three',
      'Tap D',
      'Tap Guest',
      'Tap Seven',
      'Tap A',
      'Tap Cask',
    ]);
    await expectNumbersInOrder(venue);
  });

  it('keeps every reader in one order while drags, tap numbers and new beers arrive at once', async () => {
    const { venue, ids } = await pouringFive();
    const [a, b, c, d, guest] = ids;
    const extra = await beer('Tap Racer');
    const answers = await Promise.all([
      call(kit.member, 'PUT', venue.at('/order'), { pouring: [guest, d, c, b, a], next: [] }),
      call(kit.owner, 'PUT', venue.at('/order'), { pouring: [b, a, guest, c, d], next: [] }),
      call(kit.member, 'PATCH', venue.at(`/${c}`), { tapNumber: 12 }),
      call(kit.owner, 'POST', venue.at(), { productId: extra.id }),
      call(kit.member, 'PATCH', venue.at(`/${a}`), { position: 0 }),
    ]);
    // a drag that no longer lists every entry (the new beer came first) is refused whole; the rest are saved
    for (const answer of answers) expect([200, 201, 400]).toContain(answer.statusCode);
    await expectNumbersInOrder(venue);
    const { editor } = await readers(venue);
    expect(editor.pouring).toHaveLength(6);
    expect(new Set(editor.pouring.map((entry) => entry.tapNumber)).size).toBe(6);
  });
});
