import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chosenEncoding, htmlSender } from './compressed-html';

describe('chosenEncoding', () => {
  it('takes brotli before gzip, and neither when refused or not offered', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
  });
});

describe('htmlSender', () => {
  const page = `<!doctype html><p>${'A calm page. '.repeat(200)}</p>`;
  const app = Fastify();
  const send = htmlSender();
  // The web app's pages go out from the not-found handler, which the compress plugin misses.
  app.setNotFoundHandler((request, reply) =>
    send(request, reply.type('text/html').header('vary', 'Cookie'), page),
  );
  const get = (encoding?: string) =>
    app.inject({ url: '/pricing', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a page compressed to a browser that takes it, and says it varies by encoding', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    expect((await get('gzip, deflate, br')).rawPayload).toEqual(br.rawPayload);
  });

  it('sends it as it is to a browser that takes no encoding', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });
});
