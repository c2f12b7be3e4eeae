import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveStatus } from './live-connection';
import { liveSocket } from './live-socket';

/** Runs `handler` for every `event` from the server while the component is mounted (latest handler, one subscription). */
export function useLiveEvent<T>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => liveSocket().on<T>(event, (payload) => latest.current(payload)), [event]);
}

/** 'online' while the channel is connected; re-renders on every change. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (notify) => liveSocket().onStatus(notify),
    () => liveSocket().status,
    () => 'offline',
  );
}
