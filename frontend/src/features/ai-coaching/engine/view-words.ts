/**
 * The words a yes or no view is asked with ("is it normal…", "is that silly…") and the view said back in the
 * question's own words: "Yes, it's normal to still be rattled about it on Wednesday."
 */
import { swapPronouns, tokens, TRAILING_FILLER } from './text';
import { bodyIn } from './understanding/body';
import { soundsUnidiomatic } from './unidiomatic';

/** Doubts about a gesture of one's own, reaching out: "is this too obvious lol", "is that bribery", "thats not needy right". */
export const GESTURE_DOUBTS = 'too obvious|too pushy|too needy|too keen|pushy|needy|clingy|desperate|cringe|creepy|over the top|overkill|bribery';

export const DOUBTS = [
  String.raw`bad|wrong|terrible|weird|strange|selfish|crazy|silly|stupid|dumb|mean|awful|horrible|pathetic|childish|dramatic|ungrateful`,
  String.raw`cold|soft|weak|ridiculous|cowardly|rude|lazy|daft|unreasonable|too much|unfair|cheating|giving up|embarrassing`,
  String.raw`foolish|disrespectful|egoistic|un-?christian|inappropriate|unprofessional|insensitive|tacky|petty|mad|nuts`,
  // "Would that be seen as patronising?"
  String.raw`patroni[sz]ing|condescending|presumptuous|intrusive|nosy|too forward`,
  // Doubts about a plan of one's own: "is this too obvious lol", "is that bribery", "is that too pushy?"
  GESTURE_DOUBTS,
].join('|');
export const FINE = String.raw`normal|ok|okay|fine|natural|reasonable|understandable`;
export const HEDGE = String.raw`a bit|a little|so|really|too|kind of|kinda|just|like|actually`;

// "is it normal to still be rattled about it on Wednesday?", "is that a silly goal?": the view with what it is about.
const VIEW_WORD = String.raw`(${DOUBTS}|${FINE}|common)`;
const VIEW_OF_IT = new RegExp(
  String.raw`\bis (?:it|this|that)(?: (?:${HEDGE}))? ${VIEW_WORD} ` +
    String.raw`((?:to|that|if|when|for me to) [^.?!,;:()]+)`,
  'iu',
);
const VIEW_OF_A_THING = new RegExp(String.raw`\bis (?:it|this|that)(?: (?:${HEDGE}))? (an?) ${VIEW_WORD} ([\p{L}-]+)\s*(?:\?|$)`, 'iu');
// What the question runs on into is not what it asks about: "or am I just tired", "or is it me"; "but not a real person" is.
const VIEW_CLAUSE_END = /\s(?:or|and (?:is|am|should|do|does))\b.*$/i;
const MAX_VIEW_WORDS = 14;
// The words a plain yes is given for.
const YES_WORD = new RegExp(`^(?:${FINE}|common)$`, 'i');
// A judgement of someone's character is answered as a view, not a fact: "No, I don't think it's selfish."
export const SOFT_NO = /^(?:cowardly|rude|selfish|lazy|weak|mean|cheating|giving up|bribery|pushy|too pushy|needy|too needy|clingy|desperate|creepy)$/;
// What only a doctor can call normal: a body's signs are never said back as normal.
const BODY_SIGNS = new RegExp(
  String.raw`\b(?:pain|pains|ache|aches|bleed\w*|blood|lump|rash|fever|dizzy|faint\w*|numb\w*|vomit\w*|throw(?:ing)? up|sick|medication|meds|pills?` +
    String.raw`|dose|weight|period|pregnan\w*|symptoms?|heart|chest|breath\w*)\b`,
  'i',
);

/**
 * The view in the question's own words, said back: "Yes, it's normal to still be rattled about it on Wednesday.",
 * "No, it isn't silly that some days you just want your house back.", "No, it isn't a silly goal."; null when the
 * question cannot be said back whole. Only a plain yes for what is normal, okay or common; a doubt ("silly",
 * "selfish") only when asked for (`doubts`), as the caller has read it to be about a feeling or a want.
 */
export function saidBackView(raw: string, doubts = false): string | null {
  const text = raw.replace(/\s+/g, ' ');
  const yes = (word: string) => YES_WORD.test(word);
  const thing = VIEW_OF_A_THING.exec(text);
  if (thing) {
    const [, article = 'a', word = '', noun = ''] = thing;
    const a = yes(word) ? (/^[aeiou]/i.test(word) ? 'an' : 'a') : article.toLowerCase();
    if (!yes(word) && !doubts) return null;
    return yes(word) ? `Yes, it's ${a} ${word.toLowerCase()} ${noun}.` : `No, it isn't ${a} ${word.toLowerCase()} ${noun}.`;
  }
  const m = VIEW_OF_IT.exec(text);
  if (!m) return null;
  const word = (m[1] ?? '').toLowerCase();
  if (!yes(word) && !doubts) return null;
  const clause = (m[2] ?? '').replace(VIEW_CLAUSE_END, '').replace(TRAILING_FILLER, '').trim();
  const words = clause.split(' ');
  // "is it normal that you…" speaks of the coach; a clause cut short ("to be so…") says nothing whole.
  if (words.length < 2 || words.length > MAX_VIEW_WORDS || /\b(?:you|your|u|ur)\b/i.test(clause) || /\b(?:so|too|the|a|an|my|to)$/i.test(clause)) return null;
  if (BODY_SIGNS.test(clause) || bodyIn(tokens(clause)).length > 0) return null;
  // "Is it normal that he hide this from me?": a slip of English is not said back in the coach's voice.
  if (soundsUnidiomatic(clause)) return null;
  const said = swapPronouns(clause);
  const view = word === 'ok' || word === 'okay' ? 'okay' : word;
  if (yes(word)) return `Yes, it's ${view} ${said}.`;
  return SOFT_NO.test(word) ? `No, I don't think it's ${view} ${said}.` : `No, it isn't ${view} ${said}.`;
}
