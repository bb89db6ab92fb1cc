import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type MarketingClaimKey, parseClaimList } from '@orchid/contracts/marketing-claims';
import { z } from 'zod';
import type { S3StorageConfig } from './platform/storage/s3-storage';

/** Raised when the environment is wrong; its message is the one line start-up prints. */
export class ConfigError extends Error {}

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === 'true' || v === '1');

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), 'must be a postgres:// or postgresql:// URL');

/** The environment this server reads. docs/configuration.md describes every variable. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/.+/.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BRAND_NAME: z.string().trim().min(1).max(40).default('Orchid'),
  SUPPORT_EMAIL: z.email('must be an e-mail address').optional(),
  OPERATOR_NAME: z.string().trim().min(1).max(120).optional(),
  OPERATOR_CONTACT: z.string().trim().min(3).max(200).optional(),
  HIPAA_CLAIMS: booleanFlag.default(false),
  MARKETING_CLAIMS: z.string().default(''),
  DEMO_BOOKING_URL: z.url({ protocol: /^https?$/ }).optional(),
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  PAYMENTS_PROVIDER: z.enum(['simulated', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\S+$/, 'must be a Stripe publishable key (pk_test_... or pk_live_...)')
    .optional(),
  STRIPE_APPLICATION_FEE_PERCENT: z.coerce.number().min(0).max(50).optional(),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9_-]+\/)*$/, 'must be path segments ending in / (orchid/)')
    .default(''),
});

/** How subscriptions are paid: the embedded simulated provider, or Stripe. */
export type PaymentsConfig =
  | { provider: 'simulated' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Another address for Stripe's API (stripe-mock, a test double); Stripe's own when unset. */
      apiUrl: string | undefined;
      /** For Stripe.js in the browser (clients paying with a saved card); '' when unset. */
      publishableKey: string;
      /** The platform's share of each client payment, in percent; 0: none is taken. */
      applicationFeePercent: number;
    };

/** Where uploaded files live: a directory under DATA_DIR, or an S3-compatible bucket. */
/** Where uploaded files live: a directory under DATA_DIR, or an S3-compatible bucket. */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageConfig);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The origin people use to reach the app, without a trailing slash. */
  publicUrl: string;
  /** Secure cookies and HSTS follow from an https public URL. */
  isHttps: boolean;
  database: { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Undefined only until resolveAppSecret fills it from DATA_DIR. */
  appSecret: string | undefined;
  brandName: string;
  /** Where people write for help; shown in the web app. Defaults to support@ the public host. */
  supportEmail: string;
  /**
   * Who runs this installation and answers for its data, as the legal pages name it; unset,
   * they speak of "the operator" without a name.
   */
  operatorName: string | undefined;
  /** How to reach the operator about privacy and the legal pages; defaults to the support address. */
  operatorContact: string;
  /**
   * The operator runs this installation under HIPAA and says so: the web shows the 'Built for
   * HIPAA' badge and sentence. Off by default: compliance is the operator's to claim.
   */
  hipaaClaims: boolean;
  /**
   * The marketing claims the operator confirms for this installation (MARKETING_CLAIMS, with
   * 'hipaa' when HIPAA_CLAIMS is on); the pages show no other. None by default.
   */
  marketingClaims: MarketingClaimKey[];
  /**
   * The operator's scheduling page (Calendly and the like): a demo request sends the person
   * there with their name and e-mail. Unset, they land on our thank-you page.
   */
  demoBookingUrl: string | undefined;
  demoData: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** Accounts one address may register in an hour. */
  registrationsPerHour: number;
  payments: PaymentsConfig;
  storage: StorageConfig;
};

type Env = Record<string, string | undefined>;

/** Parses the environment without touching the disk. Throws ConfigError with one line. */
export function parseConfig(env: Env): Config {
  // An empty variable means "not set": shells and .env files produce them easily.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${describeIssue(issue)}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.APP_SECRET) {
    throw new ConfigError(
      'Invalid configuration: APP_SECRET is required when NODE_ENV=production and DATABASE_URL is set',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    isHttps: publicUrl.startsWith('https://'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'embedded', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.BRAND_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    appSecret: e.APP_SECRET,
    brandName: e.BRAND_NAME,
    supportEmail: e.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    operatorName: e.OPERATOR_NAME,
    operatorContact:
      e.OPERATOR_CONTACT ?? e.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    ...claimSettings(e),
    demoBookingUrl: e.DEMO_BOOKING_URL,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    payments: paymentsConfig(e),
    storage: storageConfig(e, dataDir),
  };
}

/**
 * The claims the operator confirms. HIPAA_CLAIMS and the 'hipaa' claim are one promise: either
 * setting makes it. An unknown key stops start-up, so a typo never hides a claim silently.
 */
function claimSettings(e: z.infer<typeof EnvSchema>) {
  const { keys, unknown } = parseClaimList(e.MARKETING_CLAIMS);
  if (unknown.length > 0) {
    throw new ConfigError(
      `Invalid configuration: MARKETING_CLAIMS has an unknown claim: ${unknown.join(', ')} (docs/marketing.md lists them)`,
    );
  }
  const hipaaClaims = e.HIPAA_CLAIMS || keys.includes('hipaa');
  const marketingClaims: MarketingClaimKey[] =
    hipaaClaims && !keys.includes('hipaa') ? [...keys, 'hipaa'] : keys;
  return { hipaaClaims, marketingClaims };
}

/** S3 when a bucket is named; otherwise DATA_DIR/files. */
function storageConfig(e: z.infer<typeof EnvSchema>, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) return { kind: 'local', dir: path.join(dataDir, 'files') };
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: e.S3_PREFIX,
  };
}

/** Stripe when asked for, or when its key is set; otherwise the simulated provider. */
function paymentsConfig(e: z.infer<typeof EnvSchema>): PaymentsConfig {
  const provider = e.PAYMENTS_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'simulated');
  if (provider === 'simulated') return { provider };
  const required = (name: string) =>
    new ConfigError(`Invalid configuration: ${name} is required when PAYMENTS_PROVIDER is stripe`);
  if (!e.STRIPE_SECRET_KEY) throw required('STRIPE_SECRET_KEY');
  // Without it no payment could ever be confirmed: subscriptions would never start.
  if (!e.STRIPE_WEBHOOK_SECRET) throw required('STRIPE_WEBHOOK_SECRET');
  return {
    provider,
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiUrl: e.STRIPE_API_URL,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
    applicationFeePercent: e.STRIPE_APPLICATION_FEE_PERCENT ?? 0,
  };
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'is invalid';
  if (issue.code === 'invalid_value' && 'values' in issue) {
    return `must be one of ${issue.values.join(', ')}`;
  }
  if (issue.code === 'too_small' && issue.origin === 'number')
    return `must be at least ${issue.minimum}`;
  if (issue.code === 'too_big' && issue.origin === 'number')
    return `must be at most ${issue.maximum}`;
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'must be a number';
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'must be a whole number';
  if (issue.code === 'invalid_format' && issue.format === 'url')
    return 'must be an http:// or https:// URL';
  return issue.message.startsWith('must') ? issue.message : `is invalid: ${issue.message}`;
}

/**
 * APP_SECRET unset: generate one on first start and keep it in DATA_DIR, so sessions and
 * encrypted data survive restarts of a local installation.
 */
export function resolveAppSecret(config: Config): Config {
  if (config.appSecret) return config;
  const file = path.join(config.dataDir, 'app-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  }
  if (secret.length < 32)
    throw new ConfigError(
      `Invalid configuration: ${file} holds a secret shorter than 32 characters`,
    );
  return { ...config, appSecret: secret };
}

/** Reads the process environment: the only place in the server that does. */
export function readConfig(): Config {
  return resolveAppSecret(parseConfig(process.env));
}
