/**
 * A harsh name the person gives themselves in passing ("I am 49 and I feel like a stupid woman",
 * "i feel like a bad mother", "I feel so useless"), so the coach can answer the judgement instead of
 * going on with the situation's next question as if it had not been said.
 */
import { alternatives } from '../text';

// Words that make a name a judgement; "I feel like a kid again" or "an old woman" is not one to dispute.
const HARSH = [
  'stupid|bad|terrible|awful|useless|horrible|selfish|lazy|weak|pathetic|failure|fraud|idiot|loser|burden|mess|joke|dumb',
  'crap|rubbish|shit|shitty|worthless|hopeless|disappointment|embarrassment|monster|worst|failed|incompetent|hypocrite',
].join('|');
const NOUN = String.raw`(?:[a-z]+ ){0,2}[a-z]+`;
// "i just feel like a failure", "i honestly felt so stupid": a word between "i" and "feel".
const THEN = String.raw`(?:just |really |honestly |sometimes |always |still |now |kind of |kinda )?`;
const AS_NAME = new RegExp(
  alternatives(
    // "I feel like a stupid woman", "felt like such a failure", "feel like the worst mum".
    String.raw`\bi ${THEN}(?:feel|felt|am feeling|'m feeling) like (?:such |a total |a complete |a real )?((?:an?|the) ${NOUN})\b`,
    // "I'm such an idiot", "i am a terrible friend", "im the worst daughter".
    String.raw`\bi(?:'m| am|m) (?:such |just |a total |a complete |really )?((?:an?|the) ${NOUN})\b`,
  ),
);
// "I feel bad" or "awful" is how they feel, not a name for themselves.
const HARSH_WORD = 'stupid|useless|pathetic|worthless|dumb|weak|lazy|selfish|hopeless|incompetent|like a failure|like an idiot';
const AS_WORD = new RegExp(String.raw`\bi ${THEN}(?:feel|felt) (?:so |really |very |a bit |kind of |kinda |such |pretty |totally |just )?(${HARSH_WORD})\b`);

// What a harsh word can name: "a bad mother", "the worst friend".
const PERSON = new RegExp(
  String.raw`^(?:woman|man|mother|mum|mom|mummy|dad|father|parent|wife|husband|daughter|son|friend|person|teacher|student|girl|boy|lady|sister|` +
    String.raw`brother|boss|manager|partner|employee|human|child|kid|grandma|granddad|grandmother|grandfather|nurse|worker|colleague|leader|player|` +
    String.raw`coach|doctor|carer|aunt|uncle|neighbour|neighbor|girlfriend|boyfriend|owner|adult|grownup|housewife|student)$`,
);
const SAID_BY_OTHERS = /\b(?:think|thinks|thought|said|says|say|called|calls|asked|like)\s*'?\s*(?:i'm|im|i am|i)?\s*$/;

export interface SelfLabel {
  /** The words after "feeling": "like a stupid woman", "useless". */
  feel: string;
  /** The name itself: "a stupid woman", "useless". */
  label: string;
}

/** The harsh name the person gives themselves, or null. */
export function selfLabelIn(normalized: string): SelfLabel | null {
  const named = AS_NAME.exec(normalized);
  const name = named ? (named[1] ?? named[2] ?? '').trim() : '';
  // Only up to the name's noun: "a bad mother honestly" is "a bad mother", "a mess over a cat" is "a mess".
  const words = name.split(' ');
  const harshAt = words.findIndex((w) => new RegExp(`^(?:${HARSH})$`).test(w));
  // "'do you think im an idiot'" asked of someone else, or "he called me a failure": not their own word for themselves.
  const before = normalized.slice(Math.max(0, (named?.index ?? 0) - 24), named?.index ?? 0);
  if (harshAt >= 0 && !SAID_BY_OTHERS.test(before)) {
    const noun = words[harshAt + 1];
    const label = words.slice(0, noun && PERSON.test(noun) ? harshAt + 2 : harshAt + 1).join(' ');
    return { feel: `like ${label}`, label };
  }
  const word = AS_WORD.exec(normalized);
  return word?.[1] ? { feel: word[1], label: word[1] } : null;
}
