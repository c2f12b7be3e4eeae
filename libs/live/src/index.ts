export { liveSocket, configureLive, closeLive } from './live-socket';
export { createLiveConnection, type LiveSocket, type LiveStatus, type LiveConfig, type Connect } from './live-connection';
export { useLiveEvent, useLiveStatus } from './hooks';
