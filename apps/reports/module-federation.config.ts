import { remoteFederationConfig } from '../../tools/federation/remote';

/** The reports remote (tools/federation/remote.ts has what every remote shares). */
export default remoteFederationConfig('reports');
