/**
 * The pass over the words that fixes what needs the neighbouring word ("id rather", "want 2 die",
 * "i might just kys"), after tokenize.ts has made the words.
 */

const VERB_AFTER_I_WOULD = new Set(
  (
    'rather be never kill just love like probably do want have go take jump end hate die prefer sooner honestly really give lose wish ' +
    'feel always still hang shoot overdose drown cut hurt'
  ).split(' '),
);
const VERB_AFTER_I_WILL = new Set(
  (
    'kill end just do take jump hang cut be never go finally probably make try overdose shoot drown die hurt see get stop always ever miss ' +
    'leave disappear not tell write say give swallow walk drive crash slit od'
  ).split(' '),
);
const BEFORE_TO = new Set('want going have need ready try trying tried like love hate plan planning about decided deserve wish used way ways'.split(' '));
const PARTICIPLE = new Set('been existed gone died done had known seen met tried felt thought taken left woken made lost given become'.split(' '));
const PRONOUN = new Set('i you he she we they it'.split(' '));
const NOT_MYSELF = new Set(
  'harm harming harmed injury esteem worth care confidence image doubt hatred loathing control respect talk love destruct destructive'.split(' '),
);
// "to dye" is "to die" after these, unless what is dyed follows.
const DYE_AS_DIE_BEFORE = new Set('want wanna way ways going ready wish deserve decided plan planning time easier better'.split(' '));
const DYE_OBJECT = new Set('my your his her their the a it them this that hair clothes shirt wool eggs fabric'.split(' '));
// What is dyed, after "die" typed for "dye": "cant wait to die my hair pink".
const DYED = new Set('hair beard roots eyebrows fringe bangs clothes shirt jeans wool eggs fabric'.split(' '));
const DYED_WHOSE = new Set('my your his her their the'.split(' '));
// "I want to die my hair is falling out": the hair starts a sentence of its own.
const HAIR_SUBJECT_VERB = new Set('is was are were keeps has have falling fell looks'.split(' '));
// "Unalive" as a word talked about ("unalive is such a dumb word", "the word unalive"), not said of
// anyone: after "the word" or "saying", or before "is" with a word about words close after it.
const NAMING_THE_WORD_BEFORE = new Set(['word', 'saying', 'says']);
const ABOUT_WORDS = new Set('word words term slang tiktok euphemism phrase cringe'.split(' '));
const isTheWordItself = (tokens: readonly string[], i: number, previous: string) =>
  NAMING_THE_WORD_BEFORE.has(previous) ||
  ((tokens[i + 1] === 'is' || tokens[i + 1] === 'was') && tokens.slice(i + 2, i + 8).some((token) => ABOUT_WORDS.has(token)));
// Between "i" and "kys", words that keep it about oneself ("i might just kys").
const KYS_LEAD = new Set(
  (
    'am want to might will would should could going need may just really honestly literally actually finally probably kind of seriously ' +
    'lowkey about ready got have go'
  ).split(' '),
);
const SUICIDE_SPELLING = /^su+i?[cs]+i?d+(e|al|ial)$/;
// Intensifiers that change nothing the rules look at; dropped so they cannot split a phrase
// ("I honestly don't really even want to be alive").
const INTENSIFIER = new Set(
  'really honestly literally actually seriously truly genuinely basically totally completely lowkey highkey legit even already definitely probably'.split(' '),
);

/** Fixes that need the word before or after. */
export function fixAcrossWords(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const word = tokens[i] as string;
    const next = tokens[i + 1] ?? '';
    const previous = out[out.length - 1] ?? '';
    if (word === 'id' && VERB_AFTER_I_WOULD.has(next)) out.push('i', 'would');
    else if (word === 'ill' && VERB_AFTER_I_WILL.has(next)) out.push('i', 'will');
    else if (word === '2' && BEFORE_TO.has(previous)) out.push('to');
    else if (word === 'would' && PRONOUN.has(previous) && (PARTICIPLE.has(next) || PARTICIPLE.has(tokens[i + 2] ?? ''))) {
      // "I'd never been" is "I had", not "I would".
      out.push(PARTICIPLE.has(next) || ['never', 'not', 'just', 'already', 'ever'].includes(next) ? 'had' : 'would');
    } else if (word === 'my' && next === 'self' && !NOT_MYSELF.has(tokens[i + 2] ?? '')) {
      out.push('myself');
      i += 1;
    } else if (word === 's' && next === 'h') {
      out.push('sh');
      i += 1;
    } else if (word === 'self' && (next === 'delete' || next === 'deleting' || next === 'deleted')) {
      out.push(next === 'deleting' ? 'killing' : 'kill', 'myself');
      i += 1;
    } else if (word === 'dye' && previous === 'to' && DYE_AS_DIE_BEFORE.has(out[out.length - 2] ?? '') && !DYE_OBJECT.has(next)) {
      // "i want to dye", "best way to dye": no hair, clothes or colour after it.
      out.push('die');
    } else if (word === 'sewer' && next === 'slide') {
      out.push('suicide');
      i += 1;
    } else if (
      (word === 'die' || word === 'died' || word === 'dying') &&
      (DYED.has(next) || (DYED_WHOSE.has(next) && DYED.has(tokens[i + 2] ?? ''))) &&
      !HAIR_SUBJECT_VERB.has(tokens[DYED.has(next) ? i + 2 : i + 3] ?? '')
    ) {
      out.push(word === 'die' ? 'dye' : word === 'died' ? 'dyed' : 'dyeing');
    } else if (word.startsWith('unaliv') && isTheWordItself(tokens, i, previous)) {
      out.push(word);
    } else if (word.startsWith('unaliv')) {
      const form = word === 'unaliving' ? 'killing' : word === 'unalived' ? 'killed' : 'kill';
      out.push(form, next === 'me' ? 'me' : 'myself');
      if (next === 'me' || next === 'myself') i += 1;
    } else if (word === 'kys') {
      // About oneself only after "i" and words like "want to", "might just".
      let back = out.length - 1;
      while (back >= 0 && KYS_LEAD.has(out[back] as string) && out.length - back < 8) back -= 1;
      out.push('kill', out[back] === 'i' ? 'myself' : 'yourself');
    } else if (
      INTENSIFIER.has(word) ||
      ((word === 'kind' || word === 'sort') && next === 'of' && previous !== 'what' && previous !== 'this' && previous !== 'that')
    ) {
      if (word === 'kind' || word === 'sort') i += 1;
    } else if (word.startsWith('su') && SUICIDE_SPELLING.test(word)) {
      out.push(word.endsWith('e') ? 'suicide' : 'suicidal');
    } else {
      out.push(word);
    }
  }
  return out;
}
