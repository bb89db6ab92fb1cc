import type { z } from 'zod';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, described once and used by both sides: the server registers its route from
 * it (validation, OpenAPI, response filtering) and the web's typed client calls it.
 */
export type Endpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: string;
  summary: string;
  body?: Body;
  /** Status of a successful answer. */
  status: 200 | 201 | 202 | 204;
  response: Response;
};

export function defineEndpoint<Body extends z.ZodType | undefined, Response extends z.ZodType>(
  endpoint: Endpoint<Body, Response>,
): Endpoint<Body, Response> {
  return endpoint;
}

export type EndpointBody<E> =
  E extends Endpoint<infer B, z.ZodType> ? (B extends z.ZodType ? z.input<B> : undefined) : never;

export type EndpointResponse<E> =
  E extends Endpoint<z.ZodType | undefined, infer R> ? z.output<R> : never;
