export * from './avatar.js';
