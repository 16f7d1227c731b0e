/**
 * A question about what goes on in someone else ("is he even aware he does it?", "why does she keep doing
 * this?", "do you think she's mad at me?", "does he even care?", "will he ever change?"): nobody can see
 * inside another person, so the answer says so plainly, gives the likeliest ordinary reasons, and the one
 * way to find out — asking, or watching what they do — with words for it.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { capitalize } from './text';
import { NOT_NAMES, ROLES } from './understanding/entities';

type Wondered = 'aware' | 'why' | 'care' | 'mad' | 'change' | 'believe' | 'right' | 'guess';

// Who is wondered about: "he", "she", "they", "my mum", "Priya". Never "you", "I", "it" or "people".
const WHO = String.raw`(he|she|they|(?:my|our|his|her) [a-z]+|[a-z]+)`;
const BECAUSE = String.raw`(?:bc|because|cos|coz|cuz|since)`;
const DOES_IT = String.raw`(?:does|do|did|is doing|'s doing) (?:it|that|this)`;
const CROSS = String.raw`mad|angry|upset|annoyed|cross|pissed(?: off)?`;
// Noticing what they do ("does he know what he's doing?"), not knowing a fact about the person asking ("does she know i'm gay?").
const NOTICE = String.raw`(?:know|realise|realize|notice|see)(?= (?:what|how|that|he|she|they|it|this)\b)(?! (?:that )?i\b)`;
const ADVERB = String.raw`(?: even| really| actually| ever| still| honestly)?`;
const WONDERED: readonly (readonly [Wondered, RegExp])[] = [
  ['aware', new RegExp(String.raw`\b(?:is|are|does|do) ${WHO}${ADVERB} (?:aware|${NOTICE})\b`, 'i')],
  // "Is she angry to me?": in the words of someone writing in a second language too.
  ['mad', new RegExp(String.raw`\b(?:is|are) ${WHO}${ADVERB} (?:${CROSS}) (?:at|with|to|on) me\b`, 'i')],
  // "Do you think she even believes me?", "does he trust me?"
  ['believe', new RegExp(String.raw`\b(?:does|do) ${WHO}${ADVERB} (?:believe|trust) (?:me|what i)\b`, 'i')],
  ['believe', new RegExp(String.raw`\bdo you think ${WHO}${ADVERB} (?:believes|trusts) (?:me|what i)\b`, 'i')],
  // "my daughter said 'Daddy, you'll be back in six months.' Is she right?"
  ['right', new RegExp(String.raw`\b(?:is|are) ${WHO}${ADVERB} right\b(?! (?:to|about (?:it|that|this)) )`, 'i')],
  // "Wife says I'm taking it too personally. Am I?"
  ['right', new RegExp(String.raw`\b${WHO} (?:says|said|thinks|reckons) (?:i'm|i am|im) [^.?!]{2,60}[.?!,]\s*am i\b`, 'i')],
  ['care', new RegExp(String.raw`\b(?:does|do) ${WHO}${ADVERB} (?:care(?: about me)?|love me|like me|want me|miss me|hate me)\b`, 'i')],
  ['care', new RegExp(String.raw`\bdo you think ${WHO}${ADVERB} (?:cares|loves me|likes me|wants me|misses me|hates me)\b`, 'i')],
  ['mad', new RegExp(String.raw`\b(?:think|wonder if|feel like|maybe|guess) ${WHO}(?: is|'s|s)${ADVERB} (?:${CROSS}) (?:at|with) me\b`, 'i')],
  ['change', new RegExp(String.raw`\b(?:will|would|can|could) ${WHO}${ADVERB} change\b`, 'i')],
  ['change', new RegExp(String.raw`\b(?:think|believe) ${WHO} (?:will|would|can|could|is going to|'ll)${ADVERB} change\b`, 'i')],
  // "what if he never changes?", "and if she doesn't change"
  ['change', new RegExp(String.raw`\b(?:what if|if|and if) ${WHO} (?:never|won'?t|will never|doesn'?t|does not|can'?t)(?: ever)? changes?\b`, 'i')],
  ['why', new RegExp(String.raw`\bwhy (?:does|do|did|would|is|are|was|can'?t|won'?t|doesn'?t|does not|keeps?) ${WHO}\b`, 'i')],
  // "maybe she does it bc the electricity is cheaper at night??": a reason of theirs guessed at.
  ['guess', new RegExp(String.raw`\b(?:maybe|perhaps|probably|i think|i guess|could it be that) ${WHO} ${DOES_IT}\b[^.?!]{0,20}?\b${BECAUSE}`, 'i')],
];
const MAX_CHARS = 600;
// The reason guessed, as said: "the electricity is cheaper at night".
const REASON = new RegExp(String.raw`\b${BECAUSE} ([^.?!]{5,80}?)(?=[.?!]|$)`, 'i');

interface Someone {
  /** Mid-sentence: "he", "your mum", "Priya". */
  s: string;
  /** After a verb or "for": "him", "your mum". */
  o: string;
  /** Whose: "his", "your mum's". */
  p: string;
  plural: boolean;
  /** Said a second time: "he", or "they" for a name or a role. */
  again: string;
}

const PRONOUNS: Readonly<Record<string, Someone>> = {
  he: { s: 'he', o: 'him', p: 'his', plural: false, again: 'he' },
  she: { s: 'she', o: 'her', p: 'her', plural: false, again: 'she' },
  they: { s: 'they', o: 'them', p: 'their', plural: true, again: 'they' },
};

function someone(who: string): Someone | null {
  const lower = who.toLowerCase();
  const pronoun = PRONOUNS[lower];
  if (pronoun && Object.hasOwn(PRONOUNS, lower)) return pronoun;
  // "Wife says…" in terse writing: the person's own.
  const role = /^(?:my|our|his|her) ([a-z]+)$/.exec(lower)?.[1] ?? (ROLES.has(lower) ? lower : undefined);
  if (role) {
    if (!ROLES.has(role)) return null;
    const whose = lower.startsWith('his ') || lower.startsWith('her ') ? lower : `your ${role}`;
    const plural = /s$/.test(role) || role === 'children';
    return plural ? { s: whose, o: 'them', p: 'their', plural, again: 'they' } : { s: whose, o: whose, p: `${whose}'s`, plural, again: 'they' };
  }
  // A name is written with a capital ("why does Priya…"); any other word there ("why does everything…") is not someone.
  if (!/^\p{Lu}\p{Ll}+$/u.test(who) || NOT_NAMES.has(lower)) return null;
  return { s: who, o: who, p: `${who}'s`, plural: false, again: 'they' };
}

// "after the game he just shook hand and left… did i do something wrong??": whether the person upset the one just spoken of.
const DID_WRONG = /\bdid i (?:do|say) (?:something|anything) (?:wrong|bad)\b/i;
const FIRST_PRONOUN = /\b(he|she|they)\b/i;

/** What the message wonders about someone else, and who, or null. */
export function wonderedIn(raw: string): { wondered: Wondered; who: Someone } | null {
  const text = raw.slice(0, MAX_CHARS);
  for (const [wondered, pattern] of WONDERED) {
    const said = pattern.exec(text)?.[1];
    const who = said ? someone(said) : null;
    if (who) return { wondered, who };
  }
  const pronoun = DID_WRONG.test(text) ? FIRST_PRONOUN.exec(text)?.[1]?.toLowerCase() : undefined;
  return pronoun && Object.hasOwn(PRONOUNS, pronoun) ? { wondered: 'mad', who: PRONOUNS[pronoun]! } : null;
}

function says(who: Someone, wondered: Wondered, raw: string): { text: string; next: string } {
  const { s, o, p, plural, again } = who;
  // "why would she say that?" asks about words; "why does he keep doing this?" about a habit.
  const ask = /\b(?:say|said|says|tell|told)\b/i.test(raw)
    ? '"When you said that, I wasn\'t sure what you meant. What was behind it?"'
    : '"I\'ve noticed this keeps happening. What\'s going on?"';
  const does = plural ? 'do' : 'does';
  switch (wondered) {
    case 'aware':
      return {
        text:
          `${capitalize(s)} may honestly not have noticed: people are often far less aware of their own habits than the people around them are. ` +
          'The only way to know is to say it once, plainly and without assuming the worst, for example: "I\'ve noticed this keeps happening. ' +
          `Did you realise?" What ${s} ${does} after that will tell you far more than guessing.`,
        next: `How do you think ${s} would take it if you mentioned it?`,
      };
    case 'why':
      return {
        text:
          `I can't know what's going on for ${o}, and it may be less about you than it feels. People usually do things like this for reasons ` +
          "of their own: habit, stress, not thinking, or something they haven't said. If it matters, ask rather than guess, calmly and once: " +
          `${ask} ${capitalize(p)} answer, or the way ${again} ${again === 'they' ? 'avoid' : 'avoids'} one, ` +
          'will tell you more than any theory.',
        next: "What's your own best guess?",
      };
    case 'care':
      return {
        text:
          `I can't see inside ${p} head, but what someone does over weeks says more than any one moment. Think about the last month: ` +
          `${plural ? 'do' : 'does'} ${s} make time for you, follow through, notice when you're low? If you're still unsure, ask for one ` +
          `specific thing and see what ${s} ${does} with it.`,
        next: `What has ${s} done lately that makes you wonder?`,
      };
    case 'mad':
      return {
        text:
          "You can't know until you ask, and a worried mind tends to fill a silence with the worst story. A light check-in usually settles " +
          `it: "Hey, are we okay? Things felt a bit off." More often than not, it turns out to be about ${p} own day, not you.`,
        next: 'What made you wonder?',
      };
    case 'believe':
      return {
        text:
          `Saying it again rarely makes someone believe it; what ${s} ${plural ? 'see' : 'sees'} you do over weeks does. Keep doing what you said, in small ` +
          `ways ${again} can notice, and let ${o} take ${p} time, without asking whether ${again} ${plural ? 'believe' : 'believes'} you yet. ` +
          "Trust that is given slowly tends to last.",
        next: `What could ${s} see you do in the next few weeks that shows you meant it?`,
      };
    case 'right':
      return {
        text:
          `I can't tell from here whether ${s} ${plural ? 'are' : 'is'} right, and ${again} may be seeing something worth hearing, or ` +
          `speaking from ${p} own worry. It can help to split it: which part of what ${s} said rings true for you, and which part ` +
          "doesn't? What you know about yourself counts as much as anyone's view of you.",
        next: 'Which part of it rings true, if any?',
      };
    case 'guess': {
      const reason = REASON.exec(raw)?.[1]?.trim().replace(/\s+(?:lol|haha\w*|tho|idk)$/i, '');
      // The reason put to them as a question, only when it speaks of no one: "is it because the electricity is cheaper at night?"
      const plain = reason && !/\b(?:he|she|they|him|her|them|his|hers|their|i|me|my|you|your)\b/i.test(reason) ? reason : null;
      const put = plain ? ` You could even put it to ${o} kindly: "Is it because ${plain}? If so, could we find a time that works for us both?"` : '';
      return {
        text:
          `That could well be it, and only ${s} can say for sure. If it is, it's about ${p} own reasons rather than about you, which ` +
          `usually makes it easier to raise: there is a practical way round it for you both, not a quarrel to have.${put}`,
        next: `How do you think ${s} would take that?`,
      };
    }
    case 'change':
      return {
        text:
          'People can change, but mostly when they want to themselves, not because someone else needs them to. The best guide is what ' +
          `${s} ${does} after you've asked clearly for one thing: a change that lasts a few weeks is real; sorry and then the same again ` +
          `is a pattern. You can't make ${o} change, but you can decide what you'll do if nothing does.`,
        next: `What would you need to see from ${o}?`,
      };
  }
}

/** What can be said about someone else's mind, once for each kind of wondering a session; null when the message wonders nothing. */
export function answerOtherMind(s: Session, raw: string): Turn | null {
  const found = wonderedIn(raw);
  if (!found) return null;
  const key = `other-mind:${found.wondered}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const { text, next } = says(found.who, found.wondered, raw);
  const parts = [text, next];
  return { kind: 'reply', parts, carry: parts, content: true };
}
