import { api } from '@dental/api-client';
import type { ChatMessage } from '@dental/contracts';
import { MESSENGER_PAGE_SIZE, MESSENGER_PATH } from '@dental/contracts/values';

const path = `/${MESSENGER_PATH}`;

/** One page of a branch's chat, newest first; `before` is the uuid of the oldest message shown. */
export const fetchMessages = (branchUuid: string, before?: string, signal?: AbortSignal): Promise<ChatMessage[]> =>
  api.get<ChatMessage[]>(path, { query: { branch_uuid: branchUuid, before, limit: MESSENGER_PAGE_SIZE }, signal });

export const postMessage = async (branchUuid: string, message: string): Promise<ChatMessage> =>
  (await api.post<{ message: ChatMessage }>(path, { message, branch_uuid: branchUuid })).message;
