export { resources, NAMESPACES } from './resources.js';
export { pickLanguage, translate } from './translate.js';
