import { remoteFederationConfig } from '../../tools/federation/remote';

/** The patients remote (tools/federation/remote.ts has what every remote shares). */
export default remoteFederationConfig('patients');
