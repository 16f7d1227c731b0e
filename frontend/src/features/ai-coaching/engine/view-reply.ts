/**
 * A plain yes or no to "is it bad / weird / normal…?" when what is asked about is a feeling ("is it
 * terrible to be irritated with my mum when she's sick?") or a way of holding on after a loss ("her bowl
 * is still on the floor, is that bad?"), or whether an ask is allowed ("can I ask the photographer to…?"): the
 * answer first, in the question's own word, then why, then the conversation's next question. What someone should
 * do ("is it bad to drink coffee the night before?") is not answered here: the answer depends on the thing, so it is
 * left to written answers.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { currentSituation, nextQuestion, particularAnswer, situationAnswerKey } from './situation-reply';
import { askTypeOf, LOSS_SITUATIONS, type Situation } from './situations';
import { feelingGroup, feelingsIn } from './lexicon';
import { proposalIn } from './proposal-reply';
import { tokens, TRAILING_FILLER } from './text';
import { DOUBTS, FINE, GESTURE_DOUBTS, HEDGE, saidBackView, SOFT_NO } from './view-words';

// "would it be snitching to tell mrs okafor": telling someone who can help, doubted as telling on someone.
const TELLING_TALES = String.raw`snitching|snitch|grassing|grass|telling tales|telltale|tattletale|tattling|betrayal|betraying (?:him|her|them)`;
const ASKING = String.raw`is (?:it|that|this)|am i(?: being)?|(?:would|wouldn'?t|won'?t) (?:it|that|this) be|isn'?t (?:it|that|this)|was it|` +
  String.raw`is it just me,? or is it`;
const ASKED = new RegExp(
  [
    // "is that a crazy thing to feel": the doubt with "a … thing" around it.
    String.raw`\b(?:${ASKING})(?: (?:seen|taken|read) as)?(?: (?:${HEDGE}))? (?:a )?(${DOUBTS}|${FINE}|overreacting|${TELLING_TALES})(?: thing)?\b`,
    // "i cry in the shower almost every day. it is normal?": the order many writers use; "now I feel bad. is normal?" without it.
    String.raw`\b(?:it|this|that) (?:is|'s) (${DOUBTS}|${FINE})\s*\?|(?:^|[.?!]\s*)is (${DOUBTS}|${FINE})(?:\s*\?|(?= (?:to|that|if) ))`,
  ].join('|'),
);

// A single feeling word said back as it was: "Feeling resentful".
const SAID_BACK = [
  'jealous|resentful|irritated|annoyed|lost|useless|guilty|lonely|alone|numb|relieved|empty|bored|angry|sad|upset|scared',
  'stressed|worried|anxious|nervous|embarrassed|ashamed|insecure|envious|homesick',
].join('|');
const SAY_BACK = new RegExp(String.raw`\b(${SAID_BACK})\b`);
// What a feeling is asked about by: "to feel resentful", "that i still miss him", "to cry for no reason", "being irritated".
const FEELING = new RegExp(
  [
    String.raw`\b(?:feel|feeling|feels|felt|cry|crying|cried|tear up|tearing up|teared up|miss|missing|resent|wrecked|gutted|afraid|hate`,
    String.raw`|overreacting|this bad|like this|this way|this much|self-conscious|${SAID_BACK})\b`,
    // "to be this wound up", "to get this tilted": a state of feeling, whatever its word.
    String.raw`|\b(?:be|get|feel|being|getting|feeling) (?:this|so) [a-z]+\b`,
    // "is it selfish that this bothers me?": what it does to them.
    String.raw`|\b(?:bothers|bothered|upsets|gets to|hurts|annoys|irritates|bugs|bugged) me\b|\bgets on my nerves\b`,
    // "to still be hurt about it", "dreading the telephone".
    String.raw`|\b(?:be|still|feel|feeling|felt|so|this) hurt\b|\bdread(?:ing|ed)?\b`,
  ].join(''),
);
// What the feeling is over: "to be this upset over teeth", "to get this tilted from one game".
const FELT_OVER = new RegExp(
  String.raw`\b(be|get|feel|being|getting|feeling) (this|so) ([a-z]+(?: up| out| off)?) (over|about|from|after|by|at) ` +
    String.raw`((?:a |an |the |my |one |his |her |their |some |such a )?[a-z]+(?: [a-z]+)?)\s*$`,
);
const DOING_WORD: Readonly<Record<string, string>> = { be: 'Being', being: 'Being', get: 'Getting', getting: 'Getting', feel: 'Feeling', feeling: 'Feeling' };
// Doing, not feeling: "is it bad to drink coffee", "is it weird if i say the reason".
// "to keep going with something i'm this bad at": a step, not a feeling; "to keep crying" still a feeling.
const ACTS = 'take|drink|eat|leave|quit|go|move|text|tell|say|ask|sleep|work|use|do|buy|send|invite|get|call|skip|stop|talk|chat|write|' +
  'keep(?! (?:crying|feeling|missing|thinking|worrying))|continue|carry on|join|learn|practi[cs]e|play|sell|wear|book|visit|cancel';
// "to get this tilted" is a feeling.
const DOING = new RegExp(String.raw`\b(?:to|if i|that i(?: want to| will| am going to|'m going to)?) (?:${ACTS})\b(?! (?:this|so) [a-z]+)`);
// Holding on after a loss: her things kept where they were, talking or writing to them.
const THINGS_LEFT = 'bowl|bed|collar|lead|leash|toys?|voicemail|clothes|room|ashes|photos?';
const HOLDING_ON = new RegExp(
  String.raw`\b(?:keep|keeping|kept|${THINGS_LEFT}|put (?:it|them) away|move it|talk to (?:her|him|them)|write to (?:her|him|them)|letter)\b`,
);
const BOND = /\b(?:talk to|talking to|write to|writing to|letter|voicemail)\b/;
// "is it ok to want a day to myself?", "is it bad that I just want one lunch with only my friends?": a want of one's own.
const WANTING = /^\s*(?:to|that i|if i)(?: just| really| only| still| sometimes| secretly| kind of| kinda)? (?:want|need|wish for|would like|'d like)\b/;
const NOT_WANTING = /^\s*(?:(?:that|if) i(?: just| really| still| honestly)? (?:don'?t|do not|didn'?t|did not) (?:want|feel like)|to not want|not to want)\b/;
const THOUGHT = new RegExp(
  String.raw`^\s*that (?:(?:(?:the )?first thing|part of me|sometimes) )?i ` +
    String.raw`(?:thought|think|was thinking|keep thinking|wish|wished|was relieved|felt relieved)\b` +
    String.raw`|^\s*that my first thought\b`,
);
// A want about someone else ("to want him to leave") is not a need of one's own.
const DOUBTING_OTHERS = /\b(?:want|need) (?:him|her|them|my \w+) to\b/;
// Words that doubt a way of doing something hard ("just text him", "say 'health reasons'"), not any plan.
const ASKING_WORDS = /^(?:unreasonable|too much|selfish|rude|wrong|bad|unfair|ok|okay|fine|normal)$/;
const CHOICE_WORDS = /^(?:cowardly|weak)$/;
// Doubts about an easier way of doing one's own thing: "i could take the car… is that cheating?", "is it weird to leave early?"
const GESTURE_WORDS = new RegExp(`^(?:${GESTURE_DOUBTS})$`);
const EASIER_WORDS = new RegExp(`^(?:weird|strange|silly|dumb|cheating|giving up|childish|embarrassing|too much|${GESTURE_DOUBTS})$`);
// A small step of one's own doubted as foolish or unkind: "is it mad to buy paper plates for a couple of weeks", "a curtain down the
// middle is actually kinda a good idea?? … would that be weird", "the dessert thing i could maybe mention? or is that petty".
// Not "bad" or "wrong" ("or is that bad for business"): whether a step is right is weighed, not waved through.
const FOOLISH_WORDS = /^(?:weird|strange|silly|stupid|daft|crazy|mad|nuts|dumb|ridiculous|embarrassing)$/;
const UNKIND_WORDS = /^(?:petty|rude|selfish|mean|awful|too much|patroni[sz]ing|condescending|presumptuous|intrusive|nosy|too forward)$/;
const STEP_IN_MIND = /\b(?:i could|we could|i might|maybe (?:i|we)|i'?m thinking|i was thinking|thinking of|good idea|my idea|the idea|plan is)\b/;
// Going on with something or ending it ("is it daft to keep going…", "would it be awful to just stop going?") is a choice to weigh.
const GOING_ON_OR_ENDING = /\b(?:keep (?:going|doing|at it)|carry on|continue|quit|stop|give up|leave|drop out|pull out|move out|break up)\b/;
// Someone else's doing, not the person's step: "is it weird that he never calls".
const THEIR_DOING = /^\s*(?:that|if|when) (?:he|she|they|my \w+|her|his|people|everyone)\b/;
const PLANNED = new RegExp(
  String.raw`\b(?:i'll|ill|i will|maybe i|i could|could i|can i|should i|i might|i'm going to|im going to|gonna|if i|instead|just in case` +
    String.raw`|just (?:say|text|tell|send|write|leave))\b`,
);
const OWN_ACT = new RegExp(String.raw`^\s*(?:to|if i)(?: just| still| also)? (?:${ACTS}|bring|wear|have|keep|book|let|learn|unfollow|block|start|join|try)\b`);
// The plan is a way of saying something: weighed as a choice of words.
const SAYING = /\b(?:say|tell|text|write|message|email|call|ask)\b/;
// A bare "or" or "lol" before the question is not what it is about.
const FILLER = /^(?:or|and|but|so|like|lol|haha|ok|okay|hmm|idk)$/;
// "am i being petty?", "am i overreacting", "am i too sensitive", "am i a bad person": the doubt, to answer as "you're not…".
const DOUBTED_SELF = [
  DOUBTS,
  'overreacting|petty|paranoid|unreasonable|too sensitive|oversensitive|sensitive|over sensitive|precious|harsh|controlling',
  // "Am I being unromantic? His mum has already told half of Jodhpur about the palace".
  'unromantic|boring|cheap|stingy|tight|uptight|difficult|heartless|jealous|needy|clingy|judgy|judgmental|a killjoy',
  // "am i asking too much?": what they want, doubted.
  'asking (?:for )?too much|expecting too much|too demanding|demanding|too (?:needy|clingy|picky|fussy|strict|emotional|soft|harsh|controlling)',
  // "Does that make sense or am I making excuses for myself?"
  'making excuses|making it up|making a fuss|making a big deal (?:out )?of (?:it|this|nothing)',
  // "Am I reading too much into it?"
  'reading too much into (?:it|this|that|things)|reading into (?:it|this|that|things)|imagining (?:it|things)|overthinking(?: it| this)?',
].join('|');
// Doubts about how strongly one reacts, which a situation's view on what is normal answers; "unreasonable" or "selfish" it does not.
const REACTING = /^(?:being )?(?:overreacting|too sensitive|oversensitive|sensitive|over sensitive|paranoid|dramatic|precious)$/;
const DOUBTED_NAMES = [
  'baby|big baby|wimp|dinosaur|hypocrite|snob|monster|burden|failure|idiot',
  'loser|fraud|control freak|pushover|doormat|bully|nag|coward|drama queen|killjoy',
].join('|');
const SELF_DOUBT = new RegExp(
  String.raw`(?:^|[.?!,] *|\b(?:honestly|seriously|like|so|but|or) )am i (?:just )?(being )?` +
    String.raw`((?:${DOUBTED_SELF})|(?:a|an) (?:(?:bad|terrible|horrible|awful) [a-z]+|${DOUBTED_NAMES}))` +
    String.raw`(?: (?:here|about this|about it|for myself|for (?:feeling|wanting|thinking) this|to (?:be|feel|get|want|expect|think|ask) [^?.!]{1,40}))?` +
    String.raw`\s*(?:\?|$|[.!,]| (?:be honest|lol|tbh|haha|or\b))`,
);
// Whether something the person goes through is real: "is this a real thing", "is this culture shock thing real".
const REAL_THING = new RegExp(
  String.raw`\b(?:is|are) (?:this|that|it|these)(?: [a-z]+){0,4}? (?:a )?real (?:thing|condition)\b|` +
    String.raw`\b(?:is|are) (?:this|that|it)(?: [a-z]+){0,4}? real or\b`,
);
// And the doubt about themselves it comes with: "or am i just being ungrateful", "or i am just intolerant person", "or i am imagining".
const REAL_OR_ME = /\bor (?:am i|i am|i'm|im) (?:just )?((?:being )?[a-z]+(?: [a-z]+)?|imagining(?: it| things)?)[\s?!.]*$/;
// Saying no: "to say no", "if i don't go", "to back out", "to not pay half".
const REFUSING = new RegExp(
  String.raw`^\s*(?:to|if i) (?:just )?(?:say no|refuse|decline|back out|pull out|drop out|cancel|skip it|turn (?:it|him|her|them) down|` +
    String.raw`not (?:go|come|help|pay|join|attend|do it|buy|lend|host|invite)|don'?t (?:go|come|help|pay|join|lend|host)|` +
    // "is bad if i say i dont go to rainbow mountain?": saying no, told as what they would say.
    String.raw`say (?:that )?i (?:don'?t|won'?t|can'?t|will not|cannot) (?:go|come|join|do it|make it))\b`,
);
const ALLOWED_TO_FEEL = new RegExp(
  String.raw`\bam i (?:even |really |still )?allowed to (?:feel|grieve|cry|miss|be (?:this |so |still )?(?:${SAID_BACK}|hurt|gutted|relieved|happy))\b`,
);
// "can i ask the photographer to use only the photo i choose?": whether an ask is allowed, not how to word it.
const CAN_ASK = /\b(?:can|could|may) (?:i|we) (?:just |even |really )?ask (?!you\b|for (?:help|advice)\b)(?:[a-z'-]+ ){1,3}?(?:to|for|if|whether) [a-z]/;
const CAN_REFUSE = /\b(?:can|could|may) i (?:just |really |even |simply )?(?:say no|decline|refuse|skip it|not go|not come|pull out|back out)\b/;
const REFUSING_WORDS = /^(?:ok|okay|fine|bad|wrong|selfish|rude|mean|unfair|dumb|stupid|cowardly|weak|terrible|awful|horrible|ungrateful|lazy)$/;
// Not "i havent cried like this since my dad died", which is crying more, not less.
const NOT_CRYING = /\b(?:not|don'?t|can'?t|cannot|haven'?t|never) (?:cry|crying|cried)\b(?! (?:like this|this much|so much|that much|this hard))/;

export type ViewKind =
  | 'feeling'
  | 'not-crying'
  | 'holding-on'
  | 'bond'
  | 'want'
  | 'not-want'
  | 'thought'
  | 'choice'
  | 'easier'
  | 'gesture'
  | 'asking'
  | 'may-ask'
  | 'refusing'
  | 'self-doubt'
  | 'real-thing'
  | 'own-step'
  | 'telling'
  | 'reading';

export interface AskedView {
  word: string;
  kind: ViewKind;
  /** The feeling said back ("Feeling resentful"), or null for "Feelings like that". */
  feeling: string | null;
  /** The word the feeling was said with ("resentful", "cry"), to find it in a written answer. */
  stem?: string | null;
  /** What the feeling is over, as said back ("Being this upset over teeth"), and its last word ("teeth"). */
  over?: { phrase: string; thing: string } | null;
}

/**
 * The yes/no view asked for about a feeling or holding on, read from the message (and, for "is that
 * weird?", what it follows); null for anything else.
 */
export function askedView(normalized: string, inLoss: boolean): AskedView | null {
  // "is this reverse culture shock thing real or am i just being ungrateful?", "is that a real thing or i am imagining?"
  const real = REAL_THING.exec(normalized);
  if (real) {
    const doubt = REAL_OR_ME.exec(normalized.slice(real.index))?.[1]?.replace(/\s+(?:person|one|guy|girl|woman|man)$/, '').trim() ?? null;
    return { word: doubt ?? 'real', kind: 'real-thing', feeling: null };
  }
  // "Am I even allowed to feel this upset when he wasn't 'really' my dad?": a feeling, asked as whether it is allowed.
  if (ALLOWED_TO_FEEL.test(normalized)) return { word: 'allowed', kind: 'feeling', feeling: null };
  // "can i just say no? in japan it is difficult to say no to this": saying no, asked as whether it is allowed.
  if (CAN_REFUSE.test(normalized)) return { word: 'can', kind: 'refusing', feeling: null };
  if (CAN_ASK.test(normalized)) return { word: 'can', kind: 'may-ask', feeling: null };
  // "am i being a dinosaur? be honest", "am i overreacting", "am i a bad person": a doubt about oneself; but in
  // "is that normal or am I just being soft" the question about what is normal comes first.
  const doubt = /\bis (?:it|this|that)\b|\bnormal\b/.test(normalized) ? null : SELF_DOUBT.exec(normalized);
  if (doubt?.[2] && !/^(?:normal|ok|okay|fine|natural)$/.test(doubt[2])) {
    const word = `${doubt[1] ? 'being ' : ''}${doubt[2].trim()}`;
    // "am i reading too much into it?": nobody can say from outside what was meant, so no plain no.
    if (/^(?:reading|imagining|overthinking)\b/.test(word)) return { word, kind: 'reading', feeling: null };
    return { word, kind: 'self-doubt', feeling: null };
  }
  const m = ASKED.exec(normalized);
  if (!m) return null;
  const word = m[1] ?? m[2] ?? m[3] ?? '';
  // What it is asked about: what follows up to the sentence's end ("to feel…"), else the sentence before in the
  // message ("…then i feel worse, is that weird?"); "not crying all day" after the question is something else.
  const [after = '', next = ''] = normalized.slice((m.index ?? 0) + m[0].length).split(/[.?!]+/);
  const before = normalized.slice(0, m.index).split(/[.?!]/).filter((part) => part.trim() && !FILLER.test(part.trim())).at(-1) ?? '';
  // "is that terrible? being irritated with my mom": the question first, what it is about just after.
  const ahead = !before.trim() && /^\s*(?:being|feeling|to feel|that i)\b/.test(next);
  // "is it unfair of me to say no": what follows "of me".
  const own = after.replace(/^\s*of me\b/, '');
  const about = /^\s*(?:to|that|if|for|when|about|being)\b/.test(own) ? own : ahead ? next : before;
  if (inLoss && HOLDING_ON.test(about) && !/\b(?:another|new) (?:puppy|dog|cat|kitten|pet)\b/.test(about)) {
    return { word, kind: BOND.test(about) ? 'bond' : 'holding-on', feeling: null };
  }
  if (NOT_CRYING.test(about)) return { word, kind: 'not-crying', feeling: null };
  // "is it ok to want a day to myself?": a need, not a wrong.
  const wants = WANTING.test(about) && !DOUBTING_OTHERS.test(about) && !HOLDING_ON.test(about);
  if (wants) return { word, kind: 'want', feeling: null };
  // "is it selfish that I don't want this?": not wanting what is expected.
  if (NOT_WANTING.test(about) && !DOUBTING_OTHERS.test(about)) return { word, kind: 'not-want', feeling: null };
  // "is it wrong that the first thing I thought of was a new van?": a thought had, not a thing done.
  if (THOUGHT.test(about)) return { word, kind: 'thought', feeling: null };
  // "is it unreasonable to ask him to do one feed?": asking for a fair share of something shared.
  const asking = /^\s*(?:to|if i) ask (?:him|her|them|my \w+|\w+) (?:to|for)\b|\basking (?:for|to|him|her|them|my)\b/.test(about);
  if (asking && ASKING_WORDS.test(word)) return { word, kind: 'asking', feeling: null };
  // "is ok to ask a neighbour this or is too much?": whether an ask is all right to make at all.
  if (/^\s*(?:to|if i) (?:just )?ask\b(?! (?:you|u)\b)/.test(about) && ASKING_WORDS.test(word)) {
    return { word: /^(?:ok|okay|fine)$/.test(word) ? 'can' : word, kind: 'may-ask', feeling: null };
  }
  // "would it be snitching to tell mrs okafor?": telling someone who can help.
  if (new RegExp(`^(?:${TELLING_TALES})$`).test(word)) return { word: word.replace(/^(?:snitch|grass)$/, '$1ing'), kind: 'telling', feeling: null };
  // "is it unfair of me to say no?", "is it dumb to back out?": saying no, weighed.
  if (REFUSING.test(about) && REFUSING_WORDS.test(word)) return { word, kind: 'refusing', feeling: null };
  // "maybe I'll just say 'health reasons'. is that cowardly?": a way of doing something hard, weighed.
  if (CHOICE_WORDS.test(word) && PLANNED.test(about)) return { word, kind: 'choice', feeling: null };
  const feels = FEELING.test(about) && !DOING.test(about);
  // "is it weird if i say the reason" weighs being open, not an easier way: left to written answers.
  const planned = /^\s*(?:to|if i)\b/.test(about) ? OWN_ACT.test(about) && !SAYING.test(about) : PLANNED.test(about);
  if (GESTURE_WORDS.test(word) && PLANNED.test(about) && !feels) return { word, kind: 'gesture', feeling: null };
  if (EASIER_WORDS.test(word) && planned && !feels) {
    return { word, kind: SAYING.test(about) ? 'choice' : 'easier', feeling: null };
  }
  // The step may be a sentence or two before: "a curtain down the middle is actually kinda a good idea?? … would that be weird".
  // Not a way of saying something ("is it weird if i say the reason"), which weighs being open and is left to written answers.
  // "oh like just turning up with food? wouldnt that be weird": the step said back as a doing, just before.
  const sayingBack = /^\s*(?:(?:oh|so|ok|okay|hmm|wait)\s+)?(?:like |you mean )?(?:just |maybe )?[a-z]{3,}ing\b/.test(before);
  const stepAsked = /^\s*(?:to|if (?:i|we))\b/.test(about) || STEP_IN_MIND.test(normalized.slice(0, m.index)) || sayingBack;
  const ownStep = stepAsked && !SAYING.test(about) && !GOING_ON_OR_ENDING.test(about);
  if ((FOOLISH_WORDS.test(word) || UNKIND_WORDS.test(word)) && ownStep && !feels && !THEIR_DOING.test(about)) {
    return { word, kind: 'own-step', feeling: null };
  }
  if (!FEELING.test(about) || DOING.test(about)) return null;
  const said = SAY_BACK.exec(about)?.[1];
  const missed = /\bmiss(?:ing)? (him|her|them)\b/.exec(about)?.[1];
  const crying = /\bcr(?:y|ying|ied)\b|\btear(?:ing|ed)? up\b/.test(about);
  const feeling = said ? `Feeling ${said}` : missed ? `Missing ${missed}, even now,` : crying ? 'Crying, even a lot,' : null;
  return { word, kind: 'feeling', feeling, stem: said ?? (missed ? 'miss' : feeling ? 'cry' : null), over: feltOver(about) };
}

function feltOver(about: string): AskedView['over'] {
  // "this annoyed at a game lol": the laugh at the end is not part of what it is over.
  const m = FELT_OVER.exec(about.trim().replace(TRAILING_FILLER, ''));
  if (!m) return null;
  const [, verb = '', degree = '', state = '', by = '', what = ''] = m;
  const thing = what.replace(/^(?:my) /, 'your ');
  return { phrase: `${DOING_WORD[verb] ?? 'Feeling'} ${degree} ${state} ${by} ${thing}`, thing: what.split(' ').at(-1) ?? what };
}

/** Whether a situation speaks of a thing: "teeth" in the dentures situation, not in a loss. */
function situationSpeaksOf(situation: Situation, thing: string): boolean {
  const stem = thing.length > 4 ? thing.replace(/(?:es|s)$/, '') : thing;
  const said = new RegExp(String.raw`\b${stem}`, 'i');
  return [...situation.strong, ...situation.weak, situation.answers.normal].some((text) => said.test(text));
}

/**
 * Whether the situation's own view on what is normal leaves out the feeling asked about, by its kind: "more annoyed at him
 * than at his mum" is no part of a drinking situation's "it is normal to feel awkward at first"; "sad about something you
 * chose" is part of retiring's "normal to feel low or flat".
 */
function feelingUnspoken(situation: Situation, question: string): boolean {
  const asked = new Set(feelingsIn(tokens(question)).map(feelingGroup));
  return asked.size > 0 && !feelingsIn(tokens(situation.answers.normal)).some((feeling) => asked.has(feelingGroup(feeling)));
}

/** With no situation read, what to ask after the view. */
const ASK_AFTER = ['When does it feel strongest?', "What's been happening that brings it on?"];
export const ASK_WHEN_TOLD = ['What would help a little with it right now?', 'What do you most need while it feels like this?'];
export const SELF_JUDGED = new RegExp(
  String.raw`\b(?:bad|terrible|horrible|awful|evil) (?:person|mother|mum|dad|father|friend|daughter|son|wife|husband|sister|brother)\b|` +
    String.raw`\b(?:selfish|ungrateful|heartless)\b`,
);
const TOLD_WORDS = 25;
/** After the view on a feeling over something: what in it matters. */
const ASK_ABOUT_IT = ['What about it gets to you most?', 'What does it bring up for you?'];
/** After the view on saying no, on whether to ask, or on a doubt about oneself. */
const ASK_BY_KIND: Partial<Record<ViewKind, readonly string[]>> = {
  refusing: ['How do you think they would take a plain no?', 'Is there something you would be happy to offer instead?'],
  'may-ask': ['How would you put it in one sentence?', 'When would be a good moment to ask?'],
  'self-doubt': ['What would you like to happen now?', 'What would feel like a fair way to raise it?'],
  gesture: ['When are you thinking of doing it?', 'How do you think they might take it?'],
  want: ['What would it take to get a little of it?', 'Who would you need to ask for it?'],
  'not-want': ['What would you rather do instead?', 'How do you think the people around you would take it?'],
  thought: ['What did you make of it when it came?', 'What would you like to do about it?'],
  'own-step': ['What would make it easier to go ahead?', 'How do you think it would go?'],
  telling: ['Who would be the best person to tell?', 'What would you want them to know first?'],
  reading: ['What would help you find out?', 'Has it happened before, or is this the first time?'],
};

/** Views that give way to a written answer for the very question, or to one of the situation's particular questions. */
const YIELDS_TO_WRITTEN: ReadonlySet<ViewKind> = new Set(['own-step', 'refusing', 'may-ask', 'self-doubt', 'real-thing', 'telling', 'reading']);

/** The views said back in the question's words; a doubt about oneself or whether a thing is real has its own. */
const ECHOED_KINDS: ReadonlySet<ViewKind> = new Set([
  'feeling', 'want', 'not-want', 'thought', 'asking', 'refusing', 'choice', 'easier', 'holding-on', 'bond', 'not-crying', 'own-step',
]);

/** "No, it isn't selfish." / "Yes, it's normal." / "No, you're not overreacting." */
function verdict(word: string, kind?: ViewKind): string {
  if ((kind === 'refusing' || kind === 'may-ask') && word === 'can') return 'Yes, you can.';
  if (word === 'allowed') return "Yes, you're allowed to feel it.";
  if (kind === 'self-doubt') return `No, I don't think you're ${word}.`;
  if (kind === 'real-thing' && word === 'real') return "Yes, it's a real thing.";
  if (kind === 'real-thing' && /^imagining/.test(word)) return "Yes, it's a real thing, and you're not imagining it.";
  if (kind === 'real-thing') return `Yes, it's a real thing, and no, it doesn't mean you're ${word}.`;
  if (word === 'overreacting') return "No, I don't think you're overreacting.";
  if (kind === 'telling') return `No, I don't think it's ${word}.`;
  if (kind === 'reading') return "You might be, or you might not: from the outside, neither of us can know what was meant.";
  if (SOFT_NO.test(word) || kind === 'own-step') return `No, I don't think it's ${word}.`;
  if (new RegExp(`^(?:${FINE})$`).test(word)) return /^(?:normal|natural|reasonable|understandable)$/.test(word) ? `Yes, it's ${word}.` : "Yes, it's okay.";
  return `No, it isn't ${word}.`;
}

/**
 * The view, then why, then the conversation's next question; once per kind a session. Null when the question is not one of these.
 * `normalized` is the message in lower case with its punctuation; `words` the understood words, to find the situation's questions;
 * `specific` whether a written answer for this very question (not a general one) was found; `yields` whether what was found
 * (if anything) gives way to the situation's own view on what is normal.
 */
export function answerView(s: Session, normalized: string, written: string | null, words: string, specific: boolean, yields = true): Turn | null {
  // One question answered plainly; a message with another ("…can I record the voicemail?") is answered whole elsewhere.
  // "is it silly to be this upset over a choir??" is one question.
  // A short tag after it ("people do right?", "or not?") asks nothing new.
  const questions = normalized.split(/\?+/).slice(0, -1).filter((part, i) => i === 0 || part.trim().split(/\s+/).length > 3);
  if (questions.length > 1) return null;
  const situation = currentSituation(s);
  const memory = s.state.memory;
  const inLoss = (situation !== null && LOSS_SITUATIONS.has(situation.id)) || memory.people.some((p) => p.lost) || memory.pets.some((p) => p.lost);
  const view = askedView(normalized, inLoss);
  if (!view) return null;
  // A written answer about this very feeling ("Anger isn't bad in itself…", "Losing a pet is losing a member of the family")
  // says more than the plain view.
  // "angry" is found as "anger", "lonely" as "loneliness".
  const stem = view.stem ? view.stem.slice(0, Math.max(3, view.stem.length - 2)) : null;
  if (written && stem && written.toLowerCase().includes(stem)) return null;
  if (written && inLoss && view.kind === 'feeling' && /\b(?:grief|grieve|loss|losing)\b/i.test(written)) return null;
  // An easier way of doing something weighed ("is it weird to leave early?") is often one of the situation's own questions,
  // answered there with how ("Yes, leaving early is a good plan… decide your leaving time").
  // A written answer to this very step ("should I tell the landlord?") says more than the plain view, too.
  const weighedStep = (view.kind === 'easier' || view.kind === 'choice' || view.kind === 'gesture') && EASIER_WORDS.test(view.word);
  if (weighedStep || YIELDS_TO_WRITTEN.has(view.kind)) {
    if (specific || particularAnswer(s, words, normalized)) return null;
  }
  // A step a plain yes is written for ("Is it weird to just mention the braces upfront?") is answered there, naming it.
  // So is one a written answer speaks to ("is it selfish to go?": "From what you have told me, no…").
  if (view.kind === 'own-step' && (written !== null || proposalIn(s.lastRaw))) return null;
  const key = `view:${view.kind}`;
  if (s.state.answered.includes(key)) return null;
  // A feeling in a situation still to give its own view on what is normal ("it is normal to feel low after retiring") is
  // answered by that view, written for the situation; the plain one is for a feeling with no situation, or a second one.
  const ownView = askTypeOf(normalized) === 'normal' && situation !== null && !s.state.answered.includes(situationAnswerKey(situation.id, 'normal'));
  // Unless the feeling is over something the situation never speaks of ("this upset over teeth" after a loss years ago).
  // Nor a feeling the situation's view leaves out ("more annoyed at him than at his mum" in a misread drinking one).
  const asked = questions[0] ?? normalized;
  const elsewhere =
    situation !== null && (view.over ? !situationSpeaksOf(situation, view.over.thing) : view.kind === 'feeling' && feelingUnspoken(situation, asked));
  // Not when an answer written for other words would come first instead ("is that stupid" read as an idea to try).
  if (view.kind === 'feeling' && ownView && !elsewhere && yields) return null;
  // "am i overreacting?" in a situation with its own view on what is normal ("it is very common to feel hurt when left out").
  // Only when the question is one the situation's view answers: "am I being unromantic?" is not read as asking what is normal.
  const asksNormal = askTypeOf(normalized) === 'normal';
  const reacting = REACTING.test(view.word);
  if (view.kind === 'self-doubt' && reacting && asksNormal && situation !== null && !s.state.answered.includes(situationAnswerKey(situation.id, 'normal'))) {
    return null;
  }
  s.state.answered = [...s.state.answered, key].slice(-40);
  // "Feeling lonely is a very common part of feeling lonely" says nothing.
  const part = situation && !situation.title.startsWith('feeling ') && !elsewhere ? `a very common part of ${situation.title}` : 'very common';
  // The view said back in the question's own words already names the feeling, and says it is common.
  const echoed = ECHOED_KINDS.has(view.kind) ? saidBackView(s.lastRaw, true) : null;
  const common = echoed ? 'Many people feel it' : `${view.feeling ?? 'Feeling like that'} is ${part}`;
  // "…or I am a bad person?": the fear answered; a story told before the question: the feeling set beside it.
  const judged = SELF_JUDGED.test(normalized);
  const toldFirst = s.state.userMessages >= 2 || normalized.split(' ').length > TOLD_WORDS;
  const why: Record<ViewKind, string> = {
    // Over something the situation never speaks of, or with none read; after a loss the plain view is kinder.
    feeling:
      view.over && (situation ? elsewhere : !inLoss)
        ? `${echoed ? '' : `${view.over.phrase} is ${part}. `}Something that looks small from outside can hit hard when it touches something bigger, ` +
        "like how you see yourself, what you've been through or what you were hoping for. It doesn't mean you're overreacting."
      : `${common}${judged ? ", and it doesn't make you a bad person" : toldFirst ? ", and it makes sense after what you've told me" : ''}. ` +
        "Feelings aren't right or wrong; they tell you how much you're carrying, and they usually ease a little once they're said out loud.",
    'not-crying':
      "People grieve in very different ways, and many don't cry at all, or not for a long time. It doesn't mean you care less; " +
      'grief can show up as tiredness, numbness or a short temper instead.',
    'holding-on':
      "There's no right time to put things away. Many people leave a bowl, a bed or a coat where it was for weeks or months, " +
      'and some keep one thing for good. When you feel ready, you could move it somewhere special rather than away.',
    'may-ask':
      "It's a fair thing to ask, and most people would rather be asked plainly than left to guess; they can always tell you what is possible. " +
      'Keep it to one polite ask, and say in a few words why it matters to you.',
    asking:
      'Asking for a fair share of something you share is reasonable, and most people would rather be asked plainly than left to guess. ' +
      'Say what you need and when in one plain sentence, and leave room for them to say how.',
    want:
      "Wanting that is very human, and it doesn't make you selfish or ungrateful; a need doesn't go away by being ignored. " +
      'The kinder question is how to get some of it in a way that works for everyone around you.',
    'not-want':
      "Not wanting it doesn't make you selfish or a bad person; what you want counts too, alongside what others expect of you. " +
      'The kinder question is how to say so in a way the people around you can hear.',
    thought:
      'Thoughts like that come on their own, often at the most awkward moments, and having one says nothing bad about you. ' +
      'What you choose to do is what counts.',
    choice:
      "Choosing a way you can actually manage is sensible, not weak. What matters is that it gets done in a way you can live with, " +
      'and you can always say more later if you want to.',
    gesture:
      'It comes across as what it is: a kind, low-pressure way of reaching out, and most people are glad when someone makes the first move. ' +
      "If it doesn't land the first time, little is lost, and you can try again another way.",
    easier:
      'Plenty of people do just that. Doing something hard in a way that works for you is sensible, not odd or weak: ' +
      "what counts is that you do it, not that it looks like anyone else's way.",
    refusing:
      'Saying no, or pulling out of something that does not feel right for you, is allowed, and people do it all the time; ' +
      'it does not make you a bad person. ' +
      'Say it kindly and plainly, without a long list of reasons, and if you want to, offer what you can do instead: "I can\'t do that, but I could…"',
    'real-thing':
      'It is far more common than people say out loud, and putting a name to it is often the first step to handling it. ' +
      'You are reacting to something real, not making it up.',
    'self-doubt':
      "From what you've told me, you're reacting to something real, and most people in your place would feel it too. " +
      "Asking the question at all shows you're trying to be fair. What counts is what you do next, and you can do that calmly.",
    'own-step': FOOLISH_WORDS.test(view.word)
      ? 'Plenty of people do something like that, and doing what makes things easier for you is sensible, not odd. ' +
        'What matters is whether it helps you.'
      : `It's usually how something is said or done, more than the thing itself, that comes across as ${view.word}. ` +
        'Keep it plain and friendly, and it will most likely be taken the way you mean it.',
    reading:
      "Your reading is worth taking seriously, and worth holding lightly until you know more. Two things settle it: whether it's a " +
      'one-off or a pattern, and a calm, curious question to them ("I wondered why…") rather than a guess.',
    telling:
      'Telling on someone is done to get them into trouble; telling someone who can help, because something matters, is looking out ' +
      'for people. Say plainly what you saw or know, without guessing at reasons, and let them take it from there.',
    bond:
      "Many people keep talking or writing to someone they've lost; it's a way of keeping the bond, and it often brings comfort. " +
      'There is no point by which you are meant to stop.',
  };
  // The view in the question's own words when they can be said back whole: "No, it isn't wrong that some days you…".
  const parts = [echoed ?? verdict(view.word, view.kind), why[view.kind]];
  // What brings it on is not asked once the story was told: what would help is.
  const after = toldFirst && !view.over && !ASK_BY_KIND[view.kind] ? ASK_WHEN_TOLD : (ASK_BY_KIND[view.kind] ?? ASK_AFTER);
  parts.push((situation && !elsewhere ? nextQuestion(s, situation) : null) ?? s.pick(view.over ? ASK_ABOUT_IT : after));
  return { kind: 'reply', parts, carry: parts, content: true };
}
