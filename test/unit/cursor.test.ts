import { decodeCursor, encodeCursor } from '../../lambdas/shared/db/cursor';
import { keys } from '../../lambdas/shared/db/keys';

const USER = 'b7a1c2d3-0000-4000-8000-000000000001';
const ID = '01HZY8Q2V5J4K3M6N7P8R9S0TA';
const MOOD = /^MOOD#[0-9A-HJKMNP-TV-Z]{26}$/;
const CHAT = /^CHAT#[0-9A-HJKMNP-TV-Z]{26}$/;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('page cursors', () => {
  it("round-trip a key of the caller's partition of the kind asked for", () => {
    expect(decodeCursor(encodeCursor(keys.moodLog(USER, ID)), USER, MOOD)).toEqual(keys.moodLog(USER, ID));
    expect(decodeCursor(encodeCursor(keys.chatSession(USER, ID)), USER, CHAT)).toEqual(keys.chatSession(USER, ID));
  });

  it.each([
    ['another kind of item', encodeCursor(keys.chatSession(USER, ID)), MOOD],
    ['a chat message for a session', encodeCursor(keys.chatMessage(USER, ID, ID)), CHAT],
    ['another user', encodeCursor(keys.moodLog('someone-else', ID)), MOOD],
    ['an extra field', b64({ ...keys.moodLog(USER, ID), GSI1PK: 'USERS' }), MOOD],
    ['not JSON', Buffer.from('nope').toString('base64url'), MOOD],
  ])('refuse %s with 400', (_name, cursor, pattern) => {
    expect(() => decodeCursor(cursor, USER, pattern)).toThrow(expect.objectContaining({ statusCode: 400, message: 'cursor: invalid cursor' }));
  });
});
