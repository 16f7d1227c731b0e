/**
 * "What else can I do?" and "anything else?" met with something not yet given: after telling what was already tried, the
 * answer for the next step rather than the first one again; once every way through is given, another technique where a
 * practice helps. The days around a job: nerves before a first office job, not knowing the systems, the interview
 * question of why one is changing career, and a bad review at work as a situation of its own.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { TECHNIQUES } from '../../../frontend/src/features/ai-coaching/engine/library';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';
import { after, talk } from './engine-helpers';
import { describeSituation } from './situation-cases';

const NEIGHBOURS = 'my neighbours play loud music every night and i cant sleep';
const FLATMATE = 'my flatmate never does the dishes and it drives me mad';
const SLEEP = 'i cant sleep, i lie awake for hours';

describe('what else, after telling what was already tried', () => {
  it.each(COACH_IDS)('gives %s the council once asking the neighbours twice did not work, not knocking on their door again', (coach) => {
    const { situation, reply } = after(coach, [NEIGHBOURS, 'i already asked them twice to turn it down', 'what else can i do']);
    expect(situation).toBe('neighbour-dispute');
    expect(reply).toMatch(/go to the council once talking has not worked/);
    expect(reply).not.toMatch(/Knock or catch them outside/);
  });

  it.each(COACH_IDS)('gives %s a rota for the dishes after two talks, not "pick the one issue and name it" again', (coach) => {
    const { reply } = after(coach, [FLATMATE, 'i already talked to her about it twice and nothing changed', 'what else can i do']);
    expect(reply).toMatch(/^A simple cleaning rota usually helps/);
    expect(reply).not.toMatch(/Pick the one issue that matters most/);
  });

  it.each(COACH_IDS)('never gives %s the answer about the very thing tried: blocking her, then checking her profile', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [
      'i cant stop thinking about my ex, we broke up 3 weeks ago',
      'ive tried blocking her but i still check her instagram',
      'what else can i do',
    ]).map((r) => r.text);
    expect(replies[1]).toMatch(/So you've already tried blocking her.*Checking their profile feels like relief/s);
    expect(replies[2]).not.toMatch(/It is fine to block or mute your ex|Checking their profile/);
  });

  it.each(COACH_IDS)('meets %s\'s way round deleting the shopping apps with what to do about the browser', (coach) => {
    const { reply } = after(coach, [
      'i keep spending money i dont have on online shopping',
      'mostly late at night when im bored',
      'i tried deleting the apps but i just use the browser',
    ]);
    expect(reply).toMatch(/So you've already tried deleting the apps.*If deleting the apps is not enough/s);
  });

  it.each(COACH_IDS)('gives %s working from home, not retirement, after a meetup left early', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [
      'i moved to leeds for work 3 months ago and i still dont know anyone',
      'i work from home so i never meet people',
      'ive tried meetup but i felt awkward and left early',
      'what else can i do',
    ]).map((r) => r.text);
    expect(replies[2]).toMatch(/Everyone has awkward moments/);
    expect(replies[3]).toMatch(/^Working from home removes the small daily chats/);
    expect(replies[3]).not.toMatch(/after retirement/);
  });

  it('still gives the way through to "what else can i do" when nothing was tried yet', () => {
    const { reply } = after('sage', [NEIGHBOURS, 'what else can i do']);
    expect(reply).toMatch(/Start small and friendly/);
  });
});

describe('anything else, once a way through was given', () => {
  it.each(COACH_IDS)('gives %s the plan, then a technique for the nights, never "I don\'t have a good answer"', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(7));
    const [, howTo = '', more = '', still = ''] = talk(engine, [SLEEP, 'what can i do', 'anything else?', 'what else?']).map((r) => r.text);
    expect(howTo).toMatch(/Keep paper by the bed/);
    expect(more).toMatch(/1\. Pick a wind-down time about an hour before bed/);
    for (const reply of [more, still]) expect(reply).not.toMatch(/good answer|can't answer|not something I can answer/);
    expect(TECHNIQUES.some((t) => still.toLowerCase().includes(t.title.toLowerCase()))).toBe(true);
    expect(still).not.toMatch(/Keep paper by the bed|Pick a wind-down time/);
  });

  it.each(COACH_IDS)('gives %s another technique to "anything else?" just after one, and a third to "what else can i try"', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(7));
    const replies = talk(engine, ['i feel really anxious today', 'can you give me an exercise', 'anything else?', 'what else can i try']);
    const titles = replies.slice(1).map((r) => TECHNIQUES.find((t) => r.text.toLowerCase().includes(t.title.toLowerCase()))?.id);
    expect(titles.every((id) => id !== undefined)).toBe(true);
    expect(new Set(titles).size).toBe(3);
    for (const reply of replies.slice(2)) expect(reply.text).not.toMatch(/What have you already tried|Write the problem in one sentence/);
  });

  it('reads a bare "anything else" as asking for more, and "Something else" as the quick reply that changes the subject', () => {
    const context = { lastQuestion: 'open' as const, inExercise: false };
    for (const asked of ['anything else', 'any other ideas', 'anything else i could try']) expect(understand(asked, context).act).toBe('request');
    expect(understand('Something else', context).act).not.toBe('request');
    expect(understand('is there anything else i can try??', context).act).toBe('question');
  });

  it('never gives a calming technique to "anything else?" about a flatmate\'s dishes', () => {
    const engine = createCoachEngine('sage', seededRandom(7));
    const replies = talk(engine, [FLATMATE, 'what can i do', 'anything else?', 'anything else?', 'anything else?']).map((r) => r.text);
    for (const reply of replies) expect(reply).not.toMatch(/breathing|grounding|muscle relaxation|body scan/i);
  });
});

describe('a first office job', () => {
  it.each(COACH_IDS)('meets %s\'s nerves before the first day as a job about to start', (coach) => {
    const { situation, reply } = after(coach, ['i start my first office job on monday and im nervous']);
    expect(situation).toBe('new-job');
    expect(reply).toMatch(/^Feeling nervous before you start a new job is completely normal/);
  });

  it('keeps the weeks already in it for a job already started', () => {
    expect(after('sage', ['started a new job last week and i feel so lost']).reply).toMatch(/^The first weeks in a new job are tiring/);
  });

  it.each(COACH_IDS)('answers %s\'s "what if i dont know how to use the systems" with how to learn them, not a mistake', (coach) => {
    const { reply } = after(coach, ['i start my first office job on monday and im nervous', 'what if i dont know how to use the systems']);
    expect(reply).toMatch(/^Nobody expects a new starter to know the company's systems/);
    expect(reply).not.toMatch(/If you make a mistake|plan B/);
  });
});

describe('a job interview for a change of career', () => {
  const INTERVIEW = 'i have a job interview next week for a trainee nurse role, im scared';

  it.each(COACH_IDS)('gives %s the answer for "why do you want to change career", staying with the interview', (coach) => {
    const { situation, reply } = after(coach, [INTERVIEW, 'i work in a care home now', 'what do i say when they ask why i want to change career']);
    expect(situation).toBe('job-interview');
    expect(reply).toMatch(/^Tell it as a move towards something/);
    expect(reply).not.toMatch(/you don't owe a long reason|let me check and come back to you/);
  });

  it('still meets "what if she asks why" of a no with no long reason', () => {
    const { reply } = after('sage', ["my friend wants me to be her bridesmaid and i don't want to", 'what if she asks why']);
    expect(reply).toMatch(/you don't owe a long reason/);
  });
});

const APPRAISAL = 'i had my appraisal today and it went badly';

describeSituation({
  name: 'a bad review at work',
  id: 'bad-review',
  openings: [
    'my manager gave me a bad review today and i cant stop replaying it',
    APPRAISAL,
    'got really harsh feedback from my boss today',
    "my end of year review was awful, my manager said i'm not meeting expectations",
    'had my performance review, it was brutal',
  ],
  acknowledged: /^(?:A bad review can sting for days|Hearing criticism from your manager|One review is a snapshot)/,
  asked: [
    [
      APPRAISAL,
      [
        ['apparently im not proactive enough', /^Taking initiative usually means spotting what needs doing/],
        ['how do i show more initiative', /Taking initiative usually means|taking initiative usually means/],
        ['i think its unfair tbh, half of it isnt true', /respond calmly and in writing/],
        ['will it affect my bonus?', /A low rating can affect a bonus/],
      ],
    ],
  ],
});

describe('a bad review, and what is not one', () => {
  it('keeps a cafe\'s review online, notes to review and a week to review out of it', () => {
    for (const message of ['my cafe got a bad review on google', 'i need to review my notes for the exam', 'lets do a review of my week']) {
      expect({ message, situation: after('sage', [message]).situation }).not.toEqual({ message, situation: 'bad-review' });
    }
  });

  it('never offers the weekly review for a performance review at work', () => {
    expect(after('zenith', ['i have my performance review tomorrow and im nervous']).reply).not.toMatch(/weekly review/);
    expect(after('zenith', ['i want to review my week']).reply).toMatch(/What went well this week/);
  });

  it.each(COACH_IDS)('gives %s what being put on a plan means when it is feared, not what to do when one ends', (coach) => {
    const { reply } = after(coach, ['my manager gave me a bad review today', 'what if she puts me on a pip']);
    expect(reply).toMatch(/Being put on a performance plan is not the same as being fired/);
    expect(reply).not.toMatch(/If the plan ends and you have not met it/);
  });
});

describe('words asked for after weighing whether to say anything', () => {
  it.each(COACH_IDS)('points %s back to the birthday words already given, as a whole line', (coach) => {
    const { reply } = after(coach, [
      'my best friend forgot my birthday and i feel so stupid for being upset',
      "we've been friends for 10 years",
      'should i say something or just let it go',
      'what would i even say',
    ]);
    expect(reply).toMatch(/"I missed hearing from you on my birthday, it made me a bit sad\."/);
    expect(reply).not.toMatch(/If you were left out or not invited/);
  });
});

describe('someone else drinking, and a dad who comments on weight', () => {
  it.each(COACH_IDS)('hears %s\'s friend drinking too much as supporting them, and one\'s own drinking as one\'s own', (coach) => {
    expect(after(coach, ['i think my friend is drinking too much']).situation).toBe('supporting-someone');
    expect(after(coach, ['my dad has a drinking problem and i dont know what to do']).situation).toBe('supporting-someone');
    expect(after(coach, ['my wife thinks im drinking too much']).situation).toBe('drinking-less');
  });

  it.each(COACH_IDS)('meets %s\'s dad commenting on weight as comments, then holding the line when he laughs it off', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [
      'my dad keeps making comments about my weight at dinner',
      "he says it's because he cares but it makes me feel awful",
      'i tried telling him it hurts but he just laughs it off',
    ]).map((r) => r.text);
    expect(replies[0]).toMatch(/^Comments about your weight from family/);
    expect(replies[2]).toMatch(/So you've already tried telling him it hurts.*say it once more, seriously, and then hold the line/s);
  });
});

describe('ordinary openings read as what they are', () => {
  it('reads texting first, a partner wanting to move in and tiredness despite sleep, and not a flatmate\'s boyfriend moving in', () => {
    const cases: readonly (readonly [string, string | null])[] = [
      ['i feel like im always the one texting first in my friendships', 'friend-hurt'],
      ['my girlfriend wants to move in but im not sure im ready', 'moving-in-together'],
      ['ive been so tired lately even after sleeping 9 hours', 'tiredness-low-energy'],
    ];
    for (const [message, id] of cases) expect({ message, situation: after('sage', [message]).situation }).toEqual({ message, situation: id });
    expect(after('sage', ['my flatmate wants to move in her boyfriend']).situation).not.toBe('moving-in-together');
  });
});

const DREAM_JOB = 'i got rejected from my dream job today';

describeSituation({
  name: 'not getting a job you wanted',
  id: 'job-rejection',
  openings: [DREAM_JOB, 'i didnt get the job i interviewed for', 'they went with someone else for the job, gutted'],
  acknowledged: /^(?:Not getting a job you really wanted|Being turned down can feel like a verdict|A rejection after an interview stings)/,
  asked: [
    [
      DREAM_JOB,
      [
        ['i got to the final round too', /^Getting to the final round and not being chosen really hurts/],
        ['what do i reply to the rejection email', /"Thank you for letting me know, and for the chance to interview./],
        ['i keep getting rejected, its always the same', /look for the pattern rather than the verdict/],
      ],
    ],
  ],
});

describe('a hope dashed, told after a rejection', () => {
  it.each(COACH_IDS)('never thanks %s for "i really thought i had it" as if it filled in the picture', (coach) => {
    const { reply } = after(coach, ['i didnt get the job i interviewed for', 'i really thought i had it']);
    expect(reply).not.toMatch(/fills in the picture|helps me understand/);
  });
});

describe('a rejection that is not for a job', () => {
  it('leaves a university, a date and a credit card to their own talks, and an interview ahead to the interview', () => {
    expect(after('sage', ['i got rejected from my first choice uni']).situation).toBe('uni-rejection');
    expect(after('sage', ['my application for a credit card got rejected']).situation).not.toBe('job-rejection');
    expect(after('sage', ['i got rejected by a girl i asked out']).situation).not.toBe('job-rejection');
    expect(after('sage', ['i have a job interview tomorrow']).situation).toBe('job-interview');
  });
});
