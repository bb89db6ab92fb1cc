import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardedProfessional, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';

// For programs that call the API: a request's field that may be null may be left out, and
// that means null (contracts' leaveOutMeansNull); the OpenAPI document does not require it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TYPES = '/api/scheduler/v1/appointment_types/';

describe('a nullable field left out of a request', () => {
  it('is taken as null', async () => {
    const owner = await onboardedProfessional(t, 'leave-out-null@example.org');
    const { seats: _, office_location_id: __, ...body } = sessionTypeBody({ label: 'Left out' });
    const created = await owner.browser.post(TYPES, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ seats: null, office_location_id: null });
    const unknown = await owner.browser.post(TYPES, { ...body, label: 'Other', colour: 'red' });
    expect(unknown.statusCode).toBe(422);
  });

  it('is not required in the OpenAPI document, which says so', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.info.description).toContain('may be left out (it means null)');
    const schema = doc.paths[TYPES].post.requestBody.content['application/json'].schema;
    expect(schema.required).toContain('label');
    expect(schema.required).not.toContain('seats');
    expect(schema.required).not.toContain('office_location_id');
    expect(schema.additionalProperties).toBe(false);
  });
});
