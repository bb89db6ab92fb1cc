import type { Endpoint, EndpointBody, EndpointResponse } from '@orchid/contracts/endpoint';
import { messages } from '@orchid/contracts/error-messages';
import { TIME_ZONE_HEADER } from '@orchid/contracts/time-zone-header';
import { browserTimeZone } from '../format/browser-time-zone';
import { isAbortError } from './abort';

// The client holds no schema of its own: the endpoint a caller passes brings its response
// schema, and the sign-in, renewal and error-body contracts are loaded when an answer needs
// them. So a page that makes no call (a guest's) loads neither them nor zod.
const accountsContract = () => import('@orchid/contracts/accounts');
const apiErrors = () => import('./api-error');

export type CallOptions = { signal?: AbortSignal };

// A bodyless endpoint's EndpointBody comes out as `unknown` (defineEndpoint falls back to
// the bare ZodType), so `unknown` means "no body".
type CallArgs<E> =
  unknown extends EndpointBody<E>
    ? [body?: undefined, options?: CallOptions]
    : [body: EndpointBody<E>, options?: CallOptions];

type Fetch = typeof fetch;

/** Statuses after which the access token may simply have expired (spec §4 "Session"). */
const needsRenewal = (status: number) => status === 401 || status === 403;

/**
 * Calls whose refusal is never an expired access token: signing in (a refusal is about the
 * credentials or the origin), renewing itself, and signing out. Renewing after them would
 * only rotate a session the person is leaving, or report a session as expired.
 */
async function mayRenewAfter(endpoint: Endpoint): Promise<boolean> {
  const { initiateAuth, logout, renewAccessToken } = await accountsContract();
  return !new Set<Endpoint>([initiateAuth, renewAccessToken, logout]).has(endpoint);
}

type ClientOptions = { now?: () => number };

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The one way the web app talks to the API (accounts-and-access §7): JSON with the session
 * cookies; a 401 or 403 renews the access token once and retries once; concurrent renewals
 * share one request; a failed renewal tells the listeners the session has expired; a network
 * failure becomes a 503 ApiError; an aborted request rethrows its AbortError.
 *
 * While a guardian acts for a minor (a guardian token that has not expired), renewing also
 * renews that token (§4 "Session"), so acting lasts as long as the session is renewed.
 */
export function createApiClient(
  fetchImpl: Fetch = (...args) => fetch(...args),
  { now = () => Date.now() }: ClientOptions = {},
) {
  const expiryListeners = new Set<() => void>();
  const guardianListeners = new Set<(expiresAt: string) => void>();
  let renewal: Promise<boolean> | undefined;
  /** When the guardian token expires (ms); undefined when not acting for a minor. */
  let guardianTokenExpiry: number | undefined;

  async function send(
    endpoint: Endpoint,
    body: unknown,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      // "Today" for the server's date rules (ages) is the person's, as in the forms.
      [TIME_ZONE_HEADER]: browserTimeZone(),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await fetchImpl(endpoint.path, {
        method: endpoint.method,
        credentials: 'include',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) throw error;
      const { ApiError } = await apiErrors();
      throw new ApiError(503, undefined, { fallbackMessage: messages.network, cause: error });
    }
  }

  const hasGuardianToken = () => guardianTokenExpiry !== undefined && guardianTokenExpiry > now();

  /** 'Failed to renew guardian token' (§8) unless it answers with the new expiry. */
  async function renewGuardianToken(): Promise<boolean> {
    const { renewCurrentAccess } = await import('@orchid/contracts/members');
    const response = await send(renewCurrentAccess, undefined, undefined);
    const parsed = renewCurrentAccess.response.safeParse(await readJson(response));
    if (!response.ok || !parsed.success) return false;
    const expiresAt = parsed.data.guardian_token_exp;
    guardianTokenExpiry = Date.parse(expiresAt);
    for (const listener of guardianListeners) listener(expiresAt);
    return true;
  }

  /** False for both of §8's failures: 'Failed to renew access token' and the guardian's. */
  async function renewTokens(): Promise<boolean> {
    const { renewAccessToken } = await accountsContract();
    const access = await send(renewAccessToken, undefined, undefined);
    if (!access.ok) return false;
    return hasGuardianToken() ? renewGuardianToken() : true;
  }

  function renew(): Promise<boolean> {
    renewal ??= renewTokens()
      .catch(() => false)
      .then((renewed) => {
        if (!renewed) for (const listener of expiryListeners) listener();
        return renewed;
      })
      .finally(() => {
        renewal = undefined;
      });
    return renewal;
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    ...[body, options]: CallArgs<E>
  ): Promise<EndpointResponse<E>> {
    const signal = options?.signal;
    let response = await send(endpoint, body, signal);
    if (needsRenewal(response.status) && (await mayRenewAfter(endpoint)) && (await renew())) {
      response = await send(endpoint, body, signal);
    }
    const payload = await readJson(response);
    if (!response.ok) {
      const { ApiError } = await apiErrors();
      throw new ApiError(response.status, payload);
    }
    const parsed = endpoint.response.safeParse(payload);
    if (!parsed.success) {
      throw new Error(`Unexpected answer from ${endpoint.method} ${endpoint.path}`, {
        cause: parsed.error,
      });
    }
    return parsed.data as EndpointResponse<E>;
  }

  /** Calls `listener` whenever a renewal fails; returns the unsubscribe function. */
  function onSessionExpired(listener: () => void): () => void {
    expiryListeners.add(listener);
    return () => expiryListeners.delete(listener);
  }

  /** The guardian token's expiry from user info (guardian_token_exp), or undefined. */
  function setGuardianTokenExpiry(expiresAt: string | undefined): void {
    guardianTokenExpiry = expiresAt === undefined ? undefined : Date.parse(expiresAt);
  }

  /** Calls `listener` with the new guardian_token_exp after each guardian renewal. */
  function onGuardianTokenRenewed(listener: (expiresAt: string) => void): () => void {
    guardianListeners.add(listener);
    return () => guardianListeners.delete(listener);
  }

  return {
    call,
    onSessionExpired,
    /** Renews ahead of expiry (acting for a minor is kept alive this way while active). */
    renewSession: renew,
    setGuardianTokenExpiry,
    onGuardianTokenRenewed,
  };
}

export const {
  call,
  onSessionExpired,
  renewSession,
  setGuardianTokenExpiry,
  onGuardianTokenRenewed,
} = createApiClient();
