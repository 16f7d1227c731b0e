/**
 * The first message when it says who the person is or how they got here, and no situation yet
 * ("Good afternoon. My daughter set this up on my tablet."): a welcome and an open door, not the
 * person's words said back.
 */
import { SHARED_LINES } from './coach-lines';
import { type Turn } from './compose-reply';
import type { Session } from './session';
import { alternatives } from './text';

// A greeting, a name, where they are from, or how they came to the app.
const INTRO = alternatives(
  String.raw`^(hi|hello|hey|hiya|good (morning|afternoon|evening|night)|greetings)\b`,
  String.raw`\b(my name is|my name's|i am \d+|i'm \d+|i am from|i'm from|im from|set this up|new here)\b`,
  String.raw`\b(not sure how (this|it) works|first time (using|doing|trying)|doing this right)\b`,
);

// What the person wants or struggles with, said along with the introduction, is what the reply is for.
const CONCERN = alternatives(
  String.raw`\b(want to|wanna|would like to|need to|have to|trying to|try to|can't|cant|cannot|never|struggl\w*|problem|issue)\b`,
  String.raw`\b(help (me )?with|worried|stressed|anxious|sad|lonely|tired|exhausted|sleep|find time|keep \w+ing)\b`,
  // Something the person lives with, said along with hello: "I have a 5 week old and I'm running on nothing".
  String.raw`\b(running on|weeks? old|months? old|newborn|my heart|debt|retired|died|passed away|broke up|panic|pain)\b`,
  // "Good morning. I need advice about my son…": what it is about, not a hello.
  String.raw`\b(advice|about my|lost (my|his|her) job|moved (back|out|in))\b`,
  // "got diagnosed with lupus in june", "I stopped drinking 3 weeks ago", "the house is so quiet I don't know what to do with myself".
  String.raw`\b(diagnos\w*|stopped (drinking|smoking)|quit (drinking|smoking)|sober|don'?t know what to do|so quiet|scared|afraid|fear|phobia)\b`,
  String.raw`\b(rejected|turned down|laid off|fired|ringing|tinnitus|hurts|hurting|miss (her|him|them)|started (university|uni|college)|left (home|for))\b`,
);

// A sentence that only introduces: a greeting, an age or a name, how they came to the app, asking for patience.
const INTRO_SENTENCE = alternatives(
  String.raw`^(hi|hello|hey|hiya|oi|g'?day|hi po|hello po|assalamualaikum|good (morning|afternoon|evening|night)|greetings)( there)?$`,
  String.raw`^(my name is|my name's|i am|i'm|im) [a-z0-9]+( years old)?( and (i'm|i am|im) from [a-z ]+| from [a-z ]+)?$|^i('m| am) from\b`,
  String.raw`\b(set (this|it|the app) up|installed (this|it)|put this app|this app|not sure how (this|it) works|first time|new here|bear with me|forgive)\b`,
  String.raw`\b(not (much|one) for (this|these)|this kind of thing)\b`,
  String.raw`\b(not very good with (these|this|technology|phones)|english is not|sorry (for|if|about) (my )?(english|mistakes|typing)|slow typing)\b`,
  String.raw`\b(says?|said|told me) (i should |to )?(try|talk|use|give)\b|\b(thought i'?d|suggested i) (try|give)\b|\bhope i'?m using it\b`,
  String.raw`\b(hard to type|kind of a big thing|weird one|if this is (the )?(right|what)|(don'?t|dont|idk) (really )?know (if|why)|typing this with)\b`,
);
// A sentence this long that introduces nothing tells what is going on.
const TELLS_FROM_WORDS = 8;

/** No sentence of the message tells what is going on: each only introduces, or is too short to tell much. */
function onlyIntroduces(raw: string): boolean {
  const parts = raw.toLowerCase().split(/[.!?\n]+/).map((part) => part.replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim()).filter(Boolean);
  return parts.every((part) => part.split(' ').length < TELLS_FROM_WORDS || INTRO_SENTENCE.test(part));
}

export function openingTurn(s: Session, normalized: string, raw = normalized): Turn | null {
  if (s.state.userMessages !== 1 || s.state.situation || !INTRO.test(normalized) || CONCERN.test(normalized) || !onlyIntroduces(raw)) return null;
  const parts = [s.pick(SHARED_LINES.openingWelcome), s.pick(SHARED_LINES.openingAsk)];
  return { kind: 'reply', parts, carry: parts };
}
