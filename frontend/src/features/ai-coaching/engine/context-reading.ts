/**
 * Reading a message with the conversation around it: what the session counts, which heavy topic
 * leads, which life area a message is about, who a loss is, a correction, and a question that
 * uses what the person said before.
 */
import { HEAVY_TOPICS, SHARED_LINES, type HeavyTopic } from './coach-lines';
import { correctedTopic, deniedWord, PERSON_ONLY, RELATIONSHIP_WORDS } from './cues';
import { LOSS_SITUATIONS, relatedSituation, SITUATION_IDS, situationScores, subjectWords } from './situations';
import type { Analysis, Topic } from './lexicon';
import { eventPhrase, petPhrase } from './memory';
import { hashText, pickFresh } from './no-repeat';
import { selfLabelIn } from './understanding/self-label';
import type { Session } from './session';
import { LIMITS, type EngineSnapshot } from './state';
import type { Understanding } from './understanding';

/** A heavy topic (a loss, a breakup…) leads the listening for this many messages after it was last named. */
const HEAVY_TOPIC_TURNS = 4;
const LEXICON_TOPICS: readonly Topic[] = ['work', 'sleep', 'family', 'partner', 'friends', 'school', 'money', 'health'];

/** Counts the message's topics, feelings and words, and keeps its mirror for a later reflection. */
export function track(s: EngineSnapshot, a: Analysis): void {
  for (const topic of a.topics) s.topics[topic] = (s.topics[topic] ?? 0) + 1;
  for (const feeling of a.feelings) s.feelings[feeling] = (s.feelings[feeling] ?? 0) + 1;
  for (const word of a.keywords.slice(0, 40)) s.words[word] = (s.words[word] ?? 0) + 1;
  const words = Object.entries(s.words);
  if (words.length > LIMITS.words) {
    // Keep the most repeated words, in their original order.
    const keep = new Set([...words].sort((x, y) => y[1] - x[1]).slice(0, LIMITS.words).map(([word]) => word));
    s.words = Object.fromEntries(words.filter(([word]) => keep.has(word)));
  }
}

export function topTopic(state: EngineSnapshot): Topic | null {
  const entries = Object.entries(state.topics) as [Topic, number][];
  return entries.reduce<[Topic, number] | null>((best, entry) => (!best || entry[1] > best[1] ? entry : best), null)?.[0] ?? null;
}

/**
 * "It's not grief", "not really about the party", "it's not really the money": what the person says it is not about is dropped
 * from what the coach keeps in mind (the topic, events and situations of that word); true when the coach had taken that
 * subject and is put right.
 */
export function correction(state: EngineSnapshot, u: Understanding, raw: string): boolean {
  const id = correctedTopic(u.normalized);
  const word = id ? undefined : deniedWord(raw.toLowerCase().replace(/[’‘]/g, "'"));
  if (!id && !word) return false;
  // Thanked for putting the coach right only when it was the coach who took that subject: "The money is not really the
  // thing" told unprompted is dropped quietly.
  const coachSaidIt = id !== undefined || (word !== undefined && new RegExp(String.raw`\b${word}\b`, 'i').test(state.recent.at(-1) ?? ''));
  const memory = state.memory;
  const denied = (phrase: string) => (word !== undefined && phrase.toLowerCase().includes(word));
  const topics = u.topics.filter((t) => t.id === id || denied(t.phrase)).map((t) => t.id);
  const before = memory.topics.length + memory.events.length + state.named.length + (state.situation ? 1 : 0);
  u.topics = u.topics.filter((t) => !topics.includes(t.id));
  memory.topics = memory.topics.filter((t) => t.id !== id && !topics.includes(t.id) && !denied(t.phrase));
  if (id === 'grief') memory.events = memory.events.filter((e) => e.what !== 'funeral');
  memory.events = memory.events.filter((e) => !denied(e.what));
  for (const topic of [id, ...topics]) if (topic) delete state.topics[topic as Topic];
  // The situations that word names ("party" a social event, "money" money worries) are no longer the subject.
  if (word) {
    const heard = subjectWords(word);
    const situations = SITUATION_IDS.filter((sid) => situationScores(` ${word} `).has(sid) || relatedSituation(sid, heard));
    for (const sid of situations) delete state.frame[sid];
    state.named = state.named.filter((sid) => !situations.includes(sid));
    state.mentioned = state.mentioned.filter((sid) => !situations.includes(sid));
    if (state.situation && situations.includes(state.situation)) state.situation = null;
    // Nor is the word read again in this message for an answer ("it's not really the money" asks nothing about money).
    u.normalized = u.normalized.replace(new RegExp(String.raw`\b${word}\b ?`, 'g'), '').trim();
  }
  const dropped = memory.topics.length + memory.events.length + state.named.length + (state.situation ? 1 : 0) < before || topics.length > 0;
  return coachSaidIt && (id !== undefined || dropped);
}

/** The heavy topic of this message, or the latest one the conversation named. */
export function heavyTopic(state: EngineSnapshot, u: Understanding | null): HeavyTopic | null {
  const isHeavy = (id: string): id is HeavyTopic => (HEAVY_TOPICS as readonly string[]).includes(id);
  // A party or a wedding that is over ("last week she wore my jeans to a party") is no social event to face.
  const socialPast = (id: string) => id === 'social' && !state.memory.events.some((e) => e.ahead) && state.memory.events.length > 0;
  // "my mum has dementia… asking where dad is. he died in 2019": a death told as background to another trouble in play, with
  // no one named as the one lost, is not what the talk is about.
  const lostNamed = state.memory.people.some((p) => p.lost) || state.memory.pets.some((p) => p.lost);
  const background = (id: string) => id === 'grief' && !lostNamed && state.situation !== null && !LOSS_SITUATIONS.has(state.situation);
  const here = u?.topics.find((t) => isHeavy(t.id) && !socialPast(t.id) && !background(t.id));
  if (here) return here.id as HeavyTopic;
  // A heavy topic named in the last few messages still leads; one from long ago does not.
  const now = state.userMessages;
  const remembered = [...state.memory.topics]
    .reverse()
    .find((t) => isHeavy(t.id) && !socialPast(t.id) && !background(t.id) && now - (t.at ?? 0) <= HEAVY_TOPIC_TURNS);
  return remembered ? (remembered.id as HeavyTopic) : null;
}

/** Who the loss is: the person or pet the person named ("Hilde", "your grandma", "Luna"), else "them". */
export function lostOne(state: EngineSnapshot): string {
  const memory = state.memory;
  // Only one named with the death: a daughter named in passing is not the one who died.
  const person = memory.people.find((p) => p.lost);
  const pet = memory.pets.find((p) => p.lost);
  if (person) return person.name ?? `your ${person.role ?? 'loved one'}`;
  if (pet) return pet.name ?? `your ${pet.species}`;
  return 'them';
}

/**
 * The life area a message is about, as the understanding reads it (a coworker's party is not
 * work); a person named in passing ("my husband works nights") is not a topic about them.
 */
export function topicOf(a: Analysis, u?: Understanding): Topic | undefined {
  if (!u) return a.topics[0];
  const first = u.topics[0];
  if (!first || !(LEXICON_TOPICS as readonly string[]).includes(first.id)) return undefined;
  if (PERSON_ONLY.test(first.phrase) && !RELATIONSHIP_WORDS.test(u.normalized)) return undefined;
  return first.id as Topic;
}

/**
 * A question that uses what the person said before: how an event they mentioned went (a few
 * messages later, once), or about a pet or person they named. Null when there is nothing to ask.
 */
/** How many messages after an event was told it is asked after: one ahead, and one gone by. */
const EVENT_AHEAD_ASKED_AFTER = 2;
const EVENT_PAST_ASKED_AFTER = 4;

export function memoryQuestion(s: Session, eventsOnly = false): string | null {
  const memory = s.state.memory;
  const now = s.state.userMessages;
  // Not one the person is talking about right now: they have just said how it is. One gone by ("in the team meeting
  // yesterday he presented my analysis") is still what the talk is about a message or two later: asked after only later.
  const since = (e: { ahead?: boolean }) => (e.ahead ? EVENT_AHEAD_ASKED_AFTER : EVENT_PAST_ASKED_AFTER);
  const event = memory.events.find((e) => !e.followedUp && now - e.at >= since(e) && !s.lastText.includes(e.what.toLowerCase()));
  if (event) {
    event.followedUp = true;
    return s.pick(event.ahead ? SHARED_LINES.eventAhead : SHARED_LINES.eventFollowUp, { event: eventPhrase(event) });
  }
  if (eventsOnly || now % 3 !== 0) return null;
  const pet = memory.pets.find((p) => p.name);
  if (pet && memory.topics.some((t) => t.id === 'grief')) return pickFresh(s, SHARED_LINES.petFollowUp, { pet: pet.name ?? petPhrase(pet) });
  // Not the one who died: "Have you been able to talk to Frank about any of this?" would be cruel. Only someone said
  // with who they are ("my friend Mrs. Alvarez"), not any word with a capital ("the Playstation", "Fuliza"); asked about
  // without assuming trouble with them, as most people named are the ones who help.
  // Nor one the person is telling of right now ("My wife Margaret still does her volunteering…").
  // Nor a young child ("Is Aarav someone you can talk to about this?" of a five-year-old); a grown son or daughter is asked about.
  // Nor the one who won't talk ("Is Josh someone you can talk to about this?" of a son who has stopped talking), and each
  // person once: "Have you been able to talk to Chiara…?" after "Is Chiara someone you can talk to…?" asks it again.
  const asked = (name: string) => hashText(`person-asked:${name.toLowerCase()}`, 'line');
  const person = memory.people.find(
    (p) => p.name && p.role && !p.lost && !p.young && !p.silent && !s.lastText.includes(p.name.toLowerCase()) && !s.state.said.includes(asked(p.name)),
  );
  if (!person?.name) return null;
  s.state.said.push(asked(person.name));
  return pickFresh(s, SHARED_LINES.personFollowUp, { person: person.name });
  return null;
}

/** "I feel like a bad mother": an answer to the harsh name the person just gave themselves, once a name; null when none. */
export function selfLabelLine(s: Session): string | null {
  const found = selfLabelIn(s.lastText.replace(/[’‘]/g, "'"));
  if (!found) return null;
  const key = hashText(`self-label:${found.label}`, 'line');
  if (s.state.said.includes(key)) return null;
  s.state.said.push(key);
  // Each way of answering is used once a session, whatever name it was filled with.
  const fresh = SHARED_LINES.selfLabel.filter((line) => !s.state.said.includes(hashText(`self-label-line:${line}`, 'line')));
  const templates = fresh.length > 0 ? fresh : SHARED_LINES.selfLabel;
  const filled = templates.map((t) => t.replaceAll('{feel}', found.feel).replaceAll('{label}', found.label));
  const line = s.pick(filled);
  s.state.said.push(hashText(`self-label-line:${templates[filled.indexOf(line)] ?? ''}`, 'line'));
  return line;
}
