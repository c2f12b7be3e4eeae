import type { ModuleOwnership } from '@dental/server-core';

/** The messenger's tables; it publishes nothing. */
export const messengerOwnership: ModuleOwnership = {
  tables: ['chat_message'],
  publishes: {},
};
