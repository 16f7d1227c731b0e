/**
 * An idea of one's own put to someone who already made a plan: "maybe we could drive to whitby instead and get chips on the
 * front… could you help me put it to claire without it sounding like I'm rejecting her plan" after "Claire wants us to go to
 * the cemetery and then get lunch". Answered with words that thank them for their plan, ask rather than announce, and offer
 * to keep their plan too.
 */
import { type Turn } from './compose-reply';
import type { Session } from './session';
import { capitalize } from './text';
import { NOT_NAMES } from './understanding/entities';

// "put it to claire", "suggest it to her", "bring it up with my sister".
const PUT_TO = /\b(?:put|suggest|say|pitch|propose|present|bring)(?: (?:it|this|that|the idea))?(?: up)? (?:to|with) ([a-z]+)\b/;
// "…without it sounding like I'm rejecting her plan", "so she doesn't feel I'm turning down her idea".
const NOT_A_NO = new RegExp(
  String.raw`\b(?:reject\w*|turn\w* down|dismiss\w*|shoot\w* down|hurt\w*|offend\w*|ungrateful|ruin\w*|throw\w* (?:it )?back)\b` +
    String.raw`[^.?!]{0,30}\b(?:her|his|their)(?: \w+)? (?:plan|idea|suggestion|offer)s?\b`,
);
// "maybe we could drive to whitby instead and get chips on the front", "what if we went to the beach".
const IDEA = /\b(?:maybe|perhaps|what if|how about) (?:we|i) (?:could |can |should |might )?([^.?!,;]{6,90})/;
// "Claire wants us to go to the cemetery and then get lunch", "she's planned a big dinner".
const THEIR_PLAN = /\b(?:wants?|want|has planned|planned|is planning|suggested|suggests) (?:us|me|for us) to ([^.?!,;]{4,80})/;
const DAFT = /\b(?:daft|silly|weird|stupid|odd|strange|mad|crazy)\b/;

/** The idea as a question to them: "could we drive to whitby and get chips on the front?". */
function ideaQuestion(idea: string): string {
  const plain = idea
    .replace(/\b(?:instead|then|maybe|perhaps)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `Could we ${plain}?`;
}

export function answerAlternativePlan(s: Session, raw: string): Turn | null {
  const lower = raw.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const to = PUT_TO.exec(lower)?.[1];
  if (!to || !NOT_A_NO.test(lower)) return null;
  const idea = IDEA.exec(lower)?.[1] ?? IDEA.exec(s.previousText)?.[1];
  if (!idea) return null;
  const pronoun = /\bhis (?:\w+ )?(?:plan|idea|suggestion|offer)/.test(lower) ? 'him' : /\btheir /.test(lower) ? 'them' : 'her';
  const named = !['him', 'her', 'them'].includes(to) && !NOT_NAMES.has(to) ? capitalize(to) : null;
  const plan = [...s.earlierRaw, raw].map((text) => THEIR_PLAN.exec(text.toLowerCase())?.[1]).filter(Boolean).at(-1);
  const key = `alternative-plan:${idea}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const keep = plan
    ? ` If you'd still like to ${plan.trim()}, we could find a way to do both.`
    : ' If yours matters more to you, tell me, and we can work it out.';
  const opening = named ? `${named}, thank` : 'Thank';
  const thanks = `${opening} you for thinking about the day and planning it; it means a lot.`;
  const words = `"${thanks} I've had an idea I'd love to run past you. ${ideaQuestion(idea)}${keep}"`;
  const theirs = pronoun === 'them' ? 'their' : pronoun === 'him' ? 'his' : 'her';
  const subject = named ?? (pronoun === 'them' ? 'they' : pronoun === 'him' ? 'he' : 'she');
  const parts = [
    DAFT.test(lower) ? "It isn't daft at all: marking it in a way that feels right to you is a good thing to want." : '',
    `You could put it to ${named ?? pronoun} like this: ${words}`,
    `Starting with thanks, and asking rather than announcing, keeps it from sounding like a no to ${theirs} plan.`,
    `How do you think ${subject} will take it?`,
  ].filter(Boolean);
  return { kind: 'reply', parts, carry: parts, content: true };
}
