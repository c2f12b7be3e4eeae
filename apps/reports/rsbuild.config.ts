import { remoteRsbuildConfig } from '../../tools/federation/remote';
import federation from './module-federation.config';

export default remoteRsbuildConfig('reports', 4304, federation);
