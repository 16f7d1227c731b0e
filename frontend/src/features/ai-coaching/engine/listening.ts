/**
 * Reflective listening, when a message asks for no content: the person's words said back (or the
 * feeling or topic named), validation, then one question or an offer of a technique.
 */
import { pickFresh } from './no-repeat';
import { SHARED_LINES, TOPIC_LINES, type HeavyTopic } from './coach-lines';
import { join, say, type Turn } from './compose-reply';
import { lostOne, memoryQuestion, selfLabelLine, topicOf } from './context-reading';
import { BROKEN_MIRROR } from './cues';
import { detailQuestion, toldBack, toldBackQuestion } from './detail-question';
import { relatedFlow } from './flows';
import { LOSS_SITUATIONS } from './situations';
import type { Intent } from './intents';
import { FEELINGS, feelingGroup, hardAfter, isSelfJudgement, TOPIC_NAMES, type Analysis, type Feeling, type FeelingGroup } from './lexicon';
import { eventPhrase } from './memory';
import { offer, offerable, type Session } from './session';
import { capitalize } from './text';
import type { FlowId } from './types';
import type { Understanding } from './understanding';
import type { OfferRule } from './voices';

/** Questions about the coach itself or about medicines and diagnoses: a careful answer of the coach's own. */
export const SENSITIVE: readonly Intent[] = ['identity', 'privacy', 'leave-chat', 'how-to-use', 'about-coach', 'scope', 'medication', 'diagnosis'];

export function sensitive(s: Session, intent: Intent): Turn {
  // Who can read the chat is a fact of the app, the same whichever coach is asked.
  if (intent === 'how-to-use') return { ...say('reply', s.pick(SHARED_LINES.howToUse)), content: true };
  if (intent === 'leave-chat') return { ...say('reply', s.pick(SHARED_LINES.leaveChat)), content: true };
  if (intent === 'scope') return { ...say('reply', s.pick(SHARED_LINES.scope)), content: true };
  if (intent === 'privacy') return { ...say('reply', join([s.pick(SHARED_LINES.privacy), s.pick(s.voice.lens.none)]), true), content: true };
  // Asked about its own tastes or weather, the coach says plainly what it is and turns back to the conversation.
  if (intent === 'about-coach') {
    const back = memoryQuestion(s, true) ?? s.pick(SHARED_LINES.nextStepAsk);
    return { ...say('reply', join([s.pick(SHARED_LINES.aboutMe), back]), true), content: true };
  }
  const pool = intent === 'identity' ? s.voice.identity : intent === 'medication' ? s.voice.medication : s.voice.diagnosis;
  return say('reply', s.pick(pool), true);
}

/** The person's words to say back, unless they read broken said back ("i literally cant"). */
export function mirrorOf(a: Analysis): string | null {
  return a.mirror && !BROKEN_MIRROR.test(a.mirror) ? a.mirror : null;
}

export function mirrorLine(s: Session, raw: string): string {
  // Texting fillers are not said back ("lol", "tbh").
  const mirror =
    raw
      .replace(/\b(lol|lmao|haha+|hehe|tbh|ngl|omg|idk|fr)\b/gi, ' ')
      // "it was fine I guess" is said back as "it was fine", not "it was fine you guess".
      .replace(/,?\s+you (guess|think|suppose|reckon)$/i, '')
      .replace(/\s+([,.!?])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim() || raw;
  // "your cousin jay": a name the person wrote in lower case is still a name.
  // "you keep thinking about max": a pet's name too.
  const named = [...s.state.memory.people, ...s.state.memory.pets].reduce((text, one) => {
    const name = one.name && /^[\p{L}'-]{2,20}$/u.test(one.name) ? one.name : null;
    return name ? text.replace(new RegExp(String.raw`(?<![\p{L}])${name}(?![\p{L}])`, 'giu'), capitalize(name)) : text;
  }, mirror);
  return s.pick(isSelfJudgement(named) ? s.voice.selfCritical : s.voice.mirror, { c: named });
}

const PRACTICAL_SITUATIONS: ReadonlySet<string> = new Set([
  'flatmate-conflict', 'neighbour-dispute', 'tenant-landlord', 'money-stress', 'money-owed', 'workload-boss', 'coworker-conflict',
  'chronic-illness-pain', 'job-loss-search', 'pay-rise', 'friend-hurt', 'family-conflict', 'partner-arguments', 'caring-for-parent',
  'parenting-stress', 'family-inheritance', 'step-family', 'supporting-someone', 'child-bullied', 'coming-out', 'moving-house', 'teen-withdrawn',
  'saying-no', 'new-dog-struggles', 'harsh-manager',
]);

function chooseOffer(s: Session, a: Analysis, text: string): OfferRule | null {
  if (s.state.practical) return null;
  // A question the coach has no answer for is never met with an exercise in its place ("What should I be looking at when we go
  // round?" is no cue for box breathing).
  if (s.asked) return null;
  // Offers stay occasional: at most one in any three messages, never for a technique already done.
  if (s.state.userMessages - s.state.lastOfferAt < 3) return null;
  const fresh = (id: FlowId) => offerable(s.state, id);
  const related = relatedFlow(s.coachId, text);
  if (related && fresh(related.id)) return { flow: related.id, line: s.pick(s.voice.offerRelated, { title: related.title }) };
  // A practical trouble in play (a flatmate, a manager, a bill): its own way through helps more than an exercise for a feeling
  // named along the way ("I am scared Chiara will be angry" is no cue for box breathing).
  if (s.state.situation !== null && PRACTICAL_SITUATIONS.has(s.state.situation)) return null;
  // A loss is grieved, not a thought to test: "the house feels so empty" is no cue for a thought record.
  if (s.state.situation !== null && LOSS_SITUATIONS.has(s.state.situation)) return null;
  return (
    s.voice.offers.find(
      (rule) =>
        fresh(rule.flow) &&
        (rule.feelings?.some((f) => a.feelings.includes(f)) ||
          rule.groups?.some((g) => a.feelings.some((f) => feelingGroup(f) === g && !falseBright(g, text, a.feelings))) ||
          rule.topics?.some((t) => a.topics.includes(t))),
    ) ?? null
  );
}

/** Whether listen() would make an offer now (without making it). */
export function chooseOfferPreview(s: Session, a: Analysis, text: string): boolean {
  const saved = s.state.said.length;
  const offered = chooseOffer(s, a, text);
  s.state.said.length = saved;
  return offered !== null;
}

/** "I should be feeling better by now" names a good feeling that is not there: no "so glad to hear that". */
const NOT_GLAD = /\b(should|supposed to|by now|telling me|keeps? saying|wish i|stupid|silly|dumb|embarrass\w*|awkward|idiot|but now)\b/;

// "I was looking forward to it enormously but… feeling rather deflated", "yes i am happy for him… but its hard": a bright word
// with something hard after a "but".
const BRIGHT_WORDS = (Object.keys(FEELINGS) as Feeling[])
  .filter((f) => FEELINGS[f].group === 'bright')
  .flatMap((f) => [...FEELINGS[f].words, ...(FEELINGS[f].contextual ?? [])]);
const BRIGHT_WORD = new RegExp(String.raw`\b(?:${BRIGHT_WORDS.join('|')})\b`);

function falseBright(group: FeelingGroup, text: string, feelings: readonly Feeling[] = []): boolean {
  // "I feel a bit stupid but relieved": a bright feeling beside a hard one is not cause to celebrate.
  const mixed = feelings.some((f) => feelingGroup(f) !== 'bright');
  const bright = BRIGHT_WORD.exec(text);
  return group === 'bright' && (mixed || NOT_GLAD.test(text) || (bright !== null && hardAfter(text.slice(bright.index))));
}

// "our office", "my school": the topic's own name reads better than the person's words with their "our".
const OWNED = /^(my|the|a|our|your|his|her|their|this|that) /;

/** Reflective listening: mirror the user's words (or name the feeling/topic), validate, then one question or offer. */
export function listen(s: Session, a: Analysis, text: string, u?: Understanding): Turn {
  const v = s.voice;
  const feeling = a.feelings[0];
  const felt = feeling ? feelingGroup(feeling) : null;
  // A bright feeling beside a hard one ("stupid but relieved") is met as neither a celebration nor a lens on it.
  const group = felt && falseBright(felt, text, a.feelings) ? null : felt;
  const topic = topicOf(a, u);
  // The person's own words for the topic when they name it ("high school", not "school").
  const own = u?.topics.find((t) => t.id === topic && /^[a-z ]{3,30}$/.test(t.phrase) && t.phrase.includes(' ') && !OWNED.test(t.phrase));
  const name = topic ? (own?.phrase ?? TOPIC_NAMES[topic]) : '';
  const topicVars: Record<string, string> = topic ? { t: name, T: capitalize(name) } : {};
  const parts: string[] = [];

  if (!a.mirror && !a.question && !feeling && !topic && a.hasQuestion && !a.hasStatement) {
    // A question about something else: no acknowledgement of "sharing", just the coach's way into it.
    return { kind: 'reply', parts: [s.pick(v.questionReply)], carry: [] };
  }
  const label = selfLabelLine(s);
  const said = mirrorOf(a);
  if (label) parts.push(label);
  else if (said) parts.push(mirrorLine(s, said));
  else if (a.question) parts.push(s.pick(v.questionMirror, { q: a.question }));
  else if (feeling) {
    const about = topic && group !== 'drained' && group !== 'bright' ? ` about ${TOPIC_NAMES[topic]}` : '';
    parts.push(s.pick(v.feeling, { f: feeling, n: FEELINGS[feeling].noun, about }));
  } else {
    // A short telling with no feeling named is said back whole before the coach names a topic of its own for it.
    const told = toldBack(s, a.raw);
    if (told) return { kind: 'reply', parts: [told, toldBackQuestion(s, text)], carry: [] };
    parts.push(topic ? s.pick(v.topicAck, topicVars) : s.pick(v.acknowledge));
  }

  // A self-critical mirror, or an answer to a harsh name, already carries its own validation.
  if (group && !label && !(a.mirror && isSelfJudgement(a.mirror))) parts.push(s.pick(v.validate[group]));

  const offered = chooseOffer(s, a, text);
  if (offered) {
    parts.push(offered.line);
    offer(s.state, offered.flow);
    return { kind: 'reply', parts, carry: [offered.line] };
  }
  const remembered = memoryQuestion(s);
  // Asked from what the message told (an event still to come, something gone wrong) before any stock question.
  const bare = !label && !said && !a.question && !feeling && !topic;
  const detail = remembered || (a.hasQuestion && !a.empty) ? null : detailQuestion(s, said ?? text, group === 'bright', bare);
  if (remembered) parts.push(remembered);
  else if (a.hasQuestion && !a.empty) parts.push(s.pick(v.questionReply));
  else if (detail) parts.push(detail);
  // Not a question about the topic by name ("What part of work feels most present for you today?"): read from a word or two,
  // the topic is often not what the person is talking about, and such questions read as stock (docs/coach.md, section 3).
  else parts.push(s.pick(v.lens[group ?? 'none']));
  return { kind: 'reply', parts, carry: [] };
}

// What someone who died loved, as told: "he loved fishing. and terrible 70s rock. and the chippy on the seafront in whitby".
const LOVED = new RegExp(
  String.raw`\b(?:he|she|they|dad|mum|mom|grandad|grandpa|nan|gran|grandma)\b[^.?!]{0,20}?\b` +
    String.raw`(?:loved|adored|was mad about|used to love|lived for|always loved) ([^.?!,;]{3,50})`,
  'i',
);
const AND_MORE = /^\s*and (?:also )?([^.?!,;]{3,50})/i;

/** The things someone who died loved, listed as told ("fishing, terrible 70s rock and the chippy…"); null when none are. */
export function fondThings(raw: string): { text: string; many: boolean } | null {
  const first = LOVED.exec(raw);
  if (!first?.[1]) return null;
  // "she loved her garden, and the radio on all day": more of them after "and", in the same sentence or the ones after.
  const head = first[1].split(/,? and /);
  const rest = raw.slice((first.index ?? 0) + first[0].length).split(/[.!?]\s*|,\s*/).slice(1);
  const more = rest.map((part) => AND_MORE.exec(part)?.[1]?.trim()).filter((item): item is string => Boolean(item));
  const items = [...head.map((item) => item.trim()), ...more].filter(Boolean).slice(0, 4);
  const text = items.length === 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
  return text ? { text, many: items.length > 1 } : null;
}

const SHARED_MEMORY =
  /\b(?:(?:he|she|they) (?:always |would |used to )?(?:taught|showed) me\b|(?:he|she|they) used to\b|we (?:always|would|used to) [a-z]+|we'd always\b)/i;

const ONE_OCCASION = /^(?:[a-z]+ )?(?:party|wedding|gathering|get together|reunion|shower|barbecue|bbq)$/;
// A topic's phrase that is a doing, not a thing: "hang out", "meet new people".
const DOING = /^(?:hang out|meet new people)$/;

// Heavy topics whose own questions assume what the topic is about (someone to be closer to, someone who should understand).
const ASSUMING_ASKS: ReadonlySet<HeavyTopic> = new Set(['loneliness', 'breakup', 'anger']);
const feelingGroupOf = (feeling: Feeling | undefined) => (feeling ? feelingGroup(feeling) : 'none');

/**
 * Listening on a heavy topic (a loss, a breakup, loneliness…): its own acknowledgement, using the
 * name the person gave ("I'm so sorry about Luna."), then its own question once.
 */
export function listenOnTopic(s: Session, a: Analysis, u: Understanding, heavy: HeavyTopic, ownQuestion?: () => string | null): Turn {
  const memory = s.state.memory;
  const who = heavy === 'grief' ? lostOne(s.state) : 'them';
  // "a friend's wedding" leaves "wedding" as the topic's phrase: one occasion is "the wedding".
  const said = u.topics.find((t) => t.id === heavy)?.phrase;
  // "we used to hang out": a thing done, not a thing to ask about by name ("What would make hang out…").
  const occasion = said && ONE_OCCASION.test(said) ? `the ${said}` : said && DOING.test(said) ? undefined : said;
  const what = memory.events.at(-1) ? eventPhrase(memory.events.at(-1)!) : (occasion ?? 'it');
  const vars = { who, what };
  const lines = TOPIC_LINES[heavy];
  const parts: string[] = [];
  // "he loved fishing. and terrible 70s rock. and the chippy…": what they loved, said back as theirs, not "What do you miss most?".
  const fond = heavy === 'grief' ? fondThings(a.raw) : null;
  if (fond) {
    const line = `${capitalize(fond.text)}: that says a lot about ${who} in a few words. Thank you for telling me.`;
    const ask = fond.many ? `Which of those feels most like ${who} to you?` : `What did ${who === 'them' ? 'they' : who} love most about it?`;
    return { kind: 'reply', parts: [line, ask], carry: [] };
  }
  // "he taught me to fish", "we used to bake on sundays": a memory shared, kept as theirs, not met with a stock question.
  if (heavy === 'grief' && !u.topics.some((t) => t.id === heavy) && SHARED_MEMORY.test(a.raw)) {
    const of = who === 'them' ? '' : ` of ${who}`;
    const ask = `What do you remember most about those times${who === 'them' ? '' : ` with ${who}`}?`;
    return { kind: 'reply', parts: [`That's a memory${of} worth keeping. Thank you for sharing it with me.`, ask], carry: [] };
  }
  // A loss named now is met with sympathy by name; otherwise the person's own words come back first.
  // With no one named ("my abuela passed"), only the sympathy that needs no name: never "I'm so sorry about them".
  const acks = who === 'them' ? lines.ack.filter((line) => !line.includes('{who}')) : lines.ack.filter((line) => line.includes('{who}'));
  if (heavy === 'grief' && u.topics.some((t) => t.id === heavy)) parts.push(s.pick(acks.length > 0 ? acks : lines.ack, vars));
  else if (a.mirror) parts.push(mirrorLine(s, a.mirror));
  else if (u.topics.some((t) => t.id === heavy)) parts.push(s.pick(heavy === 'grief' && acks.length > 0 ? acks : lines.ack, vars));
  const label = selfLabelLine(s);
  if (label) parts.push(label);
  const feeling = a.feelings[0];
  if (!label && feeling && !falseBright(feelingGroup(feeling), a.words.join(' '), a.feelings)) parts.push(s.pick(s.voice.validate[feelingGroup(feeling)]));
  const remembered = memoryQuestion(s);
  // "How have the days been since them died?": with no one named, only the lines that need no name.
  const asks = who === 'them' ? lines.ask.filter((line) => !line.includes('{who}')) : lines.ask;
  // After the person's own words said back, a question that assumes the topic ("Is there one person you would like to feel
  // closer to?", "What do you wish they understood?" to "I can't bang a drum") reads as stock: a plain one follows instead.
  const plain = a.mirror !== null && parts[0]?.includes(a.mirror) && ASSUMING_ASKS.has(heavy);
  // The topic's own question once: asked again a few messages on ("What part of the party last week worries you most?"), it is stock.
  const topicAsk = plain || asks.length === 0 ? null : pickFresh(s, asks, vars);
  // The situation in play's own question left is about what they are talking about ("What are you missing most…?").
  parts.push(remembered ?? topicAsk ?? ownQuestion?.() ?? s.pick(s.voice.lens[feelingGroupOf(feeling)]));
  return { kind: 'reply', parts, carry: [] };
}
