/**
 * A message someone sent the person, quoted, with "what do i reply?" ("my sister sent me this: 'you never call mum, she
 * cries about it'. what do i reply"): read for what it is (blame, a request, an apology, bad news, pressure, anger, a
 * question) and answered with a reply they could send, never with a general opener for a talk. Their own side, told then
 * or just after ("i do call her tho, like every sunday"), goes into the reply only when it reads as a line of theirs.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { capitalize } from './text';
import { WEEKDAYS } from './understanding/entities';
import { HE_ROLES, SHE_ROLES } from './understanding/roles';

export type ReceivedKind = 'blame' | 'request' | 'apology' | 'bad-news' | 'pressure' | 'anger' | 'question' | 'other';

export interface ReceivedMessage {
  kind: ReceivedKind;
  /** The person's own side, as a line of theirs, once told. */
  side: string | null;
  /** Sent by someone at work (a boss, a client): a work reply. */
  work: boolean;
  /** The message the reply was asked at. */
  at: number;
}

const KINDS: readonly ReceivedKind[] = ['blame', 'request', 'apology', 'bad-news', 'pressure', 'anger', 'question', 'other'];

// "what do i reply", "how should I respond to this", "what do i text back", "help me answer her".
const ASKS_REPLY = new RegExp(
  [
    String.raw`\bwhat (?:do|should|can|would|shall) i (?:reply|respond|answer|say back|text back|write back|send back|say to (?:that|this|it))\b`,
    String.raw`\bhow (?:do|should|can|would|shall) i (?:reply|respond|answer|react)(?: to)?\b`,
    String.raw`\bhelp me (?:reply|respond|answer|write back|text back)\b`,
    String.raw`\bwhat to (?:reply|respond|answer|say back|text back|write back)\b`,
    String.raw`\bhow to (?:reply|respond|answer)(?: to)? (?:this|that|it|her|him|them)\b`,
    String.raw`\bwhat would you (?:reply|say back|answer|respond)\b`,
  ].join('|'),
  'i',
);
// Someone's message told as received: "sent me this", "texted me", "got this from my boss", "her text says".
const RECEIVED = new RegExp(
  String.raw`\b(?:sent me|texted me|messaged me|wrote (?:to )?me|emailed me|dm'?d me|whatsapped me|replied|wrote|texted|emailed|messaged|said|says|` +
    String.raw`got (?:this|a (?:text|message|email|dm)) from|(?:text|message|email) (?:says|said|saying))\b`,
  'i',
);
const QUOTED = /["“]([^"“”]{4,300})["”]|(?:^|[\s:])['‘]((?:[^'‘’]|(?<=[a-z])['’](?=[a-z])){4,300})['’](?=[\s.,!?;:)]|$)/i;
// Told without quotes: "my sister texted me that i never call mum".
const TOLD_THAT = /\b(?:texted|messaged|emailed|wrote|sent|told) (?:me|to me)(?: this)?:? (?:that |saying )?([^?]{4,200}?)(?:[.?!]|$)/i;

const ANGER = /\b(?:fuck\w*|shit\w*|idiot|stupid|pathetic|hate you|screw you|piss off|useless|bitch|bastard|grow up|loser)\b/i;
// A guilt trip ("after everything we did for you", "if you really cared") or being called selfish, said or told.
const GUILT = String.raw`after (?:everything|all) (?:i|we|she|he|they)(?:'ve| have| has)? (?:did|done|do)|if you (?:really |actually )?(?:cared|loved)|you owe`;
const SELFISH = String.raw`so selfish|(?:you're|youre|i'm|im|i am) being selfish|only think(?:s|ing)? (?:of|about) (?:yourself|myself)`;
const NOT_IMPORTANT = String.raw`guess i'?m not important`;
const PRESSURE = new RegExp(String.raw`\b(?:${GUILT}|${SELFISH}|${NOT_IMPORTANT})\b`, 'i');
const BLAME = new RegExp(
  String.raw`\b(?:you never|you always|you don'?t (?:even )?(?:care|call|help|listen|bother|visit|text)|` +
  String.raw`you didn'?t|you forgot|why didn'?t you|why don'?t you|how could you|thanks for nothing|because of you|` +
  String.raw`your fault|you're never|youre never|you promised)\b`,
  'i',
);
const APOLOGY = /\b(?:sorry|i apologi[sz]e|my bad|i was wrong|i shouldn'?t have|forgive me)\b/i;
const BAD_NEWS = new RegExp(
  String.raw`\b(?:i lost my job|i got fired|(?:i|we) (?:got|was|were) (?:laid off|made redundant)|passed away|` +
  String.raw`died|in hospital|in the hospital|diagnosed|we broke up|(?:he|she) left me|miscarriage|i failed)\b`,
  'i',
);
const REQUEST = new RegExp(
  String.raw`\b(?:can you|could you|would you|will you|are you free|are you coming|do you want to|want to|` +
  String.raw`wanna|fancy|would you like|can i borrow|could i borrow|can we)\b[^?]*\?|\b(?:come to|join us)\b`,
  'i',
);

/** What the message received is. */
export function receivedKind(message: string): ReceivedKind {
  if (ANGER.test(message)) return 'anger';
  if (PRESSURE.test(message)) return 'pressure';
  if (APOLOGY.test(message)) return 'apology';
  if (BAD_NEWS.test(message)) return 'bad-news';
  if (BLAME.test(message)) return 'blame';
  if (REQUEST.test(message)) return 'request';
  if (message.includes('?')) return 'question';
  return 'other';
}

// Sent by someone at work or with a say over the person: the reply is a work one.
const WORK_SENDER = /\b(?:boss|manager|supervisor|team lead|colleague|coworker|co-worker|client|customer|teacher|tutor|professor|lecturer|landlord|hr)\b/i;
// Which way the person leans on a request: "i really dont want to go", "i'd love to but".
const LEANS_NO = new RegExp(
  String.raw`\bi (?:really |just |honestly )?(?:don'?t|dont|do not) (?:want|wanna|feel like)\b|\bi (?:can'?t|` +
  String.raw`cannot|cant) (?:go|come|make it|do it|afford)\b|\bnot going\b|\bsay no\b`,
  'i',
);

export interface Received {
  message: string;
  side: string | null;
  work: boolean;
  leansNo: boolean;
}

/** The message received, quoted or told ("texted me that…"), with the words before and after it; null when none is. */
function receivedWords(text: string): { message: string; quoted: RegExpExecArray | null; before: string } | null {
  const quoted = QUOTED.exec(text);
  const before = quoted ? text.slice(0, quoted.index) : '';
  const message = quoted && RECEIVED.test(before) ? (quoted[1] ?? quoted[2] ?? '') : (TOLD_THAT.exec(text)?.[1] ?? '');
  return message.trim().length < 4 ? null : { message, quoted, before };
}

/** The message received, when one is quoted or told and a reply to it is asked for. */
export function receivedIn(raw: string): Received | null {
  const text = raw.slice(0, 1_500);
  if (!ASKS_REPLY.test(text)) return null;
  const got = receivedWords(text);
  if (!got) return null;
  const { message, quoted, before } = got;
  // Their side, told after the quote: "…she cries about it'. but i do call her every sunday. what do i reply".
  const after = quoted ? text.slice(quoted.index + quoted[0].length) : '';
  const side = after.split(/(?<=[.!?\n])\s*/).map(sideLine).find((line): line is string => line !== null) ?? null;
  const sender = quoted ? before : text.slice(0, TOLD_THAT.exec(text)?.index ?? 0);
  const outside = quoted ? `${before} ${after}` : text;
  return { message: message.trim(), side, work: WORK_SENDER.test(sender), leansNo: LEANS_NO.test(outside) };
}

// A line of the person's own: first person, said as a fact of theirs ("i do call her tho, like every sunday").
const SIDE = new RegExp(
  String.raw`^(?:but |well |and |no |honestly |tbh )*i (?:do|did|have|had|always|already|was|am|'m|called|` +
  String.raw`call|tried|try|went|go|said|told|asked|paid|sent|text|texted|visit|visited|help|helped|work|` +
  String.raw`worked|can'?t|cannot|didn'?t|don'?t|haven'?t|wasn'?t)\b`,
  'i',
);

/** The person's side as a line for the reply, or null when the words are not one. */
export function sideLine(raw: string): string | null {
  const line = raw.trim().replace(/[.!]+$/, '');
  if (!SIDE.test(line) || line.includes('?') || ASKS_REPLY.test(line) || line.split(/\s+/).length > 25 || /["“”‘]/.test(line)) return null;
  const cleaned = line
    .replace(/^(?:but|well|and|honestly|tbh)\s+/i, '')
    .replace(/,?\s*\b(?:tho|though|lol|tbh|like|literally|honestly)\b,?/gi, ',')
    .replace(/\s*,(?:\s*,)+/g, ',')
    .replace(/,\s*$/, '')
    .replace(/\bi\b/g, 'I')
    .replace(/\bim\b/gi, "I'm")
    .replace(/\b(hr|gp|ok)\b/g, (word: string) => word.toUpperCase())
    .replace(/\s*,\s*/g, ', ')
    .replace(new RegExp(String.raw`\b(${WEEKDAYS.join('|')})\b`, 'gi'), (day: string) => capitalize(day.toLowerCase()));
  return `${capitalize(cleaned)}.`;
}

const SIDE_SLOT = '[One true line from your side.]';
const STICKING = "I've thought about it, and I'm sticking with what I said.";

/** The reply to send, for a message of this kind, with their side in it where it has one. */
function replyFor(kind: ReceivedKind, side: string | null, work: boolean, leansNo: boolean): { words: string; why: string; ask: string | null } {
  const own = side ?? SIDE_SLOT;
  if (work && kind !== 'request' && kind !== 'bad-news' && kind !== 'apology') {
    if (kind === 'anger' || kind === 'pressure') {
      return {
        words: "Thanks for your message. I'd like to talk this through properly; could we find ten minutes today?",
        why: 'Keep it short and calm in writing: a sharp message is better answered in a conversation, and if it keeps happening, keep a note of each one.',
        ask: null,
      };
    }
    const owned = side ?? '[What happened, in one line, without excuses.]';
    return kind === 'blame'
      ? {
          words: `Thanks for flagging this. ${owned} I'll have it sorted by [a time you can keep], and I'll let you know if anything changes.`,
          why:
            'At work, a calm reply that owns the facts and names a time does more than an apology spread over a paragraph; ' +
            'if it was unfair, say so in person.',
          ask: side ? null : "What happened, from your side? I'll put it in.",
        }
      : {
          words: `Thanks for your message. ${own} Let me know if you need anything else from me.`,
          why: 'Answer what they asked, plainly and in a line or two; a short, friendly reply reads as confident.',
          ask: side ? null : "What's your honest answer to it? I'll help you put it into words.",
        };
  }
  switch (kind) {
    case 'blame':
      return {
        words:
          `I can hear you're upset, and I don't want us to fall out over this. ${own} ` +
          "Can we talk about it properly? I'd rather sort it out than argue over text.",
        why: 'Answer the feeling first and the facts second: a calm first line makes it much harder for it to turn into a row.',
        ask: side ? null : "What's true from your side, in a line? I'll put it in.",
      };
    case 'pressure':
      return {
        words: `I know this matters to you, and I care about you. ${side ?? STICKING} Can we talk when we're both calm?`,
        why: "You don't have to defend every reason: a short, kind answer that doesn't change is the strongest one.",
        ask: null,
      };
    case 'anger':
      return {
        words: "I can see you're angry. I'm not going to argue over text. Let's talk when we're both calmer.",
        why: "You don't have to answer straight away, or in kind; if it keeps getting nasty, it's fine to step away from the conversation.",
        ask: null,
      };
    case 'apology':
      return {
        words: 'Thank you for saying that, it means a lot.',
        why:
          `If you're still hurt, you can add: "I appreciate it. I need a little time, but I'm glad you said it." ` +
          "Accepting an apology doesn't mean pretending it's all fine.",
        ask: null,
      };
    case 'bad-news':
      return {
        words: "I'm so sorry, that sounds really hard. I'm here for you. Do you want to talk, or is there something I can do this week?",
        why: "Short and warm is enough: you don't need the perfect words, only to show you're there, and to offer something real if you can.",
        ask: null,
      };
    case 'request':
      return leansNo
        ? {
            words: "Thanks so much for asking me. I can't make this one, but I hope it's a great day, and I'd love to see you soon.",
            why: "You don't owe a long reason: a warm no, said early, with something kind about them, is easier on both of you than a maybe that drags on.",
            ask: null,
          }
        : {
            words:
              `To say yes: "Yes, I'd love to. What time works for you?" ` +
              `To say no: "Thanks for asking me. I can't this time, but I'd love to another time; how about next week?"`,
            why: 'A kind no said early is easier on both of you than a maybe that drags on.',
            ask: 'Which way are you leaning?',
          };
    case 'question':
      return {
        words: `${own} Thanks for checking in; I'll let you know if anything changes.`,
        why: 'Answer what they asked, plainly and in a line or two; a long explanation often reads as defensive.',
        ask: side ? null : "What's your honest answer to it? I'll help you put it into words.",
      };
    default:
      return {
        words: `Thanks for letting me know. ${own} Can we talk about it properly this week?`,
        why: "A reply doesn't have to solve everything: thank them, say the one thing that's true for you, and suggest what happens next.",
        ask: side ? null : 'What do you most want them to understand from your reply?',
      };
  }
}

const KEPT_FOR = 3;
// "ok can you write it", "write the reply", "put it together": the reply asked for again, whole.
const WRITE_IT = new RegExp(
  String.raw`\b(?:write (?:it|the (?:reply|text|message|answer)|that)(?: for me)?|put it (?:together|into words)|` +
  String.raw`can you (?:write|do) (?:it|that|one)|so what do i (?:send|write)|the whole (?:reply|text|message))\b`,
  'i',
);

type Given = 'first' | 'whole' | 'again';

function turnFor(s: Session, received: Omit<Received, 'message'> & { kind: ReceivedKind }, given: Given): Turn {
  const { kind, side } = received;
  const reply = replyFor(kind, side, received.work, received.leansNo);
  const both = kind === 'request' && !received.leansNo;
  const quotedWords = both ? reply.words : `"${reply.words}"`;
  const lead = both ? 'Two ways to answer, depending on what you want.' : given === 'first' ? "Here's a reply you could send:" : "Here's the whole reply:";
  // Asked for once more after it was whole: on its own, to copy, with when to send it in place of the why.
  const parts =
    given === 'again'
      ? [`Here it is on its own, ready to copy: ${quotedWords}`, "Send it when you feel calm, not straight after reading theirs."]
      : [`${lead} ${quotedWords}`, reply.why, ...(reply.ask ? [reply.ask] : [])];
  if (!both) {
    s.state.lastWords = [reply.words.replace(` ${SIDE_SLOT}`, '')];
    s.state.lastScript = [reply.words];
  }
  s.state.answered = [...s.state.answered, `received:${s.state.userMessages}`].slice(-40);
  return { kind: 'reply', parts, carry: parts, content: true };
}

// "what if she just replies 'sorry babe been so busy x' like she usually does": a reply feared, quoted.
// Only a written reply: "what if he says…" to the face is a push-back, answered as one elsewhere.
const WHAT_IF_REPLY = /\bwhat if (?:she|he|they|[a-z]+) (?:just |only |then |still )?(?:replies|texts|writes|messages|comes back with|sends)\b/i;
const BUSY = /\b(?:busy|hectic|swamped|full on|so much on|mad (?:week|month)|crazy (?:week|month))\b/i;

/** The reply to a reply feared ("what if she just says 'so busy x'"): what to send back then; null when none is quoted. */
function fearedReply(raw: string): Turn | null {
  const text = raw.slice(0, 1_500);
  const asked = WHAT_IF_REPLY.exec(text);
  const quoted = asked ? QUOTED.exec(text.slice(asked.index)) : null;
  const message = quoted?.[1] ?? quoted?.[2] ?? '';
  if (message.trim().length < 4) return null;
  const who = senderPronoun(text.slice(0, asked?.index ?? 0) + (asked?.[0] ?? ''));
  const reply = BUSY.test(message)
    ? {
        words: "No worries, I know things are full on. That's why I'd love to get something in the diary: are you free one evening next week?",
        why:
          'Warm, with no guilt, and one clear ask with a day: a vague "so busy" is hard to slide past that, ' +
          'and if the answer is still vague, that tells you something too.',
      }
    : replyFor(receivedKind(message), null, false, false);
  const parts = [`If ${who === 'they' ? 'they do' : `${who} does`}, you could send: "${reply.words}"`, reply.why];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** A reply to a message someone sent, or to the person's side of it told just after; null for anything else. */
export function answerReceived(s: Session, raw: string): Turn | null {
  const feared = fearedReply(raw);
  if (feared) return feared;
  const found = receivedIn(raw);
  if (found) {
    const kind = receivedKind(found.message);
    s.state.received = { kind, side: found.side, work: found.work, at: s.state.userMessages };
    return turnFor(s, { ...found, kind }, 'first');
  }
  const earlier = s.state.received;
  if (!earlier || s.state.userMessages - earlier.at > KEPT_FOR) return null;
  // Their side comes as the very next message, in answer to "what's true from your side?".
  const side = earlier.at === s.state.userMessages - 1 ? sideLine(raw.split(/(?<=[.!?\n])\s*/)[0] ?? '') : null;
  if (side) {
    s.state.received = { ...earlier, side };
    return turnFor(s, { ...earlier, side, leansNo: false }, 'whole');
  }
  if (WRITE_IT.test(raw) && earlier.side) return turnFor(s, { ...earlier, leansNo: false }, 'again');
  return null;
}

// "she texted 'we need to talk about the future' what does that mean", "how do i take that?": what it may mean, asked.
const MEANING_ASKED = new RegExp(
  String.raw`\bwhat (?:does|did|do|would) (?:that|this|it|she|he|they)(?: even| actually| really)? mean\b|` +
    String.raw`\bwhat (?:is|was|'s) (?:she|he|they) (?:trying to say|getting at|on about)\b|` +
    String.raw`\bhow (?:do|should|am) i (?:supposed to )?(?:read|take|interpret) (?:that|this|it)\b|` +
    String.raw`\bwhat do you (?:think|reckon) (?:that|this|it|she|he|they) means?\b|\bis (?:that|this|it) a bad sign\b`,
  'i',
);

interface Reading {
  /** What the message most often means, plainly. */
  reads: string;
  /** A calm line that finds out for sure. */
  check: string;
  /** The line for someone at work, where the friendly one would not fit. */
  workCheck?: string;
}

// Messages that say little in words but are asked about most, read before their kind.
const READINGS: readonly (readonly [RegExp, Reading])[] = [
  [
    /\b(?:need to talk|needs to talk|can we talk|we should talk|have a talk|talk about (?:us|the future|things|something))\b/i,
    {
      reads:
        'Words like that usually mean there is something on {their} mind {they} {want} to go through properly, not in passing. ' +
        'It is often about plans, the future or feelings that have built up, and it does not have to mean bad news.',
      check: "Of course, I'd like that too. Is everything okay? When's a good time for you?",
      workCheck: 'Of course. Is there anything I should bring or look at before we meet?',
    },
  ],
  [
    /\b(?:need|needs|want|some|a bit of|giving me) (?:some )?(?:space|time to think|time apart|a break)\b/i,
    {
      reads:
        'Asking for space usually means {they} {feel} overwhelmed and {want} room to think without pressure. ' +
        'It is not always the end of something; often it is a pause to sort {their} own head out.',
      check: "I hear you, and I'll give you the space. Could you let me know when you're ready to talk?",
    },
  ],
];

const READ_BY_KIND: Readonly<Record<ReceivedKind, Reading>> = {
  blame: {
    reads: 'Read plainly, they feel let down about something and want you to notice it. It is more often hurt than a final verdict on you.',
    check: "I can hear you're upset with me. Can you tell me what's been bothering you?",
  },
  request: {
    reads: 'It reads as a real ask: they would like something from you, and a clear yes or no is what they are after.',
    check: 'Just to check I understand: what would you like from me?',
  },
  apology: {
    reads: 'It reads as a real attempt to put things right. People rarely apologise in writing unless they mean some of it.',
    check: 'Thank you for saying that. Can we talk about it properly?',
  },
  'bad-news': {
    reads: 'It reads as news that is hard for them, and what they most likely want is to know you are there.',
    check: "I'm so sorry. Do you want to talk, or is there something I can do?",
  },
  pressure: {
    reads: 'It reads as guilt more than a reason: they want you to change your mind, which tells you how much it matters to them, not that you are wrong.',
    check: 'I can tell this matters a lot to you. Can we talk about it calmly?',
  },
  anger: {
    reads: 'It reads as anger in the moment. Words sent angry are often more than the person means once they have calmed down.',
    check: "I can see you're angry. Let's talk when we're both calmer.",
  },
  question: {
    reads: 'Most likely it means just what it asks. People usually ask because they want to know, not to catch you out.',
    check: "Good question. Here's where I am with it.",
  },
  other: {
    reads: 'Read plainly, it says only what it says; the worry usually comes from what it leaves out, not from the words.',
    check: 'Just checking I read your message right: is everything okay?',
  },
};

/** "she", "he" or "they" for who sent it: "my bf said…" is "he", "she texted…" is "she". */
function senderPronoun(before: string): 'she' | 'he' | 'they' {
  const words = before.toLowerCase().split(/[^a-z'-]+/);
  const she = words.some((w) => w === 'she' || w === 'her' || SHE_ROLES.test(w));
  const he = words.some((w) => w === 'he' || w === 'him' || HE_ROLES.test(w));
  return she === he ? 'they' : she ? 'she' : 'he';
}

/** What a message received may mean, when asked: said honestly as a reading, with a calm line that finds out; null otherwise. */
export function answerReceivedMeaning(s: Session, raw: string): Turn | null {
  const text = raw.slice(0, 1_500);
  if (!MEANING_ASKED.test(text)) return null;
  const got = receivedWords(text);
  // A reply of a word or two ("just 'ok'") has its own answer in the library.
  if (!got || /^\W*(?:k|kk|ok|okay|fine|sure|cool)\W*$/i.test(got.message)) return null;
  const reading = READINGS.find(([pattern]) => pattern.test(got.message))?.[1] ?? READ_BY_KIND[receivedKind(got.message)];
  const who = senderPronoun(got.before);
  const one = who !== 'they';
  const words: Readonly<Record<string, string>> = {
    they: who,
    their: who === 'she' ? 'her' : who === 'he' ? 'his' : 'their',
    feel: one ? 'feels' : 'feel',
    want: one ? 'wants' : 'want',
  };
  const reads = reading.reads.replace(/\{(they|their|feel|want)\}/g, (_, key: string) => words[key] ?? key);
  const check = (WORK_SENDER.test(got.before) ? reading.workCheck : undefined) ?? reading.check;
  s.state.lastWords = [check];
  const parts = [
    `I can't know for sure what ${who} meant, and a text can read colder than it was meant. ${reads}`,
    `The surest way to know is to ask, calmly: "${check}"`,
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** A stored received message, checked field by field. */
export function readReceived(value: unknown): ReceivedMessage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const kind = KINDS.find((k) => k === v.kind);
  const at = typeof v.at === 'number' && Number.isSafeInteger(v.at) && v.at >= 0 ? v.at : null;
  const side = typeof v.side === 'string' && v.side.length <= 300 && !/[<>{}\\]/.test(v.side) ? v.side : null;
  return kind && at !== null ? { kind, side, work: v.work === true, at } : null;
}
