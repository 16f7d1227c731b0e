/**
 * What a coach remembers of a conversation: the people, pets and events the person named,
 * the life areas in their own words, and which techniques helped or did not. Kept in the
 * engine's state, saved (encrypted on the device) with the session, read back as untrusted
 * data, and turned into a short digest that opens the next session with the same coach.
 */
import type { TechniqueId } from './library/types';
import { escapeRegExp } from './text';
import { withoutPassing } from './situations';
import { routinePhrase, routinesIn, type Routine } from './understanding/routines';
import type { Entity, TopicId, Understanding } from './understanding/types';

export interface RememberedPerson {
  name: string | null;
  role: string | null;
  /** The one a death was said of ("my husband Frank passed away"): the one who was lost. */
  lost?: boolean;
  /** A child told with an age under 13 ("my daughter Zara is 8"): the one cared for, not the one to lean on. */
  young?: boolean;
  /** The one who won't talk ("my son Josh has basically stopped talking to me"): the worry, not someone to talk it over with. */
  silent?: boolean;
}

export interface RememberedPet {
  name: string | null;
  species: string;
  /** The one a death was said of ("our cat Mochi died"). */
  lost?: boolean;
  /** "he" or "she", as the person spoke of it ("my dog Bruno died, he was 14"); absent until said. */
  pronoun?: 'he' | 'she';
}

export interface RememberedEvent {
  what: string;
  day: string | null;
  /** The user message that mentioned it, so a follow-up waits a few turns. */
  at: number;
  /** The coach already asked how it went. */
  followedUp: boolean;
  /** Still to come when it was mentioned ("I have a meeting on Friday"): asked about as ahead, not as done. */
  ahead?: boolean;
}

export interface Memory {
  people: RememberedPerson[];
  pets: RememberedPet[];
  events: RememberedEvent[];
  /** The fixed points of their week ("school until 3:20"), which a plan is fitted around. */
  routines: Routine[];
  /** Life areas, in the person's own words ("high school", "my thesis"), newest last. */
  topics: { id: TopicId; phrase: string; at?: number }[];
  helped: TechniqueId[];
  notHelped: TechniqueId[];
  /** The technique the coach last gave or walked through, and what it was for. */
  lastTechnique: { id: TechniqueId; title: string; forPhrase: string | null } | null;
}

/** What one session hands to the next with the same coach. */
export interface MemoryDigest extends Memory {
  version: 1;
  /** When the session ended (ISO), so the opening can say "last time". */
  savedAt: string;
}

export const MEMORY_LIMITS = { people: 8, pets: 4, events: 8, routines: 6, topics: 8, techniques: 12, text: 60 } as const;

export function emptyMemory(): Memory {
  return { people: [], pets: [], events: [], routines: [], topics: [], helped: [], notHelped: [], lastTechnique: null };
}

const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

function addPerson(memory: Memory, entity: Extract<Entity, { kind: 'person' }>): void {
  // A name met again with its role fills the role in (and the other way round).
  const known = memory.people.find((p) => (entity.name && same(p.name, entity.name)) || (!entity.name && entity.role && same(p.role, entity.role) && !p.name));
  if (known) {
    known.role ??= entity.role;
    return;
  }
  const byRole = entity.name && entity.role ? memory.people.find((p) => !p.name && same(p.role, entity.role)) : undefined;
  if (byRole) {
    byRole.name = entity.name;
    return;
  }
  memory.people.push({ name: entity.name, role: entity.role });
  memory.people = memory.people.slice(-MEMORY_LIMITS.people);
}

function addPet(memory: Memory, entity: Extract<Entity, { kind: 'pet' }>): void {
  const known = memory.pets.find((p) => (entity.name && same(p.name, entity.name)) || (same(p.species, entity.species) && (!p.name || !entity.name)));
  if (known) {
    known.name ??= entity.name;
    return;
  }
  memory.pets.push({ name: entity.name, species: entity.species });
  memory.pets = memory.pets.slice(-MEMORY_LIMITS.pets);
}

const AHEAD = /\b(will|going to|gonna|have (a|an|my|the)|tomorrow|tonight|next|coming up|upcoming|is on|dreading|nervous about|before (the|my))\b/;

const PAST_VERB = /\b(?:was|were|had|did|went|came|hid|saw|said|told|got|took|made|left|sat|stood|felt|knew|gave|met|ran|wore|ate|drank|[a-z]{3,}ed)\b/;
const PAST_DAY = /^(?:yesterday|last\b|earlier|this morning|the other day|\w+ ago)/i;

// Events that are one person's own to go through; someone else's is told of, not ahead for the person.
const PERSONAL_EVENT = /\b(?:test|exam|exams|interview|appointment|surgery|operation|results?|scan|review|assessment|audition|mock|finals)\b/i;
const SOMEONE_ELSES = /\b(?:his|her|their|[a-z]+'s)\s+(?:[a-z']+\s+){0,3}$/i;

function addEvent(memory: Memory, entity: Extract<Entity, { kind: 'event' }>, at: number, text: string): void {
  const known = memory.events.find((e) => same(e.what, entity.what));
  if (known) {
    known.day = entity.day ?? known.day;
    return;
  }
  // "the meeting yesterday was a disaster… nervous about tomorrow": an event told with a past day is never ahead.
  const toldPast = new RegExp(String.raw`\b${escapeRegExp(entity.what)}\b[^.?!]{0,20}\b(?:yesterday|last \w+|ago)\b`, 'i');
  const past = PAST_DAY.test(entity.day ?? '') || toldPast.test(text);
  // "at my sister's wedding i hid behind my husband", "Denise came to my dad's funeral": where something once happened, told
  // in passing; never something to ask after.
  const whose = String.raw`(?:my|our|his|her|their|the|a|[a-z]+'s)(?: [a-z]+'s)?`;
  const where = new RegExp(String.raw`\b(?:at|to|from|after|since|during) ${whose} ${escapeRegExp(entity.what)}\b`);
  if (!entity.day && where.test(text) && (past || (!AHEAD.test(text) && PAST_VERB.test(text)))) return;
  // "linh was telling me her son fail driving test": someone else's test or appointment, not one to ask the person about.
  const before = text.slice(0, text.toLowerCase().indexOf(entity.what.toLowerCase()));
  if (PERSONAL_EVENT.test(entity.what) && SOMEONE_ELSES.test(before) && !/\b(?:my|our|i|i'm|im)\s+(?:[a-z']+\s+){0,3}$/i.test(before)) return;
  // "theres a party at my coworkers house on saturday": a day told with nothing gone by is ahead too.
  const dayAhead = Boolean(entity.day) && !PAST_VERB.test(text);
  memory.events.push({ what: entity.what, day: entity.day, at, followedUp: false, ahead: (AHEAD.test(text) || dayAhead) && !past });
  memory.events = memory.events.slice(-MEMORY_LIMITS.events);
}

/** Adds what a message told the coach. `at` is the user message number. */
/** The pronoun a message uses of a pet, in the sentences that name it; null when it uses none, or both "he" and "she". */
export function petPronoun(pet: RememberedPet, text: string): 'he' | 'she' | null {
  const words = [pet.name, pet.species].filter((w): w is string => Boolean(w)).map((w) => escapeRegExp(w.toLowerCase()));
  const naming = new RegExp(String.raw`\b(?:${words.join('|')})\b`);
  const about = text
    .toLowerCase()
    .split(/(?<=[.!?\n|])\s+/)
    .filter((sentence) => naming.test(sentence))
    .join(' ');
  const he = /\b(?:he|him|his|he's|hes)\b/.test(about);
  const she = /\b(?:she|her|hers|she's|shes)\b/.test(about);
  return he === she ? null : he ? 'he' : 'she';
}

export function remember(memory: Memory, understood: Understanding, at: number): void {
  // "Her name was Hilde": the name belongs to the person (or pet) last mentioned by role alone.
  const naming = /\b(his|her|their|its) name (is|was)\b/.test(understood.normalized);
  for (const entity of understood.entities) {
    if (naming && entity.kind === 'person' && entity.name && !entity.role) {
      const unnamed = [...memory.people].reverse().find((p) => !p.name && p.role);
      const pet = memory.pets.find((p) => !p.name);
      if (unnamed) {
        unnamed.name = entity.name;
        continue;
      }
      if (pet) {
        pet.name = entity.name;
        continue;
      }
    }
    if (entity.kind === 'person' && (entity.name || entity.role)) addPerson(memory, entity);
    else if (entity.kind === 'pet') addPet(memory, entity);
    else if (entity.kind === 'event') addEvent(memory, entity, at, understood.normalized);
  }
  for (const pet of memory.pets) {
    const said = petPronoun(pet, understood.normalized);
    if (!pet.pronoun && said) pet.pronoun = said;
  }
  for (const person of memory.people) {
    if (person.name && person.role && CHILDREN.has(person.role) && youngChild(person.name, understood.normalized)) person.young = true;
    if (SILENT.test(understood.normalized) && namedIn(person, understood.normalized)) person.silent = true;
  }
  for (const routine of routinesIn(understood.normalized)) {
    const kept = memory.routines.filter((r) => !(r.what === routine.what && r.tie === routine.tie));
    memory.routines = [...kept, routine].slice(-MEMORY_LIMITS.routines);
  }
  // "We had to put our dog Biscuit down", "he's been gone four years", "my late husband" are a loss even where no word of grief is said.
  const grief = understood.topics.some((t) => t.id === 'grief') || PASSED.test(understood.normalized);
  if (grief || new RegExp(`${PUT_DOWN}|${GONE_YEARS}|${LATE}`).test(understood.normalized)) markLost(memory, understood);
  for (const topic of understood.topics) {
    memory.topics = [...memory.topics.filter((t) => t.id !== topic.id), { id: topic.id, phrase: topic.phrase, at }].slice(-MEMORY_LIMITS.topics);
  }
}

// "he's basically stopped talking to me", "one word answers", "he barely talks": someone gone quiet.
const SILENT = new RegExp(
  String.raw`\b(?:(?:stopped|stop|stops) (?:talking|speaking)|(?:won'?t|wont|doesn'?t|doesnt|does not|will not|refuses to|barely|hardly|never) ` +
    String.raw`(?:talks?|speaks?|open up|say a thing|say anything)|not (?:talking|speaking) to (?:me|us)|ignor(?:es|ing) (?:me|us)|` +
    String.raw`shuts? (?:me|us) out|shuts? down|goes (?:quiet|silent)|one word answers|silent treatment)\b`,
);

/** Whether a message speaks of this person, by name or as "my {role}". */
function namedIn(person: RememberedPerson, normalized: string): boolean {
  const by = person.name ? escapeRegExp(person.name.toLowerCase()) : person.role ? String.raw`(?:my|our) ${escapeRegExp(person.role.toLowerCase())}` : null;
  return by !== null && new RegExp(String.raw`\b${by}\b`).test(normalized);
}

const CHILDREN = new Set([
  'son', 'daughter', 'kid', 'child', 'baby', 'toddler', 'grandson', 'granddaughter', 'nephew', 'niece', 'stepson', 'stepdaughter',
  'boy', 'girl',
]);

/** The age a child is told with ("aarav (5)", "mateo is 8 years old", "my 6 year old mia") is under 13. */
function youngChild(name: string, normalized: string): boolean {
  const who = escapeRegExp(name.toLowerCase());
  const after = new RegExp(String.raw`\b${who}\b[^.?!]{0,20}?\b(\d{1,2})\b`).exec(normalized)?.[1];
  const before = new RegExp(String.raw`\b(\d{1,2}) ?(?:-| )?(?:years?|yrs?|yo|y/o)(?:[- ]old)? [a-z ]{0,15}\b${who}\b`).exec(normalized)?.[1];
  const age = Number(after ?? before ?? NaN);
  return Number.isFinite(age) && age < 13;
}

// "We had to put our dog Biscuit down": the pet named inside the phrase is the one lost.
// Not "I put my phone down": only an animal put down, or one named by him or her.
const PUT_DOWN = String.raw`put (?:him|her|(?:our|my|the) (?:old )?(?:dog|cat|pet|puppy|kitten|rabbit|horse|pony|bird|hamster|guinea pig)(?: [a-z]+)?) down`;
// "My husband Harold passed two years ago", "my mum passed in March"; not "my son passed his test".
const PASSED = /\b(?:my|our) (?:[a-z]+ ){1,2}passed (?:on |away )?(?:last|in|\d+|two|three|four|five|six|seven|eight|nine|ten|few|recently)\b/;
// "He's been gone four years now": gone for years is a death; gone for a week is a trip.
const GONE_YEARS = String.raw`been gone (?:for )?(?:almost |nearly |over |about )?(?:[a-z]+|\d+) years`;
// "with my late husband Denis": the one who has died, named after.
const LATE = String.raw`(?<=\b(?:my|our) )late(?= (?:husband|wife|partner|father|mother|dad|mum|mom|son|daughter|brother|sister|grandma|grandad|friend)\b)`;
// Not "nobody died", "it's not like anyone died": a loss said not to be one.
const NO_ONE = String.raw`(?<!\b(?:nobody|no one|noone|anyone|anybody) )`;
const DEATH = new RegExp(String.raw`\b${NO_ONE}(died|dies|passed away|passed|death|funeral|${PUT_DOWN}|put to sleep|lost|${GONE_YEARS}|${LATE})\b`);

const FEMALE_ROLES = new Set([
  'mum', 'mom', 'mother', 'wife', 'sister', 'daughter', 'grandma', 'grandmother', 'nan', 'gran', 'aunt', 'auntie', 'girlfriend', 'niece',
]);
const MALE_ROLES = new Set(['dad', 'father', 'husband', 'brother', 'son', 'grandad', 'grandpa', 'grandfather', 'uncle', 'boyfriend', 'nephew']);

/**
 * Who was lost is the one the death is said of: the person or pet named nearest before "died" ("my
 * wife died", "our cat Mochi died"), or just after "lost" ("lost my husband") — not a daughter or a
 * brother named elsewhere in the same message.
 */
function markLost(memory: Memory, understood: Understanding): void {
  // Words that only look like a loss ("he told his teacher our dog died so he could skip reading") mark no one lost.
  const text = withoutPassing(understood.normalized);
  const death = DEATH.exec(text);
  if (!death) return;
  const at = death.index;
  // "my mum has dementia… asking where dad is. he died in 2019": "he" died, so not the mum named before it.
  const said = /\b(he|she)(?:'s| has| had)? (?:been )?(?:just |sadly |suddenly )?$/.exec(text.slice(Math.max(0, at - 24), at))?.[1];
  const otherSex = said === 'he' ? FEMALE_ROLES : said === 'she' ? MALE_ROLES : null;
  let best: { entity: Entity; distance: number } | null = null;
  for (const entity of understood.entities) {
    if (entity.kind !== 'person' && entity.kind !== 'pet') continue;
    if (entity.kind === 'person' && otherSex?.has(entity.role ?? '')) continue;
    const word = (entity.name ?? (entity.kind === 'person' ? entity.role : entity.species) ?? '').toLowerCase();
    const where = word ? text.indexOf(word) : -1;
    if (where < 0) continue;
    // Before the death word counts as it is; after it ("lost my husband") a little less.
    const distance = where <= at ? at - where : (where - at) * 2;
    if (!best || distance < best.distance) best = { entity, distance };
  }
  const lost = best?.entity;
  // "My cousin Rafael is organising the funeral": a funeral or a death told of is someone's only as "Rafael's funeral".
  const told = /^(death|funeral)$/.test(death[1] ?? '');
  const word = (lost?.kind === 'person' ? (lost.name ?? lost.role) : lost?.kind === 'pet' ? (lost.name ?? lost.species) : '') ?? '';
  if (told && !new RegExp(`\\b${word.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '')}'?s (death|funeral)\\b`, 'u').test(text)) return;
  // "colleague's mum died", "her dad passed away", "his wife Eleni died": someone else's loss, told of, not the person's own.
  const role = lost?.kind === 'person' ? (lost.role ?? '') : '';
  const named = lost?.kind === 'person' && lost.name ? String.raw`(?: ${escapeRegExp(lost.name.toLowerCase())})` : '';
  const theirs = new RegExp(String.raw`\b(?!my\b|our\b)(?:his|her|their|[\p{L}-]+'s) ${escapeRegExp(role)}${named}\b`, 'u');
  if (role && theirs.test(text)) return;
  // "my friend Kat's papa died": the death of someone of Kat's, whatever word names them, not Kat's.
  const lostName = lost?.kind === 'person' || lost?.kind === 'pet' ? lost.name : undefined;
  const ofTheirs = lostName
    ? new RegExp(String.raw`\b${escapeRegExp(lostName.toLowerCase())}'s [\p{L}-]+(?: [\p{L}-]+)? (?:just |suddenly )?(?:died|passed|death|funeral)`, 'u')
    : null;
  if (ofTheirs?.test(text)) return;
  if (lost?.kind === 'person') {
    const person = memory.people.find((p) => (lost.name ? same(p.name, lost.name) : !p.name && same(p.role, lost.role)));
    if (person) person.lost = true;
  } else if (lost?.kind === 'pet') {
    const pet = memory.pets.find((p) => (lost.name ? same(p.name, lost.name) : same(p.species, lost.species)));
    if (pet) pet.lost = true;
  }
}

export function noteTechnique(memory: Memory, id: TechniqueId, title: string, forPhrase: string | null): void {
  memory.lastTechnique = { id, title, forPhrase };
}

export function noteOutcome(memory: Memory, id: TechniqueId, helped: boolean): void {
  const [keep, drop] = helped ? (['helped', 'notHelped'] as const) : (['notHelped', 'helped'] as const);
  memory[drop] = memory[drop].filter((t) => t !== id);
  if (!memory[keep].includes(id)) memory[keep] = [...memory[keep], id].slice(-MEMORY_LIMITS.techniques);
}

/** "Sam", "your boss", "Sam (your coworker)". */
export function personPhrase(person: RememberedPerson): string {
  if (person.name && person.role) return `${person.name} (your ${person.role})`;
  return person.name ?? `your ${person.role ?? 'friend'}`;
}

export function petPhrase(pet: RememberedPet): string {
  return pet.name ? `${pet.name}, your ${pet.species}` : `your ${pet.species}`;
}

/** "Friday's meeting", "the exam tomorrow", "the party". */
export function eventPhrase(event: Pick<RememberedEvent, 'what' | 'day'>): string {
  if (!event.day) return `the ${event.what}`;
  // "Friday's match", "tomorrow's review": never "the review tomorrow coming up".
  if ((/^[A-Z]/.test(event.day) || /^(?:today|tonight|tomorrow)$/.test(event.day)) && !event.day.includes(' ')) return `${event.day}'s ${event.what}`;
  return `the ${event.what} ${event.day}`;
}

/** The items a person can see on "What I remember", as short lines. */
export function memoryLines(memory: Memory, titleOf: (id: TechniqueId) => string): string[] {
  const lines: string[] = [];
  for (const person of memory.people) lines.push(capitalizeFirst(personPhrase(person)));
  for (const pet of memory.pets) lines.push(capitalizeFirst(petPhrase(pet)));
  for (const event of memory.events) lines.push(capitalizeFirst(eventPhrase(event)));
  if (memory.routines.length > 0) lines.push(`Your week: ${memory.routines.map(routinePhrase).join(', ')}`);
  if (memory.topics.length > 0) lines.push(`On your mind: ${memory.topics.map(topicLabel).join(', ')}`);
  if (memory.helped.length > 0) lines.push(`Helped: ${memory.helped.map(titleOf).join(', ')}`);
  if (memory.notHelped.length > 0) lines.push(`Did not help: ${memory.notHelped.map(titleOf).join(', ')}`);
  return lines;
}

// A topic said with a verb ("died", "broke up") reads as what it is.
const TOPIC_LABELS: Partial<Record<TopicId, string>> = { grief: 'a loss', breakup: 'a breakup', anger: 'anger', loneliness: 'feeling alone' };
export const topicLabel = (t: { id: TopicId; phrase: string }) =>
  /^(the |my |a |an )|^(work|school|sleep|money|family)$/.test(t.phrase) || !TOPIC_LABELS[t.id] ? t.phrase : (TOPIC_LABELS[t.id] as string);

const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function isEmptyMemory(memory: Memory): boolean {
  return memoryLines(memory, (id) => id).length === 0 && !memory.lastTechnique;
}

// --- reading untrusted data back --------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shortText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() && value.length <= MEMORY_LIMITS.text && !/[{}<>\n]/.test(value) ? value.trim() : null;
const list = (value: unknown, max: number): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord).slice(-max) : []);

/**
 * A memory from storage or a snapshot, checked field by field: anything that is not short
 * plain text of the expected shape is dropped, never shown.
 */
export function readMemory(value: unknown, techniqueIds: readonly string[], topicIds: readonly string[]): Memory {
  const memory = emptyMemory();
  if (!isRecord(value)) return memory;
  for (const p of list(value.people, MEMORY_LIMITS.people)) {
    const person: RememberedPerson = { name: shortText(p.name), role: shortText(p.role) };
    if (p.lost === true) person.lost = true;
    if (p.young === true) person.young = true;
    if (p.silent === true) person.silent = true;
    if (person.name || person.role) memory.people.push(person);
  }
  for (const p of list(value.pets, MEMORY_LIMITS.pets)) {
    const species = shortText(p.species);
    const pronoun: Pick<RememberedPet, 'pronoun'> = p.pronoun === 'he' || p.pronoun === 'she' ? { pronoun: p.pronoun } : {};
    if (species) memory.pets.push({ name: shortText(p.name), species, ...(p.lost === true ? { lost: true } : {}), ...pronoun });
  }
  for (const e of list(value.events, MEMORY_LIMITS.events)) {
    const what = shortText(e.what);
    const at = typeof e.at === 'number' && Number.isSafeInteger(e.at) && e.at >= 0 ? e.at : 0;
    if (what) memory.events.push({ what, day: shortText(e.day), at, followedUp: e.followedUp === true, ahead: e.ahead === true });
  }
  for (const r of list(value.routines, MEMORY_LIMITS.routines)) {
    // Kept only when it reads back as a routine would be read from a message.
    const phrase = [shortText(r.what), r.tie, shortText(r.when)].join(' ');
    const [routine] = routinesIn(phrase.toLowerCase());
    if (routine && routinePhrase(routine).toLowerCase() === phrase.toLowerCase()) memory.routines.push(routine);
  }
  for (const t of list(value.topics, MEMORY_LIMITS.topics)) {
    const phrase = shortText(t.phrase);
    const at = typeof t.at === 'number' && Number.isSafeInteger(t.at) && t.at >= 0 ? t.at : 0;
    if (phrase && typeof t.id === 'string' && topicIds.includes(t.id)) memory.topics.push({ id: t.id as TopicId, phrase, at });
  }
  const techniques = (raw: unknown) =>
    (Array.isArray(raw) ? raw : []).filter((id): id is TechniqueId => typeof id === 'string' && techniqueIds.includes(id)).slice(-MEMORY_LIMITS.techniques);
  memory.helped = [...new Set(techniques(value.helped))];
  memory.notHelped = [...new Set(techniques(value.notHelped))];
  if (isRecord(value.lastTechnique)) {
    const { id, title, forPhrase } = value.lastTechnique;
    const name = shortText(title);
    if (typeof id === 'string' && techniqueIds.includes(id) && name) {
      memory.lastTechnique = { id: id as TechniqueId, title: name, forPhrase: shortText(forPhrase) };
    }
  }
  return memory;
}

/** A digest from the last session (decrypted JSON text), or null when it is not one. */
export function readDigest(value: unknown, techniqueIds: readonly string[], topicIds: readonly string[]): MemoryDigest | null {
  if (!isRecord(value) || value.version !== 1 || typeof value.savedAt !== 'string' || Number.isNaN(Date.parse(value.savedAt))) return null;
  const memory = readMemory(value, techniqueIds, topicIds);
  return isEmptyMemory(memory) ? null : { ...memory, version: 1, savedAt: new Date(Date.parse(value.savedAt)).toISOString() };
}
