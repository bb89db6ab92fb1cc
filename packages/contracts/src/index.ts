import './zod-messages';

export * from './endpoint';
export * from './errors';
export * from './reporting';
