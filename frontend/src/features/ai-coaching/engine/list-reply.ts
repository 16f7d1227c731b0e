/**
 * A list asked for with its items told in the same message ("Can you help me make a list for the rest? Still to do:
 * driving licence, GP, pension, council tax, two store cards, and the vet for our dog Haggis."): those items, one a
 * line, in the person's words, so it is out of their head; never items the coach would have to make up.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { capitalize, swapPronouns } from './text';

const LIST_ASKED = new RegExp(
  String.raw`\b(?:make|write|put together|give|draw up|do)(?: me| us)? (?:a |an |some kind of |my |the )?` +
    String.raw`(?:short |small |quick |simple |little )?(?:list|checklist|to-?do list)\b`,
  'i',
);
// The items: after "still to do:", "things left:", "i need to:", or a colon after the request.
const ITEMS_AFTER = new RegExp(
  String.raw`(?:to do|left|need to do|need to|to sort|to sort out|to remember|to call|to ring|remaining|still to do|on it|these)` +
    String.raw`\s*:\s*([^?!\n]{6,400})`,
  'i',
);
const MIN_ITEMS = 3;
const MAX_ITEMS = 12;
const MAX_ITEM_WORDS = 8;

/** The items told after a colon, split at commas and a last "and"; null when fewer than three read as items. */
export function itemsIn(raw: string): string[] | null {
  const told = ITEMS_AFTER.exec(raw.slice(0, 1_000))?.[1];
  if (!told) return null;
  const items = told
    .replace(/[.;]\s*$/, '')
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=[^,]*$)/i)
    .map((item) => item.trim().replace(/[.;]+$/, ''))
    .filter(Boolean);
  if (items.length < MIN_ITEMS || items.length > MAX_ITEMS) return null;
  if (items.some((item) => item.split(/\s+/).length > MAX_ITEM_WORDS)) return null;
  return items.map((item) => capitalize(swapPronouns(item)));
}

/** The list asked for, from the items told, with where to start; null when no list is asked or no items are told. */
export function answerListOfItems(s: Session, raw: string): Turn | null {
  if (!LIST_ASKED.test(raw)) return null;
  const items = itemsIn(raw);
  if (!items) return null;
  s.state.answered = [...s.state.answered, 'list-of-items'].slice(-40);
  const parts = [
    "Here's your list, one line each, so it is out of your head:",
    ...items.map((item, i) => `${i + 1}. ${item}.`),
    'Start with the one that takes five minutes, and tick each off as you go; a list that gets shorter is easier to face.',
    s.pick(['Which one could you do today?', 'Which of these feels heaviest to start?']),
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
