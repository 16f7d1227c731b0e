import { createGroupHandler, type Operations } from '../shared/http';
import { createSession, deleteSession, getSession, listSessions, postMessage, prompts, putMemory } from './sessions';

const operations = {
  'chat.createSession': createSession,
  'chat.listSessions': listSessions,
  'chat.getSession': getSession,
  'chat.postMessage': postMessage,
  'chat.deleteSession': deleteSession,
  'chat.prompts': prompts,
  'chat.putMemory': putMemory,
} satisfies Operations<'chat'>;

export const handler = createGroupHandler('chat', operations);
