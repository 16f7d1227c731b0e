/**
 * The reply to one user message, before it is worded: an exercise in progress takes it first, then
 * an offer's answer, then content (an answer, a technique, an honest "I can't"), a short move of
 * conversation, and otherwise listening.
 */
import { answerClarify, answerUnderstood } from './clarify-reply';
import { SHARED_LINES } from './coach-lines';
import { answerEverydayAsk } from './everyday-ask';
import { answerFirst, asksOffTopic, HOW_TO_ASKED, offTopic, recall } from './answer-first';
import { join, say, type Turn } from './compose-reply';
import { answerDecisionWeighed, keepWeighed, weighedIn } from './decision-weigh';
import { answerSpeechPlainer } from './speech-opening';
import { correction, heavyTopic } from './context-reading';
import { checkDraft, checkQuotedDraft } from './draft-check';
import { ASIDE, drowsyAtTheWheel, PRACTICAL, typingAtTheWheel, REMEMBER_ASK, REMEMBER_HOW, RESUME, SOMETHING_ELSE, VENT, WALK_THROUGH } from './cues';
import { OPENING_MESSAGES, wayChosen } from './detail-question';
import { continueFlow } from './exercise-turn';
import { flowById, isCoachPrompt, namedFlow, requestedFlow } from './flows';
import { resumeFlow, startFlow } from './guided-exercise';
import { detectIntent, type Intent } from './intents';
import { feelingGroup, type Analysis } from './lexicon';
import { findAnswer, techniqueById } from './library';
import { answerTooGeneral } from './too-general';
import { chooseOfferPreview, listen, listenOnTopic, mirrorOf, SENSITIVE, sensitive } from './listening';
import { noteOutcome, remember } from './memory';
import { decline, type Session } from './session';
import { LIMITS } from './state';
import { answerWordsNotHelped } from './words-to-say';
import { answerLabelFeared } from './pushback-reply';
import { answerOfferWeighed } from './proposal-reply';
import {
  answerTechniqueTried, chooseTechnique, differentTechnique, giveTechnique, helped, namesTechniqueFamily, notForPain, noteFamilyNotHelped,
  saysDone, techniqueJustGiven, techniquesShown,
} from './technique-reply';
import { readMessage, understand, type Understanding } from './understanding';
import { asksFor, toldIn } from './understanding/told';
import { sentences as sentencesOf } from './text';
import { noteMatter } from './told-matter';
import { noteNews } from './told-news';
import { answerTried } from './tried-reply';
import { answerSaidBefore } from './said-before';
import { answerKnowsInTheory } from './knows-in-theory';
import { intentionIn, winIn } from './understanding/intentions';
import { askAboutViews, backIntention } from './intention-reply';
import { viewsIn } from './understanding/views';
import { fixedPointsIn } from './understanding/week';
import { keepWeek } from './week-plan';
import { sleepHoursLine } from './sleep-hours';
import { alsoCarryingLine } from './also-carrying';
import {
  answerCaseAfterAnswer, answerCaseTold, answerDose, answerFaq, answerFaqHere, answerNameGiven, answerRetrieved, answerWeekPlan, answerGeneral,
  answerParticularTried,
  answerLookUp, answerMeaning, answerSituation, ELSE_ASKED, situationWouldAnswer,
  currentSituation, firstStepJustGiven,
  listenInSituation, nextQuestion, offerSituation, ownQuestionLeft, rewordLast, SURELY,
} from './situation-reply';
import { aheadEvent, closingTurn, endsConversation, LATE_THANKS, LUCK, planThenThanks, thanksUnderStrain } from './closing';
import { condenseLast } from './condense-reply';
import { answerDraftContent, answerDraftEdit, answerMessageDraft, namesAnAsk } from './message-draft';
import { asksFact, honestLimit, ON_THE_BODY, questionToAsk } from './honest-limit';
import { answerPracticePlan } from './practice-plan';
import { openingTurn } from './opening';
import { answerWarmerWritten } from './written-thing';
import { goodNews, hardNewsIn, reliefIn } from './good-news';
import { moneyLeftLine, moneyToPaydayLine, wordsPerDayLine } from './told-sums';
import { answerReplyUpdate } from './reply-update';
import { answerReceived, answerReceivedMeaning } from './received-message';
import { pickFresh } from './no-repeat';
import { answerRota } from './rota-reply';
import { answerWeekendPlan, answerWeekendShorter } from './weekend-plan';
import { answerDeclineCasual } from './decline-words';
import {
  askTypeOf, type AskType, generalOf, leadingSituation, namedAcrossSentences, namedSituation, nextFrame, nextNamings, relatedSituation,
  situationHintsHeard, situationScores,
  subjectWords, TURNS_TO, withoutPassing,
} from './situations';

type SmallTalkPool = 'exitIdle' | 'hello' | 'howAreYou' | 'help' | 'thanks' | 'bye' | 'yes' | 'no' | 'unsure';

// A short "but" to a suggestion: "but i'm shy", "i don't drink though".
const A_BUT = /^(?:(?:yeah|yes|ok|okay|sure|right|true|hmm|mm)[ ,]+)?but\b(?![^.?!]*\?)|\b(?:though|tho)[.!]*$/;

/** The coach's own line for a short move of conversation ("hi", "thanks", "ok", "never mind"). */
const SMALL_TALK: Readonly<Partial<Record<Intent, SmallTalkPool>>> = {
  exit: 'exitIdle',
  greeting: 'hello',
  'how-are-you': 'howAreYou',
  help: 'help',
  thanks: 'thanks',
  bye: 'bye',
  yes: 'yes',
  no: 'no',
  unsure: 'unsure',
};

/** How many messages after "I need to vent" nothing is advised unless asked for. */
const LISTEN_FOR = 3;

const MAY_I_ASK = new RegExp(
  String.raw`^(?:(?:hi|hey|hello|ok|so|um)\W* )?(can|could|may) i ask (you )?(something|a question|you something)` +
    String.raw`( kind of| a bit| quite)?( personal| weird| random)?\??$`,
);
// "hello po. can i ask advice about a friend": what it is about comes next; ask for it rather than guess.
const MAY_I_ASK_ABOUT = new RegExp(
  String.raw`^(?:(?:hi|hello|hey|hiya)(?: po| there)? )?(?:can|could|may) i (?:ask|get|have) (?:you )?(?:for )?(?:some |an? )?` +
    String.raw`(?:advice|help|question)(?: about| on| with| for)?(?: (?:a|my|an|the) \w+)?$`,
);
/** Situations where a practice of the body or mind helps with the trouble itself. */
const PRACTICE_HELPS: ReadonlySet<string> = new Set([
  'racing-mind-at-night', 'early-waking', 'tension-aches', 'panic-racing-heart', 'shaken-after-scare', 'driving-fear', 'fear-of-flying',
  'medical-dental-fear', 'anger', 'social-anxiety-event', 'worry-overthinking', 'low-mood', 'self-criticism', 'performance-nerves',
  'presentation-speaking', 'burnout', 'phone-call-anxiety', 'health-worry', 'imposter-feelings',
]);
// "ok and then what?", "and after that?", "what next": the step after the one just given.
const THEN_WHAT = /\b(?:and )?then what\b|\bwhat (?:next|now)\b|\band after that\b|\bwhat do i do after\b/;
const ADVICE_STORY = new RegExp(
  String.raw`\bi (?:need|want|would like|could use|'d like) (?:some |your )?advice (?:about|on|with|regarding)(?: \w+){0,3} (?:my|our|a|the)\b`,
);
// "hola. need some help w/ a work thing", "hi, quick question about something at uni", "idk if this is the kind of thing you
// help with but": a subject announced, not yet told.
const ANNOUNCED = new RegExp(
  [
    String.raw`\b(?:need|want|could use|would like) (?:some |a little |a bit of |your )?help (?:with|w/|about|on|for) (?:a |an |my |the |some |this )?\w+`,
    String.raw`\bquick question (?:about|on|re)\b|\bi need to (?:plan|sort out|figure out|decide) something\b`,
    String.raw`\b(?:kind of|kinda|bit of|sort of) an? (?:\w+ )?(?:problem|thing|situation|issue)\b`,
    String.raw`\b(?:idk|not sure|don'?t know) if (?:this|it)(?:'s| is) (?:the kind of thing|something) you\b`,
    String.raw`\bcan i (?:talk|ask you|tell you) about something\b`,
    // "hi. i did something stupid and need advice", "i messed up and need help".
    String.raw`\bi (?:did something (?:stupid|dumb|bad|terrible|awful|wrong)|messed up|screwed up) and (?:i )?need (?:some |your )?(?:advice|help)\b`,
  ].join('|'),
);
// The subject after "help with": "a work thing", "mornings", "my son's school".
const HELP_WITH = new RegExp(
  String.raw`\bhelp (?:with|w\/|about|on|for) (?:(a|an|some|my|the|this) )?((?:[a-z']+ ){0,2}[a-z']+?)` +
    String.raw`(?= (?:that|which|and|but|because|cos|bc|at|for|in)\b|[.,!?;:]|$)`,
);
const NOT_A_SUBJECT = /^(?:it|this|that|something|anything|everything|stuff|things?|me|you|him|her|them|but|and|or|so|a|the)$|(?:^| )(?:but|and|or)$/;

/** The subject announced, as the coach can name it back: "the work thing", "the mornings", "your son's school"; null when none. */
function subjectOf(lower: string): string | null {
  const m = HELP_WITH.exec(lower);
  const what = m?.[2]?.trim();
  if (!what || NOT_A_SUBJECT.test(what) || what.split(' ').length > 3) return null;
  return `${m?.[1] === 'my' ? 'your' : 'the'} ${what}`;
}
/** An announced subject is heard first only in a short opening message. */
const ANNOUNCED_MAX_WORDS = 25;
const ASKED_IN_PASSING = new RegExp(
  [
    String.raw`\b(what (do|should|can) i (even )?(say|do|text|tell)|how (do|can|should) i|should i|is it (normal|ok|okay|bad))\b`,
    // "…and i dont know if i should apologise or wait": a choice put as not knowing is asked all the same; one step doubted
    // ("i don't know if i should say something") is still being told.
    String.raw`\b(?:don'?t know|do not know|not sure|unsure|can'?t decide|cannot decide|wondering) (?:if (?:i|we) should|whether (?:to|i should|we should))` +
      String.raw` [^.?!]*\bor\b`,
    // "…any quick stretch i can do at my desk", "do you also have something for the anger?"
    String.raw`\bany (quick |good |simple |easy )?(stretch(es)?|exercises?|tips|ideas|advice|tricks)\b|\bdo you (also )?have (something|anything) for\b`,
  ].join('|'),
);

// "i dont know what to say to him", "not sure how to support her", "i just dont know how to say goodbye": words or a way asked
// for, put as not knowing; in the first message, where the story is still being told ("my mum is an alcoholic and i dont know
// how to help her"), it is heard first.
const ASKED_AS_NOT_KNOWING = new RegExp(
  String.raw`\b(?:don'?t know|do not know|not sure) (?:what to (?:say|text|write|tell)|how to (?:tell|say|talk to|bring (?:it|this|that) up|` +
    String.raw`support|help) (?:him|her|them|my)\b|how to say (?:goodbye|bye|sorry|no)\b)`,
);

// Asked where, when or who, or what to expect: no choice between options to weigh.
// Nor whether something is safe on the body ("is it bad to put bio-oil on it?"), which someone who knows can say.
const NOT_A_CHOICE = new RegExp(
  String.raw`\b(?:where|when|who) should (?:i|we)\b|\bwhat (?:should|do|can) (?:i|we) (?:actually )?(?:expect|bring|wear|pack|take)\b|` +
    ON_THE_BODY.source,
);

// Steps given to follow now: "Try this now: 1. …", "1. Breathe out slowly… 2. …".
const CALMING_STEPS = /^Try this now\b|\b1\. [\s\S]*\b2\. /;

// A situation hinted at in the message just before (a hint counts 1, fading by a quarter a message) is already in the talk.
const HINTED = 0.75;

/**
 * The situations one message points to, and the conversation's subjects after it (`state.frame`, `named`, `mentioned`,
 * `heard`). `asked` is what the sentences that ask or turn openly to something new name, null when no sentence does.
 */
function readSituations(s: Session, raw: string, u: Understanding): { scores: Map<string, number>; asked: Map<string, number> | null } {
  const state = s.state;
  const sentences = readMessage(raw).sentences;
  // A situation's words are read within a sentence: "…if it doesn't work. do i tell coach" is no "work do".
  const joined = sentences.map((sentence) => sentence.text).join(' | ');
  const scores = situationScores(joined);
  // Each sentence as the whole message leaves it: "should i go to the funeral? i only met her mum twice" is her mum's funeral.
  const passed = withoutPassing(joined).split(' | ');
  const inWhole = (i: number) => (passed.length === sentences.length ? passed[i]! : sentences[i]!.text);
  const foreground = sentences.flatMap((sentence, i) => (sentence.question || TURNS_TO.test(sentence.text) ? [inWhole(i)] : []));
  const asked = foreground.length > 0 ? situationScores(foreground.join(' | ')) : null;
  // A request without a question mark ("help me sleep") asks in all of it.
  const asking = asked ?? (u.act === 'request' ? scores : new Map<string, number>());
  const before = state.frame;
  // While the person first tells what it is about (the first two messages, or later after only "hi" and "not great tbh"
  // with nothing named or hinted at yet), anything named is the subject.
  const nothingYet = state.named.length === 0 && state.mentioned.length === 0 && Object.values(before).every((value) => value < HINTED);
  const opening = state.userMessages <= OPENING_MESSAGES || nothingYet;
  state.frame = nextFrame(state.frame, scores);
  const earlier = state.heard;
  // Spoken of before in its own words, or hinted at in the messages just before ("my son… he has so much energy").
  const related = (id: string) => relatedSituation(id, earlier) || (before[id] ?? 0) >= HINTED;
  const across = opening ? namedAcrossSentences(joined) : undefined;
  // Words that only look like a situation's ("the flower beds") are not what the conversation was about.
  const words = subjectWords(withoutPassing(u.normalized));
  const heard = [...earlier.filter((word) => !words.includes(word)), ...words].slice(-LIMITS.heard);
  const hintsHeard = (id: string) => situationHintsHeard(id, heard);
  Object.assign(state, nextNamings(state, scores, { asking, opening, frame: state.frame, related, across, hintsHeard }));
  state.heard = heard;
  return { scores, asked };
}

// "He says his stomach hurts every morning": a sensation told of someone else, nothing for the person's own body.
const SOMEONE_ELSE_FEELS = new RegExp(
  String.raw`\b(?:he|she|they|my (?:son|daughter|child|kid|boy|girl|mum|mom|dad|partner|husband|wife|brother|sister))` +
    String.raw`(?:'s)? (?:says|said|complains?|complained|keeps saying|tells me)\b`,
);
// "my heart was racing and i thought i was going to pass out": a moment told as gone, not one to calm now.
const FELT_THEN = /\b(?:was|were|had been|felt|thought i was)\b/;
const FEELS_NOW = /\b(?:now|right now|still|is|are|am|i'm|keeps?|every time|whenever|always)\b/;
function ownBody(u: Understanding): boolean {
  if (FELT_THEN.test(u.normalized) && !FEELS_NOW.test(u.normalized)) return false;
  return !SOMEONE_ELSE_FEELS.test(u.normalized) && u.body.some((sensation) => !/^(?:his|her|their)\b/.test(sensation.phrase));
}

// "12 years at the same place" after being made redundant: how long it lasted is how much was lost, not a detail to thank for.
// "we've been friends since we were 5", "i had her since i was a kid": most of a life, told by when it began.
const YEARS_OF_IT = new RegExp(
  String.raw`\b(?:\d+|ten|fifteen|twenty|thirty|forty) (?:years|yrs)\b|\bdecades?\b|\bmy whole (?:life|career|adult life)\b|` +
    String.raw`\bsince (?:we were|i was) (?:kids|little|tiny|babies|young|small|a (?:kid|child|baby|teenager|teen|little (?:girl|boy))|` +
    String.raw`\d|five|six|seven|eight|nine|ten|in (?:primary|nursery|reception))\b`,
);
const LOSSES = new Set(['job-loss-search', 'breakup', 'divorce-separation', 'pet-loss', 'grief-person', 'friend-moving-away']);
const longLost = (text: string, situation: string | null): boolean => situation !== null && LOSSES.has(situation) && YEARS_OF_IT.test(text);

// "it was yesterday", "they told us this morning": when it happened, told as near, in a few words. A bare "today" or "this
// evening" can be a time still to come, so only with "it was" or "they told me" before it.
const GONE_BY = String.raw`yesterday|last night|this morning|earlier today|an hour ago|a few (?:hours|days) ago|(?:two|three|2|3) days ago`;
const TOLD_AS_GONE = String.raw`(?:it|that|this) (?:was|happened)|(?:they|he|she) told (?:me|us)|i found out|it all happened`;
const JUST_HAPPENED = new RegExp(
  String.raw`^(?:${TOLD_AS_GONE}) (?:only |just )?(?:${GONE_BY}|today|this afternoon|this evening)\b|^(?:only |just )?(?:${GONE_BY})\b`,
);
const FEW_WORDS = 6;
const justHappened = (text: string): boolean => text.split(/\s+/).length <= FEW_WORDS && JUST_HAPPENED.test(text.trim());

// "it helps me switch off after work" of the wine: what the habit does for them, not a step of the coach's that helped.
const HABITS = new Set(['drinking-less', 'quit-smoking-vaping', 'gambling', 'habit-change', 'phone-screen-time']);
const SERVES = /\b(?:it|that|this|they|a drink|drinking|wine|beer|smoking|vaping|a cig\w*|weed|scrolling|gaming|betting) (?:really |just )?helps? me\b/;
const habitServes = (text: string, situation: string | null): boolean => situation !== null && HABITS.has(situation) && SERVES.test(text);

// "its just never enough", "nothing left by the 20th": hard, though no feeling is named; never "that fills in the picture".
// "i really thought i had it": a hope dashed, hard too.
const HARD_TOLD = new RegExp(
  String.raw`\b(?:never|not|isn'?t) (?:\w+ )?enough\b|\bnothing (?:\w+ )?left\b|\bcan'?t keep up\b|\bdrowning\b|` +
    String.raw`\bi (?:really |honestly |genuinely )?thought i (?:had|'d got|would get|was going to get) (?:it|this|the \w+)\b`,
);

// "its my third time" after "i failed my driving test again": the failure again, a hard thing, not information to thank for.
const AGAIN_TIME = /\b(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th) (?:time|attempt|try|go)\b|\b(?:three|four|five|six|\d) times now\b/;
const SETBACK = /\b(?:fail\w*|flunk\w*|rejected|turned down|didn'?t (?:get|pass)|relaps\w*|miscarr\w*|lost)\b/;
const setbackAgain = (text: string, before: string): boolean => AGAIN_TIME.test(text) && SETBACK.test(`${before} ${text}`.toLowerCase());

// "i dont know how to cope": the same, of coping.
const STUCK = new RegExp(
  String.raw`\bi (?:really |just )?(?:don't|do not) know (?:what (?:to do|i should do|i'm meant to do|i'm supposed to do)|` +
    String.raw`how to (?:cope|deal with (?:it|this|that|everything)|handle (?:it|this|that|everything)|manage)\b)`,
);

export function respond(s: Session, a: Analysis): Turn {
  s.pausedFor = null;
  // Typing at the wheel is a danger to name before anything else, and alone: nothing is asked that could wait until they stop.
  if (typingAtTheWheel(a.words.join(' '))) return { kind: 'reply', parts: [s.pick(SHARED_LINES.typingWhileDriving)], carry: [] };
  const answered = respondTo(s, a);
  // An exercise set aside for a question of its own is named, so it can be picked up again.
  const note = s.pausedFor && !s.state.flow && !s.state.offer ? s.pick(SHARED_LINES.paused, { title: s.pausedFor }) : null;
  const noted = note ? { ...answered, parts: [...answered.parts, note], carry: [...answered.carry, note] } : answered;
  // "its due in 3 weeks and ive written 2000 words out of 10000": the sum worked out for them, before whatever else is said.
  const sums = noted.kind === 'reply' || noted.kind === 'reflective' ? wordsPerDayLine(a.raw.toLowerCase()) : null;
  const turn = sums ? { ...noted, parts: [sums, ...noted.parts], carry: [sums, ...noted.carry] } : noted;
  // Falling asleep at the wheel is a danger to name before anything else.
  if (drowsyAtTheWheel(a.words.join(' '))) {
    const note = s.pick(SHARED_LINES.drowsyDriving);
    return { ...turn, parts: [note, ...turn.parts], carry: [note, ...turn.carry] };
  }
  return turn;
}

function respondTo(s: Session, a: Analysis): Turn {
  const state = s.state;
  const intent = detectIntent(a);
  const text = a.words.join(' ');
  const u = understand(a.raw, { lastQuestion: state.lastQuestion, inExercise: state.flow !== null });
  s.asked = u.act === 'question' || u.act === 'request';
  remember(state.memory, u, state.userMessages);
  // An answer to the coach's question tells what it asked for, in whatever words: "they were fighting over the ipad" to
  // "what usually sets it off?" tells what sets it off, so "what happens just before things go wrong?" is not asked next.
  const answering = u.act !== 'question' && u.act !== 'request' && a.words.length >= 2;
  const askedFor = answering ? sentencesOf(state.recent.at(-1) ?? '').filter((x) => x.question).flatMap((x) => asksFor(x.text)) : [];
  state.told = [...new Set([...state.told, ...toldIn(u.normalized), ...askedFor])];
  state.weighed = keepWeighed(state.weighed, weighedIn(a.raw));
  noteNews(state, a.raw);
  state.matters = noteMatter(state.matters, a.raw, state.memory, state.userMessages);
  state.week = keepWeek(state.week, fixedPointsIn(a.raw), LIMITS.week);
  noteFamilyNotHelped(s, u);
  const { scores, asked: askedScores } = readSituations(s, a.raw, u);
  // The situation the conversation was in before this message: a plan asked for is laid out for it.
  const talkedAbout = state.situation;
  state.situation = leadingSituation(state.frame, scores, state.situation, state.named, askedScores);
  const exercising = state.flow ? continueFlow(s, a, u, intent, text) : null;
  if (exercising) return exercising;

  const offered = state.offer ? flowById(s.coachId, state.offer) : undefined;
  state.offer = null;
  const offeredTechnique = state.offeredTechnique;
  state.offeredTechnique = null;
  const offeredSituation = state.offeredSituation;
  state.offeredSituation = null;
  // "done" to "shall we go through it together?" tells it was done alone.
  const accepts = !saysDone(u.normalized) && (intent === 'yes' || u.answer?.kind === 'yes' || WALK_THROUGH.test(text));
  if (offeredTechnique && accepts) return giveTechnique(s, techniqueById(offeredTechnique), u);
  if (offeredSituation && accepts) {
    state.situation = offeredSituation;
    const given = answerSituation(s, 'howto');
    if (given) return given;
  }
  if (offeredSituation && (intent === 'no' || intent === 'exit' || u.answer?.kind === 'no')) {
    state.declinedSituations = [...state.declinedSituations, offeredSituation];
    return say('reply', s.pick(s.voice.declineOffer), true);
  }
  if (state.paused && (RESUME.test(text) || (!offered && accepts && state.lastQuestion === 'yes-no'))) return resumeFlow(s);
  if (offered && accepts) return startFlow(s, offered, null);
  // An offer passed over counts as declined, so it is not pressed again.
  if (offered) decline(state, offered.id);
  if (offered && (intent === 'no' || intent === 'exit' || u.answer?.kind === 'no')) {
    return say('reply', s.pick(s.voice.declineOffer), true);
  }

  // The answer to "what to do about it, or talk it through?": the general way to work it out, or listening.
  const way = wayChosen(s, u.normalized);
  if (way === 'do') {
    const given = answerSituation(s, 'howto') ?? answerGeneral(s, 'howto');
    if (given) return given;
  }
  if (way === 'talk') {
    state.lastOfferAt = state.userMessages;
    state.listenUntil = state.userMessages + LISTEN_FOR;
    return say('reply', s.pick(SHARED_LINES.twoWaysTalk), true);
  }
  if (intent && SENSITIVE.includes(intent)) return sensitive(s, intent);
  // "random but what do i get my mum for her 60th": a short, usable answer, then back to what the talk was about.
  const everyday = answerEverydayAsk(s, u, a.raw) ?? answerRota(s, u.normalized);
  if (everyday) return everyday;
  // "my sister sent me this: '…'. what do i reply": a reply to send, and their side put in once told.
  const received = answerReceived(s, a.raw) ?? answerReceivedMeaning(s, a.raw);
  if (received) return received;
  // What a message is to say, told when the coach asked for it: that message.
  const content = answerDraftContent(s, a.raw);
  if (content) return content;
  // "Rohit, I am not blaming you… Can you come for 3 weeks in May?": a draft to someone, read back, not answered as a question.
  const draft = checkDraft(s, a.raw) ?? checkQuotedDraft(s, a.raw);
  if (draft) return draft;
  // "ok i sent it. she replied 'omg sorry…' but she said that last week too. what now": how the answer reads, and what next.
  const update = answerReplyUpdate(s, a.raw);
  if (update) return update;
  // A short "thanks" or "bye" is answered in kind below; a longer close names what is coming up.
  // A plan ("gonna ask her on friday") or a win ("made it home") told is answered as what it is, at a goodbye too.
  const told = { intention: intentionIn(u.normalized, a.raw), won: winIn(u.normalized, a.raw) };
  const tellsIntent = told.intention !== null || told.won;
  // "thanks tho fr. bye": a thank-you that says goodbye is closed, not asked whether there is anything else.
  // "cheers" late in a talk: a close, not "What would feel helpful next?".
  const goesWithThanks =
    intent === 'thanks' && (endsConversation(u.normalized, a.raw) || state.userMessages >= LATE_THANKS || planThenThanks(u.normalized, a.raw, told));
  const closes =
    !['thanks', 'bye'].includes(intent ?? '') || LUCK.test(u.normalized) || aheadEvent(state) !== null || tellsIntent || goesWithThanks;
  // "yeah ok i'll decide on wednesday. also … any quick stretch i can do at my desk": the question in passing is answered.
  const asksInPassing = u.act === 'share' && ASKED_IN_PASSING.test(u.normalized);
  // "Thanks. It's hard to think straight at the moment.": no goodbye, no "what would feel helpful next?".
  const strained = u.act !== 'question' && u.act !== 'request' ? thanksUnderStrain(s, u.normalized) : null;
  if (strained) return strained;
  if (closes && u.act !== 'question' && u.act !== 'request' && u.act !== 'not-helped' && !asksInPassing) {
    const closing = closingTurn(s, u.normalized, a.raw, told);
    if (closing && u.act === 'helped' && state.memory.lastTechnique) noteOutcome(state.memory, state.memory.lastTechnique.id, true);
    if (closing) return closing;
  }
  // "I will try one week less coffee. is good plan?": a view on the plan, before the question is read as any other.
  if (told.intention?.checked && state.userMessages > 1) return backIntention(s, told);
  if (SOMETHING_ELSE.test(text)) return say('reply', s.pick(SHARED_LINES.somethingElse));
  // "Can I vent for a bit?" asks, but what it asks for is to be heard.
  if (VENT.test(u.normalized) && ((u.act !== 'question' && u.act !== 'request') || /\b(?:vent|rant)\b/.test(u.normalized))) {
    // Heard first: no offer of an exercise, practical ideas or advice unasked for in the next few messages.
    state.lastOfferAt = state.userMessages;
    state.situationTurns = 0;
    state.listenUntil = state.userMessages + LISTEN_FOR;
    return { ...say('reply', s.pick(SHARED_LINES.vent)), content: true };
  }
  if (ASIDE.test(text)) return say('reply', s.pick(SHARED_LINES.aside));
  if (PRACTICAL.test(u.normalized)) {
    // Asked for practical help: no exercise now or later in this session, and a practical question back.
    state.practical = true;
    if (!findAnswer(u.normalized)) return say('reply', s.pick(SHARED_LINES.practical), true);
  }
  const corrected = correction(state, u, a.raw);
  // A question put in passing ("…tasks, what do i say to her") is asked all the same.
  // "I need advice about my son, he is 26 and moved back home": the story is heard first, the advice comes once it is told.
  // Not when the message names a situation of its own ("i need help with procrastination"): that is answered.
  const announced = state.userMessages <= 2 && !state.situation && a.words.length <= ANNOUNCED_MAX_WORDS && ANNOUNCED.test(a.raw.toLowerCase());
  const storyFirst = (ADVICE_STORY.test(a.raw.toLowerCase()) || announced) && !a.raw.includes('?');
  if (storyFirst && !state.situation) {
    // "need some help w/ a work thing": the subject named back ("the work thing").
    const subject = announced ? subjectOf(a.raw.toLowerCase()) : null;
    return say('reply', subject ? s.pick(SHARED_LINES.subjectStory, { what: subject }) : s.pick(SHARED_LINES.adviceStory), true);
  }
  const inPassing = ASKED_IN_PASSING.test(u.normalized) || (state.userMessages > 1 && ASKED_AS_NOT_KNOWING.test(u.normalized));
  const asked = !storyFirst && (u.act === 'question' || u.act === 'request' || (u.act === 'share' && inPassing));
  // A question that names its own subject ("and for the sleeping, any tips? I wake at 3am") is about that subject.
  // Only the sentences that ask: "Is it normal to feel this humiliated? I couldn't sleep Saturday night" is not about sleep.
  const ownSubject = asked ? namedSituation(askedScores ?? scores) : null;
  // Unless it speaks of the situation in play too, in two of its words ("tired all the time with the first one, how would we
  // cope?" while deciding on another child): the tiredness is part of that talk.
  const alsoInPlay = talkedAbout !== null && talkedAbout === state.situation && (scores.get(talkedAbout) ?? 0) >= 2;
  if (ownSubject && !alsoInPlay && !(talkedAbout !== null && generalOf(ownSubject, talkedAbout))) state.situation = ownSubject;
  // "Help me plan how to practise it over 5 evenings": a step for each evening, around the hours and days told.
  // "Help me plan my week" after telling its fixed points: real times around them.
  const planAsked = asked && askTypeOf(u.normalized) === 'plan';
  const plan = planAsked ? (answerPracticePlan(s, a.raw) ?? answerWeekendPlan(s, a.raw) ?? answerWeekPlan(s, [talkedAbout, state.situation])) : null;
  if (plan) return plan;
  // "can you remind me what you said about Tom?": that answer, given back.
  const reminded = answerSaidBefore(s, a.raw);
  if (reminded) return reminded;
  // "Maybe add that I am sad about her mother's vase" just after a message was written: that message with the line in it.
  const edited = answerDraftEdit(s, a.raw);
  if (edited) return edited;
  // "Too many words, can you make it in three short points?": the last answer's steps, short.
  const condensed = answerWeekendShorter(s, u.normalized) ?? condenseLast(s, u.normalized);
  if (condensed) return condensed;
  // "Shorter?" or "more like how I talk": one line of the words already given, on its own.
  // "Can it be a bit warmer?" after a public reply to a review: its warm version.
  // "Could you write me a short email to Keith asking for a proper feedback session? Nothing too formal.": a new message
  // with its own ask, not the words just given made less formal.
  const freshDraft = asked && namesAnAsk(a.raw.toLowerCase()) ? answerMessageDraft(s, a.raw) : null;
  if (freshDraft) return freshDraft;
  const warmer = answerWarmerWritten(s, u.normalized) ?? answerDeclineCasual(s, u.normalized);
  if (warmer) return warmer;
  const plainer = answerSpeechPlainer(s, u.normalized);
  if (plainer) return plainer;
  const reworded = rewordLast(s, u.normalized);
  if (reworded) return reworded;
  const personal = answerTooGeneral(s, u.normalized);
  if (personal) return personal;
  // "she's called Helen btw": the name taken, and put into the words just given.
  const named = answerNameGiven(s, u.normalized);
  if (named) return named;
  // "what do u mean set a limit? like give her less?": that piece of advice, explained.
  const clarified = answerClarify(s, a.raw) ?? answerUnderstood(s, a.raw);
  if (clarified) return clarified;
  // "pros and cons please", "That didn't help. Just give me pros and cons.": the offer told, weighed as asked, whatever else the message is.
  const weighed = answerDecisionWeighed(s, a.raw);
  if (weighed) return weighed;
  // "done" after a technique given to try: what was noticed; then a little ease, or none, met as such.
  const techniqueTried = answerTechniqueTried(s, u);
  if (techniqueTried) return techniqueTried;
  if (u.act === 'not-helped') {
    const pain = notForPain(s, u.normalized);
    if (pain) return pain;
    // "i tried that already" after a particular answer ("No thanks, I'm fine with this one"): the situation's way through.
    const particularTried = answerParticularTried(s, u.normalized);
    if (particularTried) return particularTried;
    const otherWay = answerWordsNotHelped(s, a.raw);
    if (otherWay) return otherWay;
    // "it didnt help. my chest goes tight just looking at the drawer. how do i actually open them": what is asked, answered.
    const asksToo = a.hasQuestion || HOW_TO_ASKED.test(u.normalized) ? (answerFaq(s, u.normalized) ?? answerRetrieved(s, a.raw)) : null;
    if (asksToo) return asksToo;
    // With no technique of its own given yet, the situation's own way of going about it is the different thing to try,
    // unless the person named the kind that did not help ("the breathing one"): then a technique of another kind.
    // Steps to calm down just given as an answer ("Try this now: … Breathe in for 4…") count as a technique of their kind.
    // "earplugs dont work": what helps with that very thing, when the situation has it, before another way altogether.
    const caseTried = namesTechniqueFamily(u.normalized) ? null : answerCaseTold(s, u.normalized);
    if (caseTried) return caseTried;
    const lastReply = state.recent.at(-1) ?? '';
    const calmingGiven = CALMING_STEPS.test(lastReply) && namesTechniqueFamily(lastReply.toLowerCase()) ? lastReply : '';
    // The rest of a way whose first step just did not help is not something different ("didnt help lol" after the notepad).
    const sameWay = firstStepJustGiven(s);
    const ownWay = state.memory.lastTechnique || namesTechniqueFamily(u.normalized) || calmingGiven || sameWay;
    // "i tried getting up and reading but it didnt help": what was tried said back before anything else is offered.
    const triedFirst = ownWay || a.medication ? null : answerTried(s, u.normalized, a.raw);
    if (triedFirst) return triedFirst;
    const situated = ownWay ? null : answerSituation(s, 'howto');
    return situated ?? differentTechnique(s, u, calmingGiven, sameWay);
  }
  if (MAY_I_ASK.test(u.normalized)) return say('reply', s.pick(SHARED_LINES.mayAsk));
  if (MAY_I_ASK_ABOUT.test(u.normalized)) return say('reply', s.pick(SHARED_LINES.mayAskAbout));
  if (u.act === 'helped' && tellsIntent && state.memory.lastTechnique) noteOutcome(state.memory, state.memory.lastTechnique.id, true);
  const serves = u.act === 'helped' && habitServes(u.normalized, state.situation);
  if (u.act === 'helped' && !serves) return tellsIntent ? backIntention(s, told) : helped(s);
  // What the habit does for them is what needs another way of doing it: the situation's answer for that.
  const servedOtherwise = serves ? answerFaqHere(s, u.normalized) : null;
  if (servedOtherwise) return servedOtherwise;
  if (asksOffTopic(u, a)) return offTopic(s, u);
  if (u.act === 'meta' && REMEMBER_ASK.test(text)) return recall(s);
  if (REMEMBER_HOW.test(text) && (u.act === 'question' || u.act === 'meta')) return { ...say('reply', s.pick(SHARED_LINES.rememberHow)), content: true };
  // "i found out last night, i dont know what to do": stuck, once the situation is open, asks for its way through.
  const stuck = u.act === 'share' && state.userMessages > 1 && state.userMessages > state.listenUntil && STUCK.test(u.normalized);
  const wayThrough = stuck ? answerSituation(s, 'howto') : null;
  if (wayThrough) return wayThrough;
  if (asked) {
    const particular = answerDose(s, u.normalized) ?? answerLookUp(s, u.normalized);
    if (particular) return particular;
  }
  // "What is this light lamp? My coworker Jen told me about it…": what a word or thing means, however long the story around it.
  const meaning = asked || a.hasQuestion ? answerMeaning(s) : null;
  if (meaning) return meaning;
  // "she'll say i'm being tight", told or asked, once words were given: a calm line for the label expected.
  const labelled = answerLabelFeared(s, a.raw) ?? answerOfferWeighed(a.raw);
  if (labelled) return labelled;
  const listening = state.userMessages <= state.listenUntil;
  if (asked || (ownBody(u) && !listening)) {
    const answered = answerFirst(s, { ...u, act: asked && u.act === 'share' ? 'question' : u.act }, a, text);
    if (answered) return answered;
  }
  // "I tried the box breathing on the app but…" tells, it does not ask: only a request or a short message starts a technique.
  const telling = !asked && a.words.length > 6 && !isCoachPrompt(s.coachId, a.raw);
  // In a situation, only a technique asked for by name starts: "I'm stuck on the train" is not a request for motivation.
  const byName = state.situation !== null && !isCoachPrompt(s.coachId, a.raw);
  const requested = state.practical || telling ? null : byName ? namedFlow(s.coachId, text) : requestedFlow(s.coachId, text);
  if (requested) return startFlow(s, requested, a);

  if (intent === 'clarify') return say('reply', join([s.pick(s.voice.clarify), s.pick(s.voice.lens.none)]));
  const smallTalk = intent ? SMALL_TALK[intent] : undefined;
  // "yeah ok fair", "ok thats actually useful" after the coach's answer: taken on, and the talk goes on from there, never
  // started again with "let's dig in, what's happening?".
  const goesOn = smallTalk === 'yes' && state.userMessages > 2 && (state.situation !== null || state.answered.length > 0) ? onFromAgreed(s) : null;
  if (goesOn) return goesOn;
  if (smallTalk) {
    const turn = say('reply', s.pick(s.voice[smallTalk]));
    // A thank-you or a goodbye is answered as it is, never behind a summary of the conversation.
    return smallTalk === 'thanks' || smallTalk === 'bye' ? { ...turn, content: true } : turn;
  }
  // "what else can i try" just after a technique, with no situation: another technique, not the general way through a problem.
  const techniqueGiven = techniqueJustGiven(s, 2);
  const anotherTechnique = !state.situation && techniqueGiven && ELSE_ASKED.test(u.normalized);
  if (asked && !a.empty && !anotherTechnique) {
    const type = askTypeOf(u.normalized);
    // The general way to go about a problem answers "how do I…?", not "am I overstepping?" or "and Aarav?".
    // Nor are three questions to weigh a choice an answer to "where should i take her" or "what should I expect".
    const weighs = type !== 'should' || !NOT_A_CHOICE.test(u.normalized);
    // "what else can i do" in a situation: its next answer not yet given (below) before the general way through a problem.
    const situationFirst = state.situation !== null && ELSE_ASKED.test(u.normalized);
    const general =
      answerSituation(s, type, u.normalized) ??
      ((type !== 'howto' || HOW_TO_ASKED.test(u.normalized)) && weighs && !situationFirst ? answerGeneral(s, type) : null);
    if (general) return general;
  }
  // "ok and then what? Ethan says if I go to the school everyone will know he told": what follows the step just given,
  // found by what is told after the ask, or the situation's next answer not yet given; never "I don't have a good answer".
  // "anything else?", "what else?": the next way through not yet given (a "what if" answers a fear that was not told, words
  // to say a talk that may not be theirs), or after a technique with no situation, another one.
  const more = asked && !THEN_WHAT.test(u.normalized) ? ELSE_ASKED.exec(u.normalized) : null;
  const thenWhat = asked && state.situation ? (THEN_WHAT.exec(u.normalized) ?? more) : null;
  if (thenWhat || (more && techniqueGiven)) {
    const ask = thenWhat ?? more;
    const rest = ask ? u.normalized.slice(ask.index + ask[0].length).trim() : '';
    const kinds: readonly AskType[] = more ? ['howto', 'plan'] : ['whatif', 'howto', 'script', 'plan'];
    const next =
      (rest.split(' ').length >= 3 ? answerFaq(s, rest) : null) ??
      // Only the kind itself for "anything else?": a "what if" never stands in for a plan.
      kinds.reduce<Turn | null>((found, kind) => found ?? (!more || situationWouldAnswer(s, kind, '') ? answerSituation(s, kind) : null), null);
    if (next) return next;
    // Every way through given: a technique that fits what was told, never "I don't have a good answer"; only where a practice
    // helps with the trouble itself (sleep, nerves, a low mood), not a neighbour's music or a flatmate's dishes.
    const practiceHelps = techniqueGiven || PRACTICE_HELPS.has(state.situation ?? '');
    const technique = more && practiceHelps ? chooseTechnique(s, u, techniquesShown(s), true) : null;
    if (technique) return giveTechnique(s, technique, u);
    const general = more && state.situation ? answerGeneral(s, 'howto') : null;
    if (general) return general;
  }
  // A question of fact with someone who can answer it: who, and the question put the way the person could ask it, even when
  // there are words of theirs to say back ("nobody else drives my car. Can I just pay at the post office?").
  const honest = u.act === 'question' && a.hasQuestion ? honestLimit(u.normalized, a.raw, s.previousText) : null;
  if (honest) return { ...say('reply', honest.join(' '), true), content: true };
  // A question about themselves ("why do I always feel this way?") is mirrored as wondering; others get an honest "I don't know".
  if (u.act === 'question' && a.hasQuestion && !a.question && !a.mirror) {
    // Said honestly, with the question put the way it can be asked of someone who knows, and what hangs on it: never a stock
    // question about feelings in place of an answer ("how long is the appointment normally?").
    const question = questionToAsk(a.raw);
    const ask = question && asksFact(u.normalized) ? s.pick(SHARED_LINES.unknownAsk, { what: question }) : null;
    return say('reply', join([s.pick(SHARED_LINES.unknownQuestion), ...(ask ? [ask] : []), s.pick(ask ? SHARED_LINES.unknownFollow : s.voice.lens.none)]));
  }
  if (a.empty && a.feelings.length === 0) return say('reply', s.pick(s.voice.empty));
  // A first message with no trouble named yet (who they are, how they got here) is welcomed.
  if (a.feelings.length === 0) {
    const opening = openingTurn(s, u.normalized, a.raw);
    if (opening) return opening;
  }
  if (tellsIntent && state.userMessages > 1 && !asked) return backIntention(s, told);
  const heavy = heavyTopic(state, u);
  // "tried the fizzy water last week. lasted 2 days": the attempt said back, and something different offered (not while only
  // listening, and never about a medicine, whose dose is for a doctor to change).
  const tried = !asked && !listening && heavy !== 'grief' && !a.medication ? answerTried(s, u.normalized, a.raw) : null;
  if (tried) return tried;
  // An obstacle told in so many words ("the curtains in my room are thin") gets what helps with it.
  // Not in the first message, which is met as the situation it opens: its question is then still to answer when asked.
  // Hard news ("they found a tumour yesterday") is heard first, with sorrow; what to do about it comes when asked.
  const news = hardNewsIn(a.raw.toLowerCase());
  // "my alarm is at 6", then "i go to bed around 1": the hours put together, never "It sounds like your alarm is at 6".
  const sleepLine = !asked && !news && state.userMessages > 1 ? sleepHoursLine(s) : null;
  if (sleepLine) return withWorkedOutLine(s, sleepLine, u);
  // "i earn about 1800 and rent is 850" in a talk about money: what is left worked out, never "It sounds like you earn 1800".
  const moneyLine = !asked && state.situation === 'money-stress' ? moneyLeftLine(a.raw.toLowerCase()) : null;
  if (moneyLine) return { kind: 'reply', parts: [moneyLine], carry: [moneyLine] };
  // "only 40 pounds until payday and its 10 days away": what that is a day, then what helps; in the first message, after its
  // acknowledgement.
  const paydayLine = !asked && state.situation === 'money-stress' && state.userMessages > 1 ? moneyToPaydayLine(a.raw.toLowerCase()) : null;
  if (paydayLine) return withWorkedOutLine(s, paydayLine, u);
  const obstacle =
    a.words.length >= 4 && !listening && state.userMessages > 1 && !news
      ? ((a.words.length >= 5 ? answerFaq(s, u.normalized, SURELY, true, true) : null) ?? answerCaseTold(s, u.normalized))
      : null;
  if (obstacle) return obstacle;
  // "i'm kind of shy though", "but i can't afford it": a "but" to what was just suggested, met with what helps with that one thing.
  const objection = !asked && !listening && state.userMessages > 1 && A_BUT.test(u.normalized) ? answerFaqHere(s, u.normalized) : null;
  if (objection) return objection;
  // "I know comparing is pointless, I know that in theory": the gap between knowing and feeling, not the advice again.
  const knows = !asked && !listening ? answerKnowsInTheory(s, a.raw) : null;
  if (knows) return knows;
  // What someone else said about it ("Carol says I'm under her feet") is asked about, not met with the situation's lines.
  // Not when the message asks something of its own ("How might I raise this with her?").
  const views = state.userMessages > 1 && !asked ? askAboutViews(s, viewsIn(a.raw, state.memory.people.flatMap((p) => (p.name ? [p.name] : [])))) : null;
  if (views) return views;
  // The answer to the situation's question, after a case was named: what helps with it ("mostly the dishes": a rota). Not news
  // told ("PASSED!!"), which is met as news.
  const lower = a.raw.toLowerCase();
  // Two words are enough when one says what ("its maths" to which subject is most behind, "im 32").
  const enoughSaid = a.words.length >= 3 || (a.words.length === 2 && (subjectWords(u.normalized).length > 0 || /\d/.test(u.normalized)));
  const toAnswer = !asked && !listening && state.userMessages > 1 && enoughSaid && !goodNews(lower) && !reliefIn(lower) && !news;
  const caseAnswered = toAnswer ? answerCaseAfterAnswer(s, u.normalized) : null;
  if (caseAnswered) return caseAnswered;
  // The situation the person is in leads the listening, except a loss, which is met by the name of who was lost.
  if (heavy !== 'grief') {
    // "they found a tumour yesterday" is hard news with no feeling word in it, never met with "that fills in the picture".
    const hard = news
      ? 'news'
      : setbackAgain(lower, s.previousText)
        ? 'again'
        : longLost(lower, state.situation)
          ? 'long'
          : justHappened(lower)
            ? 'fresh'
            : a.feelings.some((f) => feelingGroup(f) !== 'bright') || HARD_TOLD.test(lower);
    const found = listenInSituation(s, hard, mirrorOf(a));
    // "my mum is ill but…, and now my manager put me on a pip": what they carry besides named after the opening line.
    const besides =
      found && state.userMessages === 1
        ? (alsoCarryingLine(a.raw, state.situation, found.parts.join(' ')) ??
          (state.situation === 'money-stress' ? moneyToPaydayLine(lower) : null))
        : null;
    const situated = found && besides ? { ...found, parts: [found.parts[0]!, besides, ...found.parts.slice(1)] } : found;
    if (situated) return corrected ? { ...situated, parts: [s.pick(SHARED_LINES.corrected), ...situated.parts] } : situated;
  }
  // "they want me to speak at the funeral": a task the loss brings, named in a phrase of its own, is answered even while the
  // loss is still met in words of its own.
  const lossTask = heavy === 'grief' && !listening && !asked && state.userMessages > 1 ? answerFaqHere(s, u.normalized, true) : null;
  if (lossTask) return lossTask;
  // An offer the coach would make still comes first; otherwise a heavy topic leads the listening.
  // A loss comes before any offer; other heavy topics let the coach's offer come first.
  if (heavy && !corrected && (heavy === 'grief' || !chooseOfferPreview(s, a, text))) {
    // "i had her since i was a kid" of a cat that died: how much of a life it was, never said back.
    const lifelong = heavy === 'grief' && state.userMessages > 1 && longLost(lower, state.situation);
    const topic = listenOnTopic(s, lifelong ? { ...a, mirror: null } : a, u, heavy, () => ownQuestionLeft(s));
    return lifelong ? { ...topic, parts: [s.pick(SHARED_LINES.situationAcksLong), ...topic.parts] } : topic;
  }
  const heard = withSituationTip(s, listen(s, a, text, u), listening);
  return corrected ? { ...heard, parts: [s.pick(SHARED_LINES.corrected), ...heard.parts] } : heard;
}

/**
 * Figures told put together (the hours of sleep, money a day to payday), then what helps with the reason told ("because i scroll
 * on my phone") or the next question.
 */
function withWorkedOutLine(s: Session, line: string, u: Understanding): Turn {
  if (line.endsWith('?')) return { kind: 'reply', parts: [line], carry: [line] };
  const helps = answerFaq(s, u.normalized, SURELY, true, true) ?? answerCaseTold(s, u.normalized) ?? answerFaqHere(s, u.normalized);
  if (helps) return { ...helps, parts: [line, ...helps.parts] };
  const situation = currentSituation(s);
  const parts = [line, (situation && nextQuestion(s, situation)) ?? ''];
  return { kind: 'reply', parts, carry: parts.slice(1) };
}

/**
 * A situation in play, heard out over a few messages: something usable now (its first step, and the rest offered) in place of
 * a stock question about feelings ("What do you notice in yourself as you share this?"), which answered nothing new.
 */
function withSituationTip(s: Session, heard: Turn, listening: boolean): Turn {
  const last = heard.parts.at(-1) ?? '';
  const stock = Object.values(s.voice.lens).some((pool) => pool.includes(last));
  if (!stock || heard.carry.length > 0 || s.state.situation === null) return heard;
  const tip = listening || s.state.userMessages < 3 ? null : offerSituation(s);
  if (tip) return { ...heard, parts: [...heard.parts.slice(0, -1), ...tip], carry: tip };
  // Too early for a step: the situation's own next question ("Have you said anything to them yet?") in place of a stock one.
  const situation = currentSituation(s);
  const question = situation ? nextQuestion(s, situation) : null;
  return question ? { ...heard, parts: [...heard.parts.slice(0, -1), question] } : heard;
}

/** An "ok" to what was just said, mid-talk: a short taking-on and the situation's next question not yet asked. */
function onFromAgreed(s: Session): Turn | null {
  const situation = currentSituation(s);
  const next = situation ? nextQuestion(s, situation) : pickFresh(s, SHARED_LINES.nextStepAsk);
  if (!next) return null;
  const parts = [s.pick(SHARED_LINES.agreedMidway), next];
  return { kind: 'reply', parts, carry: parts };
}
