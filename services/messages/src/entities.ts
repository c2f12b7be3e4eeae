import { MessageChannelSettingsRow } from './channels/channel-settings.entity.js';
import { MessageRow } from './sending/message.entity.js';
import { BranchMessageSettingsRow } from './templates/branch-message-settings.entity.js';
import { MessageTemplateRow } from './templates/message-template.entity.js';

export const messagesEntities = [MessageChannelSettingsRow, MessageTemplateRow, BranchMessageSettingsRow, MessageRow];
