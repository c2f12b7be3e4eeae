/**
 * `@dental/contracts/values`: the contract's plain values (permission names, languages, the chat's
 * paths and events, the calendar's statuses and live events, the value lists the settings and
 * patients screens offer), without zod. Browser code that must stay small
 * (the shell's first paint, the remotes) imports values from here; schemas and types come from
 * the package's index.
 */
export * from './routes.values.js';
export * from './languages.js';
export * from './permissions.js';
export * from './messenger.values.js';
export * from './calendar.values.js';
export * from './calendar.refs.js';
export * from './identity.values.js';
export * from './settings.values.js';
export * from './patients.values.js';
export * from './invoices.values.js';
export * from './reports.values.js';
export * from './paging.values.js';
export * from './imports.values.js';
export * from './recalls.values.js';
export * from './treatment.values.js';
export * from './tooth-map.refs.js';
export * from './perio.values.js';
export * from './consent-forms.values.js';
export * from './notes.values.js';
export * from './data-rights.values.js';
