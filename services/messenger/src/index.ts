export { MessengerModule } from './messenger.module.js';
export { messengerModule } from './messenger.definition.js';
export { messengerEntities } from './entities.js';
export { ChatMessage } from './messages/chat-message.entity.js';
