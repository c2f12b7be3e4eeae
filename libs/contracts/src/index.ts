export * from './common.js';
export * from './errors.js';
export * from './permissions.js';
export * from './identity.js';
export * from './messenger.js';
export * from './platform.js';
