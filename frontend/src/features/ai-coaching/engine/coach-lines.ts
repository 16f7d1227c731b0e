/**
 * Lines for the moves that answer first: giving a technique, trying a different one, steering
 * back after an off-topic question, pausing and resuming an exercise, remembering. Shared by
 * the four coaches, with a lead of each coach's own where its voice matters most.
 */
import type { CoachId } from '@contracts/coaches';
import coachMoves from './coach-moves.json';
import sharedLines from './shared-lines.json';
import topicLines from './topic-lines.json';
import type { AskType } from './situations/types';
import type { SlotKind } from './understanding/types';

// The sentences live in coach-moves.json, shared-lines.json and topic-lines.json; this module types them.
type Pool = readonly string[];

export interface MoveLines {
  /** Before a technique's steps: "{title}" is its name. */
  techniqueLead: Pool;
  /** After "that didn't help": before a different technique. */
  differentLead: Pool;
  /** After "that didn't help" when no technique was given: a choice of direction. */
  differentAsk: Pool;
  /** After an honest "I can't do that": back to what the coach is for. */
  steerBack: Pool;
}

const COACH_MOVES: Readonly<Record<CoachId, MoveLines>> = coachMoves;

export function movesOf(coachId: CoachId): MoveLines {
  return COACH_MOVES[coachId];
}

/** Lines every coach uses, kept as data in shared-lines.json. */
export interface SharedLines {
  /** After a technique that has a guided version. */
  walkThrough: Pool;
  /** After a technique without one. */
  tryIt: Pool;
  /** After a technique that has not helped before. */
  unknownQuestion: Pool;
  /** A question of fact nobody named can answer: who can, and the person's question as they could put it ({what}). */
  unknownAsk: Pool;
  /** After "I don't know": what the answer would change, which the coach can help with. */
  unknownFollow: Pool;
  practical: Pool;
  drowsyDriving: Pool;
  typingWhileDriving: Pool;
  aside: Pool;
  corrected: Pool;
  /** A message asked for with nothing yet of what it is to say: what it is to say, asked for ({name}). */
  draftWhat: Pool;
  wordsBefore: Pool;
  answeredBefore: Pool;
  helped: Pool;
  helpedAsk: Pool;
  somethingElse: Pool;
  /** "Can I ask something personal?" */
  mayAsk: Pool;
  /** "Can I ask advice about a friend?": yes, and what is happening. */
  mayAskAbout: Pool;
  paused: Pool;
  steerBackTo: Pool;
  steerBackPerson: Pool;
  steerBackLater: Pool;
  resume: Pool;
  rememberNone: Pool;
  rememberLead: Pool;
  rememberHow: Pool;
  rememberTail: Pool;
  // Neutral about time: the coach cannot always tell whether it has happened yet.
  eventFollowUp: Pool;
  eventAhead: Pool;
  petFollowUp: Pool;
  personFollowUp: Pool;
  lastTime: Pool;
  lastTimeTopic: Pool;
  lastTimeLoss: Pool;
  /** Put before a reply that would otherwise repeat an earlier one word for word. */
  freshLeads: Pool;
  /** Who can read the chat: a fact of the app. */
  privacy: Pool;
  /** Small talk about the coach's own life: what it is, and back to the person. */
  aboutMe: Pool;
  /** A reflective reply after the conversation was already summed up, with nothing new to reflect on. */
  reflectBrief: Pool;
  /** A reflection on the latest message, once the conversation's themes were summed up. */
  reflectNow: Pool;
  /** Asks once more when an answer does not fit the step's slot. */
  retrySlot: Readonly<Record<SlotKind, Pool>>;
  /** A first message that only says hello or who the person is (opening.ts). */
  openingWelcome: Pool;
  openingAsk: Pool;
  /** Before a situation's answer, by the kind of question it answers (situation-reply.ts). */
  situationLeads: Readonly<Record<AskType, Pool>>;
  /** Short acknowledgements once a situation's own are used, never the person's words pasted back. */
  /** A later message in a situation that tells a hard feeling: sympathy, not thanks for the information. */
  situationAcksHard: Pool;
  situationAcksNews: Pool;
  newsAsk: Pool;
  situationAcksAgain: Pool;
  situationAcksFresh: Pool;
  situationAcksLong: Pool;
  situationAcks: Pool;
  /** A harsh name the person gives themselves: "{feel}" is "like a bad mother" or "useless", "{label}" the name. */
  selfLabel: Pool;
  /** Asked once a situation's own questions are used: where the person wants to go next. */
  nextStepAsk: Pool;
  /** "ok, fair" to an answer, mid-talk: taken on before the next question. */
  agreedMidway: Pool;
  /** Something gone wrong, told: what to do about it, or how it has been (detail-question.ts). */
  twoWays: Pool;
  /** After a short telling said back whole ("Night nurse on ward 9, 4th night in a row."): how it sits with them. */
  toldBackAsk: Pool;
  /** After a first telling with nothing of it said back and no trouble named in it. */
  toldHelpAsk: Pool;
  /** The answer "just talk" to it: heard, no advice unasked for. */
  twoWaysTalk: Pool;
  /** An offer of the situation's practical steps ({title}: "your exam revision"). */
  practicalOffer: Pool;
  /** A thank-you or goodbye that closes the conversation (closing.ts). */
  closingWelcome: Pool;
  closingTakeCare: Pool;
  closingLuck: Pool;
  /** A plan the person tells ("gonna ask her on friday"): backed, with its day ("{when}": "on Friday") or a way to fix one. */
  planBacked: Pool;
  /** Asked "is that a good plan?" about the plan just told. */
  planChecked: Pool;
  planWhen: Pool;
  planNoWhen: Pool;
  planObstacle: Pool;
  planClose: Pool;
  planCloseNoWhen: Pool;
  /** Something the person managed ("made it home", "sent it"). */
  winBacked: Pool;
  winAsk: Pool;
  /** What someone else said about the situation ("my friend chloe says hes trash"): "{who}", "{other}". */
  viewAsk: Pool;
  viewDoubted: Pool;
  /** Someone's view told with the person's own after a "but" ("{own}": "you don't want to give up"). */
  viewOwn: Pool;
  viewHurtful: Pool;
  viewTwo: Pool;
  /** "How do I close this thing?": how to leave, true to the chat screen. */
  leaveChat: Pool;
  /** "Do I just type?": how the chat works. */
  howToUse: Pool;
  scope: Pool;
  /** "She said sorry!": good news met as good news before anything else. */
  goodNews: Pool;
  /** Asked "is that good or bad?" about the good news. */
  goodSign: Pool;
  /** After good news told with a thank-you: the thanks met, no question put to someone closing. */
  goodNewsThanks: Pool;
  goodNewsAsk: Pool;
  /** "I need advice about my son, he…": the story asked for before any advice. */
  adviceStory: Pool;
  /** The same, with the subject the person announced ("{what}": "the work thing"). */
  subjectStory: Pool;
  /** "I need to vent, no tips yet": listening, with advice held back. */
  vent: Pool;
  /** The first step of the situation's own way through ("{what}"), with an offer of the rest ("{title}"). */
  practicalTip: Pool;
  practicalMore: Pool;
  /** "The breathing exercises dont do anything for actual pain": what they can and cannot do, and what does more. */
  notForPain: Pool;
  notForPainAsk: Pool;
  /** Before one line of words already given, said on its own ("shorter?"). */
  /** Before the ask of the last words, said as a text. */
  casualLead: Pool;
  rewordLead: Pool;
  /** "done" after a technique given to try: what was noticed, asked. */
  triedAsk: Pool;
  triedThat: Pool;
  /** "a little" to that: the small change taken as real. */
  eased: Pool;
  /** "anything else?" in the middle of a guided exercise: only this step for now. */
  oneStep: Pool;
}

export const SHARED_LINES: SharedLines = sharedLines;

/**
 * Life areas the person's words name that weigh most: while one of them is in the conversation it
 * leads the coach's questions, so a passing "since high school" does not turn a loss into school.
 */
export const HEAVY_TOPICS = ['grief', 'breakup', 'loneliness', 'anger', 'social', 'procrastination'] as const;
export type HeavyTopic = (typeof HEAVY_TOPICS)[number];

/** Per heavy topic: an acknowledgement ({who}: the pet or person named, else a phrase) and questions. */
export const TOPIC_LINES: Readonly<Record<HeavyTopic, { ack: Pool; ask: Pool; lookup: string }>> = topicLines;

/** The quick replies the chat can show under a coach message. */
export const QUICK_REPLIES = {
  yes: "Yes, let's try it",
  notNow: 'Not now',
  walkThrough: 'Walk me through it',
  exercise: 'Give me an exercise',
  somethingElse: 'Something else',
  unsure: "I'm not sure",
  didNotHelp: "That didn't help",
  resume: 'Back to the exercise',
  stop: 'Stop the exercise',
  shorter: 'Make it shorter',
  casual: 'Make it more casual',
} as const;
