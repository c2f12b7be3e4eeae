import { remoteFederationConfig } from '../../tools/federation/remote';

/** The calendar remote (tools/federation/remote.ts has what every remote shares). */
export default remoteFederationConfig('calendar');
