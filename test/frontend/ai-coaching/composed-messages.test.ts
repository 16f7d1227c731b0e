/**
 * A message asked for is composed from what was told: an email to a supervisor named with her title asks for a meeting
 * about the thing named ("my methods chapter") and suggests a time; a note back to a neighbour who left one thanks them,
 * says sorry for the noise told of, and promises nothing that cannot be kept, never a list of general openers; "plainer
 * please" at the end of a longer message is asked, and a neighbour described as "a no-nonsense retired nurse" is not the
 * person's own retirement.
 */
import { COACH_IDS } from '@contracts/coaches';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';
import { after } from './engine-helpers';

const GENERAL_OPENERS = /To raise a problem|To ask for something|Could I ask you for something/;

describe('an email to someone named with a title', () => {
  const email = [
    "my supervisor is Dr Amara Lewis and i'm behind on my dissertation",
    'can you help me write an email to Dr Lewis asking for a quick meeting? i want to talk about my methods chapter',
  ];

  it.each(COACH_IDS)('%s: greets her by title, asks for the meeting about what was named, and suggests a time', (coachId) => {
    const { reply } = after(coachId, email);
    expect(reply).toMatch(/"Hi Dr Lewis, could I ask for a quick meeting about my methods chapter\? Would any time in the next week/);
    expect(reply).not.toMatch(/It would mean a lot to me/);
  });

  it.each(COACH_IDS)('%s: asked less formal and shorter, the title keeps its "Hi" and the time stays', (coachId) => {
    const { reply } = after(coachId, [...email, 'too formal, people here write more relaxed emails. and shorter']);
    expect(reply).toMatch(/"Hi Dr Lewis, could I ask for a quick meeting about my methods chapter\? Would any time/);
    expect(reply).not.toMatch(/Hey Dr/);
  });
});

describe('a note back to a neighbour who left one', () => {
  const told = [
    'our new puppy Rolo barks at night and the lady downstairs, Mrs Hughes, slipped an angry letter under our door',
    "i feel so embarrassed, we're trying crate training",
    'my partner thinks we should just ignore it',
    'honestly i keep replaying it in my head at work',
  ];

  it.each(COACH_IDS)('%s: thanks her for the letter, says sorry for the barking and promises only what can be kept', (coachId) => {
    const { reply } = after(coachId, [...told, "can you write a short note i can put under her door with some brownies? i can't promise it'll be silent"]);
    expect(reply).toMatch(/"Hi Mrs Hughes, thank you for your (?:letter|note), and I'm sorry about the (?:barking|noise)\./);
    expect(reply).toMatch(/a little something to say sorry/);
    expect(reply).not.toMatch(GENERAL_OPENERS);
    expect(reply).not.toMatch(/\bstop\b|won't happen again|silent/i);
  });

  it.each(COACH_IDS)('%s: "plainer please" at the end of a longer message gives the note plainer', (coachId) => {
    const { reply } = after(coachId, [
      ...told,
      'can you write a short note i can put under her door?',
      "that's a bit gushing, she's quite a no-nonsense retired nurse and i don't want to promise anything. plainer please",
    ]);
    expect(reply).toMatch(/"(?:Hi|Hey) Mrs Hughes, thank you for your (?:letter|note), and I'm sorry about the (?:barking|noise)\."/);
  });

  it.each(COACH_IDS)('%s: a neighbour described as a retired nurse is no retirement of the person', (coachId) => {
    const { situation } = after(coachId, [
      ...told.slice(0, 1),
      "she's quite a no-nonsense retired nurse and i don't want to make it worse",
    ]);
    expect(situation).not.toBe('retirement');
  });
});

describe('a change asked for at the end of a message', () => {
  it('"…plainer please" and "…shorter pls" are asks', () => {
    const context = { lastQuestion: null, inExercise: false } as const;
    expect(understand("that's nice but a bit gushing, she's very direct. plainer please", context).act).toBe('request');
    expect(understand('ok but i only have a minute, shorter pls', context).act).toBe('request');
  });
});

describe.each(COACH_IDS)('%s: the why told with the request', (coachId) => {
  const ASKED = [
    "My aunt Rose is 88 and has stopped using her stairlift, she says it's too noisy.",
    'I am really worried about her trying the stairs at night on her own. Could you help me write a short email to my cousin Dev explaining why I think we need to visit her together soon?',
  ];

  it('puts the worry told in the same message into the message, in the person\'s own words', () => {
    const { reply } = after(coachId, ASKED);
    expect(reply).toContain('"Hi Dev, I\'m worried about her trying the stairs at night on her own. I think we need to visit her together soon."');
  });

  it('makes it warmer and shorter by its greeting, with no line added', () => {
    const { reply } = after(coachId, [...ASKED, "Too stiff, we're cousins. Warmer and a bit shorter please."]);
    expect(reply).toContain('"Hey Dev, I\'m worried about her trying the stairs at night on her own. I think we need to visit her together soon."');
    expect(reply).not.toMatch(/I really appreciate it/);
  });
});
