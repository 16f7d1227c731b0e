/**
 * Words asked for are written for the case told: a landlord's email for the mould that was told, the retired person's
 * words to his wife about her kitchen, the words just given set out again when a draft is asked for; "it's not just
 * the mould" keeps the mould, a formal ask ("I would be grateful if you could draft…", "How might I raise this…") is an
 * ask, and a quoted remark's "You've" is no one's name.
 */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { caseThatFits } from '../../../frontend/src/features/ai-coaching/engine/answer-cases';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';
import { after } from './engine-helpers';

const afterSeeded = (coachId: CoachId, messages: readonly string[]) => after(coachId, messages, 5);

describe('the case told, in the words given', () => {
  it('a case is known by the words no other case has, not only by its opening', () => {
    const answer =
      'Keep it short. For a repair: "Hello, I am writing about the damp and mould in the bedroom." ' +
      'For a deposit: "I do not agree with the deductions from my deposit."';
    expect(caseThatFits(answer, 'black mould all over the wall and the landlord ignores me')).toBe(
      'Keep it short. For a repair: "Hello, I am writing about the damp and mould in the bedroom."',
    );
    expect(caseThatFits(answer, 'they kept half my deposit for cleaning')).not.toMatch(/mould/);
  });

  const mould = [
    "my rented flat has black mould behind the bed and i've told the landlord three times since september, he just ignores it",
    "it's not just the mould, my little girl has started wheezing at night and i feel useless",
  ];

  it.each(COACH_IDS)('%s: "it\'s not just the mould" keeps the landlord talk, and the email is for the repair', (coachId) => {
    const second = afterSeeded(coachId, mould);
    expect(second.situation).toBe('tenant-landlord');
    const { reply } = afterSeeded(coachId, [...mould, 'can you write the email to him for me? firm but polite']);
    expect(reply).toMatch(/damp and mould in the bedroom/);
    expect(reply).not.toMatch(/deductions from my deposit/);
    expect(reply).not.toMatch(/Have you told your landlord/);
  });
});

describe('asks put formally are asks', () => {
  it('"I would be grateful if you could…" is a request, "would you mind writing…" too', () => {
    const context = { lastQuestion: null, inExercise: false } as const;
    expect(understand('I would be grateful if you could draft a few sentences for me.', context).act).toBe('request');
    expect(understand('Would you mind writing it out for me', context).act).toBe('request');
  });

  const retired = [
    'I retired in the spring after thirty years as an engineer and I find the days rather long.',
    'My wife Joan has her book club on Tuesdays and the garden centre on Fridays, and I walk the dog.',
  ];
  const remark =
    "Joan said something last night. She said, 'You've moved every pan in my kitchen since you retired.' She laughed, " +
    'but I do not think it was entirely a joke. How might I raise this with her without it becoming a row?';

  it.each(COACH_IDS)('%s: a remark quoted and a question of how to raise it gets words for that, not a view asked about', (coachId) => {
    const { reply } = afterSeeded(coachId, [...retired, remark]);
    expect(reply).toMatch(/I heard what you said about the kitchen/);
    expect(reply).not.toMatch(/sees it|You've\b(?! moved)/);
  });

  it.each(COACH_IDS)('%s: a draft asked for just after the words were given sets them out to say', (coachId) => {
    const { reply } = afterSeeded(coachId, [...retired, remark, 'I would be grateful if you could draft a few sentences I might say to her.']);
    expect(reply).toMatch(/^Here it is, ready to copy: "I heard what you said about the kitchen/);
    expect(reply).toMatch(/Say it in your own voice/);
    expect(reply).not.toMatch(/Put your name at the end/);
  });
});

describe("the body's answer to what is told is no new trouble", () => {
  const debt = [
    "i've got a pile of bank letters i haven't opened, credit card mostly, i know roughly whats in them",
    'maybe 5k. my hours got cut in the spring and it snowballed',
  ];

  it.each(COACH_IDS)('%s: "my chest goes tight just looking at the drawer" keeps the money talk and gets how to open them', (coachId) => {
    const { situation, reply } = afterSeeded(coachId, [...debt, 'my chest goes tight just looking at the drawer. how do i actually open them']);
    expect(situation).toBe('money-stress');
    expect(reply).toMatch(/^Avoiding letters is common/);
    const ring = afterSeeded(coachId, [...debt, 'my chest goes tight just thinking about it', 'what do i say if i ring them?']);
    expect(ring.situation).toBe('money-stress');
    expect(ring.reply).toMatch(/payment plan I can afford/);
  });

  it.each(COACH_IDS)("%s: a child's school trip money in a story about debt is no parenting trouble", (coachId) => {
    const { situation } = afterSeeded(coachId, [...debt, "our son leo's school trip money is due friday, £200, and i don't have it"]);
    expect(situation).toBe('money-stress');
  });
});

describe('a partner\'s child, and words for the one asked about', () => {
  const home = [
    'I moved in with my boyfriend Tom in March, he has daughter Mia, she is 9, she stays every other weekend. She ignores me completely.',
    "Tom doesn't see it. He says 'she just needs time'. What do I say to Tom so he understands, without sounding like I'm complaining about his daughter?",
  ];

  it.each(COACH_IDS)('%s: "he has daughter Mia" is a step-family, and words asked for Tom are the ones for a partner', (coachId) => {
    const first = afterSeeded(coachId, home.slice(0, 1));
    expect(first.situation).toBe('step-family');
    const { reply } = afterSeeded(coachId, home);
    expect(reply).toMatch(/With your partner/);
    expect(reply).not.toMatch(/replace your mum/);
  });

  it.each(COACH_IDS)('%s: "shorter please" after the words were set out cuts them, and "not big plan" asks for no plan', (coachId) => {
    const shorter = afterSeeded(coachId, [...home, 'Can you write it for me how I can say it?', 'Too long. He is not a big talker. Shorter please']);
    expect(shorter.reply).toMatch(/"I want to support you with the kids, but I feel unsure about my place\."/);
    const small = afterSeeded(coachId, [...home, 'Mia comes again on Friday. Give me some small things I can do this weekend, not big plan']);
    expect(small.reply).not.toMatch(/Write down the one thing that matters most this week/);
  });
});
