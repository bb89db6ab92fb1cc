import { z } from 'zod';
// zod's wording for a missing field comes with every contract that has text in it: the web
// imports contracts by module, not through the index that also brings it.
import './zod-messages';

/**
 * Text a person can type: no NUL character (PostgreSQL cannot store it in text) and no lone
 * UTF-16 surrogate (it cannot be encoded as UTF-8). Every string a call accepts is built from
 * `text()`, so odd input gets a 422 naming the field instead of failing deep in the database.
 */
export const unsafeTextMessage = 'Text must not contain a NUL character or a broken character.';

// With the u flag a paired surrogate is one code point; \p{Cs} matches only a lone half.
const loneSurrogate = /\p{Cs}/u;

export const isSafeText = (value: string) =>
  !value.includes('\u0000') && !loneSurrogate.test(value);

/** A string that refuses NUL and lone surrogates; use it instead of z.string() in contracts. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { message: unsafeTextMessage, abort: true });

/** An http(s) link: other schemes (javascript:, data:, file:) are refused. */
export const httpUrlMessage = 'Enter a link that starts with http:// or https://';

// A scheme of http or https, then a host: the check is on the text, so it is the same in
// every runtime (contracts have no URL type of their own).
const httpLink = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

export const isHttpUrl = (value: string) => httpLink.test(value);

export const httpUrl = () => text().trim().max(2048).refine(isHttpUrl, httpUrlMessage);

/** Whether a value is a UUID (ids and subs): what a lookup checks before it reaches SQL. */
export const isUuid = (value: string) => z.uuid().safeParse(value).success;
