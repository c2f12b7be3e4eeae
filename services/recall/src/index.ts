export { RecallModule } from './recall.module.js';
export { recallModule } from './recall.definition.js';
export { rebuildRecalls } from './projection/recall-rebuild.js';
