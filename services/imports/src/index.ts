export { ImportsModule } from './imports.module.js';
export { importsModule } from './imports.definition.js';
export { importsEntities } from './entities.js';
