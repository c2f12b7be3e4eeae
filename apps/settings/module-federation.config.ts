import { remoteFederationConfig } from '../../tools/federation/remote';
import { sharedNpm } from '../../tools/federation/shared';

/** The settings remote (tools/federation/remote.ts has what every remote shares). */
export default remoteFederationConfig('settings', {
  // The contracts' schemas (client-side checks) load on a form's first save, never with the first screen.
  zod: sharedNpm('zod'),
});
