import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for the few Stripe API calls this server makes, for tests (Stripe is not
// reachable from them). It answers the objects Stripe documents, trimmed to the fields we
// read, and remembers each request so a test can see what was sent. Nothing more: it does not
// validate what Stripe would validate.

export type RecordedRequest = {
  method: string;
  path: string;
  /** The form-encoded body, keys as Stripe's encoding writes them (line_items[0][quantity]). */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
};

/** A subscription the stand-in knows, with its one item (a plan is one item). */
export type FakeSubscription = {
  id: string;
  status: 'active' | 'trialing' | 'canceled';
  cancel_at_period_end: boolean;
  schedule: string | null;
  metadata: Record<string, string>;
  item: {
    id: string;
    price: { id: string; product: string; unit_amount: number; interval: 'month' | 'year' };
    current_period_start: number;
    current_period_end: number;
  };
};

export type FakeSchedule = {
  id: string;
  subscription: string;
  status: 'active' | 'released';
  /** The phases as last sent (form keys under phases[...]), for tests to read. */
  form: Record<string, string>;
};

export type FakeStripeApi = {
  /** For STRIPE_API_URL. */
  url: string;
  requests: RecordedRequest[];
  subscriptions: Map<string, FakeSubscription>;
  schedules: Map<string, FakeSchedule>;
  products: Map<string, { id: string; name: string }>;
  /** A subscription as a completed Checkout Session leaves it at Stripe. */
  addSubscription(subscription: {
    id: string;
    unitAmount: number;
    interval: 'month' | 'year';
    periodStart: Date;
    periodEnd: Date;
    status?: FakeSubscription['status'];
  }): void;
  /** While true, charging the card fails as a decline (insufficient_funds). */
  declineCharges: boolean;
  /** Client payments: customers with their saved cards, intents (pi_ and seti_), refunds. */
  customers: Map<string, FakeCustomer>;
  intents: Map<string, Record<string, unknown>>;
  refunds: Record<string, string>[];
  /** A saved card on a customer, as Checkout in payment mode leaves it; answers its pm_ id. */
  addCard(customerId: string, card?: Partial<FakeCard>): string;
  close(): Promise<void>;
};

export type FakeCard = { brand: string; last4: string; exp_month: number; exp_year: number };
export type FakeCustomer = { id: string; email: string | null; cards: Map<string, FakeCard> };

const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function checkoutSession(form: Record<string, string>) {
  const id = stripeId('cs');
  const amount = Number(form['line_items[0][price_data][unit_amount]']);
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: form.cancel_url ?? null,
    client_reference_id: form.client_reference_id ?? null,
    created: nowSeconds(),
    currency: form['line_items[0][price_data][currency]'] ?? null,
    customer: null,
    customer_email: form.customer_email ?? null,
    expires_at: nowSeconds() + 24 * 3600,
    livemode: false,
    metadata: { checkout_id: form['metadata[checkout_id]'] },
    mode: form.mode,
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    success_url: form.success_url ?? null,
    url: `https://checkout.stripe.com/c/pay/${id}`,
  };
}

function subscription(id: string, changes: Record<string, unknown>) {
  return {
    id,
    object: 'subscription',
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    status: 'active',
    ...changes,
  };
}

/** A known subscription as Stripe's API answers it. */
function subscriptionObject(sub: FakeSubscription, extra: Record<string, unknown> = {}) {
  const { item } = sub;
  return subscription(sub.id, {
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    schedule: sub.schedule,
    metadata: sub.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: item.id,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: item.current_period_start,
          current_period_end: item.current_period_end,
          price: {
            id: item.price.id,
            object: 'price',
            product: item.price.product,
            unit_amount: item.price.unit_amount,
            recurring: { interval: item.price.interval, interval_count: 1 },
          },
        },
      ],
    },
    ...extra,
  });
}

const missing = (what: string) => ({
  error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
});

function addInterval(seconds: number, interval: 'month' | 'year'): number {
  const date = new Date(seconds * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/**
 * Prorates a price change at `at` (seconds), as Stripe documents it: the unused time of the
 * old price is credited, the new price is charged for the rest of the period; a new interval
 * starts a new period at `at` and charges the whole new price. A trial owes nothing.
 */
function prorate(sub: FakeSubscription, next: FakeSubscription['item']['price'], at: number) {
  const { item } = sub;
  const length = item.current_period_end - item.current_period_start;
  const unused = Math.max(0, item.current_period_end - at) / length;
  const credit = Math.round(item.price.unit_amount * unused);
  const restarts = next.interval !== item.price.interval;
  const charge = restarts ? next.unit_amount : Math.round(next.unit_amount * unused);
  return { amount: sub.status === 'trialing' ? 0 : Math.max(0, charge - credit), restarts };
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
  res.end(JSON.stringify(body));
}

const invalidRequest = (message: string) => ({ error: { type: 'invalid_request_error', message } });

type State = Pick<
  FakeStripeApi,
  | 'subscriptions'
  | 'schedules'
  | 'products'
  | 'declineCharges'
  | 'customers'
  | 'intents'
  | 'refunds'
> & {
  /** Answers by idempotency key, replayed as Stripe does for a request sent again. */
  idempotent: Map<string, [number, unknown]>;
};

/** The form's metadata[...] entries as an object. */
const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const name = key.match(/^metadata\[(\w+)\]$/)?.[1];
      return name ? [[name, value]] : [];
    }),
  );

/** A payment or setup intent, as created or given another card. */
function intentRoute(state: State, { path, form }: RecordedRequest) {
  const match = path.match(/^\/v1\/(payment|setup)_intents(?:\/([\w-]+))?$/);
  if (!match) return undefined;
  const [, kind, id] = match;
  if (id) {
    const intent = state.intents.get(id);
    if (!intent) return [404, missing(`${kind}_intent: '${id}'`)];
    if (form.payment_method) intent.payment_method = form.payment_method;
    return [200, intent];
  }
  const created = stripeId(kind === 'payment' ? 'pi' : 'seti');
  const intent: Record<string, unknown> = {
    id: created,
    object: `${kind}_intent`,
    client_secret: `${created}_secret_${randomBytes(8).toString('hex')}`,
    customer: form.customer ?? null,
    payment_method: form.payment_method ?? null,
    status: 'requires_confirmation',
    metadata: metadataOf(form),
    ...(kind === 'payment'
      ? {
          amount: Number(form.amount),
          currency: form.currency,
          description: form.description ?? null,
          application_fee_amount: form.application_fee_amount
            ? Number(form.application_fee_amount)
            : null,
          transfer_data: form['transfer_data[destination]']
            ? { destination: form['transfer_data[destination]'] }
            : null,
        }
      : {}),
  };
  state.intents.set(created, intent);
  return [200, intent];
}

/** Client payments' calls: customers and their cards, intents, refunds, Connect accounts. */
function clientPaymentRoute(state: State, request: RecordedRequest) {
  const { method, path, form } = request;
  if (method === 'POST' && path === '/v1/customers') {
    const customer = { id: stripeId('cus'), email: form.email ?? null, cards: new Map() };
    state.customers.set(customer.id, customer);
    return [200, { id: customer.id, object: 'customer', email: customer.email }];
  }
  const cards = method === 'GET' && path.match(/^\/v1\/customers\/([\w-]+)\/payment_methods$/);
  if (cards) {
    const customer = state.customers.get(cards[1] ?? '');
    if (!customer) return [404, missing(`customer: '${cards[1]}'`)];
    const data = [...customer.cards].map(([id, card]) => ({
      id,
      object: 'payment_method',
      type: 'card',
      customer: customer.id,
      card,
    }));
    return [200, { object: 'list', data, has_more: false, url: path }];
  }
  if (method !== 'POST') return undefined;
  const intent = intentRoute(state, request);
  if (intent) return intent;
  if (path === '/v1/refunds') {
    state.refunds.push(form);
    const refund = { id: stripeId('re'), object: 'refund', status: 'succeeded' };
    return [200, { ...refund, amount: Number(form.amount), payment_intent: form.payment_intent }];
  }
  if (path === '/v1/accounts') {
    const account = { id: stripeId('acct'), object: 'account', type: form.type };
    return [200, { ...account, charges_enabled: false, details_submitted: false }];
  }
  if (path === '/v1/account_links') {
    const url = `https://connect.stripe.com/setup/e/${form.account}/${randomBytes(6).toString('hex')}`;
    return [200, { object: 'account_link', url, expires_at: nowSeconds() + 300 }];
  }
  return undefined;
}

/** Creates of client payments replay their first answer for a key sent again. */
const REPLAYED =
  /^\/v1\/(customers|payment_intents|setup_intents|refunds|accounts|checkout\/sessions)$/;

/** Changing a known subscription's item (a plan change), or its renewal. */
function updateSubscription(state: State, sub: FakeSubscription, form: Record<string, string>) {
  const changesItem = form['items[0][id]'] !== undefined;
  if (sub.schedule && form.cancel_at_period_end !== undefined) {
    return [400, invalidRequest('The subscription is managed by a subscription schedule')];
  }
  if (form.cancel_at_period_end !== undefined) {
    sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
  }
  for (const [key, value] of Object.entries(form)) {
    const name = key.match(/^metadata\[(\w+)\]$/)?.[1];
    if (name) sub.metadata[name] = value;
  }
  if (!changesItem) return [200, subscriptionObject(sub)];
  if (form['items[0][id]'] !== sub.item.id) return [400, missing('subscription item')];
  const product = form['items[0][price_data][product]'] ?? '';
  if (!state.products.has(product)) return [400, missing(`product: '${product}'`)];
  const next = {
    id: stripeId('price'),
    product,
    unit_amount: Number(form['items[0][price_data][unit_amount]']),
    interval: form['items[0][price_data][recurring][interval]'] === 'year' ? 'year' : 'month',
  } as const;
  const at = Number(form.proration_date ?? nowSeconds());
  const { amount, restarts } = prorate(sub, next, at);
  const invoicesNow = form.proration_behavior === 'always_invoice';
  if (invoicesNow && amount > 0 && state.declineCharges) {
    return [
      402,
      {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    ];
  }
  sub.item.price = next;
  if (restarts && sub.status !== 'trialing') {
    sub.item.current_period_start = at;
    sub.item.current_period_end = addInterval(at, next.interval);
  }
  const invoice = {
    id: stripeId('in'),
    object: 'invoice',
    amount_due: invoicesNow ? amount : 0,
    status: 'paid',
  };
  const expanded = form['expand[0]'] === 'latest_invoice';
  return [200, subscriptionObject(sub, { latest_invoice: expanded ? invoice : invoice.id })];
}

function scheduleRoute(state: State, { method, path, form }: RecordedRequest) {
  if (method !== 'POST') return undefined;
  if (path === '/v1/subscription_schedules') {
    const sub = state.subscriptions.get(form.from_subscription ?? '');
    if (!sub) return [400, missing('subscription')];
    if (sub.schedule) return [400, invalidRequest('The subscription already has a schedule')];
    const schedule = { id: stripeId('sub_sched'), subscription: sub.id, status: 'active', form };
    state.schedules.set(schedule.id, schedule as FakeSchedule);
    sub.schedule = schedule.id;
    return [
      200,
      {
        id: schedule.id,
        object: 'subscription_schedule',
        subscription: sub.id,
        status: 'active',
        end_behavior: 'release',
        phases: [
          {
            start_date: sub.item.current_period_start,
            end_date: sub.item.current_period_end,
            items: [{ price: sub.item.price.id, quantity: 1 }],
          },
        ],
      },
    ];
  }
  const match = path.match(/^\/v1\/subscription_schedules\/([\w-]+)(\/release)?$/);
  if (!match) return undefined;
  const schedule = match[1] ? state.schedules.get(match[1]) : undefined;
  if (schedule?.status !== 'active') return [400, missing('subscription schedule')];
  if (match[2]) {
    schedule.status = 'released';
    const sub = state.subscriptions.get(schedule.subscription);
    if (sub) sub.schedule = null;
  } else {
    schedule.form = form;
  }
  return [200, { id: schedule.id, object: 'subscription_schedule', status: schedule.status }];
}

function productRoute(state: State, { method, path, form }: RecordedRequest) {
  if (method === 'POST' && path === '/v1/products') {
    const id = form.id ?? stripeId('prod');
    if (state.products.has(id)) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'resource_already_exists',
            message: 'Product already exists.',
          },
        },
      ];
    }
    const product = { id, name: form.name ?? '' };
    state.products.set(id, product);
    return [200, { ...product, object: 'product' }];
  }
  const get = method === 'GET' && path.match(/^\/v1\/products\/([\w-]+)$/);
  if (!get) return undefined;
  const product = state.products.get(get[1] ?? '');
  return product
    ? [200, { ...product, object: 'product' }]
    : [404, missing(`product: '${get[1]}'`)];
}

function route(state: State, request: RecordedRequest): [number, unknown] {
  const { method, path } = request;
  if (!/^Bearer (sk|rk)_test_/.test(String(request.headers.authorization))) {
    return [401, invalidRequest('Invalid API Key provided')];
  }
  const key = request.headers['idempotency-key'];
  const replayable = method === 'POST' && typeof key === 'string' && REPLAYED.test(path);
  const replay = replayable ? state.idempotent.get(`${path} ${key}`) : undefined;
  if (replay) return replay;
  const answered = answerOnce(state, request);
  if (replayable) state.idempotent.set(`${path} ${key}`, answered);
  return answered;
}

function answerOnce(state: State, request: RecordedRequest): [number, unknown] {
  const { method, path, form } = request;
  const client = clientPaymentRoute(state, request);
  if (client) return client as [number, unknown];
  const other = scheduleRoute(state, request) ?? productRoute(state, request);
  if (other) return other as [number, unknown];
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    return [200, checkoutSession(form)];
  }
  const expire = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/);
  if (method === 'POST' && expire) {
    return [200, { id: expire[1], object: 'checkout.session', status: 'expired' }];
  }
  const sub = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
  const known = sub?.[1] ? state.subscriptions.get(sub[1]) : undefined;
  if (method === 'GET' && sub?.[1]) {
    return known ? [200, subscriptionObject(known)] : [404, missing(`subscription: '${sub[1]}'`)];
  }
  if (method === 'POST' && known)
    return updateSubscription(state, known, form) as [number, unknown];
  if (method === 'POST' && sub?.[1]) {
    return [
      200,
      subscription(sub[1], { cancel_at_period_end: form.cancel_at_period_end === 'true' }),
    ];
  }
  if (method === 'DELETE' && sub?.[1]) {
    return [200, subscription(sub[1], { status: 'canceled', canceled_at: nowSeconds() })];
  }
  return [404, invalidRequest(`Unrecognized request URL (${method}: ${path})`)];
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** Starts the stand-in on a free port of this machine. */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: RecordedRequest[] = [];
  const state: State = {
    subscriptions: new Map(),
    schedules: new Map(),
    products: new Map(),
    declineCharges: false,
    customers: new Map(),
    intents: new Map(),
    refunds: [],
    idempotent: new Map(),
  };
  const server = createServer(async (req, res) => {
    const recorded = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://localhost').pathname,
      form: await readForm(req),
      headers: req.headers,
    };
    requests.push(recorded);
    const [status, body] = route(state, recorded);
    answer(res, status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions: state.subscriptions,
    schedules: state.schedules,
    products: state.products,
    customers: state.customers,
    intents: state.intents,
    refunds: state.refunds,
    addCard(customerId, card = {}) {
      const id = stripeId('pm');
      state.customers.get(customerId)?.cards.set(id, {
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
        ...card,
      });
      return id;
    },
    get declineCharges() {
      return state.declineCharges;
    },
    set declineCharges(value: boolean) {
      state.declineCharges = value;
    },
    addSubscription({ id, unitAmount, interval, periodStart, periodEnd, status = 'active' }) {
      const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
      state.subscriptions.set(id, {
        id,
        status,
        cancel_at_period_end: false,
        schedule: null,
        metadata: {},
        item: {
          id: stripeId('si'),
          price: {
            id: stripeId('price'),
            product: stripeId('prod'),
            unit_amount: unitAmount,
            interval,
          },
          current_period_start: seconds(periodStart),
          current_period_end: seconds(periodEnd),
        },
      });
    },
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
