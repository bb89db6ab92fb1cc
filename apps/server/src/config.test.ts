import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, resolveAppSecret } from './config';

const lineOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('parseConfig', () => {
  it('has working defaults for a local start', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      isHttps: false,
      brandName: 'Orchid',
      demoData: true,
      logLevel: 'info',
      smtpUrl: undefined,
      mailFrom: 'Orchid <no-reply@localhost>',
      supportEmail: 'support@localhost',
    });
    expect(config.database).toEqual({ kind: 'embedded', dataDir: path.resolve('data/pglite') });
  });

  it('uses PostgreSQL when DATABASE_URL is set, without demo data by default', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(config.demoData).toBe(false);
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://care.example.org/',
      DATA_DIR: '/var/lib/orchid',
      SMTP_URL: 'smtps://user:pw@mail.example.org:465',
      MAIL_FROM: 'Care <care@example.org>',
      APP_SECRET: 'x'.repeat(40),
      BRAND_NAME: 'Acme Care',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      REGISTRATIONS_PER_HOUR: '500',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://care.example.org',
      isHttps: true,
      dataDir: '/var/lib/orchid',
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      mailFrom: 'Care <care@example.org>',
      brandName: 'Acme Care',
      demoData: false,
      logLevel: 'warn',
      trustProxy: true,
      registrationsPerHour: 500,
    });
  });

  it('reads a support address, and refuses one that is not', () => {
    expect(parseConfig({ SUPPORT_EMAIL: 'help@care.example.org' }).supportEmail).toBe(
      'help@care.example.org',
    );
    expect(() => parseConfig({ SUPPORT_EMAIL: 'nobody' })).toThrow(
      'Invalid configuration: SUPPORT_EMAIL must be an e-mail address',
    );
  });

  it("reads the operator's name and contact; the contact defaults to the support address", () => {
    expect(parseConfig({})).toMatchObject({
      operatorName: undefined,
      operatorContact: 'support@localhost',
    });
    expect(parseConfig({ SUPPORT_EMAIL: 'help@care.example.org' }).operatorContact).toBe(
      'help@care.example.org',
    );
    expect(
      parseConfig({
        OPERATOR_NAME: ' Lakeside Care Cooperative ',
        OPERATOR_CONTACT: 'privacy@lakeside.example',
      }),
    ).toMatchObject({
      operatorName: 'Lakeside Care Cooperative',
      operatorContact: 'privacy@lakeside.example',
    });
    expect(lineOf({ OPERATOR_NAME: 'x'.repeat(121) })).toMatch(
      /^Invalid configuration: OPERATOR_NAME/,
    );
  });

  it('claims nothing about HIPAA unless the operator turns it on', () => {
    expect(parseConfig({}).hipaaClaims).toBe(false);
    expect(parseConfig({ HIPAA_CLAIMS: 'true' }).hipaaClaims).toBe(true);
    expect(lineOf({ HIPAA_CLAIMS: 'yes' })).toBe(
      'Invalid configuration: HIPAA_CLAIMS must be one of 0, 1, true, false',
    );
  });

  it('confirms no marketing claim unless the operator lists it', () => {
    expect(parseConfig({}).marketingClaims).toEqual([]);
    expect(parseConfig({ MARKETING_CLAIMS: 'no-shows, partner-savings' }).marketingClaims).toEqual([
      'no-shows',
      'partner-savings',
    ]);
    expect(parseConfig({ MARKETING_CLAIMS: 'all' }).marketingClaims).toContain('soc2-type2');
    expect(lineOf({ MARKETING_CLAIMS: 'no-shows,cures-everything' })).toMatch(
      /^Invalid configuration: MARKETING_CLAIMS has an unknown claim: cures-everything/,
    );
  });

  it('makes the HIPAA claim from either setting', () => {
    expect(parseConfig({ HIPAA_CLAIMS: 'true' }).marketingClaims).toEqual(['hipaa']);
    expect(parseConfig({ MARKETING_CLAIMS: 'hipaa' }).hipaaClaims).toBe(true);
  });

  it('takes an http(s) scheduling page for demo requests, or none', () => {
    expect(parseConfig({}).demoBookingUrl).toBeUndefined();
    expect(parseConfig({ DEMO_BOOKING_URL: 'https://cal.example/demo' }).demoBookingUrl).toBe(
      'https://cal.example/demo',
    );
    expect(lineOf({ DEMO_BOOKING_URL: 'javascript:alert(1)' })).toMatch(
      /^Invalid configuration: DEMO_BOOKING_URL/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be at most 65535'],
    [
      { PUBLIC_URL: 'localhost:3000' },
      'Invalid configuration: PUBLIC_URL must be an http:// or https:// URL',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [
      { SMTP_URL: 'http://mail' },
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL',
    ],
    [{ APP_SECRET: 'short' }, 'Invalid configuration: APP_SECRET must be at least 32 characters'],
    [{ DEMO_DATA: 'yes' }, 'Invalid configuration: DEMO_DATA must be one of 0, 1, true, false'],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [
      { NODE_ENV: 'prod' },
      'Invalid configuration: NODE_ENV must be one of development, production, test',
    ],
  ])('refuses %o with one line naming the variable', (env, line) => {
    const message = lineOf(env);
    expect(message).toBe(line);
    expect(message).not.toContain('\n');
  });

  it('pays with the simulated provider by default', () => {
    expect(parseConfig({}).payments).toEqual({ provider: 'simulated' });
  });

  it('pays with Stripe when its secret key is set', () => {
    const config = parseConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: undefined,
      publishableKey: '',
      applicationFeePercent: 0,
    });
  });

  it('reads the publishable key and the application fee for client payments', () => {
    const config = parseConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_APPLICATION_FEE_PERCENT: '2.5',
    });
    expect(config.payments).toMatchObject({
      publishableKey: 'pk_test_abc123',
      applicationFeePercent: 2.5,
    });
    expect(() => parseConfig({ STRIPE_PUBLISHABLE_KEY: 'sk_test_1' })).toThrow(/publishable/);
  });

  it('keeps the simulated provider when asked for, even with a Stripe key', () => {
    const config = parseConfig({ PAYMENTS_PROVIDER: 'simulated', STRIPE_SECRET_KEY: 'sk_test_1' });
    expect(config.payments).toEqual({ provider: 'simulated' });
  });

  it('reads another address for the Stripe API', () => {
    const config = parseConfig({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config.payments).toMatchObject({ provider: 'stripe', apiUrl: 'http://127.0.0.1:12111' });
  });

  it.each([
    [
      { PAYMENTS_PROVIDER: 'stripe' },
      'Invalid configuration: STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER is stripe',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1' },
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is required when PAYMENTS_PROVIDER is stripe',
    ],
    [
      { PAYMENTS_PROVIDER: 'paypal' },
      'Invalid configuration: PAYMENTS_PROVIDER must be one of simulated, stripe',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_1' },
      'Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'abc' },
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)',
    ],
  ])('refuses the payment settings %o', (env, line) => {
    expect(lineOf(env)).toBe(line);
  });

  it('requires APP_SECRET in production with an external database', () => {
    expect(lineOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' })).toBe(
      'Invalid configuration: APP_SECRET is required when NODE_ENV=production and DATABASE_URL is set',
    );
  });
});

describe('resolveAppSecret', () => {
  it('generates a secret once in DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'orchid-secret-'));
    const first = resolveAppSecret(parseConfig({ DATA_DIR: dataDir }));
    const second = resolveAppSecret(parseConfig({ DATA_DIR: dataDir }));
    expect(first.appSecret).toHaveLength(64);
    expect(second.appSecret).toBe(first.appSecret);
    const file = path.join(dataDir, 'app-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.appSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps a configured APP_SECRET', () => {
    const config = parseConfig({ APP_SECRET: 's'.repeat(32), DATA_DIR: '/nonexistent' });
    expect(resolveAppSecret(config).appSecret).toBe('s'.repeat(32));
  });
});
