export { MessengerPanel, type MessengerPanelProps } from './panel/MessengerPanel';
export { useMessengerChannel } from './live/use-messenger-channel';
export { onLiveMessage, setMessengerBranch, stopMessenger } from './live/channel';
export { usePresence, type ChannelStatus } from './live/presence-store';
export { useMessages, useSendMessage } from './api/use-messages';
export { addMessageToCache, messengerKeys } from './api/messages-cache';
export { SCROLL_ANIMATION_MS } from './panel/smooth-scroll';
export { COMPOSER_MAX_HEIGHT, COMPOSER_MIN_HEIGHT } from './panel/Composer';
