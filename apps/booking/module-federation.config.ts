import { publicPageFederationConfig } from '../../tools/federation/public-page';

/** The patients' public page (tools/federation/public-page.ts has what a public page shares). */
export default publicPageFederationConfig('booking');
