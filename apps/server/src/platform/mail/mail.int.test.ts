import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirmation = {
  to: 'alex@example.org',
  subject: 'Confirm your e-mail',
  text: 'Welcome! Confirm here: http://localhost:3000/confirm-email?token=abc123\nThanks.',
  html: '<p>Welcome! <a href="http://localhost:3000/confirm-email?token=abc123">Confirm</a></p>',
};

const essential = { category: 'essential' } as const;

describe('without SMTP_URL', () => {
  it('keeps mails in the outbox, readable at /dev/mailbox with clickable links', async () => {
    expect(t.app.mailer.transport).toBe('outbox');
    await t.app.mailer.send(confirmation, essential);
    await t.app.jobs.runDue();

    const list = await t.app.inject({
      url: '/dev/mailbox/messages?to=alex@example.org',
      remoteAddress: '127.0.0.1',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().messages).toEqual([
      expect.objectContaining({
        to: 'alex@example.org',
        from: 'Orchid <no-reply@localhost>',
        subject: 'Confirm your e-mail',
        text: confirmation.text,
        html: confirmation.html,
      }),
    ]);

    const page = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '::1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Confirm your e-mail');
    expect(page.body).toContain(
      '<a href="http://localhost:3000/confirm-email?token=abc123">http://localhost:3000/confirm-email?token=abc123</a>',
    );
  });

  it('escapes what the mails contain', async () => {
    await t.app.mailer.send(
      { to: 'x@example.org', subject: '<img src=x onerror=alert(1)>', text: 'hi' },
      essential,
    );
    await t.app.jobs.runDue();
    const page = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img src=x');
  });

  it('answers only on this machine', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '192.168.1.20' });
    expect(res.statusCode).toBe(404);
  });

  it('is not served in production', async () => {
    const prod = await createTestApp({ database: t.database, env: { NODE_ENV: 'production' } });
    const res = await prod.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).not.toBe(200);
    await prod.close();
  });
});

describe('with SMTP_URL', () => {
  it('sends through a real SMTP server, from the job queue and not from the request', async () => {
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const smtp = await createTestApp({
      database: t.database,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Orchid <no-reply@care.example.org>',
      },
    });
    try {
      expect(smtp.app.mailer.transport).toBe('smtp');
      await smtp.app.mailer.send(confirmation, essential);
      expect(received).toHaveLength(0);
      expect(await smtp.app.jobs.runDue()).toBeGreaterThan(0);
      expect(received).toHaveLength(1);
      const mail = await simpleParser(received[0] as Buffer);
      expect(mail.subject).toBe('Confirm your e-mail');
      expect(mail.from?.value).toEqual([{ name: 'Orchid', address: 'no-reply@care.example.org' }]);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('alex@example.org');
      expect(mail.text?.trim()).toBe(confirmation.text);
      expect(mail.html).toContain('confirm-email?token=abc123');
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
