// Every table of the app, for Drizzle and drizzle-kit. Each module owns its tables.ts.
export * from '../modules/accounts/tables';
export * from '../modules/care-invitations/tables';
export * from '../modules/checkout/tables';
export * from '../modules/directory/tables';
export * from '../modules/email-preferences/tables';
export * from '../modules/group-sessions/tables';
export * from '../modules/members/tables';
export * from '../modules/professionals/tables';
export * from '../modules/reporting/tables';
export * from '../modules/scheduling/tables';
export * from '../modules/subscriptions/tables';
export * from '../modules/teams/tables';
export * from '../platform/audit/tables';
export * from '../platform/crypto/tables';
export * from '../platform/jobs/tables';
export * from '../platform/mail/tables';
export * from '../platform/throttle/tables';
