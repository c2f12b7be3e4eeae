export * from './civil-date.js';
export * from './zoned-time.js';
export * from './format.js';
export * from './iso-sql.js';
