import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The web app's pages (index.html and the pages drawn for a guest) are sent by the server's
// not-found handler, which the compress plugin does not reach (it hooks into routes): they are
// compressed here. They are few and change seldom, so each is compressed once and kept.

/** Compressed pages kept, at most (the prerendered ones and the blog's, two encodings each). */
const MAX_KEPT = 400;

type Encoding = 'br' | 'gzip';

/** The encoding a browser takes, brotli before gzip; `q=0` refuses one. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export function htmlSender(maxKept = MAX_KEPT) {
  const kept = new Map<string, Buffer>();
  const compress = (html: string, encoding: Encoding): Buffer => {
    const key = `${encoding}:${createHash('sha256').update(html).digest('base64url')}`;
    const hit = kept.get(key);
    if (hit) return hit;
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(html, { level: 9 });
    kept.set(key, body);
    if (kept.size > maxKept) kept.delete(kept.keys().next().value as string);
    return body;
  };
  /** Sends a page, compressed when the browser takes it (the reply's Vary says so). */
  return (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (!encoding || Buffer.byteLength(html) < 1024) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compress(html, encoding));
  };
}
