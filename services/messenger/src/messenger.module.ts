import { Module } from '@nestjs/common';
import { IdentityModule } from '@dental/identity';
import { MessengerGateway } from './live/messenger.gateway.js';
import { MessengerController } from './messages/messenger.controller.js';
import { MessengerService } from './messages/messenger.service.js';

/**
 * The branch chat: messages over HTTP (`/api/meta/components/messenger`) and the live channel
 * (socket.io gateway with rooms per branch and presence). BranchService and LiveSessions come
 * from the identity module it imports.
 */
@Module({
  imports: [IdentityModule],
  controllers: [MessengerController],
  providers: [MessengerService, MessengerGateway],
})
export class MessengerModule {}
