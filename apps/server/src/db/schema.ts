// Every table of the app, for Drizzle and drizzle-kit. Each module owns its tables.ts.
export * from '../modules/reporting/tables';
export * from '../platform/mail/tables';
