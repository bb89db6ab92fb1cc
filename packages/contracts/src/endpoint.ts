import type { z } from 'zod';
import { leaveOutMeansNull } from './leave-out-null';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, described once and used by both sides: the server registers its route from
 * it (validation, OpenAPI, response filtering) and the web's typed client calls it.
 */
export type Endpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> = {
  method: HttpMethod;
  /** With `{name}` placeholders for path parameters, as the spec writes them. */
  path: string;
  summary: string;
  body?: Body;
  /** The path parameters' schema, when the path has placeholders. */
  params?: Params;
  /** The query string's schema, when the call takes one. */
  query?: Query;
  /** Status of a successful answer. */
  status: 200 | 201 | 202 | 204;
  response: Response;
};

export function defineEndpoint<
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<Body, Response, Params, Query>): Endpoint<Body, Response, Params, Query> {
  // A request's nullable fields may be left out (null), for the web and other programs alike.
  const { body, query } = endpoint;
  return {
    ...endpoint,
    ...(body && { body: leaveOutMeansNull(body) }),
    ...(query && { query: leaveOutMeansNull(query) }),
  };
}

/** What an upload's body may be: the file itself as the body, of these types and size. */
export type UploadBody = { contentTypes: readonly string[]; maxBytes: number };

/** A call whose body is a file (an image), not JSON: the server reads it as bytes. */
export type UploadEndpoint<Response extends z.ZodType = z.ZodType> = Endpoint<
  undefined,
  Response
> & { upload: UploadBody };

export function defineUploadEndpoint<Response extends z.ZodType>(
  endpoint: UploadEndpoint<Response>,
): UploadEndpoint<Response> {
  return endpoint;
}

/** A path with its `{name}` placeholders filled in (URL-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The endpoint at one concrete path: what a client calls for given path parameters. */
export function atPath<E extends Endpoint>(endpoint: E, params: Record<string, string>): E {
  return { ...endpoint, path: fillPath(endpoint.path, params) };
}

/** The endpoint with a query string: what a client calls for given query values (unset left out). */
export function withQuery<E extends Endpoint>(
  endpoint: E,
  query: Partial<Record<keyof EndpointQuery<E> & string, string>>,
): E {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (entries.length === 0) return endpoint;
  const search = entries
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return { ...endpoint, path: `${endpoint.path}?${search}` };
}

export type EndpointBody<E> =
  E extends Endpoint<infer B, z.ZodType, z.ZodType | undefined, z.ZodType | undefined>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;

export type EndpointResponse<E> =
  E extends Endpoint<z.ZodType | undefined, infer R, z.ZodType | undefined, z.ZodType | undefined>
    ? z.output<R>
    : never;

export type EndpointQuery<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType, z.ZodType | undefined, infer Q>
    ? Q extends z.ZodType
      ? z.output<Q>
      : undefined
    : never;

export type EndpointParams<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType, infer P, z.ZodType | undefined>
    ? P extends z.ZodType
      ? z.output<P>
      : undefined
    : never;
