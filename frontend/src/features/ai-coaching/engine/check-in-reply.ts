/**
 * "My colleague Priya noticed and asked if I'm ok… what should I tell her?": words to answer someone who checked in, as
 * much or as little as the person wants to share, never the situation's words for a dentist or a manager.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { keepWords } from './situation-reply';
import { askTypeOf } from './situations';
import { escapeRegExp } from './text';

// Someone asked after the person: "asked if im ok", "asked me how I'm doing", "checked in on me".
const CHECKED_IN = new RegExp(
  String.raw`\b(?:asked|asks|asking|texted|messaged)(?: me)? (?:if|whether) (?:i'?m|i am|im|i was|everything'?s?|everything is|all is)` +
    String.raw` (?:ok|okay|alright|all right|fine|good)\b|\b(?:asked|asks|asking)(?: me)? how i(?:'m| am| was|m)? (?:doing|holding up|feeling|getting on)\b|` +
    String.raw`\bchecked (?:in )?on me\b`,
  'i',
);
const MANAGER = /\b(?:manager|boss|supervisor|team lead|line manager)\b/i;
// The words asked for that person: "what should i tell her", "what do i say to priya".
const FOR_THEM = /\b(?:her|him|them)\b/i;

/** Words to answer someone who checked in, told in the last two messages; null otherwise. */
export function answerCheckIn(s: Session, raw: string): Turn | null {
  const lower = raw.toLowerCase();
  if (askTypeOf(lower) !== 'script' || CHECKED_IN.test(lower)) return null;
  const told = [s.lastRaw === raw ? '' : s.lastRaw, ...s.earlierRaw.slice(-2)].filter(Boolean).reverse().find((m) => CHECKED_IN.test(m));
  if (!told) return null;
  // Who asked: someone named in that message and the memory, named or asked about now.
  const named = s.state.memory.people.filter((p) => p.name && new RegExp(`\\b${escapeRegExp(p.name)}\\b`, 'i').test(told)).at(-1)?.name ?? null;
  const nowNamed = named && lower.includes(named.toLowerCase());
  if (!FOR_THEM.test(lower) && !nowNamed) return null;
  const key = 'words:check-in';
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const them = /\bher\b/.test(lower) ? 'her' : /\bhim\b/.test(lower) ? 'him' : 'them';
  const words = `"Thanks for asking, that's kind of you. Honestly, it's been a lot lately, but I'm okay, and I'm working on it."`;
  keepWords(s, words);
  // A manager can help with the work itself; anyone else, with company.
  const support = MANAGER.test(told) ? '"Could we find ten minutes this week to talk about my workload?"' : '"Could we grab a coffee this week?"';
  const parts = [
    `Here's a way you could answer ${named ?? them}: ${words}`,
    `You can share as much or as little as you like; a short, true answer is enough. If you would like a bit of support, you could add ${support}`,
    `How much would you like ${them} to know?`,
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
