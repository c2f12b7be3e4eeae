export { fold, FOLD_FROM, FOLD_TO } from './fold.js';
