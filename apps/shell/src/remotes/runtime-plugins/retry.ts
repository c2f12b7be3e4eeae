import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * Retries a remote's manifest and script a couple of times before the area shows its error card,
 * so one dropped request on a clinic's Wi-Fi does not look like an outage. (0.17 options shape.)
 */
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
}
