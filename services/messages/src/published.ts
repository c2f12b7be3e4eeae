import type { ModuleOwnership } from '@dental/server-core';

/** The messages module's tables: channel settings, templates, branch sending settings, the messages. It publishes nothing. */
export const messagesOwnership: ModuleOwnership = {
  tables: ['message_channel_settings', 'message_template', 'message_branch_settings', 'message', 'message_local_catcher', 'message_link_key'],
  publishes: {},
};
