import { createLiveConnection, type LiveConfig, type LiveSocket } from './live-connection';

/**
 * The tab's connection. This module is a Module Federation singleton (`@dental/live` in every
 * app's `shared`), so the shell and the remotes hold the same one: one socket per tab.
 */
const connection = createLiveConnection();

/** The live channel; the first call connects (when signed in) and follows the session from then on. */
export const liveSocket = (): LiveSocket => connection.use();

/** Where and how to connect; applies to the next socket opened (tests inject a fake `connect`). */
export const configureLive = (config: LiveConfig): void => connection.configure(config);

/** Closes the socket and stops following the session until the next `liveSocket()`. */
export const closeLive = (): void => connection.stop();
