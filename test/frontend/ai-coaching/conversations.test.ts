/**
 * Whole conversations with each coach, as a person would have them: every request answered
 * with content before any question back, nothing pasted into a plan that does not fit it, no
 * reply said twice, a name remembered and used later, off-topic questions answered honestly
 * and steered back, an exercise paused for a question and resumed.
 */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { createCoachEngine, seededRandom, type CoachEngine, type CoachReply } from '../../../frontend/src/features/ai-coaching/engine';
import { expectWellFormed } from './engine-helpers';

interface Turn {
  say: string;
  /** Each must match the reply. */
  expect?: RegExp[];
  /** None may match the reply. */
  never?: RegExp[];
}

interface Conversation {
  name: string;
  coach: CoachId;
  turns: Turn[];
}

// Content, not a question back: numbered steps, a script in quotes, or a yes/no view with its reason.
const STEPS = /(^|\s)1\. .+\s2\. /s;
const SCRIPT = /["'][A-Z][^"\n]{10,}?[?.!,]["']/;
// Steps, a script, or at least three sentences of content before anything is asked.
const ANSWERED = new RegExp(`${STEPS.source}|${SCRIPT.source}|^([^.!?]+[.!]\\s+){3,}`, 's');
const STOCK_QUESTION_ONLY = /^[^.!]*\?$/;

// The situation's questions about what the person already told: how long ago, who ended it, whether it happened before.
const ASKS_WHAT_WAS_TOLD = [/how long ago/i, /who ended it/i, /happened before/i];

const CONVERSATIONS: Conversation[] = [
  {
    name: 'a breakup told in full before anything is asked',
    coach: 'sage',
    turns: [
      { say: 'ok so my ex just posted a story with some girl and im spiraling' },
      { say: 'we broke up 5 weeks ago. marco ended it', never: ASKS_WHAT_WAS_TOLD },
      { say: 'i know i know i shouldnt have looked. my friend dani told me to mute him', never: ASKS_WHAT_WAS_TOLD },
      { say: 'lol ok that actually felt kind of good. gonna do what dani said now. night', expect: [/take care|come back|glad/i], never: [/\?/] },
    ],
  },
  {
    name: 'panic on the train, told before it is asked, and breathing that made it worse',
    coach: 'phoenix',
    turns: [
      { say: 'had a panic attack on the tube this morning between kings cross and angel' },
      { say: 'its happened twice before but never this bad. gp said its anxiety', never: ASKS_WHAT_WAS_TOLD },
      {
        say: 'ok the breathing one i kind of knew, tried it today and it made it worse tbh, felt like i couldnt get enough air',
        expect: [STEPS],
        never: [/breath/i],
      },
    ],
  },
  {
    name: 'a choice asked about beside a partner named in passing',
    coach: 'harmony',
    turns: [
      { say: "I'm a secondary teacher in Christchurch, 15 years in" },
      {
        say: 'Honestly I just want to know, should I quit? My partner Aroha says I should look at instructional design or something',
        expect: [ANSWERED],
        never: [/'I' sentences|left out when plans change/],
      },
    ],
  },
  {
    name: 'a first message that says who they are and what they want',
    coach: 'zenith',
    turns: [
      {
        say: 'Hello. I want to start doing sport again but I never find time. I am 42, single father of two',
        expect: [/exercis|mov(e|ing)|sport/i],
        never: [/what brings you here|glad you're here/i],
      },
      { say: 'Lena is 9, Jonas is 6. School ends at 13:00 for Jonas and 13:45 for Lena', never: [/how old is/i] },
    ],
  },
  {
    name: 'work stress and insomnia',
    coach: 'sage',
    turns: [
      { say: "work has been insane and I can't switch off at night", never: [/crisis/i] },
      { say: 'I lie awake until 2 or 3am going over my to-do list' },
      { say: 'is it bad that I check my work email in bed?', expect: [/\bemail\b/i, /\b(sleep|bed)\b/i, ANSWERED] },
      { say: 'is there something specific I can do for jaw tension?', expect: [/\bjaw\b/i, ANSWERED] },
      { say: 'yes', expect: [/muscle relaxation/i, STEPS] },
      { say: 'that didnt really help tbh', expect: [STEPS], never: [/muscle relaxation/i] },
      { say: 'thanks, that one is better', never: [/\?.*\?.*\?/s] },
    ],
  },
  {
    name: 'a party that makes someone anxious',
    coach: 'harmony',
    turns: [
      { say: "my coworker's birthday party is on friday and I'm dreading it", never: [/\bwork\b(?! party)/i] },
      { say: "I'm sure everyone will think I'm weird and boring" },
      { say: 'What should I actually say to people when I walk in?', expect: [SCRIPT] },
      { say: "what's the weather", expect: [/weather/i], never: [/four things you can feel/i] },
      { say: 'ok', never: [] },
      { say: 'I went for a walk to clear my head' },
      { say: 'still nervous though', expect: [] },
    ],
  },
  {
    name: 'a pet that died',
    coach: 'harmony',
    turns: [
      { say: 'my dog Biscuit died last week', expect: [/Biscuit/], never: [/\bwork\b/i] },
      { say: 'I had him since high school', never: [/(?<!high )\bschool\b/i] },
      { say: 'the house is so quiet without him' },
      { say: 'how do I cope with this', expect: [ANSWERED, /\b(grief|loss|losing|remember them)\b/i] },
      { say: 'I keep expecting him at the door' },
      { say: 'what do you remember about me?', expect: [/Biscuit/] },
    ],
  },
  {
    name: "a grandparent's death",
    coach: 'harmony',
    turns: [
      { say: 'my grandma passed away two weeks ago', expect: [/sorry|loss/i], never: [/conversation|step by step/i] },
      { say: 'her name was Hilde, we baked bread every sunday', expect: [/Hilde/] },
      { say: 'is it normal that i cant cry? i feel kind of numb', expect: [/numb/i, ANSWERED], never: [/crying most days/i] },
      { say: 'the funeral is saturday and i have to say something. what do i even say', expect: [ANSWERED, /story/i] },
    ],
  },
  {
    name: 'quitting smoking',
    coach: 'sage',
    turns: [
      { say: 'trying to quit smoking, day 3' },
      { say: 'any tips for cravings after lunch', expect: [/craving/i, ANSWERED] },
      { say: 'the breathing thing doesnt work for cravings tbh', expect: [STEPS], never: [/box breathing|4-7-8|breathing:/i] },
      { say: 'what time is it in tokyo', expect: [/time/i], never: [/tokyo/i] },
    ],
  },
  {
    name: 'a correction, a step aside, practical help and an answer asked for twice',
    coach: 'sage',
    turns: [
      { say: 'my patient died on my shift and now i feel nothing at all' },
      { say: "it's not grief, i just feel empty at work all the time", expect: [/putting me right|misread/i], never: [/real loss|sorry about/i] },
      { say: 'brb', expect: [/take your time|no rush/i] },
      { say: 'is this burnout?', expect: [/burnout/i, ANSWERED] },
      { say: 'i dont want breathing exercises, i need practical help', expect: [/practical/i], never: [/breathe in|count of 4/i] },
      { say: 'and my plant died lol', never: [/sorry about|real loss|timetable for grief|breathe in|count of 4/i] },
      { say: 'so is this burnout?', never: [/exhaustion that sleep does not fix/] },
    ],
  },
  {
    name: 'an exercise stopped inside a longer message',
    coach: 'phoenix',
    turns: [
      { say: 'walk me through a thought record', expect: [/Step 1/] },
      { say: 'at work', expect: [/Step 2/] },
      { say: 'stop the exercise, this isnt helping and i have to eat', never: [/Step 3/] },
    ],
  },
  {
    name: 'rent due and a teenager, read with what came before',
    coach: 'zenith',
    turns: [
      { say: 'rent is due friday and i only have 800 of 1200' },
      { say: 'should i call my landlord?', expect: [/landlord/i, ANSWERED] },
      { say: 'ok what do i say exactly', expect: [/suggested|example I gave/i], never: [/plans changed/i] },
      { say: 'also my teenage son jake barely talks to me since his dad left' },
      { say: 'how do i get him to open up', expect: [/teenager|side by side/i] },
    ],
  },
  {
    name: 'thesis procrastination with a plan',
    coach: 'zenith',
    turns: [
      { say: 'I keep putting off my thesis and the deadline is in 3 weeks' },
      { say: 'can we set a SMART goal for my thesis?', expect: [/Specific:/] },
      { say: 'write 300 words a day' },
      { say: 'the word count in my document' },
      { say: '7' },
      { say: 'because I want to graduate and be proud of it', expect: [/Time-bound:/] },
      { say: 'what if it rains', expect: [/When exactly/], never: [/what if it rains/i] },
      { say: 'every weekday at 9am', expect: [/"every weekday at 9am"/], never: [/what if it rains/i] },
    ],
  },
  {
    name: 'an exercise paused for a question and resumed',
    coach: 'sage',
    turns: [
      { say: 'can we do the 5-4-3-2-1 grounding?', expect: [/five things you can see/i] },
      { say: 'my desk, a mug, the window, a plant, my phone' },
      { say: 'wait, is it bad that I check my work email in bed?', expect: [/\bemail\b/i, /\bgrounding\b/i] },
      { say: 'back to the exercise', expect: [/four things you can feel/i] },
      { say: 'the chair, my socks, the air, my hands' },
    ],
  },
  {
    name: 'anger at a parent',
    coach: 'phoenix',
    turns: [
      { say: "I'm so furious at my mom, she read my messages" },
      { say: 'how do I tell her she hurt me without a fight?', expect: [ANSWERED] },
      { say: 'who won the game last night', expect: [/\b(sport|game|score|results?)\b/i] },
      { say: 'sorry. I just feel like she never respects my privacy' },
    ],
  },
  {
    name: 'a meeting remembered a few turns later',
    coach: 'zenith',
    turns: [
      { say: 'I have a big meeting with Dana from accounting on Friday' },
      { say: 'I always freeze when I have to present numbers' },
      { say: 'I prepared the slides already', expect: [/about Friday's meeting|ready for Friday's meeting/], never: [/How did/] },
      { say: 'I guess I just want it over with', never: [/Friday's meeting/] },
    ],
  },
  {
    name: 'loneliness and an exercise asked for',
    coach: 'phoenix',
    turns: [
      { say: 'I moved to a new city and I feel so alone' },
      { say: 'give me an exercise', expect: [STEPS] },
      { say: 'no', never: [] },
      { say: 'how do I make friends as an adult', expect: [ANSWERED] },
    ],
  },
];

function run(coach: CoachId, seed: number, messages: readonly string[]): { engine: CoachEngine; replies: CoachReply[] } {
  const engine = createCoachEngine(coach, seededRandom(seed));
  return { engine, replies: messages.map((message) => engine.reply(message)) };
}

describe('conversations of the project', () => {
  describe.each(CONVERSATIONS)('$name ($coach)', ({ coach, turns }) => {
    it.each([1, 2, 3])('answers each turn as it asks (seed %i)', (seed) => {
      const { replies } = run(
        coach,
        seed,
        turns.map((t) => t.say),
      );
      replies.forEach((reply, i) => {
        const turn = turns[i]!;
        expectWellFormed(reply.text);
        for (const pattern of turn.expect ?? []) expect({ turn: turn.say, reply: reply.text }).toEqual({ turn: turn.say, reply: expect.stringMatching(pattern) });
        for (const pattern of turn.never ?? []) expect({ turn: turn.say, reply: reply.text }).toEqual({ turn: turn.say, reply: expect.not.stringMatching(pattern) });
      });
    });

    it('never says the same reply twice', () => {
      for (const seed of [1, 2, 3, 4, 5]) {
        const { replies } = run(
          coach,
          seed,
          turns.map((t) => t.say),
        );
        const texts = replies.map((r) => r.text.toLowerCase());
        expect(new Set(texts).size).toBe(texts.length);
      }
    });
  });

  it('a question or a request is answered before anything is asked back, with every coach', () => {
    const asks = [
      'is it bad that I check my work email in bed?',
      'is there something specific I can do for jaw tension?',
      'What should I actually say to people when I walk in?',
      'how do I stop overthinking',
      'how do I say no to my boss',
      'give me an exercise',
      'i need something to help me sleep',
    ];
    for (const coach of COACH_IDS) {
      for (const ask of asks) {
        const { replies } = run(coach, 11, ['work has been a lot lately', ask]);
        const reply = replies[1]!.text;
        expect({ coach, ask, reply }).toEqual({ coach, ask, reply: expect.not.stringMatching(STOCK_QUESTION_ONLY) });
        expect({ coach, ask, reply }).toEqual({ coach, ask, reply: expect.stringMatching(ANSWERED) });
      }
    }
  });

  it('nothing repeats in a long, meandering session', () => {
    const messages = [
      'hi',
      'work is stressful',
      'my boss keeps piling on tasks',
      'ok',
      'ok',
      'I dunno',
      'yes',
      'no',
      'hmm',
      'ok',
      'whatever',
      'fine',
      'ok',
      'ok',
      'I guess',
      'sure',
      'ok',
      'thanks',
    ];
    for (const coach of COACH_IDS) {
      const { replies } = run(coach, 5, messages);
      const texts = replies.map((r) => r.text.toLowerCase());
      expect({ coach, repeats: texts.filter((t, i) => texts.indexOf(t) !== i) }).toEqual({ coach, repeats: [] });
    }
  });

  it.each([
    ['It was fine I guess', /you guess/],
    ['i dont want she worry about me', /want she/],
    ['my boss is so annoying lol', /\blol\b/],
    ['work is a lot tbh', /\btbh\b/],
  ])('never says back the texting fillers or broken grammar of %p', (message, bad) => {
    for (const coach of COACH_IDS) {
      const reply = createCoachEngine(coach, seededRandom(4)).reply(message).text;
      expect({ coach, reply }).toEqual({ coach, reply: expect.not.stringMatching(bad) });
    }
  });

  it('names the danger of driving while falling asleep before anything else, with every coach', () => {
    for (const coach of COACH_IDS) {
      const { replies } = run(coach, 2, ['i drive deliveries at night', 'i nearly ran a red light today on 3 hours sleep']);
      expect({ coach, reply: replies[1]!.text }).toEqual({ coach, reply: expect.stringMatching(/^First, please be careful on the road/) });
    }
  });

  it('names the danger of riding while sleepy too', () => {
    for (const coach of COACH_IDS) {
      const { replies } = run(coach, 3, ['i work food delivery by motorbike', 'today around 4pm i feel so tired on the bike, what i can do']);
      expect({ coach, reply: replies[1]!.text }).toEqual({ coach, reply: expect.stringMatching(/^First, please be careful on the road/) });
    }
  });

  it('does not take a verb for a name, nor answer a statement as if it were a question', () => {
    for (const coach of COACH_IDS) {
      const engine = createCoachEngine(coach, seededRandom(6));
      engine.reply("i failed my exam and my parents think i'm doing fine");
      const statement = engine.reply("when he cancels i feel like i don't matter").text;
      expect({ coach, statement }).toEqual({ coach, statement: expect.not.stringMatching(/answer (that )?well|good answer/i) });
      expect(engine.remembered().join(' ')).not.toMatch(/\bThink\b/);
    }
  });

  it('offers quick replies that suit each message', () => {
    const { replies } = run('sage', 3, ['is there something specific I can do for jaw tension?']);
    expect(replies[0]!.quickReplies?.length).toBeGreaterThan(0);
    const { replies: offered } = run('sage', 3, ["I'm so stressed about work", 'my boss yelled at me', 'and I cannot sleep']);
    for (const reply of offered) {
      expect(reply.quickReplies).toEqual(expect.arrayContaining([expect.any(String)]));
      for (const quick of reply.quickReplies ?? []) expect(quick.length).toBeLessThanOrEqual(30);
    }
  });

  it('carries a digest of the session into the next one with the same coach, and forgets on request', () => {
    const first = createCoachEngine('sage', seededRandom(2));
    first.reply('I have a big exam tomorrow and I cannot sleep');
    first.reply('is there something for when I lie awake?');
    const digest = first.digest(new Date('2026-11-20T10:00:00Z'));
    expect(digest).not.toBeNull();
    const next = createCoachEngine('sage', seededRandom(3), undefined, { previous: digest });
    expect(next.greeting().text).toMatch(/last time|when we last talked/i);
    expect(next.remembered().join(' ')).toMatch(/exam/i);
    next.forget();
    expect(next.remembered()).toEqual([]);
    expect(next.digest(new Date())).toBeNull();
  });
});
