/**
 * "that feels a bit like a leaflet to be honest. he's not a case study", "bit generic tbh": the last answer was written for
 * anyone, not for them. Said so plainly, and asked for the one thing about the person that would make it theirs, never a
 * template chosen by a word of the complaint ("leaflet", "case study").
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { capitalize } from './text';
import { HE_ROLES, SHE_ROLES } from './understanding/roles';

export const TOO_GENERAL = new RegExp(
  String.raw`\b(?:(?:feels?|sounds?|reads?|is|was|it'?s|its|that'?s|thats) (?:a bit |bit |very |so |kinda |kind of |just |a little |too )?` +
    String.raw`(?:like (?:a |an )?(?:leaflet|pamphlet|brochure|textbook|poster|website|self[- ]help book|nhs page|chatbot|robot|copy and paste)|` +
    String.raw`generic|general|textbook|copy[- ]paste(?:d)?)|` +
    String.raw`(?:he'?s|she'?s|i'?m|im|they'?re|we'?re) not a (?:case study|statistic|textbook case)|one size fits all)\b`,
);

const LEADS: readonly string[] = [
  "Fair point; that was written for anyone, and you're asking about someone in particular.",
  "You're right, that was too general. Let's make it about the person in front of you, not a leaflet.",
  "That's fair. A general answer doesn't help much when you know the person this well.",
];

/** The reply to "that's too generic", or null when the message does not say so. */
export function answerTooGeneral(s: Session, normalized: string): Turn | null {
  if (!TOO_GENERAL.test(normalized) || s.state.recent.length === 0) return null;
  // Who the talk is about: the last person told of by name ("His name's Kieran"), else by who they are.
  const people = [...s.state.memory.people].reverse();
  const person = people.find((p) => p.name) ?? people.find((p) => p.role);
  const role = person?.role ?? '';
  // "he's not a case study": the pronoun the person used, else the one of the role.
  const said = /\b(?:he'?s|he is|him)\b/.test(normalized) ? 'he' : /\b(?:she'?s|she is)\b/.test(normalized) ? 'she' : null;
  const they = said ?? (HE_ROLES.test(role) ? 'he' : SHE_ROLES.test(role) ? 'she' : 'they');
  const who = person?.name ? capitalize(person.name) : person?.role ? `your ${person.role}` : null;
  const is = they === 'they' ? 'are' : 'is';
  const ask = who
    ? `Tell me one thing about ${who} that a leaflet wouldn't know: what ${they} ${is} like on a good day, or what ${they} ` +
      `${they === 'they' ? 'care' : 'cares'} about most, and I'll fit the next step to that.`
    : "Tell me the one detail that makes your situation different from the general case, and I'll fit the next step to that.";
  const parts = [s.pick(LEADS), ask];
  return { kind: 'reply', parts, carry: parts, content: true };
}
