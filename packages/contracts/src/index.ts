import './zod-messages';

export * from './accounts';
export * from './endpoint';
export * from './errors';
export * from './password-policy';
export * from './reporting';
