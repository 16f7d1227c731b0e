/**
 * Words asked for however they are asked ("how do I write this to Karin", "can you write it for me?"), words for someone else
 * about what a third person keeps doing, a doubt about a step answered plainly (snitching, too much, weird, reading too much
 * into it), a feared reaction asked as "if he gets defensive, what then?", a way through read with the messages before it,
 * and rent spoken of by a tenant read as the landlord's, not as money worries.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';
import { askTypeOf } from '../../../frontend/src/features/ai-coaching/engine/situations';

const replyAfter = (coachId: (typeof COACH_IDS)[number], told: readonly string[], message: string): string => {
  const engine = createCoachEngine(coachId, seededRandom(7));
  for (const said of told) engine.reply(said);
  return engine.reply(message).text;
};
const askType = (message: string) => askTypeOf(understand(message, { lastQuestion: null, inExercise: false }).normalized);

describe('words asked for', () => {
  it.each([
    'how do I write this to Karin on WhatsApp, short and friendly please',
    'How I should write email to him, so it is polite but also serious',
    'how I start this conversation? we see each other mostly in the kitchen at night',
    'can you write it for me? not too formal',
    'Could you give me two or three sentences I can fall back on if I freeze?',
  ])('%p asks for words', (message) => {
    expect(askType(message)).toBe('script');
  });

  it.each(['how do i write my thesis when i cant focus', 'how do i write a cv that stands out'])('%p does not', (message) => {
    expect(askType(message)).not.toBe('script');
  });

  it.each(COACH_IDS)('%s: words for a friend about what her husband keeps doing say what he does, by name', (coachId) => {
    const told = ["My friend's husband Tom keeps making jokes about my weight at dinners.", 'His wife Karin is nice, maybe I can tell her before?'];
    const reply = replyAfter(coachId, told, 'how do I write this to Karin on WhatsApp, short and friendly please');
    expect(reply).toContain('to Karin');
    expect(reply).toContain('When Tom keeps making jokes about my weight at dinners, I find it really hard.');
    // Telling her is how the words are said, not something they ask of her.
    expect(reply).not.toMatch(/Could I tell her/);
  });

  it.each(COACH_IDS)('%s: words for him say it to him', (coachId) => {
    const reply = replyAfter(coachId, ["My friend's husband Tom keeps making jokes about my weight at dinners."], 'what do i say to Tom?');
    expect(reply).toContain('When you keep making jokes about my weight at dinners, I find it really hard.');
    expect(reply).not.toContain('When Tom keeps');
  });

  it.each(COACH_IDS)('%s: a landlord\'s email after a fear about the rent is about the repair, not a payment plan', (coachId) => {
    const told = [
      'I rent a flat in Dublin. In the bedroom there is black mould on the wall behind the wardrobe.',
      'My landlord Mr Byrne always says he will look at it and nothing happens.',
      'I am afraid if I complain too much he will raise the rent or not renew the contract in February.',
    ];
    const reply = replyAfter(coachId, told, 'How I should write email to him, so it is polite but also serious, with photos');
    expect(reply).toMatch(/mould/);
    expect(reply).not.toMatch(/payment plan|bill in full/);
  });

  it.each(COACH_IDS)('%s: "not too german-direct, not too brazilian-soft" asks for no firmer words', (coachId) => {
    const told = [
      'my flatmate Lena has her boyfriend here every day and he never pays for electricity',
      'how I start this conversation? we see each other mostly in the kitchen at night',
      'maybe I write a message instead? is more easy for me in writing',
    ];
    expect(replyAfter(coachId, told, 'can you write it for me? mix, not too german-direct, not too brazilian-soft haha')).not.toMatch(/^More direct/);
  });
});

describe('a doubt about a step, answered plainly', () => {
  it.each(COACH_IDS)('%s: telling a teacher is not snitching', (coachId) => {
    const reply = replyAfter(coachId, ['my son saw two boys break the school window'], 'would it be snitching to tell mrs okafor');
    expect(reply).toMatch(/^No, I don't think it's snitching\. /);
    expect(reply).toMatch(/looking out for people/);
  });

  it.each(COACH_IDS)('%s: asking a neighbour is a fair thing to ask', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my father lives alone in Valencia and forgets to eat'],
      'ok maybe the neighbour Carmen can help, she go every day to buy bread with him. is ok to ask a neighbour this or is too much?',
    );
    expect(reply).toMatch(/^Yes, you can\. It's a fair thing to ask/);
  });

  it.each(COACH_IDS)('%s: a step said back as a doing, then doubted', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my best friend Aisha has gone quiet since her mum got ill'],
      'oh like just turning up with food? wouldnt that be weird, she lives in croydon',
    );
    expect(reply).toMatch(/^No, I don't think it's weird\./);
  });

  it.each(COACH_IDS)('%s: reading too much into it gets no plain no', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['Our choir director moved me from the altos to the sopranos on Tuesday.'],
      "He said it was to 'balance the sound'. I cannot help feeling it is because I struggled with the Rutter piece. Am I reading too much into it?",
    );
    expect(reply).toMatch(/neither of us can know what was meant/);
    expect(reply).not.toMatch(/^No, /);
  });
});

describe('a way through, read with what came before', () => {
  const graham =
    "We host Christmas every year and my wife's brother Graham always starts on politics by the time the turkey's out. " +
    'Last year my granddaughter Isla left the table in tears. Where do I even start?';

  it.each(COACH_IDS)('%s: "if he gets defensive, what then?" is a feared reaction', (coachId) => {
    const reply = replyAfter(coachId, [graham], "Better. I'll ring him Sunday after the football. If he gets defensive, what then?");
    expect(reply).toMatch(/A first reaction is often not the last one/);
  });

  it.each(COACH_IDS)('%s: "how do I stop him…" after the politics at the table is about the table', (coachId) => {
    const reply = replyAfter(coachId, [graham], 'How do I stop him without making a scene in front of everyone?');
    expect(reply).toMatch(/Have a few short lines ready/);
    expect(reply).not.toMatch(/a method that works for most problems/);
  });
});
