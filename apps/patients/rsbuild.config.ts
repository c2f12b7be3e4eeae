import { remoteRsbuildConfig } from '../../tools/federation/remote';
import federation from './module-federation.config';

export default remoteRsbuildConfig('patients', 4302, federation);
