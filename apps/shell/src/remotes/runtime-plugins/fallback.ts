import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * When a remote cannot be loaded, answer with a stand-in module whose component throws the
 * original error while rendering. The error boundary of that remote's area catches it and shows
 * the card with Retry; nothing else on the page is affected. No React import is needed (a
 * runtime plugin must not import React at its top: it runs before shared modules are set up).
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dental-remote-fallback',
    errorLoadRemote(args) {
      // Only the final stage answers; earlier stages (manifest, share) must fail through to it.
      if (args.lifecycle !== 'onLoad') return undefined;
      const error = args.error instanceof Error ? args.error : new Error(String(args.error));
      const RemoteUnavailable = () => {
        throw error;
      };
      return { __esModule: true, default: RemoteUnavailable, remoteUnavailable: true };
    },
  };
}
