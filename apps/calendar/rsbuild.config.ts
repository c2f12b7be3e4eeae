import { remoteRsbuildConfig } from '../../tools/federation/remote';
import federation from './module-federation.config';

export default remoteRsbuildConfig('calendar', 4301, federation);
