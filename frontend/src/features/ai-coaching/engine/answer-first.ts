/**
 * Choosing an answer: a direct question or request gets content first (a known answer, the
 * technique it names, or one chosen for what the person described), read with the conversation
 * when it has no answer of its own; an honest "I can't" off topic; what the coach remembers.
 */
import { answerWrittenThing } from './written-thing';
import { answerQuotedWords } from './quoted-words';
import { answerDecline } from './decline-words';
import { SHARED_LINES, TOPIC_LINES } from './coach-lines';
import { join, say, type Turn } from './compose-reply';
import { heavyTopic } from './context-reading';
import { PERSON_ONLY, RELATIONSHIP_WORDS } from './cues';
import { flowById, isCoachPrompt, namedFlow, requestedFlow } from './flows';
import { startFlow } from './guided-exercise';
import type { Analysis } from './lexicon';
import { answerById, asksForTheMoment, findAnswer, findOffTopic, techniqueById, techniqueNamed } from './library';
import { memoryLines } from './memory';
import { offer, offerable, type Session } from './session';
import { answerDoesItWork, chooseTechnique, EXERCISE_KIND_ASKED, giveTechnique, ownFlow, saysDidNotWork } from './technique-reply';
import type { Understanding } from './understanding';
import { normalizedSentences, readMessage } from './understanding/understand';
import {
  answerAskedAgain,
  answerFaq,
  answerFaqHere,
  answerFaqTold,
  ELSE_ASKED,
  eventBeforeExercise,
  answerRetrieved,
  answerSituation,
  answerWordsJustGiven,
  keepWords,
  particularAnswer,
  situationAnswerKey,
  situationWordsFit,
  situationWouldAnswer,
  situationWordsForTheCase,
  situationWouldSay,
  SURELY,
} from './situation-reply';
import { ANSWER_FITS, ANSWER_NOT_FOR, namedTo, speaksOfOthers } from './answer-fits';
import { askTypeOf, contentWords, situationFaq } from './situations';
import { answerView, ASK_WHEN_TOLD, SELF_JUDGED } from './view-reply';
import { saidBackView } from './view-words';
import { answerChoice, answerOneStep, choiceIn, oneStepIn, oneStepView, type Choice, type OneStep } from './choice-reply';
import { answerComeback } from './comeback-reply';
import { answerPushback } from './pushback-reply';
import { answerOtherMind } from './other-mind-reply';
import { answerAdvice } from './advice-view';
import { answerDecisionCheck } from './decision-check';
import { answerDecisionWeighed } from './decision-weigh';
import { answerSpeechOpening } from './speech-opening';
import { answerProposal } from './proposal-reply';
import { answerNamedOpener, answerWordsToSay, DRAFT_ASKED, remarkAhead } from './words-to-say';
import { answerCheckIn } from './check-in-reply';
import { answerAlternativePlan } from './alternative-plan';
import { answerKeepsAsking } from './keeps-asking';
import { answerMessageDraft } from './message-draft';
import { answerListOfItems, answerQuestionsToAsk } from './list-reply';
import { alternatives, escapeRegExp } from './text';
import { honestLimit } from './honest-limit';
import { wayBack } from './everyday-ask';

type Answer = ReturnType<typeof findAnswer>;

// "what to say about him": words about someone, for others to hear, not words to them.
const SAY_ABOUT = /\b(?:say|write|put) about (?:him|her|them|my \w+)\b/;
// "a plan for tonight": a plan for the hours left, not for the days ahead.
const PLAN_FOR_NOW = /\bplan for (?:tonight|this evening|today|the rest of (?:today|the day|the evening))\b/;
// "Can I add that I'll give him a reference?": whether to take a step, asked as leave to take it.
const ASKS_LEAVE = /(?:^|[.?!] )can (?:i|we)\b/;
// Guilt, fault, getting over it, trust, confidence, supporting someone: said the same whatever happened, so a situation's
// own answer for them comes first (a pet's death, a breakup, a group that left one out, a parent who needs care).
const ANY_SITUATION: ReadonlySet<string> = new Set([
  'confidence',
  'feel-better-now',
  'break-the-cycle',
  'support-someone',
  'take-criticism',
  'forgive-myself',
  'stop-feeling-guilty',
  'what-people-think',
  'get-over-it',
  'make-them-understand',
  'trust-again',
  'too-late-to-mend',
  'my-fault',
  'when-to-worry',
  'lost-interest',
]);
// Answers about a habit, a feeling or an occasion (coffee, chores, the phone, nerves, a party) answer a question about it: named only
// in the story around the question ("while I'm making my coffee. should I move his cage…?", "…what i need to check before i send
// the correction? i am bad with documents when i am nervous") it is not what is asked; they scored 0.07 over 40 such replies.
const SUBJECT_ASKED: ReadonlySet<string> = new Set([
  'anxiety', 'caffeine', 'crying', 'phone-checking', 'shared-chores', 'time-for-myself', 'evening-ideas', 'social-opening-lines',
]);
/** Answers that fit any situation: used only when the conversation has no answer of its own. */
const GENERAL_ANSWER_IDS: ReadonlySet<string> = new Set([
  'what-to-say', 'what-if', 'big-decision', 'is-it-normal', 'get-through', 'worth-trying', 'not-a-failing',
]);
/**
 * Answers for a step any situation can hold (telling someone, seeing a doctor, looking for work, something for the moment),
 * and words of each step: the situation's own answer that speaks of it is given instead.
 */
const WEIGHED_STEPS: Readonly<Partial<Record<string, RegExp>>> = {
  'tell-or-not': /\b(?:tell|telling|told|say|saying|speak|speaking|talk|talking|mention|let (?:him|her|them) know)\b/i,
  'see-a-doctor': /\b(?:doctor|gp|physio|physiotherapist|dentist|specialist|checked)\b/i,
  'see-a-therapist': /\b(?:counsell?or|therapist|psychologist|therapy)\b/i,
  'look-for-a-new-job': /\b(?:new job|another job|looking (?:for|elsewhere)|apply|applying)\b/i,
  'delete-or-step-back': /\b(?:delet\w*|uninstall\w*|deactivat\w*|log(?:ging)? out|mut(?:e|ing))\b/i,
  'how-long': /\b(?:weeks|months|years|how long)\b/i,
  // When to do it: the situation's own answer when it speaks of waiting until ready (coming out is never "sooner is better").
  'now-or-wait': /\b(?:wait|ready|no rush|in your own time)\b/i,
  // Whether to go at all: the situation's own view when it weighs going ("should i just not go?" to a family Christmas that ends
  // in rows is not a club tried once for nerves).
  'go-or-not': /\b(?:whether to go|(?:not )?go(?:ing)? (?:to|at all)|stay (?:home|away)|skip(?:ping)? (?:it|the))\b/i,
  // A new dog that howls is the dog's situation's own to answer.
  'pet-behaviour': /\b(?:dogs?|pupp(?:y|ies)|cats?|kittens?|howl\w*|bark\w*)\b/i,
  // "should i text her" after a breakup: the situation's own view on texting (an ex is not a friend to send warmth to).
  'reaching-out': /\b(?:text|texting|message|messaging|send it|reach out|contact)\b/i,
  // Someone's reaction feared ("what if he gets mad", "what if she says…"): the situation's own answer when it speaks of that reaction.
  'if-they-react-badly': new RegExp(
    String.raw`\b(?:reacts? badly|takes? it badly|gets? (?:angry|upset|mad|defensive|cross|annoyed|offended|huffy)|` +
      String.raw`if (?:they|he|she) (?:cry|cries|shouts?|gets? angry))\b`,
    'i',
  ),
  'if-they-push-back': /\b(?:if (?:they|he|she) says|a no\b|says no)\b/i,
  'if-they-ask': /\bif (?:they|he|she) asks?\b|\bwhen (?:they|he|she) asks?\b/i,
  'if-they-tell-others': /\b(?:secret|between us|tells? (?:others|people|your (?:mum|mom|dad|parents|family)))\b/i,
  // Something for the moment it happens: the situation's own ("in the chair, breathe out slowly…") when it has one, not a way to sleep.
  'in-the-moment': /^(?![^]*\b(?:bed|asleep|sleep|night)\b)[^]*\b(?:in the moment|when it starts|breathe out|out-breath|slow breath|slowly)\b/i,
};
// Who a step of telling is for, when it is named by what they are: "talk to the school", "tell my manager".
const TOLD_TO = /\b(?:tell|talk to|speak to|say something to|mention it to) (?:the|my|our) ([a-z]{3,20})\b/;
const FEARED_REACTIONS: ReadonlySet<string> = new Set(['if-they-react-badly', 'if-they-push-back', 'if-they-ask', 'if-they-tell-others']);
// Stems of words that ask for help without saying with what: "how do i deal with it?", "any advice?", "how do i get through this?"
const ONLY_ASKING: ReadonlySet<string> = new Set(
  ['deal', 'cop', 'handl', 'tip', 'fix', 'help', 'advic', 'idea', 'suggestion', 'manag', 'through', 'forward', 'next', 'best'],
);
const GOING_THROUGH = new RegExp(
  String.raw`\b(?:cope|coping|deal|dealing|handle|get through|get over|live with|move on)\b|` +
    String.raw`\bwhat (?:do|can|should) i (?:even )?do(?: now| next| about (?:it|this|that))?$`,
);
const SOCIAL_NERVES =
  /\b(?:nervous|anxious|anxiety|dread\w*|awkward|shy|small talk|(?:don'?t|won'?t|not) know (?:anyone|anybody|many)|what (?:do|should|would|can) i say)\b/;
/** The general answer for a life area, when a question about it has none of its own. */
const TOPIC_ANSWERS: Readonly<Partial<Record<string, string>>> = {
  work: 'work-stress',
  sleep: 'cant-sleep',
  money: 'rent-money-urgent',
  school: 'exam-stress',
  grief: 'grief',
  breakup: 'breakup',
  loneliness: 'loneliness',
  anger: 'anger',
  social: 'social-opening-lines',
  procrastination: 'procrastination',
  exercise: 'start-exercising',
  friends: 'friend-hurt-me',
  partner: 'partner-arguments',
};

/** From this many sentences on, a message's particular question is looked for where it asks. */
const HOW_DO_I_SAY = /^(?:so |ok |okay |but )?(?:how (?:do|can|should|would) i (?:say|tell|put|ask|word)|what (?:do|should|can) i say (?:when|if))\b/;
const LONG_MESSAGE_SENTENCES = 3;
const BARE_QUESTION_WORDS = 4;
// "The tutoring idea is interesting. How would I even begin with that?": asked of the sentence before, too.
const ASKS_ABOUT_THAT =
  /\b(?:agree to|go along with|go with|do|say yes to|allow|let (?:him|her|them) do|(?:begin|start|get going) (?:with|on)) (?:that|this|it)\s*[?!.]*$/i;

/**
 * A direct question or request gets content first: a known answer, the technique it names,
 * or one chosen for what the person described (their body, their topic, their feeling).
 */
export function answerFirst(s: Session, u: Understanding, a: Analysis, text: string): Turn | null {
  const state = s.state;
  // The particular question of the situation ("should I skip netball to revise?"): before a written answer when
  // most of its words are there, after one otherwise; never instead of a technique asked for by name.
  const asked = u.act === 'question' || u.act === 'request';
  const prompt = isCoachPrompt(s.coachId, a.raw);
  // A technique named as one that did not work ("I tried 4-7-8 but it makes me more panicky") is not asked for.
  const failedHere = saysDidNotWork(u.normalized);
  // "how do i say no when friends offer me a drink" names no boundary script when the situation has that very question.
  const ownQuestion = state.situation !== null && (situationFaq(state.situation, u.normalized, SURELY)?.phrase ?? false);
  const byName = !failedHere && !ownQuestion && (namedFlow(s.coachId, text) !== null || techniqueNamed(u.normalized) !== null);
  const particularAsk = asked && !prompt && !byName;
  // In a long message, the particular question is found in the sentences that ask: "Split the bill, she insisted… Do I reply now or
  // is there a waiting rule?" asks about replying, not about the bill.
  const sentencesHere = readMessage(a.raw).sentences;
  // "…hire a skip while she is away and clear the lot. Should I agree to that?": a question that points back at what was just
  // told ("that") is asked about the sentence before it, which is found with it.
  const askingPart = sentencesHere.flatMap((sentence, i) => {
    if (!sentence.question) return [];
    const before = sentencesHere[i - 1];
    // So is a bare one ("…flights, hotel, everything, non refundable. Should I cancel?").
    const bare = sentence.text.split(/\s+/).length <= BARE_QUESTION_WORDS;
    return (ASKS_ABOUT_THAT.test(sentence.text) || bare) && before && !before.question ? [before.text, sentence.text] : [sentence.text];
  });
  const faqText = sentencesHere.length >= LONG_MESSAGE_SENTENCES && askingPart.length > 0 ? askingPart.join(' | ').toLowerCase() : u.normalized;
  // "whats a polite way to say no to buying. not long": a short, warm no.
  const declined = asked ? answerDecline(s, a.raw) : null;
  if (declined) return declined;
  // "If I say 'that joke is getting old', is this rude in English or normal?": how their own words come across.
  const quoted = asked ? answerQuotedWords(s, a.raw) : null;
  if (quoted) return quoted;
  // "help me put it to claire without it sounding like I'm rejecting her plan": an idea put to someone who made a plan.
  const alternative = asked ? answerAlternativePlan(s, a.raw) : null;
  if (alternative) return alternative;
  // "my mum asks when im going to 'settle down' every sunday. how do i get her to drop it without a row": a calm line, each time.
  const keepsAsking = asked ? answerKeepsAsking(s, a.raw) : null;
  if (keepsAsking) return keepsAsking;
  // "Should I take it?", "just give me pros and cons" after the offer was told: weighed from what was told of it.
  const weighed = particularAsk ? answerDecisionWeighed(s, a.raw) : null;
  if (weighed) return weighed;
  // "Could you help me with an opening of two or three sentences?" for the address told of: composed from what was told.
  const opening = particularAsk ? answerSpeechOpening(s, a.raw) : null;
  if (opening) return opening;
  // The same question asked again just after it was answered: pointed back to, not answered as another of its shape.
  // Only a question: words or a draft asked for after them ("can you write a reply to mum…") are a new request, but "how
  // do i say sorry without saying she was right" or "what do i say when she asks for him" just after asks the same again.
  const sayAgain = HOW_DO_I_SAY.test(u.normalized);
  const againAsked = particularAsk && (sayAgain || (u.act === 'question' && askTypeOf(u.normalized) !== 'script'));
  const again = againAsked ? answerAskedAgain(s, faqText) : null;
  if (again) return again;
  const surely = particularAsk ? answerFaq(s, faqText, SURELY) : null;
  if (surely) return surely;
  // "a small list to read from my phone", "a checklist thing for packing", "a short public reply": built from what was told.
  const writtenThing = particularAsk ? answerWrittenThing(s, a.raw) : null;
  if (writtenThing) return writtenThing;
  // Words to say to someone named ("how do I tell Priya…"): for that person and what they want said.
  // "what do i say if he says i hate animals now": a light line back to a remark, not a talk to have.
  // "what do I say if he replies 'things are tight right now'? I'd be fine with £100 a month": that push-back met.
  const pushback = particularAsk ? answerPushback(s, a.raw) : null;
  if (pushback) return pushback;
  const comeback = particularAsk ? answerComeback(s, a.raw) : null;
  if (comeback) return comeback;
  // A message to send with what it must say in the request ("write message to her, clear that I did not break it"): that message.
  const drafted = particularAsk ? answerMessageDraft(s, a.raw) : null;
  if (drafted) return drafted;
  // "what do u talk about with ur mums boyfriend": small talk with someone, the situation's own particular answer for it,
  // not the opener of a talk to have with the one named in passing.
  const smallTalk = particularAsk && SMALL_TALK.test(u.normalized) ? answerFaqHere(s, faqText) : null;
  if (smallTalk) return smallTalk;
  // "can u help me write a reply to dad thats chill and doesnt give him loads of info": a message with nothing of its own
  // to say, after the situation's case was told ("my dad just texted me 'so whos this rob then?'… i dont wanna be in the
  // middle"), is the situation's particular answer for that case when it holds words to send.
  const toldCase =
    particularAsk && DRAFT_ASKED.test(u.normalized) && SAYS_LITTLE.test(u.normalized)
      ? (answerFaq(s, faqText) ?? answerFaqTold(s, faqText))
      : null;
  if (toldCase && toldCase.parts.some((part) => /"[A-Z]/.test(part))) return toldCase;
  // The same asked just after that answer gave the words for it ("If your dad asks…: "He's fine…""): those words, on their own.
  const givenFor = particularAsk && DRAFT_ASKED.test(u.normalized) && SAYS_LITTLE.test(u.normalized) ? wordsGivenFor(s, u.normalized) : null;
  if (givenFor) return givenFor;
  // "what should i tell her" after "Priya noticed and asked if im ok": an answer to someone who checked in.
  const checkIn = particularAsk ? answerCheckIn(s, a.raw) : null;
  if (checkIn) return checkIn;
  const scriptAsked = particularAsk && askTypeOf(u.normalized) === 'script';
  const justGiven = scriptAsked ? answerWordsJustGiven(s, u.normalized) : null;
  if (justGiven) return justGiven;
  const words = scriptAsked || (particularAsk && remarkAhead(a.raw)) ? answerWordsToSay(s, a.raw) : null;
  if (words) return words;
  // "make a list for the rest… still to do: driving licence, GP, pension": the list of what they told.
  const listed = particularAsk ? answerListOfItems(s, a.raw) : null;
  if (listed) return listed;
  // "a list of questions i should ask my boss… like about remote days, probation etc": those questions, plainly put.
  const questions = particularAsk ? answerQuestionsToAsk(s, a.raw) : null;
  if (questions) return questions;
  // "Does it actually work or is it just distraction?" about the technique just given.
  const works = asked ? answerDoesItWork(s, u.normalized) : null;
  if (works) return works;
  // "is he even aware he does it?", "why does she keep doing this?": nobody can see inside someone else; how to find out.
  const wondered = particularAsk ? answerOtherMind(s, a.raw) : null;
  if (wondered) return wondered;
  // "My sister Anjali thinks we should just take the keys. I feel that is wrong. What do you think?": a view on that advice.
  const advised = particularAsk ? answerAdvice(s, a.raw) : null;
  if (advised) return advised;
  // "i think im gonna say yes? 3 months isnt forever": a decision checked, met as theirs.
  const decided = particularAsk ? answerDecisionCheck(s, a.raw) : null;
  if (decided) return decided;
  const found = askedAnswer(a.raw, u.normalized, namedTo(s)) ?? (particularAsk ? answerCarried(s, u) : null);
  // "Is it terrible to be irritated with my mum?": a plain yes or no about a feeling or holding on after a loss.
  const fits = found !== null && fitsSituation(s, found);
  const specific = fits && !GENERAL_ANSWER_IDS.has(found.id);
  // A general answer that yields to the situation's own ("is it normal?") is none of another question's.
  const yields = found === null || !fits || found.id === 'is-it-normal';
  const view = particularAsk ? answerView(s, a.raw.toLowerCase(), fits ? found.text : null, u.normalized, specific, yields) : null;
  if (view) return view;
  // An answer written for other circumstances (anger at a parent, when the person is asking about their phone) is not theirs.
  // Asked for words to say, an answer that holds none gives way to the situation's words.
  // With no situation too: "a way to open the conversation? we talk after the kids sleep" is no bedtime routine.
  const wantsWords = askTypeOf(u.normalized) === 'script' && found !== null && !/["'][A-Z]/.test(found.text);
  // Words asked for with nothing particular ("what do i say to her?") come from the situation's own words for the case told
  // ("For credit, try: …"), not from an answer the conversation's topic finds for any difficult colleague.
  const caseWordsOwn = askTypeOf(u.normalized) === 'script' && situationWordsForTheCase(s);
  // Nor one built on a technique the person said did not work ("the breathing makes me more panicky").
  const failedBefore = found?.technique !== undefined && state.memory.notHelped.includes(found.technique);
  const own = found && !wantsWords && !failedBefore && fitsSituation(s, found) ? found : null;
  // A general answer ("what should I say?") yields to the conversation's own subject when it has one.
  const written = own && !GENERAL_ANSWER_IDS.has(own.id) ? own : ((caseWordsOwn ? null : answerInContext(s, u)) ?? own);
  if (written && GENERAL_ANSWER_IDS.has(written.id) && subjectAnswered(s)) {
    // "OK, what do I say exactly?" right after an answer that held the words: point back to them.
    return { kind: 'reply', parts: [s.pick(SHARED_LINES.wordsBefore)], carry: [], content: true };
  }
  // A step weighed in general ("should I tell him?") yields to the situation's own answer when that speaks of the same step
  // ("Tell them clearly and early…" to a nervous patient), and to its particular questions.
  const step = written && Object.hasOwn(WEIGHED_STEPS, written.id) ? WEIGHED_STEPS[written.id] : undefined;
  const wouldSay = step !== undefined && particularAsk ? (situationWouldSay(s, u.normalized, a.raw, askTypeOf(u.normalized)) ?? '') : '';
  // "should i talk to the school?" is not answered by the situation's view on talking to a doctor: the one told must be the same.
  const toldTo = written?.id === 'tell-or-not' ? TOLD_TO.exec(u.normalized)?.[1] : undefined;
  const ownStep = step !== undefined && step.test(wouldSay) && (!toldTo || new RegExp(String.raw`\b${toldTo}`, 'i').test(wouldSay));
  const answer = ownStep ? null : written;
  const noAnswer = !answer || GENERAL_ANSWER_IDS.has(answer.id);
  // A reaction feared is answered for that reaction, not by a particular question that merely shares two words ("parents", "mom").
  // The written answer for the whole of the situation in play ("partner-arguments") yields to a particular question of it named
  // in two of its words ("whose parents" at "christmas").
  // So does the way to meet any question ("what do i say when they ask…") when the question named is one of the situation's
  // own ("…why i want to change career" in an interview).
  const namesOwn = written !== null && (written.id === state.situation || written.id === 'if-they-ask');
  const wholeOfIt = namesOwn && state.situation !== null && (situationFaq(state.situation, faqText, 2)?.content ?? 0) >= 2;
  const yieldsToParticular = (step !== undefined && !FEARED_REACTIONS.has(written?.id ?? '')) || wholeOfIt;
  // "should I send it back or keep it?", "go to Priya directly or through Daniel?": the way to weigh it, said with both
  // options, unless a particular question of the situation speaks of both ("read off paper or use cards?" and notes).
  // A written answer that speaks of one of the two ("I'd lean towards telling" for "talk to him or leave him space?") weighs
  // nothing: the choice is weighed as asked.
  const options = particularAsk && (noAnswer || step !== undefined) ? choiceIn(a.raw) : null;
  const oneSided = options !== null && !noAnswer && !speaksOfBoth(answer?.text ?? null, options);
  const ownBoth = options !== null && (noAnswer || oneSided) && speaksOfBoth(particularAnswer(s, u.normalized, a.raw), options);
  const choice = options && (noAnswer || oneSided) && !ownBoth && !situationWeighsBoth(s, u, a, options) ? answerChoice(s, a.raw) : null;
  if (choice) return choice;
  // "should i apologise or wait for her to reach out?": the situation's particular answer that speaks of both is the answer, not
  // a written one that speaks of one ("A good apology names what you did…").
  const weighedHere = particularAsk && answer !== null && !noAnswer ? (options ?? choiceIn(a.raw)) : null;
  const bothOwn =
    weighedHere !== null && !speaksOfBoth(answer?.text ?? null, weighedHere) && speaksOfBoth(particularAnswer(s, u.normalized, a.raw), weighedHere);
  const bothAnswered = bothOwn ? answerFaq(s, u.normalized) : null;
  if (bothAnswered) return bothAnswered;
  // "should i make a little kit she can keep in her backpack?": a small step of their own, before any of the situation's
  // answers, whose particular questions are found by two shared words and so often speak of something else.
  // Unless the situation's particular question is named in two of its keys, one a phrase ("book another… straight away" after
  // a failed driving test): that answer knows the case, where a plain yes to the step does not.
  const phrased = particularAsk && noAnswer && state.situation ? situationFaq(state.situation, faqText, 2) : null;
  const namedInPhrases = phrased && phrased.twoWords && phrased.content >= 2 ? answerFaq(s, faqText) : null;
  if (namedInPhrases) return namedInPhrases;
  const proposal = particularAsk && noAnswer ? answerProposal(s, a.raw) : null;
  if (proposal) return proposal;
  // "Should I swap to marshalling instead?": one step weighed against leaving it, in its own words, unless the situation's
  // own view on what to do speaks of that step.
  const type = askTypeOf(u.normalized);
  const one = particularAsk && noAnswer ? oneStepIn(a.raw) : null;
  const weighing = type === 'should' || one?.doubt !== undefined || ASKS_LEAVE.test(u.normalized);
  // A view written for this step in this very situation ("should i just drop it" when he has not replied) comes first.
  if (one && weighing && (oneStepView(s, one, true) || !situationWeighs(s, one, u.normalized, a.raw))) return answerOneStep(s, one, a.raw);
  // A question any situation can hold ("how do i get over it" in a breakup) takes the situation's own answer on one word of it;
  // only the situation in play's, never one merely hinted at.
  const anySituation = ANY_SITUATION.has(written?.id ?? '');
  const particular = !particularAsk
    ? null
    : anySituation
      ? answerFaqHere(s, faqText)
      : noAnswer || yieldsToParticular
        ? answerFaq(s, faqText)
        : null;
  if (particular) return particular;
  // No answer written for these words: the answer for this kind of question in the situation the person described.
  // "a breathing or something, simple please" asks for an exercise of that kind, not the situation's answer.
  const bodyAside = u.body.length === 0 || SYMPTOM_IS_THE_WORRY.has(state.situation ?? '');
  const situationAsked = particularAsk && noAnswer && bodyAside && !EXERCISE_KIND_ASKED.test(u.normalized);
  // Its words may still name one of the situation's particular questions without its key phrases; words to say
  // are the situation's own first, since a particular answer rarely holds them.
  const retrieved = situationAsked && !(type === 'script' && situationAnswerable(s, u)) ? answerRetrieved(s, a.raw) : null;
  if (retrieved) return retrieved;
  // "how to not be nervous" in an exam: the situation's own particular answer on one word of it, before its general one.
  // Not for a plan, words to say, a "what if" or "is it normal": the situation's own answer for those is written for the whole of it.
  // A "what if" or "is it normal" that names a particular question in a phrase of its own ("what if I run out of things to
  // say") is that question, though.
  // Words to say about someone, not to them ("i dont know what to say about him" at a funeral), asked in such a phrase, too.
  // A plan for a time the situation's own plan is not written for ("a plan for tonight" the night before an exam), too.
  // Words for a case the situation's own words do not speak of ("how do i ask for a raise in it" before a review), too.
  const ownCaseAsked =
    (type === 'script' && (SAY_ABOUT.test(u.normalized) || !situationWordsFit(s, u.normalized))) ||
    (type === 'plan' && PLAN_FOR_NOW.test(u.normalized));
  const phraseOnly = type === 'whatif' || type === 'normal' || ownCaseAsked;
  const oneWord = situationAsked && (ownCaseAsked || !['plan', 'script'].includes(type)) ? answerFaqHere(s, faqText, phraseOnly) : null;
  if (oneWord) return oneWord;
  // "How do I stop him without making a scene?" after "Graham always starts on politics at dinner": a way through asked with
  // nothing of its own to find it by is the situation's particular answer to what the last messages told.
  const wayAsked = HOW_TO_ASKED.test(u.normalized) || ELSE_ASKED.test(u.normalized);
  const toldBefore = situationAsked && type === 'howto' && wayAsked ? answerFaqTold(s, faqText) : null;
  if (toldBefore) return toldBefore;
  // "what do i actually say to her?" after "my sister keeps borrowing my car": the situation's particular words for the car,
  // not its general ones written for swapping shifts.
  const toldWords = situationAsked && type === 'script' ? answerFaqTold(s, faqText, true) : null;
  if (toldWords) return toldWords;
  // "can he evict me if i complain too much?": a question of fact someone can answer, not the situation's way of going about it.
  const fact = situationAsked && type === 'howto' && u.act === 'question' && a.hasQuestion && !HOW_TO_ASKED.test(u.normalized);
  const known = fact ? honestLimit(u.normalized, a.raw, s.previousText) : null;
  if (known) return { ...say('reply', known.join(' '), true), content: true };
  const situated = situationAsked ? answerSituation(s, type, u.normalized) : null;
  if (situated) return situated;
  // A guided technique asked for by name starts it, after the answer when there is one; one chosen for a
  // need ("something for my racing heart") is given whole below, with an offer to walk through it.
  const byNeed = prompt || !(answer || situationAnswerable(s, u));
  const requested = state.practical || failedHere ? null : byNeed ? requestedFlow(s.coachId, text) : namedFlow(s.coachId, text);
  if (requested && !state.completedFlows.includes(requested.id)) return startFlow(s, requested, a, answer?.text);
  // "What do I say to her exactly?" with no words more particular: an opener for her by name, not the list for any talk.
  const opener = answer?.id === 'what-to-say' ? answerNamedOpener(s, a.raw) : null;
  if (opener) return opener;
  if (answer && state.answered.includes(answer.id)) {
    // The same answer again would be a wall of repeated text: point back to it and ask what is missing.
    return { kind: 'reply', parts: [s.pick(SHARED_LINES.answeredBefore)], carry: [], content: true };
  }
  if (answer) {
    state.answered = [...state.answered, answer.id].slice(-40);
    // Words in an answer ("…for example: "I'm sorry I…"") are kept whatever was asked, so "shorter and simpler?" can give them back.
    if (askTypeOf(u.normalized) === 'script' || /"[A-Z]/.test(answer.text)) keepWords(s, answer.text);
    // "Is it normal to feel afraid of the holiday?": the general yes in the question's own words, and no asking which feeling.
    const echoed = answer.id === 'is-it-normal' ? saidBackView(a.raw) : null;
    const bodily = answer.id === 'is-it-normal' && !echoed && BODY_FEELING.test(u.normalized);
    const lead = echoed ?? (bodily ? NERVES_IN_THE_BODY : null);
    const parts = [lead ? answer.text.replace(/^Yes, very likely\. /, `${lead} `) : answer.text];
    // "…or am I a bad person?": that fear answered in so many words, after the yes.
    if (answer.id === 'is-it-normal' && SELF_JUDGED.test(u.normalized)) {
      parts[0] = (parts[0] ?? '').replace(/^([^.]+\.) /, "$1 Feeling it doesn't make you a bad person. ");
    }
    const extra = answer.technique ? techniqueById(answer.technique) : null;
    if (extra && !state.memory.notHelped.includes(extra.id)) {
      const flow = ownFlow(s, extra);
      if (flow && offerable(state, flow)) {
        parts.push(`If you like, I can walk you through ${extra.title} too.`);
        offer(state, flow);
        return { kind: 'reply', parts, carry: parts, content: true };
      }
    }
    // "is it normal to feel sick every time I open the past papers?": the feeling is named, so it is not asked for.
    const named = answer.id === 'is-it-normal' && FEELING_NAMED.test(u.normalized);
    // Once the story was told, what brings it on is not asked: what would help is.
    const told = state.userMessages >= 2 ? ASK_WHEN_TOLD : null;
    parts.push(echoed ? s.pick(told ?? ECHOED_FOLLOW_UP) : named ? s.pick(told ?? NAMED_FEELING_FOLLOW_UP) : answer.followUp);
    // A follow-up that offers the technique ("Would you like to try…?"): a yes gives its steps.
    if (extra && !state.memory.notHelped.includes(extra.id) && /\b(would you like|shall we|want to try)\b/i.test(answer.followUp)) {
      state.offeredTechnique = extra.id;
    }
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  const named = failedHere ? null : techniqueNamed(u.normalized);
  if (named) {
    const flow = ownFlow(s, named);
    // A technique this coach guides starts at once when asked for by name.
    if (flow && !state.completedFlows.includes(flow)) return startFlow(s, flowById(s.coachId, flow)!, a);
    return giveTechnique(s, named, u);
  }
  // "do you also have something for the anger?" asks for a technique as surely as "give me an exercise".
  if (u.act !== 'request' && u.body.length === 0 && !FOR_NEED.test(u.normalized)) return null;
  // "My hands have started shaking, the doctor says it's an essential tremor": a condition told, not a moment to calm.
  if (u.act !== 'request' && !FOR_NEED.test(u.normalized) && MEDICAL_CAUSE.test(u.normalized)) return null;
  // "headache for 5 days and now I'm convinced it's a tumour": the symptom is the worry told, heard before any exercise.
  if (u.act !== 'request' && !FOR_NEED.test(u.normalized) && SYMPTOM_IS_THE_WORRY.has(state.situation ?? '')) return null;
  // "I need advice about my son": advice about someone is heard first, not answered with a breathing exercise.
  if (ADVICE_ABOUT.test(u.normalized) && u.body.length === 0) return null;
  if (state.practical && u.body.length === 0) return null;
  // Words asked for are never met with a breathing exercise: the general shape of what to say, once, or nothing.
  if (askTypeOf(u.normalized) === 'script') return answerNamedOpener(s, a.raw) ?? answerOnce(s, answerById('what-to-say'));
  // "I need help preparing for a meeting with my manager" asks for help with something, not for a breathing exercise.
  const forCalm = u.body.length > 0 || u.feelings.length > 0 || FOR_NEED.test(u.normalized) || EXERCISE_ASKED.test(u.normalized);
  if (!forCalm) return null;
  // "anything fast i can do at the counter?" after the shaking hands were told: the few seconds it has, not a longer practice.
  const quick = asksForTheMoment(u.normalized) ? answerOnce(s, answerById('in-the-moment')) : null;
  if (quick) return quick;
  const chosen = chooseTechnique(s, u);
  if (!chosen) return null;
  const turn = giveTechnique(s, chosen, u);
  const event = u.body.length > 0 ? eventBeforeExercise(s) : null;
  return event ? { ...turn, parts: [event, ...turn.parts], carry: [event, ...turn.carry] } : turn;
}

const SMALL_TALK = /\bwhat (?:do|should|can|could) (?:i|u|you|we|people) (?:even )?talk about\b|\bwhat to talk about\b|\bmake (?:small )?talk\b/;
// A reply asked to tell little: "doesnt give him loads of info", "keep it vague", "without saying too much".
const SAYS_LITTLE = new RegExp(
  String.raw`\b(?:doesn'?t|dont|don'?t|without|not) (?:give|giving|say|saying|tell|telling) (?:(?:him|her|them) )?(?:loads|lots|much|too much|a lot|` +
    String.raw`everything|any|the details|details|info|information)\b|\b(?:vague|noncommittal|non committal|give little away|give nothing away)\b`,
);
/** The words the last reply gave for the one this message is to ("a reply to dad": after "If your dad asks…:", not "your dad's
 * partner"), on their own. */
function wordsGivenFor(s: Session, normalized: string): Turn | null {
  const to = /\b(?:to|for) (?:my |your )?(dad|mum|mom|father|mother|sister|brother|boss|friend)\b/.exec(normalized)?.[1];
  const last = s.state.recent.at(-1) ?? '';
  const words = to ? new RegExp(String.raw`\byour ${to} (?:asks|says|texts|messages|wants|keeps)\b[^".]{0,60}: "([A-Z][^"]{5,200})"`).exec(last)?.[1] : undefined;
  if (!words || s.state.answered.includes(`given-for:${to}`)) return null;
  s.state.answered = [...s.state.answered, `given-for:${to}`].slice(-40);
  s.state.lastWords = [words];
  const parts = [
    `Here it is on its own, ready to send: "${words}"`,
    'It answers what was asked without giving anything away, and moves the talk on to something else.',
    s.pick(['Does that sound like you?', 'Would you change anything before you send it?']),
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}

const SYMPTOM_IS_THE_WORRY: ReadonlySet<string> = new Set(['health-worry', 'new-diagnosis', 'medical-dental-fear', 'shaken-after-scare']);
// A doctor's word on the body ("doc said cut back"), unless what they said is that it is stress or anxiety.
const MEDICAL_CAUSE = new RegExp(
  String.raw`\b(?:tremors?|parkinson'?s|arthritis|diagnos\w*|condition|disease|side effects?|medication)\b|` +
    String.raw`\b(?:doc|doctor|gp|nurse) (?:said|says|told me)\b(?! (?:it'?s|it is|its) (?:just |only )?(?:anxiety|stress|panic|nerves))`,
);
const FOR_NEED = alternatives(
  String.raw`\b(?:something|anything|an? (?:exercise|technique|trick)) (?:for|to help with) (?:the |my |this )?[a-z]{4,}`,
  // "How can I keep calm lying there?", "how do i not panic in the scanner": calm in the moment asked for.
  String.raw`\bhow (?:can|do|should|could) i (?:keep|stay|remain|be) (?:calm|relaxed|steady)\b`,
  String.raw`\bhow (?:can|do) i (?:not|stop) (?:panic|panicking|freaking out)\b`,
  // "What I can do in the moment when it starts?", "is there a way to switch that off?"
  String.raw`\bwhat (?:can |should |do )?i (?:can |should )?do\b[^.?!]{0,25}\b(?:in the moment|when it (?:starts|happens|comes|hits|kicks in)|right then)\b`,
  // "something I can do in the two minutes before I walk into the meeting", "something to do in the last ten minutes before I go on",
  // "What can I do on the morning of the fair so my hands don't shake?": something for a moment that is coming.
  String.raw`\b(?:something|anything)(?: quick| simple| small)? (?:i can do|i could do|to do)\b[^.?!]{0,40}\b(?:before (?:i|it|the|we)|in the (?:last )?` +
    String.raw`(?:\w+ )?(?:minutes?|seconds?|moment)|on the (?:morning|day|night))\b`,
  String.raw`\bwhat (?:can|could|should) i do\b[^.?!]{0,40}\bso (?:my|i) (?:hands?|voice|legs?|knees?|heart|stomach)\b` +
    String.raw`[^.?!]{0,10}\b(?:don'?t|doesn'?t|won'?t|stop)\b`,
  // "is there anything that helps?", "is there a way to switch that off?"; not "is there anything else worth trying before I tell her?",
  // nor "tried washing again… is there anything else i can try??" about the thing tried (a technique tried names its kind).
  // Nor a way to do something for someone: "is there any way to get the parcel to him without embarrassing him further?".
  String.raw`\bis there (?:anything|something|a way|any way)\b(?! else (?:worth|i can try|i could try|to try))(?!.{0,30}\bbefore i (?:tell|say|ask|go|call))` +
    String.raw`(?! to (?:get|give|send|tell|ask|say|return|bring|pay|let|hand)\b)(?![^.?!]{0,40}\b(?:him|her|them)\b)` +
    // Nor a way to make or change a thing: "Is there a way to make the numbers bigger on the phone?"
    String.raw`(?! to (?:make|change|turn|set|fix|find|use|see|read|get) (?:the|my|it|this|that|a)\b)`,
);
// "a practice plan that fits around work" plans practice of something, not a calming practice.
const EXERCISE_ASKED = new RegExp(
  String.raw`\b(?:exercise|technique|practice(?! (?:plan|schedule|routine|timetable))|breath\w*|calm|relax\w*|ground\w*|meditat\w*|` +
    String.raw`panic\w*|anxi\w*|stress\w*|sleep|nervous|nerves|` +
    // "give me something to try this week"
    String.raw`(?:something|anything) (?:(?:new |else |small )?(?:to|i can|i could) (?:try|practi[cs]e|do for (?:it|this|that|me)))\b)`,
);
const ADVICE_ABOUT = /\b(?:advice|advise|opinion|thoughts)\b.*\b(?:about|on|with|for|regarding)\b/;

/** After a view said back in the question's words, the feeling is known: what brings it on. */
const ECHOED_FOLLOW_UP = ['What do you think brings it on most?', 'When does it feel strongest?'];

/** A written answer and its follow-up, once a session; null when it was given already. */
function answerOnce(s: Session, answer: Answer): Turn | null {
  if (!answer || s.state.answered.includes(answer.id)) return null;
  s.state.answered = [...s.state.answered, answer.id].slice(-40);
  // Words in it are kept, so "too formal" or "warmer?" can give them back.
  if (/"[A-Z]/.test(answer.text)) keepWords(s, answer.text);
  return { kind: 'reply', parts: [answer.text, answer.followUp], carry: [answer.text, answer.followUp], content: true };
}

/**
 * Whether what the situation in play would answer speaks of the one step asked about, by the words of what the step is
 * about ("notes" for a speech). The step's verb ("put", "say") is said of everything, and a word the situation is merely
 * known by ("appointment" in a health worry, asked whether to ring for an earlier one) is too little to go on: its
 * particular questions and views then speak of something else more often than not (docs/coach.md, section 3).
 */
function situationWeighs(s: Session, one: OneStep, normalized: string, raw: string): boolean {
  // "should i block her?" where the situation has a particular answer on blocking: that answer, found by the step's own doing.
  const verb = one.step.split(' ')[0] ?? '';
  const byStep = s.state.situation && verb.length > 3 ? situationFaq(s.state.situation, one.step, 1) : null;
  if (byStep && byStep.content > 0 && new RegExp(String.raw`\b${escapeRegExp(verb)}`, 'i').test(byStep.answer)) return true;
  const object = one.step.split(' ').slice(1).join(' ');
  // "block him": nothing but someone, so the step itself.
  const words = contentWords(contentWords(object).length > 0 ? object : one.step);
  const answer = situationWouldSay(s, normalized, raw, 'should');
  if (!answer) return false;
  // "Should I go, or is it too soon after Lettie?": a bare step, with nothing of its own to weigh, is the situation's to answer.
  if (!one.step.includes(' ')) return true;
  // "Should I agree to that?" after the brother's plan was told: "that" is the plan, and the situation's view weighs it.
  if (/^(?:(?:to|with|along with|on) )?(?:that|this|it|them)$/.test(object)) return true;
  if (words.length === 0) return false;
  const said = new Set(contentWords(answer));
  // "should i just delete instagram?" and "Try deleting it for one week…": the step's own doing, of the one thing it names.
  const doing = contentWords(one.step.split(' ')[0] ?? '');
  if (words.length === 1 && doing.length > 0 && doing.every((word) => said.has(word))) return true;
  return words.filter((word) => said.has(word)).length >= Math.min(2, words.length);
}

/**
 * The situation's own "should" answer speaks of both options and was written for the question ("should I push him to see the
 * doctor or leave it?" and supporting someone's "Often the answer is both…"): it answers, not a general weighing.
 */
function situationWeighsBoth(s: Session, u: Understanding, a: Analysis, options: Choice): boolean {
  const own = askTypeOf(u.normalized) === 'should' ? situationWouldSay(s, u.normalized, a.raw, 'should') : null;
  return own !== null && speaksOfBoth(own, options) && situationWouldAnswer(s, 'should', u.normalized);
}

/** An answer that speaks of each of two options, by a word of each: written for that very choice. */
function speaksOfBoth(answer: string | null, choice: Choice): boolean {
  if (!answer) return false;
  const said = new Set(contentWords(answer));
  return [choice.first, choice.second].every((option) => contentWords(option).some((word) => said.has(word)));
}

/** The situation in play has an answer left for this kind of question. */
function situationAnswerable(s: Session, u: Understanding): boolean {
  const id = s.state.situation;
  return id !== null && !s.state.answered.includes(situationAnswerKey(id, askTypeOf(u.normalized)));
}

/** A written answer fits when no situation leads, or when the one leading is among those it was written for. */
function fitsSituation(s: Session, answer: NonNullable<Answer>): boolean {
  const current = s.state.situation;
  const fits = Object.hasOwn(ANSWER_FITS, answer.id) ? ANSWER_FITS[answer.id] : undefined;
  // Nor one written for telling other people: a mother asked about is not answered with what an employer needs to know.
  if (speaksOfOthers(s.lastRaw, answer.text, namedTo(s))) return false;
  if (current && Object.hasOwn(ANSWER_NOT_FOR, answer.id) && ANSWER_NOT_FOR[answer.id]?.includes(current)) return false;
  return !current || !fits || fits.includes(current);
}

/** The answer for the conversation's latest topic was already given. */
function subjectAnswered(s: Session): boolean {
  const topic = s.state.memory.topics.at(-1)?.id;
  const id = topic ? TOPIC_ANSWERS[topic] : undefined;
  // Only an answer that held words to say (a script in quotes) can be pointed back to.
  return id !== undefined && s.state.answered.at(-1) === id && (answerById(id)?.text.includes('"') ?? false);
}

/**
 * The written answer for `normalized` (the message, or the message with `someone` spoken of before), unless its subject is one that
 * must be asked about and only the story around the question in `raw` names it.
 */
function askedAnswer(raw: string, normalized: string, roles: string, someone = ''): Answer {
  const found = findAnswer(normalized);
  // Written for telling other people: "should I tell her exactly what I have?" of a mother is no question about an employer.
  if (!found || speaksOfOthers(raw, found.text, roles)) return null;
  const sentences = readMessage(raw).sentences;
  const asked = askingOf(sentences);
  const asking = asked && `${asked} ${someone}`.trim();
  if (!asking || found.matches.some((pattern) => pattern.test(asking))) return found;
  if (SUBJECT_ASKED.has(found.id)) return null;
  // What a question goes on to say in the sentence after it ("…what to write on the comment cards? Something honest but kind
  // for a jam that hasn't set.") is part of the asking.
  const after = sentences.filter((_, i) => i > 0 && sentences[i - 1]?.question && !sentences[i]?.question).map((sentence) => sentence.text);
  const askingOn = [asking, ...after].join(' ');
  // A question with a subject of its own ("is it bad to say sorry to your kid?") is not answered by what only the story
  // around it names ("i was cross about the papers"): the answer its own words find, or none.
  const own = contentWords(asking).filter((word) => !ONLY_ASKING.has(word));
  return own.length >= OWN_SUBJECT_WORDS ? findAnswer(askingOn) : found;
}
/** The sentences of a message that ask, joined; empty when none does. */
function askingOf(sentences: readonly { text: string; question: boolean }[]): string {
  return sentences.filter((sentence) => sentence.question).map((sentence) => sentence.text).join(' ');
}
/** The words beyond asking ones that give a question a subject of its own. */
const OWN_SUBJECT_WORDS = 2;

/** The most words a short ask has that is read with the message before it ("Give me replacements. Short ones."). */
const SHORT_ASK_WORDS = 8;

// Words that point back to what was just told; "What went wrong with the chops." names its own subject.
const POINTS_BACK = /\b(?:it|this|that|these|those|them|instead|replacements?|alternatives?|else|other ones?)\b/;
// A stop asked with nothing after it ("how do i stop") stops what the coach's last answer was about.
const STOP_ALONE = /\b(?:stop|quit|cut (?:down|back))\W*$/;
/** The fewest words an answer carried to a bare "how do i stop" shares with the coach's last answer: the same subject. */
const SAME_SUBJECT_WORDS = 3;

/**
 * A short ask read with the message just before it: "Give me replacements. Short ones." after "…said sorry to a chair
 * yesterday" asks for what to say instead of sorry. Only a particular answer not given yet; null otherwise.
 */
// "i tried the pomodoro thing but i just stare at the screen": what was tried and did not help, never the answer carried on.
const TRIED_WITHOUT_HELP = /\btried\b[^.?!]*\bbut\b|\b(?:didn'?t|doesn'?t|did not|does not|never) (?:really |even )?(?:work|help)\b/;

function answerCarried(s: Session, u: Understanding): Answer {
  const pointed = POINTS_BACK.test(u.normalized);
  if (u.normalized.split(' ').length > SHORT_ASK_WORDS || !s.previousText || !(pointed || STOP_ALONE.test(u.normalized))) return null;
  if (TRIED_WITHOUT_HELP.test(s.previousText)) return null;
  const found = findAnswer(`${normalizedSentences(s.previousText).join(' ')} ${u.normalized}`);
  if (!found || GENERAL_ANSWER_IDS.has(found.id) || s.state.answered.includes(found.id)) return null;
  // "how do i stop" after the coach's answer on impulse buying: more on the buying, never on "too much" of something else.
  const last = new Set(contentWords(s.state.recent.at(-1) ?? ''));
  return pointed || contentWords(found.text).filter((word) => last.has(word)).length >= SAME_SUBJECT_WORDS ? found : null;
}

/**
 * A question with no answer of its own, read with what the conversation is about: "how do I cope
 * with this?" in a loss, "what should I do?" about rent. The topic's answer, unless already given;
 * a "should I…?" otherwise gets the view on decisions.
 */
function answerInContext(s: Session, u: Understanding): Answer {
  // Only one that fits the situation in play: a row with a wife in retirement is not the answer written for couples who argue.
  const fresh = (answer: Answer) =>
    answer && !s.state.answered.includes(answer.id) && !GENERAL_ANSWER_IDS.has(answer.id) && fitsSituation(s, answer) ? answer : null;
  // "How do I get him to open up?" after "my teenage son…": read with the people already named.
  if (/\b(he|him|his|she|her|they|them)\b/.test(u.normalized)) {
    // The people named most recently first: "him" is more likely the son just mentioned than the landlord before.
    for (const person of [...s.state.memory.people].reverse()) {
      // "my teenage son jake barely talks" just before: the person as they were described ("my teenage son"), not only their role.
      const role = (person.role ?? '').replace(/[^a-z -]/g, '');
      const described = new RegExp(String.raw`\b(?:my|our) (?:[a-z]+ ){0,2}${role}\b`).exec(s.previousText)?.[0] ?? `my ${person.role}`;
      const found = person.role ? fresh(askedAnswer(s.lastRaw, `${u.normalized} ${described}`, namedTo(s), described)) : null;
      if (found) return found;
    }
  }
  // A situation in play answers from its own content; a topic's general answer would be about something else.
  if (s.state.situation) return null;
  const heavy = heavyTopic(s.state, u);
  // Asked about it, or about going through it ("how do I cope with this?", "what do I do now?"); not any later question with an
  // "it" ("Can you help me make a list of pros and cons? I think better when I see it written." after "this makes me a bit angry").
  // In a loss, "is it normal to still walk the same route without her?" is about grieving too.
  // Going through it is read in what is asked: "Is this an actual hoarding thing? I don't know what I'm dealing with" asks what it is.
  const askedPart = askingOf(readMessage(s.lastRaw).sentences);
  const grieving = heavy === 'grief' && askTypeOf(u.normalized) === 'normal';
  const aboutIt = u.topics.some((t) => t.id === heavy) || GOING_THROUGH.test(askedPart || u.normalized) || grieving;
  // A wedding or a party is a gathering to be nervous at only when the person says so: "need advice… borrowed my car for
  // his cousin's wedding" asks nothing about talking to people there.
  const nervous = heavy !== 'social' || SOCIAL_NERVES.test(u.normalized);
  if (heavy && aboutIt && nervous) {
    const found = fresh(findAnswer(TOPIC_LINES[heavy].lookup));
    if (found) return found;
  }
  // "My partner Aroha says I should look at design": a person named in passing is not a question about them.
  const aboutThem = (t: { phrase: string } | undefined) => t !== undefined && (!PERSON_ONLY.test(t.phrase) || RELATIONSHIP_WORDS.test(u.normalized));
  const said = u.topics[0];
  const earlier = s.state.memory.topics.at(-1);
  // The topic talked about before stands in only for a question with nothing of its own ("what should I do?"):
  // "is there anything that helps with this at night?" after work came up is not a question about work.
  // "how can i be more confident" has a subject of its own, however short: only words of asking and doing stand in for one.
  const bare = u.normalized.split(' ').length <= 6 && contentWords(u.normalized).every((w) => ONLY_ASKING.has(w));
  const topic = said ? (aboutThem(said) ? said.id : undefined) : bare && aboutThem(earlier) ? earlier?.id : undefined;
  // "what do you even buy the boss for R200??" or "Why is this my job?" has a subject of its own within the life area,
  // which the area's general answer (switching off after work) does not meet: only a question about the area itself gets it.
  const topicWords = new Set(contentWords(said?.phrase ?? ''));
  const ownWords = contentWords(u.normalized).filter((w) => !topicWords.has(w) && !ONLY_ASKING.has(w));
  // "can i still vouch for her as a person but not the work?" is not about work stress either.
  const byTopic = topic && ownWords.length === 0 ? TOPIC_ANSWERS[topic] : undefined;
  // Only for a question: "my tooth is hurting… since I was in high school" tells, and is not asked about exams.
  // Words asked for are given only by an answer that holds some.
  const asked = u.act === 'question' || u.act === 'request';
  // A life area's general answer is a way through it: "is it worth asking my manager for a flatter round?" weighs a step,
  // which the general answer on work stress does not.
  const weighs = ['should', 'normal', 'whatif'].includes(askTypeOf(u.normalized));
  if (byTopic && asked && !weighs && /\b(what|how|should|can|any|is)\b/.test(u.normalized)) {
    const found = fresh(answerById(byTopic));
    if (found && (askTypeOf(u.normalized) !== 'script' || /"[A-Z]/.test(found.text))) return found;
  }
  // A choice weighed ("should we appeal?") with nothing of its own gets the general way to weigh one, given by the caller.
  return null;
}

// A way to go about it asked for, in any words: "what else we can try?", "some ideas that would make it easier", "where do I start?".
export const HOW_TO_ASKED = new RegExp(
  String.raw`\b(?:how (?:do|can|should|could|would) (?:i|we)|how to|what (?:else )?(?:can|should|do|could) (?:i|we) do|what (?:i|we) (?:can|should) do|` +
    String.raw`help me|any (?:tips|ideas|advice)|what (?:else )?(?:can|could|should) (?:i|we) try|what (?:else )?(?:i|we) (?:can|could) try|` +
    String.raw`(?:some|any|a few|other) (?:ideas|options|suggestions)|what are (?:my|our|the) options|where do (?:i|we) (?:even )?start)\b`,
);

// A feeling named in "is it normal to feel…": "feel sick", "feeling nothing", "to be this angry".
const NOT_A_FEELING_AFTER = String.raw`(?!like\b|that\b|this\b|it\b)`;
const FEELING_NAMED = new RegExp(
  String.raw`\bnormal (?:to|that i|if i) (?:feel|be|get) (?:(?:this|that|so|really) ${NOT_A_FEELING_AFTER})?${NOT_A_FEELING_AFTER}[a-z]+`,
);
const BODY_FEELING = /\b(?:feel|feeling|get|be) (?:so |really |physically |actually )?(?:sick|nauseous|shaky|shaking|dizzy|queasy|sweaty)\b/;
const NERVES_IN_THE_BODY = 'Yes, very common: nerves and stress often show up in the body first, as a sick stomach, shaking or a racing heart.';
const NAMED_FEELING_FOLLOW_UP = ['When does it tend to come on most strongly?', 'What tends to bring it on, and what eases it even a little?'];

/** Off-topic is a question or request outside the coach's reach; "the weather was grey" is just telling. */
export function asksOffTopic(u: Understanding, a: Analysis): boolean {
  // "will you remind me to smile at the party? i know you can't" asks for what the coach cannot do, whatever else it is about.
  return (u.act === 'off-topic' && (a.hasQuestion || findOffTopic(u.normalized) !== null)) || findOffTopic(u.normalized)?.id === 'reminder';
}

/** What the coach says about a question outside its reach: the library's honest line, or a general one. */
export function honestLine(u: Understanding): string {
  return findOffTopic(u.normalized)?.reply ?? "That's outside what I can help with here.";
}

/** Honest about what the coach cannot do, then back to the person. */
export function offTopic(s: Session, u: Understanding): Turn {
  // Asked in the middle of something ("sorry, different question… restaurants in dublin?"): back to that, by name.
  return { ...say('reply', join([honestLine(u), wayBack(s)]), true), content: true };
}

/** "What do you remember about me?" */
export function recall(s: Session): Turn {
  const lines = memoryLines(s.state.memory, (id) => techniqueById(id).title);
  if (lines.length === 0) return say('reply', s.pick(SHARED_LINES.rememberNone));
  const recalled = join([s.pick(SHARED_LINES.rememberLead), `${lines.join('; ')}.`, s.pick(SHARED_LINES.rememberTail)]);
  return { ...say('reply', recalled, true), content: true };
}
