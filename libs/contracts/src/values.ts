/**
 * `@dental/contracts/values`: the contract's plain values (permission names, languages, the chat's
 * paths and events, the calendar's live events), without zod. Browser code that must stay small
 * (the shell's first paint, the remotes) imports values from here; schemas and types come from
 * the package's index.
 */
export * from './languages.js';
export * from './permissions.js';
export * from './messenger.values.js';
export * from './calendar.values.js';
