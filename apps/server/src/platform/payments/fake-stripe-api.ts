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

export type FakeStripeApi = {
  /** For STRIPE_API_URL. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

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

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
  res.end(JSON.stringify(body));
}

const invalidRequest = (message: string) => ({ error: { type: 'invalid_request_error', message } });

function route(request: RecordedRequest): [number, unknown] {
  const { method, path, form } = request;
  if (!/^Bearer (sk|rk)_test_/.test(String(request.headers.authorization))) {
    return [401, invalidRequest('Invalid API Key provided')];
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    return [200, checkoutSession(form)];
  }
  const expire = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/);
  if (method === 'POST' && expire) {
    return [200, { id: expire[1], object: 'checkout.session', status: 'expired' }];
  }
  const sub = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
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
  const server = createServer(async (req, res) => {
    const recorded = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://localhost').pathname,
      form: await readForm(req),
      headers: req.headers,
    };
    requests.push(recorded);
    const [status, body] = route(recorded);
    answer(res, status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
