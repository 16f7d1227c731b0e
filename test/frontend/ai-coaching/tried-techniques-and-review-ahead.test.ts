/**
 * A technique tried: "done" asks what was noticed, a little ease is taken as real and no change brings something
 * different; "anything else?" in the middle of an exercise is only this step, never the step done, and after a technique
 * it brings another that fits the nerves told, not opening lines for a party. A review at work still ahead is a situation
 * of its own, a bare "how do i stop" stops what was just told, and "i really thought i had it" is heard.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { techniquesFor } from '../../../frontend/src/features/ai-coaching/engine/library';
import { after, talk } from './engine-helpers';
import { describeSituation } from './situation-cases';

const LOW = 'i feel really low today';
const ASKED_WHAT_CHANGED = /^(?:Well done for giving it a go\. What did you notice|Thank you for trying it\. How do you feel now compared with before)/;

describe('a technique tried', () => {
  it.each(COACH_IDS)('asks %s what was noticed after "done", and takes "a little" as a real change', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [LOW, 'give me a technique', 'done', 'a little']).map((r) => r.text);
    expect(replies[2]).toMatch(ASKED_WHAT_CHANGED);
    expect(replies[2]).not.toMatch(/Step 1|let's build on that/);
    expect(replies[3]).toMatch(/^(?:Even a little counts|A small shift is a real one)/);
    expect(engine.snapshot().memory.helped).toHaveLength(1);
  });

  it.each(COACH_IDS)('gives %s something different when "ok i tried it" changed nothing', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [LOW, 'give me a technique', 'ok i tried it', 'not really']).map((r) => r.text);
    expect(replies[2]).toMatch(ASKED_WHAT_CHANGED);
    const first = engine.snapshot().memory.notHelped;
    expect(first).toHaveLength(1);
    expect(replies[3]).toMatch(/\n1\. |1\. /);
    expect(replies[3]).not.toMatch(/We'll just talk|What else is going on/);
  });
});

describe('"anything else?" around an exercise', () => {
  it.each(['sage', 'phoenix'] as const)('keeps %s on the step of an exercise taken up, after "ok" and "anything else?"', (coach) => {
    const { reply } = after(coach, ['im so anxious right now', 'give me a technique', 'ok', 'anything else?'], 7);
    expect(reply).toMatch(/^(?:Just this step for now|Nothing more yet)/);
  });

  it('keeps Sage on the step of the box breathing in progress, and "done" then moves it on', () => {
    const engine = createCoachEngine('sage', seededRandom(7));
    const replies = talk(engine, ['im so anxious right now', 'can you guide me through a breathing exercise', 'anything else?', 'done']).map(
      (r) => r.text,
    );
    expect(replies[2]).toMatch(/^(?:Just this step for now|Nothing more yet).*let your shoulders drop/s);
    expect(replies[3]).toMatch(/Breathe in gently through your nose for a count of 4/);
  });

  // Sage and Phoenix offer to walk through theirs, and "ok" starts it: "anything else?" is then asked within it.
  it.each(['harmony', 'zenith'] as const)('gives %s another technique for the nerves after "ok" and "anything else?", not opening lines', (coach) => {
    const { reply } = after(coach, ['im so anxious right now', 'give me a technique', 'ok', 'anything else?'], 7);
    expect(reply).not.toMatch(/opening lines|openers/i);
    expect(reply).not.toMatch(/understandable thing to wonder|I don't have a good answer/);
    expect(reply).toMatch(/\b1\. /);
  });

  it('fits opening lines to a party told of, not to nerves alone', () => {
    const ids = (need: Parameters<typeof techniquesFor>[1]) => techniquesFor('harmony', need, [], true).map((t) => t.id);
    expect(ids({ feelings: ['anxious'] })).not.toContain('social-openers');
    expect(ids({ topics: ['social'], feelings: ['anxious'] })).toContain('social-openers');
  });
});

describe('what was just told, taken up', () => {
  it.each(COACH_IDS)('answers %s\'s bare "how do i stop" after impulse buying for the buying, not with a debt budget', (coach) => {
    const { reply } = after(coach, [
      'i keep impulse buying stuff online and im in debt',
      'what can i do about the impulse buying',
      'how do i stop',
    ]);
    expect(reply).toMatch(/^Put some friction between the urge and the buy/);
    expect(reply).not.toMatch(/every fixed cost/);
  });

  it.each(COACH_IDS)('hears %s\'s "i really thought i had it" as getting close enough to picture it', (coach) => {
    const { reply } = after(coach, ['i didnt get the job i interviewed for', 'i really thought i had it']);
    expect(reply).toMatch(/close enough to picture yourself there, and maybe thought it was yours/);
  });

  it.each(COACH_IDS)('speaks to %s of "Friday\'s appraisal" and "tomorrow\'s" review as days, not "the review tomorrow coming up"', (coach) => {
    expect(after(coach, ['my appraisal is on friday and im dreading it', 'how do i prepare']).reply).toMatch(
      /^With Friday's appraisal coming up, here's what I'd suggest\. Go in with one page of notes/,
    );
    const { reply } = after(coach, ['my performance review is tomorrow and im nervous', 'how do i prepare']);
    expect(reply).not.toMatch(/tomorrow coming up/);
  });
});

describe('a loss told to a child, and loneliness after a friend moved', () => {
  it.each(COACH_IDS)('helps %s tell a little brother, then points back to those words after "hes 7"', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, ['my grandma died on tuesday', 'i dont know how to tell my little brother', 'hes 7', 'what do i say']).map(
      (r) => r.text,
    );
    expect(replies[1]).toMatch(/^Tell them soon, somewhere quiet and familiar/);
    expect(replies[3]).toMatch(/^The words I gave earlier are a good place to start: "I have some very sad news\."/);
    // Told on which day she died: never asked how long ago.
    expect(replies.join(' ')).not.toMatch(/How long ago did she die/);
  });

  it.each(COACH_IDS)('never asks %s what would make "hang out" easier', (coach) => {
    const { reply } = after(coach, ['my best friend moved away last month and i feel so lonely', 'we used to hang out every weekend']);
    expect(reply).not.toMatch(/make hang out|of hang out/);
  });

  it.each(COACH_IDS)('meets %s\'s book club where nobody talked to them with going back, not a question', (coach) => {
    const { reply } = after(coach, ['im so lonely since i moved here', 'i tried a book club but nobody talked to me']);
    expect(reply).toMatch(/^That was a hard and brave thing to do.*First visits are often the hardest/s);
  });
});

describe('a sick dog, and whether to put him down', () => {
  const SICK = 'my dog is really sick and the vet says he might not make it';

  it.each(COACH_IDS)('takes %s\'s "his name is biscuit, hes 14" as his name and a good age, not a life looked back on', (coach) => {
    const { reply, situation } = after(coach, [SICK, 'his name is biscuit, hes 14']);
    expect(situation).toBe('pet-illness');
    expect(reply).toMatch(/^Biscuit\. Thank you for telling me his name\. 14 is a good age/);
  });

  it.each(COACH_IDS)('keeps %s with a dog still alive when putting him down is weighed, and answers the weighing', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [SICK, 'i dont know if i should put him down', 'how will i know when its time']).map((r) => r.text);
    expect(engine.snapshot().situation).toBe('pet-illness');
    expect(replies[1]).toMatch(/^It is one of the hardest decisions anyone who loves an animal faces/);
    expect(replies[2]).toMatch(/^Nobody can say for sure, and your vet is the best person to ask/);
    expect(replies.join(' ')).not.toMatch(/went over it again and again afterwards|old routines/);
  });

  it.each(COACH_IDS)('still meets %s\'s dog put down this morning as a loss', (coach) => {
    expect(after(coach, ['we had to put our dog down this morning']).situation).toBe('pet-loss');
  });
});

describe('maid of honour at a sister\'s wedding', () => {
  it.each(COACH_IDS)('reads %s\'s being maid of honour as no family row, and the speech as the speech', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [
      'my sister is getting married next month and im the maid of honour',
      'i have to give a speech and im terrified',
      'i dont even know how to start it',
    ]).map((r) => r.text);
    expect(replies[0]).not.toMatch(/Family rows can hurt/);
    expect(replies[1]).toMatch(/^Being asked to speak at a wedding is an honour and a worry at once/);
    expect(replies[2]).toMatch(/^A blank page is hard, so start with a simple shape/);
    expect(engine.snapshot().situation).toBe('presentation-speaking');
  });

  it.each(COACH_IDS)('still hears %s\'s sister who did not ask them to be a bridesmaid as a family hurt', (coach) => {
    expect(after(coach, ['my sister didnt ask me to be a bridesmaid, she asked her friends']).situation).toBe('family-conflict');
  });
});

describe('what someone else says, and what the person wants', () => {
  it.each(COACH_IDS)('says back %s\'s own view after a "but", never asking what their gut says', (coach) => {
    const { reply } = after(coach, [
      'i just moved to a new city for uni and i miss home so much',
      'my mum says i should just come home but i dont want to give up',
    ]);
    expect(reply).toMatch(/your mum sees it.*and you don't want to give up\./);
    expect(reply).not.toMatch(/own gut|What feels right to you/);
    const partner = after(coach, ['my partner wants to move in together', 'my friend says its too soon but i think its the right time']).reply;
    expect(partner).toMatch(/you think it's the right time\./);
  });
});

describe('chores and nagging', () => {
  it.each(COACH_IDS)('answers %s\'s "he never does anything unless i ask", then points back to those words', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [
      'my boyfriend and i keep arguing about chores',
      'he says i nag but he never does anything unless i ask',
      'what should i say to him tonight',
    ]).map((r) => r.text);
    expect(replies[1]).toMatch(/^When you have asked many times, more asking rarely works/);
    expect(replies[2]).toMatch(/"I don't want to keep reminding you either\./);
    expect(replies[2]).not.toMatch(/small hurts left unspoken/);
  });
});

describe('getting back into reading', () => {
  it.each(COACH_IDS)('meets %s\'s reading instead of the phone as a habit, and falling asleep over a book as no failure', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [
      'i want to get back into reading but i always end up on my phone',
      'but i always fall asleep after a few pages',
    ]).map((r) => r.text);
    expect(engine.snapshot().situation).toBe('habit-change');
    expect(replies[1]).toMatch(/^Falling asleep over a book is not a failure/);
  });
});

describe('wished luck', () => {
  it.each(COACH_IDS)('wishes %s luck once in a reply to "thanks, wish me luck" before an interview', (coach) => {
    const { reply } = after(coach, ['i have a job interview on thursday and im really nervous', 'what should i wear', 'thanks, wish me luck']);
    expect(reply.match(/good luck/gi)).toHaveLength(1);
    expect(reply).toMatch(/I hope Thursday's job interview goes well/);
  });
});

describe('wine on weeknights', () => {
  it.each(COACH_IDS)('gives %s units for the glasses told, not a bottle, and what to do instead of the drink', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [
      'i want to stop drinking during the week',
      'i usually have 2 or 3 glasses of wine every night after work',
      'what can i do instead',
    ]).map((r) => r.text);
    expect(replies[1]).toMatch(/^A standard glass of wine is about two units/);
    expect(replies[1]).not.toMatch(/bottle of wine is about ten units/);
    expect(replies[2]).toMatch(/^Cutting down is easier when something else does the job the drink was doing/);
  });
});

const REVIEW = 'my performance review is tomorrow and im nervous';

describeSituation({
  name: 'a review at work coming up',
  id: 'review-ahead',
  openings: [
    REVIEW,
    'i have my appraisal next week and i dont know what to say',
    'annual review on friday, scared theyll say im not good enough',
    'i have to fill in a self assessment for my appraisal',
  ],
  acknowledged: /^(?:The days before a review can feel like waiting|A review tends to feel bigger|It is hard to walk into a meeting)/,
  asked: [
    [
      REVIEW,
      [
        ['i never know how to talk about what i did without sounding like im bragging', /^Talking about your own work can feel like boasting/],
        ['what if they criticise me', /^If they raise something you need to improve/],
        ['what if i cry', /^If you feel tears coming/],
        ['should i ask for a raise in my review', /^A review is often a good moment to raise pay/],
        ['how do i ask for a raise in it', /^A review is often a good moment to raise pay/],
        ['i messed up a big project this year, do i mention it', /bring it up yourself before they do/],
        ['how do i fill in the self assessment form', /be honest and specific rather than modest/],
      ],
    ],
  ],
});

describe('a review ahead and a review gone', () => {
  it.each(COACH_IDS)('keeps %s\'s review gone badly, and a tax self assessment, out of a review ahead', (coach) => {
    expect(after(coach, ['my review went badly and i cant stop replaying it']).situation).toBe('bad-review');
    expect(after(coach, ['i need to do my self assessment tax return and im stressed']).situation).not.toBe('review-ahead');
  });
});
