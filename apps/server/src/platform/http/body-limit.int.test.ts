import { request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimit } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';

// A body over the API's limit is answered 413 in the error shape, over a real socket: the
// client that is still sending reads the answer instead of a dropped connection.
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => t.close());

/** POSTs `size` bytes of JSON in chunks, as a browser uploads, and reads the answer. */
function postBytes(size: number, path = '/api/users/v1/initiate_auth', giveLength = true) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(giveLength ? { 'content-length': size } : { 'transfer-encoding': 'chunked' }),
          connection: 'close',
        },
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('a body over the limit', () => {
  it('of 5 MiB gets a 413 in the error shape', async () => {
    const res = await postBytes(5 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      detail: 'The request is too large.',
      code: 'platform.tooLarge',
    });
  });

  it('of 5 MiB sent by fetch gets a 413', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/users/v1/initiate_auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('platform.tooLarge');
  });

  it('of 5 MiB sent in chunks, with no length given, gets a 413', async () => {
    const res = await postBytes(5 * 1024 * 1024, '/api/users/v1/initiate_auth', false);
    expect(res.status).toBe(413);
  });

  it('of 5 MiB, sent slowly with its length given, is answered before the line closes', async () => {
    const size = 5 * 1024 * 1024;
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/users/v1/initiate_auth HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
        );
        let sent = 0;
        const part = Buffer.alloc(256 * 1024, 0x20);
        const next = () => {
          if (socket.destroyed) return;
          if (sent >= size) return void socket.end();
          sent += part.length;
          socket.write(part, () => setTimeout(next, 5));
        };
        next();
      });
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"platform.tooLarge"');
  });

  it('just over the limit gets the same', async () => {
    const res = await postBytes(bodyLimit + 1);
    expect(res.status).toBe(413);
  });
});
