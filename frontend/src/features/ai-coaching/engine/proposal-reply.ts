/**
 * A step the person proposes and asks about ("should i make a little kit she can keep in her backpack?",
 * "Should I mute the group till Sunday?", "should I ask the salon owner to make the chair rent less?"):
 * a small, ordinary step of their own is met with a plain yes that names it, the doubt said with it
 * answered, why, and one question on. Only steps that get something ready, reach out, raise something,
 * ask, offer something in between, give a small gift or take a little distance; never a choice between
 * two steps, nor one that ends, signs or risks anything, which needs weighing, not a yes.
 */
import type { Turn } from './compose-reply';
import { SILLY_WORDS } from './choice-reply';
import type { Session } from './session';
import { capitalize, gerund, swapPronouns, withoutTitleStops } from './text';
import { forOne } from './their-pronoun';
import { WEEKDAYS } from './understanding/entities';
import { HE_ROLES, SHE_ROLES } from './understanding/roles';

type StepKind = 'ready' | 'practise' | 'reach' | 'raise' | 'ask' | 'offer' | 'distance' | 'gift' | 'attend';

const STEPS: Readonly<Record<Exclude<StepKind, 'gift' | 'attend'>, string>> = {
  // "do" only for something for an occasion ("her birthday is on the 22nd. should i do something?").
  ready: 'make|write|bring|prepare|print|pack|plan|book|join|put|do',
  practise: 'practise|practice|rehearse',
  reach: 'call|ring|text|message|email|invite|visit|thank|show',
  // "Should I have a word with him beforehand?"
  raise: 'mention|raise|have a word|have a quiet word',
  ask: 'ask',
  offer: 'offer|suggest|propose',
  distance: 'mute|unmute',
};
// "bring it up at the check-in" raises something; "bring notes" gets something ready; "bring him honey" is a gift.
const BRING_UP = /^(?:(?:it|this|that|the \w+) )?up\b/i;
const BRING_TO = /^(?:him|her|them)\b/i;
// "should i just show my face for an hour?": going for a while, not showing someone something.
const SHOW_UP = /^(?:(?:my|your|our) )?(?:face|up)\b/i;
const KIND_OF = new Map(Object.entries(STEPS).flatMap(([kind, verbs]) => verbs.split('|').map((verb) => [verb, kind as StepKind])));

// "is it reasonable for me to ask him directly": a yes asked for the step.
const FINE_TO = String.raw`(?:ok|okay|fine|a good idea|reasonable|fair|alright|all right) (?:if i|to|for me to)`;
// "Could I offer her reduced hours instead?", "what if i ask her to come on sundays?", "maybe i should text him".
// "what if we both write down our top 3 things and compare?": a step for two, said the same way.
// "Is it stupid to ask her?": a small step doubted, met with the same plain yes and the doubt answered.
const SILLY = `${SILLY_WORDS}|dumb|mad`;
const SILLY_TO = new RegExp(String.raw`\bis it (?:a bit |too )?(${SILLY}) (?:to|if (?:i|we))\b`, 'i');
const WEIGHING = String.raw`should (?:i|we)|shall (?:i|we)|do you think (?:i|we) should|is it ${FINE_TO}|would it be ${FINE_TO}|could (?:i|we)|` +
  String.raw`what if (?:i|we)|maybe (?:i|we) should|is it (?:a bit |too )?(?:${SILLY}) (?:to|if (?:i|we))`;
const PROPOSAL = new RegExp(
  String.raw`\b(?:${WEIGHING})(?: just| also| maybe| still| even| first| both)? ` +
    String.raw`(${[...KIND_OF.keys()].join('|')})\b([^?.!]*)(?:[?.!]|$)`,
  'i',
);
// "maybe i bring him also jar of honey, or is this like bribe?": a step told, then doubted; the doubt makes it a question.
const TOLD_THEN_DOUBTED = new RegExp(
  String.raw`\b(?:maybe i|i could|i might|could i|can i|what if i|i was thinking i(?: could| would)?)(?: just| also)? ` +
    String.raw`(${[...KIND_OF.keys()].join('|')})\b([^?.!]*?),? (or (?:is|would|will|does) (?:this|that|it)\b[^?]*)\?`,
  'i',
);
// A doubt after the step ("or is that too much?") weighs the same step; any other "or" offers a second one to choose from.
// Not "or do it alone first": a second step, not a doubt.
const DOUBT_TAIL = new RegExp(
  String.raw`\s+or (?:is|would|will|am|was|could|might) (?:that|it|this|i|they|he|she|people|everyone)\b.*$|` +
    String.raw`\s+or (?:does|do) (?:that|this|i|they|he|she|people|everyone)\b.*$|\s+or (?:not|no)\b.*$`,
  'i',
);
// Nothing the step is about can be read from "it" or "that" alone, unless the step is reaching someone ("ring him").
const BARE = /^(?:it|that|this|one|them|those|these|something|anything)?$/i;
const PERSON = /^(?:him|her|them|(?:my|the|our) [\p{L}'-]+|\p{Lu}[\p{L}'-]+)$/u;
// Steps a plain yes is wrong for, whatever the verb: money and papers, medicine, leaving, an ex, someone unsafe, a pet's end.
const WEIGHTY = new RegExp(
  [
    String.raw`\b(?:sign|loan|lend|borrow|money|debt|medic\w*|pills?|tablets?|dose|treatment|police|lawyer|divorce|quit|resign|leave|break up`,
    String.raw`|ex|ex's|crush|first date|estranged|abusive|violent|unsafe|euthan\w*|put (?:him|her|it|them) (?:down|to sleep))\b`,
  ].join(''),
  'i',
);
// What nobody sets out to make: "a mistake", "a fool of myself", "it worse".
const FEARED_MAKING = /^(?:a |an |another |the same )?(?:\w+ )?(?:mistakes?|mess|fool|idiot|scene|error|blunder|hash)\b|^(?:it|things|everything) worse\b/i;
// "put" only for getting words ready: "put it in writing", "put a date in it".
const PUT_READY = /^(?:it |this |that |everything )?in writing\b|^an? (?:date|deadline|time limit|note)\b/i;
// Reaching out or asking after a breakup is another question: whether to be in touch at all.
const NOT_TO_REACH = new Set(['breakup', 'divorce-separation', 'dating-anxiety', 'partner-jealousy']);
// Steps that are one's own whoever it is about (getting ready, practising, stepping back, a small gift, going along for an
// hour), so still backed there.
const OWN_STEPS: ReadonlySet<StepKind> = new Set(['ready', 'practise', 'distance', 'gift', 'attend']);
const NOT_TO_TELL = new Set(['coming-out', 'new-diagnosis', 'health-worry', 'job-loss-search', 'family-inheritance']);
const MAX_STEP_WORDS = 12;

// The doubt said with the step, answered with the yes: "or is that too much?", "or will they think im a bad mum".
const DOUBT_WORDS = String.raw`too much|too far|weird|rude|cold|mean|pushy|cheating|giving up|daft|silly|stupid|excuses|complaining|overkill|` +
  String.raw`over the top|needy|desperate|strange|petty|harsh|unfair|selfish|tight|stingy|(?:too much )?pressure|` +
  String.raw`(?:a |like )?bribe|making it worse|(?:a )?(?:telltale|tattletale|snitch|grass)|` +
  String.raw`(?:a )?(?:bad|terrible|useless) (?:mum|mom|mother|dad|father|parent|wife|husband|friend|daughter|son)|weak|mad|crazy|dramatic|lazy`;
const DOUBT_ABOUT_IT = new RegExp(
  String.raw`\bor (?:is|would|will|does) (?:that|it|this)(?: be| being)?(?: (look|sound|seem))?(?: like)?` +
    String.raw`(?: an?)?(?: bit of)?(?: an?)?(?: too)? (${DOUBT_WORDS})\b`,
  'i',
);
const DOUBT_ABOUT_ME = new RegExp(
  String.raw`\bor (?:will|would|do|does|might) (?:they|he|she|people|everyone) think (?:i'?m|i am|im) (?:a bit |just )?(${DOUBT_WORDS})\b|` +
    String.raw`\bor (?:will|would|does) (?:that|it) make me (?:look |seem )?(${DOUBT_WORDS})\b`,
  'i',
);

// "I was also thinking of bringing mandu this year as my contribution. Too much?", "maybe I ask her to teach me one dish? Is
// that good…", "I thought maybe to make him a simple paper instruction…. You think it helps…?": a step told in a sentence of its
// own, then a yes asked for in the next.
// "maybe I can tell her before?": telling, put forward tentatively, is raising it; asked outright ("should I tell him?") it is
// weighed elsewhere, since what there is to tell may be anything.
const TENTATIVE_ONLY = new Map([['tell', 'raise' as StepKind]]);
const VERB_FORMS = new Map(
  [...KIND_OF.keys(), ...TENTATIVE_ONLY.keys()].flatMap((verb) => [[verb, verb], [gerundOf(verb), verb]]),
);
const TOLD_STEP = new RegExp(
  // At the start of a sentence or after a word that opens one: not "something simple I can write…", "What question I can ask".
  String.raw`(?:^|[.?!,:]\s*|\b(?:also|and|so|oh|ok|okay|haha|then) )` +
    String.raw`(?:maybe (?:i|we)(?: can| could)?|i could|i can|i might|(?:i was|i'm|im|i am) (?:also |just )?thinking (?:of|about)|` +
    String.raw`i thought (?:maybe )?(?:to|of|about|i could))` +
    String.raw`(?: just| also| maybe)? (${[...VERB_FORMS.keys()].join('|')})\b([^?.!]*)([?.!]+|$)\s*(.*)$`,
  'i',
);
const YES_ASKED = new RegExp(
  String.raw`^(?:(?:is|would) (?:that|it|this)(?: be)?(?: a bit| too)? (?:ok|okay|good|fine|alright|all right|a good idea|${DOUBT_WORDS})|` +
    String.raw`(?:do )?you think (?:it|that|this) (?:helps|would help|will help|works|would work|could work)|` +
    String.raw`(?:a )?good idea|(?:a bit |too )?(?:${DOUBT_WORDS})|ok|okay)\b[^?.!]*\?`,
  'i',
);
// "Too much?" on its own doubts the step told just before.
const BARE_DOUBT = new RegExp(String.raw`^(?:(?:is|would) (?:that|it|this)(?: be)? )?(?:a bit |too )?(${DOUBT_WORDS})(?:\s*\?|,)`, 'i');

/** "have a word" → "having a word". */
function gerundOf(verb: string): string {
  const [head = '', ...tail] = verb.split(' ');
  return [gerund(head), ...tail].join(' ');
}

const CAPITAL_WORDS = new Set([...WEEKDAYS, ...'january february march april june july august september october november december'.split(' ')]);
export interface Proposal {
  kind: StepKind;
  /** The step as said back: "making a little kit she can keep in her backpack". */
  step: string;
  /** The doubt said with it, answered: "and no, it doesn't make you a bad mum". */
  doubt: string | null;
}

// "Or is that going behind Callum's back?": asking someone else about a person who is not told.
const BEHIND_BACK = new RegExp(
  String.raw`\b[Oo]r (?:is|would|will) (?:that|it|this)(?: be)? (?:going |doing it |asking )?behind ((?:his|her|their)|\p{Lu}[\p{L}'-]*?)(?:['’]s)? back\b`,
  'u',
);

function doubtIn(tail: string): string | null {
  const behind = BEHIND_BACK.exec(tail)?.[1];
  if (behind) {
    const whose = /^(?:his|her|their)$/.test(behind) ? behind : `${behind}'s`;
    const them = { his: 'him', her: 'her', their: 'them' }[behind] ?? behind;
    return `and it needn't be going behind ${whose} back: you can tell ${them} you're asking, and that it's because you care`;
  }
  const me = DOUBT_ABOUT_ME.exec(tail);
  const mine = (me?.[1] ?? me?.[2])?.toLowerCase();
  if (mine) return `and no, it doesn't make you ${mine}`;
  const about = DOUBT_ABOUT_IT.exec(tail);
  const it = about?.[2]?.toLowerCase().replace(/^like /, '');
  if (!it) return null;
  if (it === 'bribe') return "and no, I don't think it's a bribe";
  if (it === 'pressure') return "and no, I don't think it's too much pressure";
  // "or is that being a bit of a telltale?": who it would make them.
  if (/^(?:a )?(?:telltale|tattletale|snitch|grass)$/.test(it)) return `and no, it doesn't make you a ${it.replace(/^a /, '')}`;
  // "or will it sound like excuses": "it won't sound like excuses".
  // "seem petty" for a word of how it comes across; "look like a bribe", "sound like excuses" for a thing it could be taken for.
  const like = /^(?:an? |excuses|complaining|cheating|giving up|making it worse|overkill)/.test(it) ? ' like' : '';
  return about?.[1] ? `and no, I don't think it will ${about[1].toLowerCase()}${like} ${it}` : `and no, I don't think it's ${it}`;
}

/** The one step the message proposes and asks about, or null. */
export function proposalIn(raw: string): Proposal | null {
  const text = withoutTitleStops(raw.slice(0, 600));
  const told = TOLD_THEN_DOUBTED.exec(text);
  const m = PROPOSAL.exec(text) ?? (told && doubtIn(told[3] ?? '') ? told : null);
  if (!m) return toldThenAsked(text);
  // "What questions should I ask when we visit?" asks what, however far back in the sentence the "what" is.
  const sentenceStart = text.slice(0, m.index).split(/[.?!]/).at(-1) ?? '';
  if (/\b(?:what|how|when|who|where|why|which|whether)\b/i.test(sentenceStart)) return null;
  const verb = (m[1] ?? '').toLowerCase();
  const next = text.slice((m.index ?? 0) + m[0].length).trim();
  const silly = SILLY_TO.exec(m[0])?.[1]?.toLowerCase();
  const doubt = silly ? `and no, I don't think it's ${silly}` : doubtIn(`${m[2] ?? ''} ${m[3] ?? ''} ${next}`.slice(0, 200));
  return stepProposed(verb, m[2] ?? '', next, doubt, occasionIn(text));
}

/** A step told in a sentence of its own and a yes asked for in the next ("…as my contribution. Too much?"), or null. */
function toldThenAsked(text: string): Proposal | null {
  const m = TOLD_STEP.exec(text);
  const asked = (m?.[4] ?? '').trim();
  const ended = m?.[3] ?? '';
  // The step asked about itself ("maybe i ask her to teach me one dish?"), or a yes asked for just after it.
  if (!m || !(YES_ASKED.test(asked) || (ended.includes('?') && (asked === '' || /^(?:is|would|do you think)\b/i.test(asked))))) return null;
  const verb = VERB_FORMS.get((m[1] ?? '').toLowerCase()) ?? '';
  const bare = BARE_DOUBT.exec(asked)?.[1]?.toLowerCase();
  return stepProposed(verb, m[2] ?? '', '', bare ? `and no, I don't think it's ${bare}` : doubtIn(asked.slice(0, 200)), occasionIn(text), true);
}

const OCCASION = /\b((?:her|his|their|my|our|your) (?:birthday|bday|anniversary|graduation|retirement|leaving do|wedding anniversary))\b/i;
const occasionIn = (text: string): string | null => OCCASION.exec(text)?.[1]?.toLowerCase().replace('bday', 'birthday') ?? null;

const MADE_TO = /^(?:him|her|them|my \w+|[a-z]+) (?:pay|give|do|apologi[sz]e|say sorry|replace|fix|clean|buy)\b/i;

const MADE_TO_DO = /^(?:him|her|them|us|my \w+) (?!(?:a|an|the|some|one|something|it|this|that|his|her|their|my|your)\b)[a-z]+/i;

/** The step said back and its kind, from the verb and what follows it; null when it is not one a plain yes fits. */
function stepProposed(verb: string, said: string, next: string, doubt: string | null, occasion: string | null = null, tentative = false): Proposal | null {
  const whole = said.replace(DOUBT_TAIL, '');
  // "…our top 3 things for the wedding and compare": the step said back is its first part.
  // "make a joke back, like "in Cali we dance…"": the step, without the words it would say.
  // "ask my guka, he is 81 but sharp": the step, without what is said of the one in it.
  const cut = whole
    .replace(/\s+and\s.*$/i, '')
    .replace(/,? like ["'“].*$/i, '')
    .replace(/,\s*(?:he|she|they|it|which|who|but|because|as|since)\b.*$/i, '')
    .replace(/[\s,;:-]+$/, '')
    .trim();
  // "her birthday is next week, maybe i plan something?": something for the occasion named with it.
  const rest = /^something$/i.test(cut) && occasion && ['plan', 'make', 'book', 'do'].includes(verb) ? `something for ${occasion}` : cut;
  // "make her pay for the jeans", "make him apologise": something asked of someone, not something made ready.
  const madeTo = verb === 'make' && MADE_TO.test(rest);
  // "make her finish the term": someone made to do something is a choice to weigh, not a plain yes ("make her a card" is).
  if (verb === 'make' && !madeTo && MADE_TO_DO.test(rest)) return null;
  const forOccasion = rest !== cut;
  if (verb === 'do' && !forOccasion) return null;
  // "what if I make a mistake in front of the team?": an outcome feared, not a step to say yes to.
  if (verb === 'make' && FEARED_MAKING.test(rest)) return null;
  const bringing = verb === 'bring' && BRING_UP.test(rest) ? 'raise' : verb === 'bring' && BRING_TO.test(rest) ? 'gift' : null;
  const showing = verb === 'show' && SHOW_UP.test(rest) ? 'attend' : null;
  const kind = madeTo ? 'ask' : forOccasion ? 'gift' : (bringing ?? showing ?? KIND_OF.get(verb) ?? (tentative ? TENTATIVE_ONLY.get(verb) : undefined));
  // "should i email him now or wait?", "should i ask him to take her? or pay for respite?": two steps to choose between.
  const otherStep = /^or\b/i.test(next) && !DOUBT_TAIL.test(` ${next}`);
  if (!kind || /\bor\b/i.test(whole) || otherStep || WEIGHTY.test(whole)) return null;
  // "could i ask you something": the coach is not the one the step is for.
  if (BARE.test(rest) || /^(?:you|u)\b/i.test(rest) || rest.split(/\s+/).length > MAX_STEP_WORDS) return null;
  if (verb === 'put' && !PUT_READY.test(rest)) return null;
  // "ring the club secretary", "ring Janet": someone reached, by name, role or "him".
  const someone = PERSON.test(rest.split(/\s+/)[0] ?? '') || PERSON.test(rest.split(/[\s,]+/).slice(0, 2).join(' '));
  if (kind === 'reach' && !someone && !/\b(?:him|her|them)\b/i.test(rest)) return null;
  const words = swapPronouns(rest)
    .split(/\s+/)
    .map((w) => (CAPITAL_WORDS.has(w.toLowerCase()) ? capitalize(w.toLowerCase()) : w));
  // "ringing the football coach, Dave, is a good idea": a name set beside the role is closed by a comma too.
  const step = `${gerundOf(verb)} ${words.join(' ')}`;
  return { kind, step: /, \p{Lu}[\p{L}'-]+$/u.test(step) ? `${step},` : step, doubt };
}

const WHY: Readonly<Record<StepKind, string>> = {
  ready: "Having it ready takes one thing off your mind, and it's easy to change later if it doesn't quite fit.",
  practise: 'A little practice beforehand takes the edge off on the day, and a few short goes help more than one long one.',
  reach: 'Reaching out plainly usually goes better than waiting and wondering, and it gives them the chance to answer.',
  offer: 'Offering something in between gives them a real choice, and often turns a yes-or-no into a talk about what works for you both.',
  raise: "Saying it plainly and calmly, while it's still small, usually goes better than hoping it comes up by itself.",
  ask:
    'Asking costs little: the worst answer is no, and then you know where you stand instead of guessing. ' +
    'Make it one clear ask with a short reason, at a calm moment, and leave room for them to say what they can do.',
  gift: 'A small, friendly gesture like that says you want things to go well between you, without asking for anything back.',
  distance: "Stepping back from it for a while isn't giving up; it gives your mind a rest, and you can switch it back on whenever you choose.",
  attend:
    'Going for a short, set time lets people see you without asking the whole evening of you, ' +
    'and leaving when you planned to usually feels better than not going, or staying on past the point you wanted.',
};
const NEXT: Readonly<Record<StepKind, readonly string[]>> = {
  ready: ["What's the first thing you'll do to get it ready?", 'When will you sort it out?'],
  practise: ['When could you fit in the first go?', 'Who could you practise with?'],
  reach: ['When would be a good moment to do it?', 'How do you think they might respond?'],
  raise: ['How would you put it in one sentence?', 'How do you think it will be taken?'],
  ask: ['How do you think they will answer?', 'When could you ask?'],
  offer: ['How do you think they would take it?', 'What would you do if it were not enough for them?'],
  distance: ['What will you do with that time instead?', 'How long do you want to give it?'],
  gift: ['How do you think it will be taken?', 'When are you thinking of doing it?'],
  attend: ['What time will you head off?', 'Who will you look for first when you walk in?'],
};

// "asking her for a catch up": one woman the step is for ("her" as the one asked, not "her mum"); "him" likewise.
const ONE_SHE = /\bher(?= (?:for|to|about|if|out|round|over|a|an|the|what|why|when|how|again|now|today|tonight|first)\b|[,.]|$)/;
const ONE_HE = /\bhim\b/;

/** Lines written of "them", said of the one woman or man the step is for ("How do you think she will answer?"). */
function forTheOne(line: string, step: string): string {
  const she = ONE_SHE.test(step);
  return she === ONE_HE.test(step) ? line : forOne(line, she ? 'she' : 'he');
}

/** The plain yes to the step proposed, once for each kind of step a session; null when the message proposes none. */
export function answerProposal(s: Session, raw: string): Turn | null {
  const proposal = proposalIn(raw);
  if (!proposal) return null;
  if (!OWN_STEPS.has(proposal.kind) && NOT_TO_REACH.has(s.state.situation ?? '')) return null;
  // Telling someone about oneself (coming out, a diagnosis) is theirs to weigh, never a plain yes.
  if (/^telling\b/.test(proposal.step) && NOT_TO_TELL.has(s.state.situation ?? '')) return null;
  const key = `proposal:${proposal.kind}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const verdict = `Yes, I think ${proposal.step} is a good idea${proposal.doubt ? `, ${proposal.doubt}` : ''}.`;
  const parts = [verdict, forTheOne(WHY[proposal.kind], proposal.step), forTheOne(s.pick(NEXT[proposal.kind]), proposal.step)];
  return { kind: 'reply', parts, carry: parts, content: true };
}

// "my dad offered to come with me on a sunday morning… good idea or will it make it worse": someone's offer of help, weighed.
const OFFERED = new RegExp(
  String.raw`\b(?:my|our) ([a-z]+)(?: [a-z]+)? (?:has |had |just )?(?:offered|said (?:he|she|they)(?:'d| would)) (?:to )?` +
    String.raw`(?:come|help|drive|go|sit|be there|stay|take me|ride|practise|practice)\b`,
  'i',
);
const WEIGHED = /\b(?:good idea|bad idea|make (?:it|things) worse|worth it|help or|or not)\b/i;

/** Someone's offer to come along or help, asked about: take it, with one thing agreed first; null when none is weighed. */
export function answerOfferWeighed(raw: string): Turn | null {
  const m = OFFERED.exec(raw);
  if (!m?.[1] || !WEIGHED.test(raw.slice((m.index ?? 0) + m[0].length))) return null;
  const role = m[1].toLowerCase();
  const [him, his] = HE_ROLES.test(role) ? ['him', 'his'] : SHE_ROLES.test(role) ? ['her', 'her'] : ['them', 'their'];
  const parts = [
    `I'd take ${his} offer, with one thing agreed before you start: what helps and what doesn't. For example: "Stay calm and quiet ` +
      `unless I ask, and save any tips until we've stopped."`,
    'Company often makes a first try much easier; if it adds pressure instead, you can stop and try it another way.',
    `How do you think ${him === 'them' ? 'they' : HE_ROLES.test(role) ? 'he' : 'she'}'d take being asked that?`,
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
