export { resources, NAMESPACES, BUNDLES, type Namespace } from './resources.js';
export { pickLanguage, translate } from './translate.js';
