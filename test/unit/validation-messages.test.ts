import type * as z from 'zod';
import { chatMessageBody } from '../../lambdas/contracts/chat';
import { journalEntryCreateBody } from '../../lambdas/contracts/journal';
import { moodLogCreateBody } from '../../lambdas/contracts/mental-health';
import { explainIssue } from '../../lambdas/shared/http';

const field = { ciphertext: 'QUJD', iv: 'MTIzNDU2Nzg5MDEy', algorithm: 'AES-256-GCM', keySize: 256, encrypted: true, version: '2.0' };

function firstMessage(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  const { path, message } = explainIssue(parsed.error.issues[0]!);
  return path ? `${path}: ${message}` : message;
}

// Text-or-encrypted fields are unions; a failed union alone would only say "Invalid input".
describe('validation messages of unions', () => {
  it.each([
    [moodLogCreateBody, { mood: 3, triggers: Array.from({ length: 21 }, () => 'a') }, 'triggers: at most 20 triggers'],
    [moodLogCreateBody, { mood: 3, gratitude: ['x'.repeat(101)] }, 'gratitude.0: each of gratitude has at most 100 characters'],
    [moodLogCreateBody, { mood: 3, notes: 'x'.repeat(5001) }, 'notes: notes has at most 5000 characters'],
    [moodLogCreateBody, { mood: 3, notes: { ...field, version: '1.0' } }, 'notes.algorithm: algorithm does not match version'],
    [moodLogCreateBody, { mood: 3, gratitude: 'thanks' }, 'gratitude: Invalid input: expected array or object'],
    [chatMessageBody, { message: 42 }, 'message: Invalid input: expected string or object'],
    [chatMessageBody, {}, 'message: Invalid input: expected string or object'],
    [chatMessageBody, { message: ' ' }, 'message: message is required'],
    [chatMessageBody, { message: { ...field, keySize: 128 } }, 'message.keySize: Invalid input: expected 256'],
    [journalEntryCreateBody, { content: { ...field, iv: 'x' } }, /^content\.iv: /],
  ])('names what failed (%#)', (schema, input, expected) => {
    const message = firstMessage(schema as z.ZodType, input);
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
  });

  it('keeps the message of an issue that is not a union', () => {
    expect(firstMessage(moodLogCreateBody, { mood: 6 })).toBe('mood: mood must be from 1 to 5');
  });
});
