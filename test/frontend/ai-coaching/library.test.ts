import { COACH_IDS } from '@contracts/coaches';
import { flowById } from '../../../frontend/src/features/ai-coaching/engine/flows';
import {
  ANSWERS,
  OFF_TOPIC,
  TECHNIQUES,
  findAnswer,
  findOffTopic,
  techniqueById,
  techniqueNamed,
  techniquesFor,
  type TechniqueId,
} from '../../../frontend/src/features/ai-coaching/engine/library';
import { tokens } from '../../../frontend/src/features/ai-coaching/engine/text';
import { EMOJI } from './engine-helpers';

// Every id of the contract; a missing or extra key fails to compile.
const IDS: Record<TechniqueId, true> = {
  'grounding-5-4-3-2-1': true,
  'box-breathing': true,
  'breathing-4-7-8': true,
  'progressive-muscle-relaxation': true,
  'body-scan': true,
  'worry-time': true,
  'wind-down-routine': true,
  'stimulus-control': true,
  'thought-record': true,
  decatastrophising: true,
  'behavioural-activation': true,
  'self-compassion-break': true,
  'naming-emotions': true,
  'nonviolent-communication': true,
  'boundary-script': true,
  'social-openers': true,
  'smart-goal': true,
  'implementation-intention': true,
  'habit-stacking': true,
  'values-compass': true,
};
const TECHNIQUE_IDS = Object.keys(IDS) as TechniqueId[];

/** The message as the engine hands it over: lower-case words joined by single spaces, "u" read as "you". */
function normalize(message: string): string {
  return tokens(message)
    .map((word) => (word === 'u' ? 'you' : word))
    .join(' ');
}

/** Text shown to a person: no emoji, placeholders or broken spacing, and a full stop, question or exclamation mark at the end. */
function expectClean(text: string): void {
  expect(text.trim()).toBe(text);
  expect(text).not.toMatch(EMOJI);
  expect(text).not.toMatch(/[{}]|undefined|null|NaN|\[object/);
  expect(text).not.toMatch(/ {2}| [,.?!;:]/);
  expect(text).toMatch(/[.?!]$/);
  expect(text).not.toMatch(/diagnos/i);
  expect(text).not.toMatch(/\b(medication|dose|dosage|mg|pills?|tablets?|prescri\w*)\b/i);
}

describe('TECHNIQUES', () => {
  it('holds every technique id exactly once', () => {
    const ids = TECHNIQUES.map((technique) => technique.id);
    expect([...ids].sort()).toEqual([...TECHNIQUE_IDS].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes each technique as 3 to 7 followable steps with a one-sentence why', () => {
    for (const technique of TECHNIQUES) {
      expect(technique.steps.length).toBeGreaterThanOrEqual(3);
      expect(technique.steps.length).toBeLessThanOrEqual(7);
      expect(technique.why).toMatch(/^[A-Z][^.!?]*\.$/);
      expect(technique.title.length).toBeGreaterThan(3);
      expect(technique.title).not.toMatch(/ {2}|[.!?]$/);
      expectClean(technique.why);
      for (const step of technique.steps) {
        expectClean(step);
        expect(step).toMatch(/^[A-Z]/);
        expect(step.length).toBeLessThanOrEqual(200);
      }
      expect(technique.names.length).toBeGreaterThan(0);
      expect(technique.coaches.length).toBeGreaterThan(0);
      expect(new Set(technique.coaches).size).toBe(technique.coaches.length);
      const { topics = [], feelings = [], body = [] } = technique.helpsWith;
      expect(topics.length + feelings.length + body.length).toBeGreaterThan(0);
    }
  });

  it('links a guided flow only when one of its coaches has it', () => {
    for (const technique of TECHNIQUES) {
      if (!technique.flow) continue;
      const flow = technique.flow;
      expect(technique.coaches.some((coach) => flowById(coach, flow) !== undefined)).toBe(true);
    }
  });

  it('gives every coach at least six techniques', () => {
    for (const coach of COACH_IDS) {
      expect(TECHNIQUES.filter((technique) => technique.coaches.includes(coach)).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('covers jaw and shoulders in progressive muscle relaxation', () => {
    const pmr = techniqueById('progressive-muscle-relaxation');
    expect(pmr.steps.join(' ')).toMatch(/jaw/);
    expect(pmr.steps.join(' ')).toMatch(/shoulders/);
    expect(pmr.helpsWith.body).toEqual(expect.arrayContaining(['jaw', 'shoulders']));
  });

  it('finds each technique by id', () => {
    for (const id of TECHNIQUE_IDS) expect(techniqueById(id).id).toBe(id);
  });
});

describe('techniqueNamed', () => {
  it.each<[string, TechniqueId]>([
    ['can we do box breathing', 'box-breathing'],
    ['Can we try square breathing?', 'box-breathing'],
    ['4 7 8', 'breathing-4-7-8'],
    ['show me the 4-7-8 breathing', 'breathing-4-7-8'],
    ['5 4 3 2 1', 'grounding-5-4-3-2-1'],
    ["let's do the 5-4-3-2-1 thing", 'grounding-5-4-3-2-1'],
    ['I need some grounding', 'grounding-5-4-3-2-1'],
    ['pmr', 'progressive-muscle-relaxation'],
    ['can you walk me through muscle relaxation', 'progressive-muscle-relaxation'],
    ['progressive relaxation please', 'progressive-muscle-relaxation'],
    ['thought record', 'thought-record'],
    ['can we fill in a thought diary', 'thought-record'],
    ['body scan', 'body-scan'],
    ['I want to try worry time', 'worry-time'],
    ['help me with a bedtime routine', 'wind-down-routine'],
    ['what is stimulus control', 'stimulus-control'],
    ['can we decatastrophise this', 'decatastrophising'],
    ['worst case best case most likely', 'decatastrophising'],
    ['behavioural activation', 'behavioural-activation'],
    ['a self-compassion break', 'self-compassion-break'],
    ['help me name my feelings', 'naming-emotions'],
    ['nonviolent communication', 'nonviolent-communication'],
    ['how do I use I statements', 'nonviolent-communication'],
    ['give me a boundary script', 'boundary-script'],
    ['any good conversation starters', 'social-openers'],
    ['icebreakers for a party', 'social-openers'],
    ['smart goal', 'smart-goal'],
    ['I read about implementation intentions', 'implementation-intention'],
    ['make an if-then plan', 'implementation-intention'],
    ['habit stacking', 'habit-stacking'],
    ['a values exercise', 'values-compass'],
  ])('%s -> %s', (message, id) => {
    expect(techniqueNamed(normalize(message))?.id).toBe(id);
  });

  it.each(['I feel anxious', 'I had a bad day', 'my jaw hurts', 'I cannot sleep', 'my boss is weird', 'work was busy'])('names nothing in %s', (message) => {
    expect(techniqueNamed(normalize(message))).toBeNull();
  });
});

describe('techniquesFor', () => {
  const ids = (list: readonly { id: TechniqueId }[]) => list.map((technique) => technique.id);

  it('puts a body match first', () => {
    expect(techniquesFor('sage', { body: ['jaw'], feelings: ['anxious'] }, [])[0]?.id).toBe('progressive-muscle-relaxation');
    expect(techniquesFor('sage', { body: ['breath'], topics: ['sleep'] }, [])[0]?.id).toBe('breathing-4-7-8');
  });

  it('ranks topic matches above feeling matches', () => {
    const list = ids(techniquesFor('phoenix', { topics: ['sleep'], feelings: ['guilty'] }, []));
    expect(list.indexOf('worry-time')).toBeLessThan(list.indexOf('thought-record'));
    expect(list.indexOf('stimulus-control')).toBeLessThan(list.indexOf('thought-record'));
  });

  it("follows the coach's own order between equal matches", () => {
    expect(ids(techniquesFor('phoenix', {}, [])).slice(0, 4)).toEqual(['thought-record', 'decatastrophising', 'worry-time', 'behavioural-activation']);
    expect(techniquesFor('zenith', {}, [])[0]?.id).toBe('smart-goal');
    expect(techniquesFor('harmony', {}, [])[0]?.id).toBe('naming-emotions');
    expect(techniquesFor('sage', {}, [])[0]?.id).toBe('grounding-5-4-3-2-1');
  });

  it("offers another coach's technique when it fits better than the coach's own", () => {
    const harmony = ids(techniquesFor('harmony', { body: ['jaw'] }, []));
    expect(harmony[0]).toBe('progressive-muscle-relaxation');
    const money = ids(techniquesFor('harmony', { topics: ['money'] }, []));
    expect(money.slice(0, 3).sort()).toEqual(['decatastrophising', 'smart-goal', 'worry-time']);
    // The coach's own techniques that fit come first, then better-fitting shared ones, then the rest of its own.
    const mixed = ids(techniquesFor('harmony', { topics: ['money'], feelings: ['hurt'] }, []));
    expect(mixed.slice(0, 2).sort()).toEqual(['nonviolent-communication', 'self-compassion-break']);
    expect(mixed.slice(2, 5).sort()).toEqual(['decatastrophising', 'smart-goal', 'worry-time']);
    expect(mixed.slice(5).every((id) => techniqueById(id).coaches.includes('harmony'))).toBe(true);
  });

  it("keeps other coaches' techniques out when the coach's own fit as well", () => {
    const list = techniquesFor('sage', { feelings: ['anxious'] }, []);
    expect(list.every((technique) => technique.coaches.includes('sage'))).toBe(true);
  });

  it('leaves out excluded techniques and lists each once', () => {
    for (const coach of COACH_IDS) {
      const list = ids(techniquesFor(coach, { topics: ['work'], feelings: ['stressed'], body: ['shoulders'] }, ['progressive-muscle-relaxation']));
      expect(list).not.toContain('progressive-muscle-relaxation');
      expect(new Set(list).size).toBe(list.length);
      expect(list.length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('ANSWERS', () => {
  it('has at least 30 well-formed answers with unique ids and known techniques', () => {
    expect(ANSWERS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ANSWERS.map((answer) => answer.id)).size).toBe(ANSWERS.length);
    for (const answer of ANSWERS) {
      expectClean(answer.text);
      expectClean(answer.followUp);
      expect(answer.followUp).toMatch(/\?$/);
      const sentences = answer.text.match(/[.?!](?= [A-Z]|$)/g) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(8);
      if (answer.technique) expect(TECHNIQUE_IDS).toContain(answer.technique);
    }
  });

  it('answers the email-in-bed question with a view, the reason and habits to try', () => {
    const answer = findAnswer(normalize('is it bad that i check my work email in bed?'));
    expect(answer?.text).toMatch(/^Honestly, yes/);
    expect(answer?.text).toMatch(/switch off/);
    expect(answer?.text).toMatch(/cut-off time/);
    expect(answer?.text).toMatch(/outside the bedroom/);
    expect(answer?.text).toMatch(/shutdown ritual/);
  });

  it('gives opening lines and a way out for a party', () => {
    const answer = findAnswer(normalize('what should i actually say to people when i walk in?'));
    expect(answer?.id).toBe('social-opening-lines');
    expect(answer?.text.match(/'[^']*?[?]'/g)?.length).toBeGreaterThanOrEqual(3);
    expect(answer?.text).toMatch(/To leave a conversation/);
  });

  it('gives jaw release steps with muscle relaxation to follow', () => {
    const answer = findAnswer(normalize('is there something specific i can do for jaw tension?'));
    expect(answer?.text).toMatch(/jaw/);
    expect(answer?.technique).toBe('progressive-muscle-relaxation');
  });

  it.each<[string, string]>([
    ['is it bad that i check my work email in bed?', 'work-email-in-bed'],
    ['Is checking work emails in bed a bad habit?', 'work-email-in-bed'],
    ['should I stop reading my emails in bed', 'work-email-in-bed'],
    ['is it ok to look at slack before bed', 'work-email-in-bed'],
    ['what should i actually say to people when i walk in?', 'social-opening-lines'],
    ['What do I say when I get to the party?', 'social-opening-lines'],
    ['how do i start a conversation at a wedding', 'social-opening-lines'],
    ['I never know what to say at parties, any ideas?', 'social-opening-lines'],
    ['how do I talk to strangers', 'social-opening-lines'],
    ['is there something specific i can do for jaw tension?', 'jaw-tension'],
    ['how do I relax my jaw', 'jaw-tension'],
    ['I clench my jaw all day, what helps?', 'jaw-tension'],
    ['any tips for teeth grinding', 'jaw-tension'],
    ['why do i always wake up at 3am', 'waking-at-night'],
    ['Why do I keep waking up at 3 am?', 'waking-at-night'],
    ['how do i stop waking up in the middle of the night', 'waking-at-night'],
    ['i always wake up at 4 in the morning, why?', 'waking-at-night'],
    ['how do i fall asleep faster', 'fall-asleep-faster'],
    ['any tricks to get to sleep quicker?', 'fall-asleep-faster'],
    ['How can u fall asleep more easily', 'fall-asleep-faster'],
    ["i can't sleep what should i do", 'cant-sleep'],
    ['I cant sleep, any advice?', 'cant-sleep'],
    ["what do i do when i can't fall asleep", 'cant-sleep'],
    ['should i nap', 'napping'],
    ['is napping bad for you?', 'napping'],
    ["Are naps a good idea when I'm tired?", 'napping'],
    ['how do i stop overthinking', 'overthinking'],
    ['I overthink everything, what can I do?', 'overthinking'],
    ['tips for overthinking at night', 'overthinking'],
    ['how do i stop procrastinating', 'procrastination'],
    ['why do I procrastinate so much', 'procrastination'],
    ['how can i stop putting things off', 'procrastination'],
    ['how do i say no to my boss', 'say-no-to-boss'],
    ['How can I tell my manager no?', 'say-no-to-boss'],
    ['how do i turn down extra work from my boss', 'say-no-to-boss'],
    ['how do i tell my friend they hurt me', 'friend-hurt-me'],
    ['what do I say to a friend who hurt my feelings', 'friend-hurt-me'],
    ['how can I tell my best friend that what she said was hurtful', 'friend-hurt-me'],
    ['how do i calm down fast', 'calm-down-fast'],
    ["what's the quickest way to calm myself down", 'calm-down-fast'],
    ['help me calm down right now', 'calm-down-fast'],
    ['what do i do in a panic attack', 'panic-attack'],
    ['how do I stop a panic attack', 'panic-attack'],
    ["I'm panicking, what do I do?", 'panic-attack'],
    ['how do i deal with my anger at my mom', 'anger-at-family'],
    ['my mum makes me so angry, what do i do', 'anger-at-family'],
    ['how do I handle being mad at my parents', 'anger-at-family'],
    ['how do i get over a breakup', 'breakup'],
    ['how do I move on from my ex', 'breakup'],
    ['how to heal after a break up', 'breakup'],
    ['how do i cope with my dog dying', 'pet-loss'],
    ['my cat died, how do I deal with it', 'pet-loss'],
    ['how do I grieve my pet', 'pet-loss'],
    ['how do i make friends as an adult', 'make-friends'],
    ['where can I meet new friends after moving', 'make-friends'],
    ["it's so hard to make friends, any advice?", 'make-friends'],
    ['how do i start exercising in the morning', 'morning-exercise'],
    ['tips for working out before work', 'morning-exercise'],
    ['how can I get myself to go running in the mornings', 'morning-exercise'],
    ['how do i stay motivated', 'motivation'],
    ['how can i keep my motivation up', 'motivation'],
    ['I have no motivation, what do I do?', 'motivation'],
    ["what's the point of journaling", 'journaling'],
    ['whats the point of journaling', 'journaling'],
    ['does journaling actually help?', 'journaling'],
    ['why should I keep a diary', 'journaling'],
    ['how long does it take to build a habit', 'habit-how-long'],
    ['Is it true it takes 21 days to form a habit?', 'habit-how-long'],
    ['how many days does a new habit take', 'habit-how-long'],
    ['is it normal to feel this way', 'is-it-normal'],
    ['is this normal?', 'is-it-normal'],
    ['am I normal for feeling like this', 'is-it-normal'],
    ['how do i deal with a coworker who takes credit for my work', 'coworker'],
    ['what should I do about a colleague who keeps interrupting me', 'coworker'],
    ['how to handle a rude co-worker', 'coworker'],
    ['how do i set a boundary', 'set-boundary'],
    ['how can I set boundaries with my family without feeling guilty', 'set-boundary'],
    ['how do I say no without feeling bad', 'set-boundary'],
    ['what should I say to my boss about workload', 'workload-talk'],
    ["how do I tell my manager I'm overwhelmed with work", 'workload-talk'],
    ['how to bring up my workload with my supervisor', 'workload-talk'],
    ['how do i stop checking my phone', 'phone-checking'],
    ['how can I spend less time on my phone', 'phone-checking'],
    ["I'm addicted to scrolling, how do I stop?", 'phone-checking'],
    ['how do I start meditating', 'meditation-start'],
    ['my mind keeps wandering when I meditate', 'meditation-start'],
    ['how do I stop worrying so much', 'anxiety'],
    ['what can I do about my anxiety', 'anxiety'],
    ['how do I stop feeling lonely', 'loneliness'],
    ['how do I stop being so hard on myself', 'self-criticism'],
    ['how do I control my anger', 'anger'],
    ['how do I switch off after work', 'work-stress'],
    ['how do I focus when studying for exams', 'exam-stress'],
    ['how do I stop arguing with my boyfriend', 'partner-arguments'],
    ['how do I apologise to my sister', 'apology'],
    ['how do I cope with grief', 'grief'],
    ['why am I always tired', 'always-tired'],
    ['how do I get rid of tension in my shoulders', 'body-tension'],
    ['how do I get into exercise', 'start-exercising'],
    ['how do I deal with my boss', 'difficult-boss'],
    ['my boss is a micromanager, how do I handle it', 'difficult-boss'],
    ['do u think i should break up with him', 'big-decision'],
    ['should I quit my job', 'big-decision'],
    ['how do I stop feeling so overwhelmed', 'overwhelm'],
    ["I'm overwhelmed with everything, what do I do?", 'overwhelm'],
    ['is it ok to cry at work', 'crying'],
    ['how do I stop crying', 'crying'],
    ['should I drink coffee in the afternoon', 'caffeine'],
    ['how much sleep do i need', 'sleep-need'],
    ['is 6 hours of sleep enough', 'sleep-need'],
    ['how do I tell my mom no', 'set-boundary'],
    ['how do I relax', 'calm-down-fast'],
    ['is it normal that i cant cry? i feel kind of numb', 'numb-cant-cry'],
    ["why can't I cry about it", 'numb-cant-cry'],
    ['is it normal to cry every day', 'crying'],
    ['the funeral is saturday and i have to say something. what do i even say', 'funeral-words'],
    ['how do i write a eulogy for my grandpa', 'funeral-words'],
    ['how do i deal with cravings after lunch', 'cravings'],
    ['any tips to stop smoking', 'cravings'],
    ['any tips to get a toddler to sleep through?? ive tried everything', 'toddler-sleep'],
    ['my baby wakes every hour at night, what can i do', 'toddler-sleep'],
    ['what if they ask why i left my last job, what do i say? i got laid off', 'interview-why-left'],
    ['i see my physio on tuesday, what should i ask her?', 'appointment-questions'],
    ['what questions should i ask my doctor', 'appointment-questions'],
    ['what i should tell ana on sunday? i dont want she worry about me', 'tell-family'],
    ['how do i tell my parents i am struggling', 'tell-family'],
    ['what do i say to my roommate about the cleaning without it becoming a fight', 'shared-chores'],
    ['how do i get my flatmate to do the dishes', 'shared-chores'],
    ['what should i say to my brother about the money he owes me', 'what-to-say'],
    ['how do i bring it up with my friend', 'what-to-say'],
    ['what if they all laugh at me?', 'what-if'],
    ['is this burnout? i feel numb at work', 'burnout'],
    ['am i burnt out', 'burnout'],
    ['rent is due friday and im short, what should i tell my landlord', 'rent-money-urgent'],
    ['how do i deal with bills i cant pay', 'rent-money-urgent'],
    ['he fell again tonight, how do i keep my dad safe when im at work', 'caregiving'],
    ['how do i get my teenage son to talk to me', 'teen-talk'],
    ['how do i stop comparing myself on instagram', 'comparison'],
    ['im sorry i missed your birthday, i miss you. is that ok to send?', 'reaching-out'],
    ['should i reply to my ex', 'reaching-out'],
    ['what do i do when i panic on the subway', 'panic-on-transport'],
  ])('%s -> %s', (message, id) => {
    expect(findAnswer(normalize(message))?.id).toBe(id);
  });

  it.each([
    'I feel so anxious today',
    "I'm really sad",
    'I had a bad day',
    'My boss is weird',
    "I can't sleep",
    "I'm so tired",
    'my dog died last week',
    "I'm angry at my mom",
    'my friend hurt me',
    'work was stressful',
    'I feel lonely',
    'I went for a walk after lunch',
    'It was fine I guess',
    'I might call my friend',
    'The weather was grey',
    'hello',
    "I've been drinking too much coffee",
    'I went to a party and it was awful',
    'we broke up last week',
    'my coworker took credit for my work again',
    'how do i know if i have anxiety',
    'do i have adhd',
    'thanks',
  ])('answers nothing to %s', (message) => {
    expect(findAnswer(normalize(message))).toBeNull();
  });

  it.each([
    'how much melatonin should i take to fall asleep',
    'what dose of sertraline helps with panic attacks',
    'can i take ibuprofen for jaw tension',
    'should i take my sleeping pills if i cant sleep',
    'how do i stop wanting to hurt myself',
  ])('leaves medication and safety questions to others: %s', (message) => {
    expect(findAnswer(normalize(message))).toBeNull();
  });
});

describe('OFF_TOPIC', () => {
  it('replies with one honest sentence', () => {
    expect(new Set(OFF_TOPIC.map((topic) => topic.id)).size).toBe(OFF_TOPIC.length);
    for (const topic of OFF_TOPIC) {
      expectClean(topic.reply);
      expect(topic.reply).toMatch(/^[A-Z][^.!?]*\.$/);
    }
  });

  it.each<[string, string]>([
    ["what's the weather like today", 'weather'],
    ['is it going to rain tomorrow', 'weather'],
    ['can you check the weather', 'weather'],
    ['what time is it', 'time-date'],
    ["what's the date today", 'time-date'],
    ['what day is it', 'time-date'],
    ["what's in the news", 'news'],
    ['tell me the latest headlines', 'news'],
    ['who won the game last night', 'sports'],
    ['premier league results', 'sports'],
    ['what is the capital of france', 'trivia'],
    ['who invented the telephone', 'trivia'],
    ['quiz me', 'trivia'],
    ["what's 12 times 7", 'maths'],
    ['what is 15 percent of 80', 'maths'],
    ['calculate 45 + 3', 'maths'],
    ['tell me a joke', 'joke'],
    ['do you know any good jokes', 'joke'],
    ['can you order me a pizza', 'shopping'],
    ['order me some food', 'shopping'],
    ['book me a table for two', 'shopping'],
    ['can you fix my code', 'code-homework'],
    ['write a python script for me', 'code-homework'],
    ['do my homework for me', 'code-homework'],
    ['translate this into spanish', 'translation'],
    ['how do you say thank you in french', 'translation'],
    ['what does hola mean in english', 'translation'],
    ['give me a recipe for pasta', 'recipe'],
    ['how do i make pancakes', 'recipe'],
    ['what should i cook for dinner', 'recipe'],
  ])('%s -> %s', (message, id) => {
    expect(findOffTopic(normalize(message))?.id).toBe(id);
  });

  it.each([
    "I can't sleep",
    'my boss is weird',
    'The weather was grey',
    'the weather today was lovely',
    'I got the news that my dad is sick',
    'this is a recipe for disaster',
    "I have to fix my code at work and it's stressing me out",
    "I'm stressed about my homework",
    "what's 4-7-8 breathing",
    'my mom would buy me a car',
    'I need to book a flight home for the funeral',
    'my friend told me a joke',
    'how do i fall asleep faster',
    'I had a bad day',
    'what time is it best to go to bed',
  ])('leaves %s to the coach', (message) => {
    expect(findOffTopic(normalize(message))).toBeNull();
  });
});

describe('patterns', () => {
  const all = [
    ...TECHNIQUES.flatMap((technique) => technique.names),
    ...ANSWERS.flatMap((answer) => answer.matches),
    ...OFF_TOPIC.flatMap((topic) => topic.matches),
  ];
  const hostile = [
    'how '.repeat(400),
    'a '.repeat(1000),
    `${'wake up '.repeat(200)}x`,
    `${'what do i say '.repeat(150)}zz`,
    `${'1 '.repeat(800)}x`,
    'is it '.repeat(300) + 'in bed '.repeat(100),
  ];

  it('run in linear time on long, repetitive messages', () => {
    const start = Date.now();
    for (const text of hostile) {
      for (const pattern of all) pattern.test(text);
      findAnswer(text);
      findOffTopic(text);
      techniqueNamed(text);
    }
    expect(Date.now() - start).toBeLessThan(2_000);
  });

  it('are lower case, to match the normalised message', () => {
    for (const pattern of all) {
      expect(pattern.flags).not.toMatch(/[gy]/);
      expect(pattern.source.replace(/\\[A-Za-z]/g, '')).not.toMatch(/[A-Z]/);
    }
  });
});
