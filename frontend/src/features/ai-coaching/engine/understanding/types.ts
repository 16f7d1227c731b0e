/** What one message is and what it mentions: the coach decides its reply from this, not from raw text. */
import type { Feeling } from '../lexicon';

/**
 * What a message does in the conversation.
 * - question: asks the coach something ("is it bad that I check my work email in bed?")
 * - request: asks for help, an exercise or a script ("give me an exercise", "what should I say when I walk in?")
 * - answer: replies to the coach's last question (see Understanding.answer)
 * - helped / not-helped: reports on something tried ("that helped a bit", "that didn't really help tbh")
 * - off-topic: outside what a wellbeing coach is for (weather, trivia, maths, news)
 * - small-talk: greetings and "how are you"
 * - thanks, goodbye
 * - meta: about the coach itself ("are you a bot?", "what can you do?", "do you remember my dog?")
 * - share: telling something: a feeling, an event, more of the same story or a new one
 */
export type DialogueAct =
  | 'question'
  | 'request'
  | 'answer'
  | 'helped'
  | 'not-helped'
  | 'off-topic'
  | 'small-talk'
  | 'thanks'
  | 'goodbye'
  | 'meta'
  | 'share';

/** A short reply read against the coach's last question. */
export type AnswerKind = 'yes' | 'no' | 'maybe' | 'unsure' | 'value';

/**
 * Life areas. `social` is gatherings and meeting people (a party, a wedding, a date night out with friends),
 * `school` is school in general and its stages (high school, college, university) with the person's own words
 * kept in TopicMention.phrase, `grief` is a death or a loss (a pet's death too).
 */
export type TopicId =
  | 'work'
  | 'sleep'
  | 'family'
  | 'partner'
  | 'breakup'
  | 'friends'
  | 'social'
  | 'loneliness'
  | 'school'
  | 'money'
  | 'health'
  | 'exercise'
  | 'grief'
  | 'anger'
  | 'procrastination';

export interface TopicMention {
  id: TopicId;
  /** The person's own words for it, lower case: "high school", "my thesis", "the party", "work". */
  phrase: string;
}

export type BodyPart = 'jaw' | 'shoulders' | 'neck' | 'chest' | 'stomach' | 'head' | 'back' | 'hands' | 'heart' | 'breath' | 'whole-body';

export interface BodySensation {
  part: BodyPart;
  /** The person's words: "jaw tension", "tight chest", "my heart racing". */
  phrase: string;
}

/** Weekdays and relative days, as the person would say them back: "Friday", "tomorrow", "tonight", "next week". */
export type DayWord = string;

export type Entity =
  /** A person by name and/or role: "Dana", "my boss", "my coworker Sam" (name 'Sam', role 'coworker'). */
  | { kind: 'person'; name: string | null; role: string | null }
  /** A pet: "my dog Max" (name 'Max', species 'dog'), "our cat". */
  | { kind: 'pet'; name: string | null; species: string }
  /** An event, with its day when said: "the meeting on Friday", "Friday's meeting", "my exam tomorrow", "the party". */
  | { kind: 'event'; what: string; day: DayWord | null }
  /** A place: "the office", "the gym", "my parents' house". */
  | { kind: 'place'; name: string };

export interface Understanding {
  act: DialogueAct;
  /** Set when the message is a short reply to the coach's question (act 'answer'), else null. */
  answer: { kind: AnswerKind; value: string | null } | null;
  topics: TopicMention[];
  entities: Entity[];
  feelings: Feeling[];
  body: BodySensation[];
  /** The message's words, lower case, spelling corrected where a known word was clearly meant, joined by single spaces. */
  normalized: string;
}

/** What the coach just asked, so a short reply can be read as its answer. */
export interface ConversationContext {
  /** 'yes-no': "Would you like to try it?"; 'value': "When will you do it?"; 'open': any other question; null: no question. */
  lastQuestion: 'yes-no' | 'value' | 'open' | null;
  /** A technique or exercise is in progress (a short reply is likely an answer to its step). */
  inExercise: boolean;
}

/** Kinds of slot a plan or summary fills with the person's words. */
export type SlotKind = 'when' | 'where' | 'feeling' | 'need' | 'action' | 'person' | 'number' | 'thought';
