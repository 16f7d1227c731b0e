/** Body sensations: a body part with a sensation word near it ("tight chest", "clenching my jaw"), or a word that is both. */
import type { BodyPart, BodySensation } from './types';

const PARTS: ReadonlyMap<string, BodyPart> = new Map<string, BodyPart>(Object.entries({
  jaw: 'jaw', teeth: 'jaw', shoulder: 'shoulders', shoulders: 'shoulders', neck: 'neck', chest: 'chest', stomach: 'stomach',
  tummy: 'stomach', gut: 'stomach', belly: 'stomach', head: 'head', back: 'back', hand: 'hands', hands: 'hands', palms: 'hands',
  fingers: 'hands', heart: 'heart', heartbeat: 'heart', breath: 'breath', breathe: 'breath', breathing: 'breath', body: 'whole-body',
} satisfies Record<string, BodyPart>));

/** Words that are a sensation and its place at once. */
const SELF_CONTAINED: ReadonlyMap<string, BodyPart> = new Map<string, BodyPart>(Object.entries({
  headache: 'head', headaches: 'head', migraine: 'head', dizzy: 'head', lightheaded: 'head', stomachache: 'stomach',
  nauseous: 'stomach', nausea: 'stomach', butterflies: 'stomach', backache: 'back', palpitations: 'heart',
  hyperventilating: 'breath', breathless: 'breath', shaking: 'whole-body', trembling: 'whole-body', shaky: 'whole-body',
  sweating: 'whole-body', sweaty: 'whole-body',
} satisfies Record<string, BodyPart>));

const SENSATIONS = new Set([
  'tension', 'tense', 'tight', 'tightness', 'tightening', 'clenching', 'clenched', 'clench', 'grinding', 'ache', 'aching', 'aches',
  'achy', 'sore', 'stiff', 'hurts', 'hurting', 'pain', 'painful', 'pounding', 'racing', 'beating', 'fluttering', 'knots', 'knot',
  'knotted', 'churning', 'heavy', 'heaviness', 'pressure', 'burning', 'shaking', 'trembling', 'shallow', 'short', 'sick',
  'throbbing', 'stiffness', 'cramps', 'cramping', 'twisting', 'sinking', 'jittery', 'buzzing', 'sweaty', 'clammy', 'fast',
]);

// "can't breathe", "hard to breathe": the breath is the sensation.
const BREATH_TROUBLE = /^(?:can't|cannot|couldn't|hard to|struggling to|struggle to|trouble) breathe$/;
const WINDOW = 3;
// "i have so much work i cant breathe": a load said in the body's words, not breathlessness. Its "can't breathe", for taking
// out of a message.
export const TOO_MUCH_TO_BREATHE = new RegExp(
  String.raw`(?<=\b(?:so|too) (?:much|many) (?:work|stuff|things|to do|homework|assignments|deadlines|emails|going on|on my plate)\b` +
    String.raw`[^.!?|]{0,30}?)\b(?:can'?t|cannot|cant) (?:even )?breathe\b`,
  'g',
);

/** Every single word the module knows, for spelling correction. */
export const BODY_VOCABULARY: readonly string[] = [...PARTS.keys(), ...SELF_CONTAINED.keys(), ...SENSATIONS];

function withOwner(words: readonly string[], start: number): number {
  return ['my', 'his', 'her', 'whole'].includes(words[start - 1] ?? '') ? start - 1 : start;
}

/** Body sensations in normalised words, one per body part, each with the person's phrase. */
export function bodyIn(words: readonly string[]): BodySensation[] {
  const found = new Map<BodyPart, string>();
  const add = (part: BodyPart, from: number, to: number) => {
    if (!found.has(part)) found.set(part, words.slice(from, to + 1).join(' '));
  };
  // The word indexes of "breathe" said of a load.
  const text = words.join(' ');
  const figure = new Set([...text.matchAll(TOO_MUCH_TO_BREATHE)].map((m) => text.slice(0, (m.index ?? 0) + m[0].length).split(' ').length - 1));
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const part = PARTS.get(word);
    if (part === 'breath' && figure.has(i)) continue;
    if (part === 'breath') {
      const two = words.slice(Math.max(0, i - 2), i + 1).join(' ');
      const one = words.slice(Math.max(0, i - 1), i + 1).join(' ');
      if (BREATH_TROUBLE.test(one) || BREATH_TROUBLE.test(two)) {
        add('breath', BREATH_TROUBLE.test(one) ? i - 1 : i - 2, words[i + 1] === 'properly' ? i + 1 : i);
        continue;
      }
      if (word === 'breath' && words[i - 1] === 'of' && words[i - 2] === 'short') {
        add('breath', i - 2, i);
        continue;
      }
    }
    if (part) {
      // A body part counts only with a sensation close by in the same stretch of words.
      for (let d = 1; d <= WINDOW; d++) {
        if (part === 'back' && !['my', 'lower', 'upper'].includes(words[i - 1] ?? '')) break;
        if (SENSATIONS.has(words[i + d] ?? '')) {
          add(part, withOwner(words, i), i + d);
          break;
        }
        if (SENSATIONS.has(words[i - d] ?? '')) {
          add(part, i - d, i);
          break;
        }
      }
      continue;
    }
    const self = SELF_CONTAINED.get(word);
    // "Sweating about the speech", "shaking over it": worry said in the body's words.
    if (self === 'whole-body' && ['about', 'over'].includes(words[i + 1] ?? '')) continue;
    if (self && !(self === 'whole-body' && words.slice(i + 1, i + 4).some((w) => PARTS.get(w) === 'hands'))) add(self, i, i);
  }
  return [...found].map(([part, phrase]) => ({ part, phrase }));
}
