import './zod-messages';

export * from './access';
export * from './accounts';
export * from './endpoint';
export * from './errors';
export * from './feature-access';
export * from './member-options';
export * from './members';
export * from './names';
export * from './password-policy';
export * from './plan-state';
export * from './plans';
export * from './professional-options';
export * from './professionals';
export * from './regions';
export * from './reporting';
export * from './teams';
