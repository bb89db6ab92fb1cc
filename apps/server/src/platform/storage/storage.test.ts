import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

const root = mkdtempSync(path.join(tmpdir(), 'orchid-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  const storage = localStorage(root);

  it('puts, gets and deletes a file with its content type', async () => {
    await storage.put('profile-images/abc/1.webp', Buffer.from('pixels'), 'image/webp');
    expect(existsSync(path.join(root, 'profile-images', 'abc', '1.webp'))).toBe(true);
    expect(await storage.get('profile-images/abc/1.webp')).toEqual({
      body: Buffer.from('pixels'),
      contentType: 'image/webp',
    });
    await storage.delete('profile-images/abc/1.webp');
    expect(await storage.get('profile-images/abc/1.webp')).toBeUndefined();
    await storage.delete('profile-images/abc/1.webp');
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', 'A/B', 'a//b']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow();
    }
  });
});

// No S3 here (no network): the SDK's request is built and signed for real and caught by a
// request handler of our own, which answers as S3 would.
/** What the SDK hands its HTTP handler (the parts looked at here). */
type HttpRequest = {
  method: string;
  hostname: string;
  path: string;
  headers: Record<string, string>;
};

describe('S3 storage, through a mocked HTTP handler', () => {
  const sent: HttpRequest[] = [];
  const answer = (statusCode: number, body = '', headers: Record<string, string> = {}) => ({
    response: { statusCode, headers, body: Readable.from([Buffer.from(body)]) },
  });
  const handler = {
    metadata: { handlerProtocol: 'http/1.1' },
    handle: async (request: HttpRequest) => {
      sent.push(request);
      if (request.method === 'GET' && request.path.endsWith('missing.webp')) {
        return answer(404, '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>', {
          'content-type': 'application/xml',
        });
      }
      if (request.method === 'GET') return answer(200, 'pixels', { 'content-type': 'image/webp' });
      return answer(request.method === 'DELETE' ? 204 : 200);
    },
    updateHttpClientConfig: () => {},
    httpHandlerConfigs: () => ({}),
  };
  const storage = s3Storage(
    {
      bucket: 'orchid-files',
      region: 'eu-central-1',
      endpoint: 'https://s3.example.org',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'clinic/',
    },
    { requestHandler: handler },
  );

  it('puts with the bucket, prefixed key, content type and a signature', async () => {
    await storage.put('profile-images/abc/1.webp', Buffer.from('pixels'), 'image/webp');
    const put = sent.at(-1) as HttpRequest;
    expect(put.method).toBe('PUT');
    expect(put.hostname).toBe('s3.example.org');
    expect(put.path).toBe('/orchid-files/clinic/profile-images/abc/1.webp');
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d+\/eu-central-1\/s3\//,
    );
  });

  it('gets a file, and undefined for a missing key', async () => {
    expect(await storage.get('profile-images/abc/1.webp')).toEqual({
      body: Buffer.from('pixels'),
      contentType: 'image/webp',
    });
    expect(await storage.get('profile-images/abc/missing.webp')).toBeUndefined();
  });

  it('deletes', async () => {
    await storage.delete('profile-images/abc/1.webp');
    expect(sent.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/orchid-files/clinic/profile-images/abc/1.webp',
    });
  });
});
