/** The library's off-topic replies, and its patterns (safe on long messages, lower case). */
import { ANSWERS, OFF_TOPIC, TECHNIQUES, findAnswer, findOffTopic, techniqueNamed } from '../../../frontend/src/features/ai-coaching/engine/library';
import { expectClean, itFindsEach, itFindsNothing } from './library-helpers';

describe('OFF_TOPIC', () => {
  it('replies with one honest sentence', () => {
    expect(new Set(OFF_TOPIC.map((topic) => topic.id)).size).toBe(OFF_TOPIC.length);
    for (const topic of OFF_TOPIC) {
      expectClean(topic.reply);
      expect(topic.reply).toMatch(/^[A-Z][^.!?]*\.$/);
    }
  });

  itFindsEach(findOffTopic, [
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
    ['is oat milk actually healthier than normal milk', 'food-facts'],
    ['how many calories in a banana', 'food-facts'],
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
  ]);

  itFindsNothing(findOffTopic, 'leaves %s to the coach', [
    "I can't sleep",
    'is it better for me to walk or run in the mornings',
    'my boss is weird',
    'The weather was grey',
    'the weather today was lovely',
    'I got the news that my dad is sick',
    'this is a recipe for disaster',
    'can you write something friendly but clear? i will translate to portuguese myself',
    'can you write me 3 sentences simple english, i translate to polish myself',
    'What could I say to the cousins to calm the row down? I can get my mate Enzo from the club to translate.',
    "I have to fix my code at work and it's stressing me out",
    "I'm stressed about my homework",
    "what's 4-7-8 breathing",
    'my mom would buy me a car',
    'I need to book a flight home for the funeral',
    'my friend told me a joke',
    'how do i fall asleep faster',
    'I had a bad day',
    'what time is it best to go to bed',
  ]);
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
