import { Module, type DynamicModule } from '@nestjs/common';
import { EVENT_BUS, EventBus, EventOutbox, type EventBusOptions } from '@dental/server-core';
import { EventsController } from './events.controller.js';

/**
 * The event bus of this process (global): modules inject EventOutbox to publish in their
 * transactions; createApp starts the bus and this process's consumers (app.factory.ts).
 */
@Module({})
export class EventsModule {
  static forRoot(options: EventBusOptions): DynamicModule {
    return {
      module: EventsModule,
      global: true,
      controllers: [EventsController],
      providers: [{ provide: EVENT_BUS, useFactory: () => new EventBus(options) }, EventOutbox],
      exports: [EVENT_BUS, EventOutbox],
    };
  }
}
