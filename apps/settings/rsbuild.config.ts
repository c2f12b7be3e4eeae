import { remoteRsbuildConfig } from '../../tools/federation/remote';
import federation from './module-federation.config';

export default remoteRsbuildConfig('settings', 4303, federation);
