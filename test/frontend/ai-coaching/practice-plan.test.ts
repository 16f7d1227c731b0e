/**
 * A plan asked for to practise something over a number of evenings, days or weeks: one step for each,
 * from a first read-through to a full run, after the hour the person is free and without the days taken.
 */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { practicePlanLines, visitPlanLines, weekBeforeLines } from '../../../frontend/src/features/ai-coaching/engine/practice-plan';

describe('a practice plan over a number of sessions', () => {
  it('lays one step on each evening, after work, with the day taken left out', () => {
    const lines = practicePlanLines("Can you help me plan how to practise it over 5 evenings? I'm at the bank till 6 most days and Wednesday is five-a-side");
    expect(lines?.[0]).toBe('Here is a plan over your 5 evenings, each one after 6:30pm, with Wednesday left out; twenty minutes is enough for each.');
    expect(lines?.slice(1, 6).map((line) => line.split(':')[0])).toEqual(['Evening 1', 'Evening 2', 'Evening 3', 'Evening 4', 'Evening 5']);
    expect(lines?.[5]).toMatch(/^Evening 5: a full run-through for someone you trust/);
  });

  it.each([
    ['help me plan how to prepare over three weeks', 3, 'Week'],
    ['can you plan how i rehearse my lines across 7 days', 7, 'Day'],
    ['can you make a plan to learn the waltz in 2 evenings', 2, 'Evening'],
  ])('%p has %p steps, one for each %s', (message, count, unit) => {
    const lines = practicePlanLines(message) ?? [];
    const steps = lines.filter((line) => line.startsWith(`${unit} `));
    expect(steps).toHaveLength(count);
    expect(steps.at(-1)).toMatch(/a full run-through/);
    expect(new Set(steps.map((line) => line.replace(/^\w+ \d+: /, ''))).size).toBeGreaterThan(count === 7 ? 4 : count - 1);
  });

  const NO_PRACTICE = ['help me plan my week, i work 9 to 5', 'can you help me practise saying no', 'plan 5 evenings out with friends'];
  it.each(NO_PRACTICE)('plans no practice for %p', (message) => {
    expect(practicePlanLines(message)).toBeNull();
  });

  it('answers the ask in a conversation, once', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply("I'm speaking for the family at my niece's naming ceremony next Sunday and my Twi is not great.");
    const reply = engine.reply("Can you help me plan how to practise it over 5 evenings? I'm at the bank till 6 most days and Wednesday is five-a-side").text;
    expect(reply).toMatch(/^Here is a plan over your 5 evenings, each one after 6:30pm, with Wednesday left out/);
  });
});

describe('a plan for the week before', () => {
  it('runs it on the day and in the place named, and with the one who offered to listen', () => {
    const lines = weekBeforeLines(
      'Could you set out a plan for the week before, please? I could practise in the school hall on the Thursday evening, and my sister Maeve has offered to listen.',
      'The talk is to be about ten minutes.',
    );
    expect(lines).not.toBeNull();
    const text = (lines ?? []).join(' ');
    expect(text).toContain('Thursday evening, in the school hall: a full run out loud');
    expect(text).toContain('say it to Maeve');
    expect(text).toContain('trim anything that runs past ten minutes');
  });

  it('is not a plan for the week before when none is asked', () => {
    expect(weekBeforeLines('Could you give me a plan for Thursday itself? I arrive at two and leave at five.', '')).toBeNull();
  });

  it('is given by the coach when asked, in place of a general plan', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('I have been asked to give a short reading at my grandmother\'s memorial on Saturday and I am dreading it.');
    const reply = engine.reply('Would you set out a plan for the week before? I could practise in the chapel on the Tuesday evening.').text;
    expect(reply).toContain('Tuesday evening, in the chapel');
    expect(reply).not.toMatch(/Write down the one thing that matters most this week/);
  });
});

describe('a plan for one visit', () => {
  it('sets the hours told, the one thing it is for, and a way to stop on a good note', () => {
    const lines = visitPlanLines(
      'Could you give me a plan for Saturday? I get there at about eleven and leave at three. I want one small thing done, even if it is only clearing the hallway.',
      'her',
    );
    const text = (lines ?? []).join(' ');
    expect(text).toContain('Here is a shape for Saturday, from 11am to 3pm:');
    expect(text).toContain('the one thing, clearing the hallway. Do it together, at her pace');
    expect(text).toContain('2:30pm: stop, thank her');
  });

  it('is none without the hours of a visit', () => {
    expect(visitPlanLines('Could you give me a plan for Saturday? I want to clear the hallway.', 'her')).toBeNull();
  });
});
