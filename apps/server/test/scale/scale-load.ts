import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cart, Order, ProductImage, SupplierOrderList, SupplierOrderStatus } from '@tapline/contracts';
import type { ApiClient } from './scale-client';
import { passwordGrant, type Fixtures, type Person } from './scale-fixtures';

// The mixed load, a worker per role, each through the proxy: searches, sign-ins, carts, checkouts with an
// Idempotency-Key, suppliers' order steps and image uploads. Each worker keeps what was acknowledged to it, which
// the checks afterwards find in the database.

export interface CheckoutAttempt {
  /** the purchase order number the checkout carries, so its orders can be counted in the database */
  tag: string;
  key: string;
  buyerId: string;
  attempts: number;
  /** the order the checkout was acknowledged with (201), if it was */
  orderId: string | undefined;
  /** why it ended without an order: refused, or still unanswered at the deadline */
  unresolved: string | undefined;
}

interface UploadedImage {
  productId: string;
  image: ProductImage;
  /** the instance that took the upload */
  servedBy: string | undefined;
}

export interface LoadRecords {
  checkouts: CheckoutAttempt[];
  /** each cart editor's cart (skuId → qty) as the last acknowledged write, or a read after a failed one, left it */
  carts: Map<string, Map<string, number>>;
  /** each supplier order's furthest step an answer acknowledged */
  steps: Map<string, SupplierOrderStatus>;
  images: UploadedImage[];
}

/** how long a checkout keeps being retried with its key; past a killed instance's claim (60 s, decision 0106) */
const CHECKOUT_DEADLINE_MS = 120_000;
const NEXT_STEP: Partial<Record<SupplierOrderStatus, { action: string; to: SupplierOrderStatus }>> = {
  submitted: { action: 'accept', to: 'accepted' },
  accepted: { action: 'dispatch', to: 'dispatched' },
  dispatched: { action: 'deliver', to: 'delivered' },
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

export class Load {
  readonly records: LoadRecords = { checkouts: [], carts: new Map(), steps: new Map(), images: [] };
  private stopped = false;
  /** a worker's own error (a bug in the test, not an answer): the load stops and stop() throws it */
  private crashed: Error | undefined;
  private uploadsTried = 0;
  private readonly workers: Promise<void>[] = [];

  constructor(
    private readonly client: ApiClient,
    private readonly fixtures: Fixtures,
    private readonly pictures: Buffer[],
  ) {}

  start(): void {
    const f = this.fixtures;
    const run = (name: string, iteration: () => Promise<void>, pauseMs: [number, number]) =>
      this.workers.push(
        (async () => {
          while (!this.stopped) {
            await iteration();
            await sleep(between(...pauseMs));
          }
        })().catch((error: unknown) => {
          this.stopped = true;
          this.crashed ??= new Error(`load worker ${name} failed: ${error instanceof Error ? error.stack : String(error)}`);
        }),
      );
    for (let index = 0; index < 2; index += 1) run(`search-${index}`, () => this.search(), [50, 200]);
    run('sign-in', () => this.signIn(), [200, 500]);
    f.buyers.forEach((buyer, index) => run(`checkout-${index}`, () => this.checkout(buyer, index), [100, 400]));
    for (const editor of f.cartEditors) {
      this.records.carts.set(editor.userId, new Map());
      run(`cart-${editor.email}`, () => this.editCart(editor), [50, 200]);
    }
    for (const supplier of f.suppliers) run(`steps-${supplier.id}`, () => this.stepOrders(supplier.id, supplier.rep), [150, 400]);
    run('images', () => this.uploadImage(), [800, 1500]);
  }

  /** stops the workers after their current round; a checkout still being retried finishes first */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.workers);
    if (this.crashed) throw this.crashed;
  }

  private async search() {
    const word = pick(this.fixtures.searchWords);
    await this.client.call('search', 'GET', `/api/products?q=${encodeURIComponent(word)}&pageSize=12`, { expect: [200] });
    await this.client.call('suggest', 'GET', `/api/search/suggest?q=${encodeURIComponent(word.slice(0, 4))}`, { expect: [200] });
  }

  private async signIn() {
    const f = this.fixtures;
    const person = pick([...f.buyers, ...f.cartEditors, ...f.suppliers.map((supplier) => supplier.rep)]);
    const grant = await passwordGrant(this.client, f.anonKey, person.email, person.password);
    if (grant.ok) await this.client.call('me', 'GET', '/api/me', { token: grant.body.access_token, expect: [200] });
  }

  private cartPath(person: Person) {
    return `/api/users/${person.userId}/cart?venueId=${this.fixtures.venueId}`;
  }

  /** reads the cart until an answer comes (a read is always safe to repeat) */
  private async readCart(person: Person): Promise<Cart> {
    for (;;) {
      const answer = await this.client.call<Cart>('cart', 'GET', this.cartPath(person), { token: person.token, expect: [200] });
      if (answer.ok) return answer.body;
      await sleep(250);
    }
  }

  private async addToCart(person: Person, skuId: string, qty: number) {
    return this.client.call<Cart>('cart-add', 'POST', '/api/cart/items', {
      token: person.token,
      json: { venueId: this.fixtures.venueId, skuId, qty },
      expect: [200],
    });
  }

  /** Puts one or two suppliers' beers in the cart and checks out with a new key, retried with that key until answered. */
  private async checkout(buyer: Person, worker: number) {
    if (!(await this.fillCart(buyer))) return;
    await this.checkOutWithRetries(this.newAttempt(buyer, `scale-${worker}-${this.records.checkouts.length}`), buyer);
  }

  /** answers whether the cart has anything to send */
  private async fillCart(buyer: Person): Promise<boolean> {
    const suppliers = Math.random() < 0.5 ? this.fixtures.suppliers : [pick(this.fixtures.suppliers)];
    for (const supplier of suppliers) {
      // an add that got no answer may or may not have happened: the cart is what it is, and checkout sends it
      await this.addToCart(buyer, pick(supplier.skuIds), between(1, 3));
    }
    return (await this.readCart(buyer)).lineCount > 0;
  }

  private newAttempt(buyer: Person, tag: string): CheckoutAttempt {
    const attempt = { tag, key: randomUUID(), buyerId: buyer.userId, attempts: 0, orderId: undefined, unresolved: undefined };
    this.records.checkouts.push(attempt);
    return attempt;
  }

  /** One checkout call with the attempt's key; answers whether it is settled (placed, or refused for good). */
  private async sendCheckout(attempt: CheckoutAttempt, buyer: Person, client = this.client): Promise<{ settled: boolean; status: number }> {
    attempt.attempts += 1;
    const answer = await client.call<Order>('checkout', 'POST', `/api/users/${buyer.userId}/cart/checkout`, {
      token: buyer.token,
      headers: { 'idempotency-key': attempt.key },
      json: { userId: buyer.userId, venueId: this.fixtures.venueId, purchaseOrderNumber: attempt.tag },
      // 409: a checkout with this key is still running (or was cut off with its instance, until it counts as abandoned)
      expect: [201, 409],
    });
    if (answer.status === 201) attempt.orderId = answer.body.id;
    else if (answer.status !== 0 && answer.status !== 409 && answer.status < 500)
      attempt.unresolved = `answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`;
    return { settled: attempt.orderId !== undefined || attempt.unresolved !== undefined, status: answer.status };
  }

  private async checkOutWithRetries(attempt: CheckoutAttempt, buyer: Person) {
    const deadline = Date.now() + CHECKOUT_DEADLINE_MS;
    while (Date.now() < deadline) {
      const { settled, status } = await this.sendCheckout(attempt, buyer);
      if (settled) return;
      await sleep(status === 409 ? 1_000 : 300);
    }
    attempt.unresolved = `no answer within ${CHECKOUT_DEADLINE_MS / 1000} s of retries`;
  }

  /**
   * Checkouts a kill will cut off: each buyer's cart is filled through the proxy, then its checkout is sent straight
   * to the instance about to be killed (answers once they are sent). Each call that goes unanswered is retried
   * through the proxy with its key until answered (a claim the dead instance left is taken over after 60 s,
   * decision 0106); `settled` waits for that, and so does stop().
   */
  async checkoutsToBeCutOff(buyers: Person[], doomed: ApiClient): Promise<{ keys: string[]; settled: Promise<void> }> {
    const ready: { buyer: Person; attempt: CheckoutAttempt }[] = [];
    for (const [index, buyer] of buyers.entries()) {
      while (!(await this.fillCart(buyer))) await sleep(200);
      ready.push({ buyer, attempt: this.newAttempt(buyer, `scale-cut-off-${index}`) });
    }
    const settled = Promise.all(
      ready.map(async ({ buyer, attempt }) => {
        if (!(await this.sendCheckout(attempt, buyer, doomed)).settled) await this.checkOutWithRetries(attempt, buyer);
      }),
    ).then(() => {});
    this.workers.push(settled);
    return { keys: ready.map(({ attempt }) => attempt.key), settled };
  }

  /** Adds, changes or removes a line; the cart's answer (or a read after a failed write) is what must be kept. */
  private async editCart(person: Person) {
    const kept = this.records.carts.get(person.userId)!;
    const skuId = pick(this.fixtures.suppliers.flatMap((supplier) => supplier.skuIds));
    const cart = await this.readCart(person);
    const line = cart.groups.flatMap((group) => group.lines).find((candidate) => candidate.skuId === skuId);
    let answer;
    if (!line) answer = await this.addToCart(person, skuId, between(1, 50));
    else if (Math.random() < 0.25)
      answer = await this.client.call('cart-remove', 'DELETE', `/api/cart/items/${line.id}`, { token: person.token, expect: [204] });
    else
      answer = await this.client.call<Cart>('cart-set', 'PUT', `/api/cart/items/${line.id}`, {
        token: person.token,
        json: { qty: between(1, 50) },
        expect: [200],
      });
    const after = answer.ok && answer.status === 200 ? (answer.body as Cart) : await this.readCart(person);
    kept.clear();
    for (const each of after.groups.flatMap((group) => group.lines)) kept.set(each.skuId, each.qty);
  }

  /** Takes the supplier's open orders one step further each: accept, dispatch, deliver. */
  private async stepOrders(supplierId: string, rep: Person) {
    for (const status of ['dispatched', 'accepted', 'submitted'] as const) {
      const list = await this.client.call<SupplierOrderList>(
        'supplier-orders',
        'GET',
        `/api/suppliers/${supplierId}/orders?status=${status}&pageSize=3`,
        { token: rep.token, expect: [200] },
      );
      if (!list.ok) return;
      for (const order of list.body.items) {
        const next = NEXT_STEP[order.status]!;
        const moved = await this.client.call('order-step', 'POST', `/api/supplier-orders/${order.id}/${next.action}`, {
          token: rep.token,
          json: {},
          // 409: it moved already (a step whose answer was lost, taken again)
          expect: [200, 409],
        });
        if (moved.status === 200) this.records.steps.set(order.id, next.to);
      }
    }
  }

  /** Uploads a picture to the next product with room, then fetches one of its sizes back through the proxy. */
  private async uploadImage() {
    const { images } = this.records;
    // five to a product (it takes six): an upload whose answer was lost may still have added one
    const tried = this.uploadsTried++;
    const productId = this.fixtures.imageProductIds[Math.floor(tried / 5)];
    if (!productId) return;
    const form = new FormData();
    form.append('altText', `Scale test picture ${tried + 1}`);
    form.append('image', new Blob([new Uint8Array(this.pictures[tried % this.pictures.length]!)], { type: 'image/png' }), 'photo.png');
    const answer = await this.client.call<ProductImage>('image-upload', 'POST', `/api/products/${productId}/images`, {
      token: this.fixtures.suppliers[0]!.rep.token,
      form,
      expect: [201],
    });
    if (!answer.ok) return;
    images.push({ productId, image: answer.body, servedBy: answer.servedBy });
    await this.client.file('image-fetch', answer.body.urls.card);
  }
}
