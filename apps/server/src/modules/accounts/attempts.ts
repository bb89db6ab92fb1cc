import type { ThrottleKey, ThrottleRule } from '../../platform/throttle/throttle';

const FIFTEEN_MINUTES = 15 * 60_000;
/** 10 failures for one account within 15 minutes lock it for 15 minutes. */
const perAccount: ThrottleRule = { max: 10, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };
/** About 100 failures from one address within 15 minutes lock the address. */
const perAddress: ThrottleRule = { max: 100, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };

/** What the counters count: failed passwords, failed codes, reset requests, bad mail links. */
export type AttemptScope = 'sign_in' | 'mfa' | 'forgot_password' | 'mail_token';

export const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;

/** Counters for one account (by address or user id) and for the client's address. */
export const attemptKeys = (account: string | undefined, ip: string): ThrottleKey[] => [
  ...(account ? [{ key: accountKey(account), rule: perAccount }] : []),
  { key: `ip:${ip}`, rule: perAddress },
];
