export * from './accounts.ts';
export * from './agencies.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './flags.ts';
export * from './identity.ts';
export * from './organisations.ts';
export * from './users.ts';
