export { callerOf } from '../../accounts/routes/caller.ts';
