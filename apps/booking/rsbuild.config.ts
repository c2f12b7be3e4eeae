import { publicPageRsbuildConfig } from '../../tools/federation/public-page';
import federation from './module-federation.config';

export default publicPageRsbuildConfig('booking', 4305, federation);
