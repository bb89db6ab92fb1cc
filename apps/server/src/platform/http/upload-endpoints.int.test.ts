import { uploadBlogImage, uploadProfileImage } from '@orchid/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('documents the uploads in OpenAPI as files of the types their contracts declare', async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  for (const upload of [uploadProfileImage, uploadBlogImage]) {
    const operation = doc.paths[upload.path].post;
    expect(operation.summary).toBe(upload.summary);
    expect(Object.keys(operation.requestBody.content)).toEqual([...upload.upload.contentTypes]);
    expect(operation.requestBody.content['image/png'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(operation.responses[String(upload.status)]).toBeDefined();
  }
});
