/**
 * A situation's questions said of "her" or "him" once the person has told who it is ("my mum died": "How long ago did she
 * die?"), rather than "they" of someone whose he or she is known.
 */
import type { Memory } from './memory';
import { LOSS_SITUATIONS } from './situations';
import { capitalize } from './text';
import { HE_ROLES, SHE_ROLES } from './understanding/roles';

type Pronoun = 'he' | 'she';

// Situations whose questions' "they" is the one person they are about (someone lost, a partner, a child, a neighbour…).
const ABOUT_ONE_PERSON = new Set([
  'grief-person', 'loved-one-dying', 'coming-out', 'empty-nest', 'neighbour-dispute', 'coworker-conflict', 'money-owed', 'breakup',
  'dating-anxiety', 'friend-hurt', 'partner-cheated', 'partner-jealousy', 'child-came-out', 'child-self-harm', 'supporting-someone',
  'friend-grieving', 'friend-moving-away', 'teen-withdrawn', 'adult-child-home', 'flatmate-conflict', 'partner-snoring', 'someone-came-out',
  'someone-at-risk',
]);
// …and those whose "they" is the one animal.
const ABOUT_ONE_PET = new Set(['pet-loss', 'pet-illness', 'pet-missing', 'new-dog-struggles']);

const FORMS: Readonly<Record<Pronoun, Readonly<Record<string, string>>>> = {
  he: {
    they: 'he', them: 'him', their: 'his', theirs: 'his', themselves: 'himself',
    "they're": "he's", "they've": "he's", "they'd": "he'd", "they'll": "he'll",
  },
  she: {
    they: 'she', them: 'her', their: 'her', theirs: 'hers', themselves: 'herself',
    "they're": "she's", "they've": "she's", "they'd": "she'd", "they'll": "she'll",
  },
};
// The verb asked before "they", in its form for one: "do they" is "does she".
const ASKED_BEFORE: Readonly<Record<string, string>> = {
  do: 'does', are: 'is', have: 'has', were: 'was', did: 'did', had: 'had', can: 'can', could: 'could', will: 'will', would: 'would',
  might: 'might', should: 'should',
};
// The verb after "they", in its form for one: "they don't" is "she doesn't".
const SAID_AFTER: Readonly<Record<string, string>> = { are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't" };
// Words after "they" that stay as they are for one: the past and the modal verbs ("they said", "they might").
const PAST = String.raw`(?![a-z]*eed$)[a-z]{2,}ed|said|told|left|felt|did|died|went|came|got|had|seemed|saw|made|took|knew|thought`;
const MODAL = 'can|could|will|would|might|should|must';
const SAME_FOR_ONE = new RegExp(`^(?:${PAST}|${MODAL})$`);

const withCase = (word: string, like: string) => (/^[A-Z]/.test(like) ? capitalize(word) : word);

/**
 * The question with "they", "them" and "their" for one he or she, its verbs agreeing ("How old are they?" is "How old is he?").
 * Unchanged when a "they" is followed by a verb whose form for one it cannot be sure of ("how long they expect to stay").
 */
export function forOne(question: string, pronoun: Pronoun): string {
  const words = question.split(/([^A-Za-z']+)/);
  const out = [...words];
  for (let i = 0; i < words.length; i += 2) {
    const word = words[i] ?? '';
    const lower = word.toLowerCase();
    const form = Object.hasOwn(FORMS[pronoun], lower) ? FORMS[pronoun][lower] : undefined;
    if (!form) continue;
    out[i] = withCase(form, word);
    if (lower !== 'they') continue;
    const before = (words[i - 2] ?? '').toLowerCase();
    const after = (words[i + 2] ?? '').toLowerCase();
    if (i >= 2 && Object.hasOwn(ASKED_BEFORE, before)) out[i - 2] = withCase(ASKED_BEFORE[before] ?? before, words[i - 2] ?? '');
    else if (Object.hasOwn(SAID_AFTER, after)) out[i + 2] = SAID_AFTER[after] ?? after;
    else if (!SAME_FOR_ONE.test(after)) return question;
  }
  return out.join('');
}

const SAID_OF: Readonly<Record<Pronoun, RegExp>> = {
  he: /\b(?:he|him|his|himself|he's|he'd|he'll)\b/,
  she: /\b(?:she|her|hers|herself|she's|she'd|she'll)\b/,
};

/**
 * Who the situation's "they" is, when that is known: the people told of who are all he or all she by their roles ("my mum",
 * "my sister"), or, told of by a role that could be either ("my partner"), the one "he" or "she" the person's latest messages
 * speak of; for an animal, how the person spoke of it. Null when it could be either, or both are spoken of.
 */
export function theirPronoun(memory: Memory, situationId: string, recent: string): Pronoun | null {
  const lost = LOSS_SITUATIONS.has(situationId);
  const said = (['he', 'she'] as const).filter((pronoun) => SAID_OF[pronoun].test(recent.toLowerCase()));
  if (ABOUT_ONE_PET.has(situationId)) {
    const pets = memory.pets.filter((pet) => Boolean(pet.lost) === lost);
    return pets.length === 1 ? (pets[0]?.pronoun ?? (said.length === 1 ? (said[0] ?? null) : null)) : null;
  }
  if (!ABOUT_ONE_PERSON.has(situationId)) return null;
  const people = memory.people.filter((person) => Boolean(person.lost) === lost);
  const byRole = people.map(({ role }) => (role && SHE_ROLES.test(role) ? 'she' : role && HE_ROLES.test(role) ? 'he' : null));
  const known = [...new Set(byRole.filter((pronoun) => pronoun !== null))];
  const either = byRole.includes(null);
  if (known.length === 0) return said.length === 1 ? (said[0] ?? null) : null;
  const [one] = known;
  if (known.length > 1 || !one || said.some((pronoun) => pronoun !== one)) return null;
  return either && said.length === 0 ? null : one;
}

/** The one person or animal the situation is about, by name, when exactly one of them has been named. */
export function theirName(memory: Memory, situationId: string): string | null {
  const lost = LOSS_SITUATIONS.has(situationId);
  const beings = ABOUT_ONE_PET.has(situationId) ? memory.pets : ABOUT_ONE_PERSON.has(situationId) ? memory.people : [];
  const named = beings.filter((being) => Boolean(being.lost) === lost && being.name);
  const name = named.length === 1 ? named[0]?.name : null;
  return name ? capitalize(name) : null;
}

// "Have you spoken to them about it yet": the one they are about, whom a name can stand for.
const THEM = /\bthem\b/;

/** A situation's question as the coach asks it in this talk: "Have you spoken to Sarah about it yet, and how did she react?" */
export function questionAsAsked(memory: Memory, situationId: string, question: string, recent: string): string {
  const name = theirName(memory, situationId);
  const role = caredFor(memory, situationId);
  const named = (name ? question.replace(THEM, name) : question)
    .replace(YOUR_PARENT, role ? `your ${role}` : 'your parent')
    .replace(YOUR_PET, `your ${theirSpecies(memory, situationId) ?? 'pet'}`);
  const pronoun = theirPronoun(memory, situationId, recent);
  return pronoun ? forOne(named, pronoun) : named;
}

/** Every way a situation's question may have been asked: as written, of him or of her, and with a name for "them". */
export function askedForms(question: string, names: readonly string[] = []): readonly string[] {
  const withNames = names.map((name) => question.replace(THEM, capitalize(name)));
  const withRoles = YOUR_PARENT.test(question) ? CARED_FOR_ROLES.map((role) => question.replace(YOUR_PARENT, `your ${role}`)) : [];
  return [question, ...withNames, ...withRoles].flatMap((form) => [form, forOne(form, 'he'), forOne(form, 'she')]);
}

// "What was your pet like…?" after "we had to put our dog down": the animal, called what it is.
const YOUR_PET = /\byour pet\b/;

/** What kind of animal the situation is about ("dog"), when one was told of; null when none or several. */
function theirSpecies(memory: Memory, situationId: string): string | null {
  if (!ABOUT_ONE_PET.has(situationId)) return null;
  const lost = LOSS_SITUATIONS.has(situationId);
  const pets = memory.pets.filter((pet) => Boolean(pet.lost) === lost);
  const species = pets.length === 1 ? pets[0]?.species.toLowerCase() : null;
  return species && /^[a-z][a-z -]{1,20}$/.test(species) ? species : null;
}

// "the changes in your parent" after "my nan has dementia": the one cared for, called what the person calls them.
const YOUR_PARENT = /\byour parent\b/;
const CARED_FOR_ROLES = [
  'mum', 'mom', 'mother', 'dad', 'father', 'nan', 'nana', 'gran', 'granny', 'grandma', 'grandad', 'grandpa', 'grandmother', 'grandfather',
];

/** Who the person cares for, by the one role told of ("nan"), in a talk of caring for a parent; null when none or several. */
function caredFor(memory: Memory, situationId: string): string | null {
  if (situationId !== 'caring-for-parent') return null;
  const roles = new Set(memory.people.flatMap(({ role, lost }) => (role && !lost && CARED_FOR_ROLES.includes(role) ? [role] : [])));
  return roles.size === 1 ? ([...roles][0] ?? null) : null;
}
