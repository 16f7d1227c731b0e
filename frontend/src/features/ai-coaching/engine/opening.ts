/**
 * The first message when it says who the person is or how they got here, and no situation yet
 * ("Good afternoon. My daughter set this up on my tablet."): a welcome and an open door, not the
 * person's words said back.
 */
import { type Turn } from './compose-reply';
import type { Session } from './session';
import { alternatives } from './text';

const WELCOME = [
  "Welcome, I'm glad you're here. There's no right way to do this: just write whatever is on your mind, in your own words, and we'll take it from there.",
  "Hello, and thank you for reaching out. You're doing it exactly right; type what's going on for you, as much or as little as you like.",
  "It's good to meet you. You can tell me anything that's on your mind, big or small, and we'll work through it together.",
];
const DOOR = ["What's been on your mind lately?", "What's been weighing on you, or what would you like help with?", 'What brings you here today?'];

// A greeting, a name, where they are from, or how they came to the app.
const INTRO = alternatives(
  String.raw`^(hi|hello|hey|hiya|good (morning|afternoon|evening|night)|greetings)\b`,
  String.raw`\b(my name is|my name's|i am \d+|i'm \d+|i am from|i'm from|im from|set this up|new here)\b`,
  String.raw`\b(not sure how (this|it) works|first time (using|doing|trying)|doing this right)\b`,
);

export function openingTurn(s: Session, normalized: string): Turn | null {
  if (s.state.userMessages !== 1 || s.state.situation || !INTRO.test(normalized)) return null;
  const parts = [s.pick(WELCOME), s.pick(DOOR)];
  return { kind: 'reply', parts, carry: parts };
}
