/**
 * A case told in a few words is answered as that case: an ex already with someone new, years together and not being good
 * enough after a breakup; a dad who did not show up; friends busy with their kids; a weekend asked about while lonely is
 * the trouble itself, with no "go back to feeling lonely"; nerves in meetings; and work reached on the phone in bed is a
 * workload, not screen time.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after, leadingOf } from './engine-helpers';

const BREAKUP = ['my girlfriend broke up with me 3 weeks ago'];

describe('a case told in a few words', () => {
  it.each(COACH_IDS)('%s: after a breakup, years together, someone new and not good enough are each answered', (coachId) => {
    expect(after(coachId, [...BREAKUP, 'we were together 4 years']).reply).toMatch(/^After years together, a breakup is not only losing them/);
    expect(after(coachId, [...BREAKUP, "she's already with someone new"]).reply).toMatch(/^Seeing your ex with someone new so soon/);
    expect(after(coachId, [...BREAKUP, "i feel like i wasn't good enough"]).reply).toMatch(/^It is very normal to go over and over what you did wrong/);
  });

  it.each(COACH_IDS)('%s: a dad who did not come to a graduation: the let-down met, and words to say that fit any case', (coachId) => {
    const DAD = ["i'm so angry at my dad", "he promised to come to my graduation and then just didn't show up"];
    expect(after(coachId, DAD).reply).toMatch(/^Being let down by a parent on a day that mattered/);
    const { reply } = after(coachId, [...DAD, 'should i tell him how i feel or just let it go?', 'what would i even say']);
    expect(reply).not.toMatch(/comment on my choices/);
  });

  it.each(COACH_IDS)('%s: lonely with friends busy with kids, and a weekend asked about is the trouble itself', (coachId) => {
    const LONELY = ['honestly i just feel lonely all the time', "i work from home and some days i don't speak to anyone"];
    expect(after(coachId, [...LONELY, 'my friends all have kids now and are busy']).reply).toMatch(/^When friends get busy with work and children/);
    const { reply } = after(coachId, [...LONELY, 'what can i do this weekend?']);
    expect(reply).toMatch(/^A few that work even on your own/);
    expect(reply).not.toMatch(/go back to feeling lonely|come back to feeling lonely/);
    expect(reply).toMatch(/\?$/);
  });

  it.each(COACH_IDS)('%s: nerves before meetings are met as meetings, not a talk on a stage', (coachId) => {
    const { reply } = after(coachId, ['i get really anxious before meetings at work', 'my heart races and my mind goes blank']);
    expect(reply).toMatch(/^Meetings can feel like being put on the spot/);
  });

  it.each(COACH_IDS)('%s: a dog really sick is his illness, and "i don\'t think i can do it" is the decision to let him go', (coachId) => {
    const MAX = ['my dog max has been really sick', 'the vet says it might be kidney failure', "how do i know when it's time?"];
    expect(after(coachId, MAX.slice(0, 1)).situation).toBe('pet-illness');
    expect(after(coachId, [...MAX, "i don't think i can do it"]).reply).toMatch(/^It is one of the hardest decisions anyone who loves an animal faces/);
  });

  it.each(COACH_IDS)('%s: words for the landlord asked for after saying so is scary point back to the words given', (coachId) => {
    const RENT = ["i'm behind on rent and i don't know what to do", 'i lost some shifts this month', "i'm scared to tell my landlord"];
    expect(after(coachId, [...RENT, 'what do i even say to him']).reply).toMatch(
      /^The words I gave earlier are a good place to start: "I'm letting you know I'll be short on this month's rent\./,
    );
  });

  it.each(COACH_IDS)('%s: exams not yet revised for are never met as a failed exam, and evenings only get an evening plan', (coachId) => {
    const EXAMS = ["i have my final exams in 3 weeks and i haven't started revising"];
    const first = after(coachId, EXAMS).reply;
    expect(first).toMatch(/^Exam revision can feel endless/);
    expect(first).not.toMatch(/Failing an exam/);
    const { reply } = after(coachId, [...EXAMS, 'i have 5 subjects', 'i can only study in the evenings because i work']);
    expect(reply).toMatch(/^With only evenings, plan them rather than hoping they happen/);
  });

  it.each(COACH_IDS)('%s: a wedding avoided over weight gain, "everyone will notice" and what to wear are each answered', (coachId) => {
    const BODY = ["i've gained weight and i hate how i look"];
    expect(after(coachId, [...BODY, "i don't want to go to my cousin's wedding because of it"]).reply).toMatch(
      /^Missing a wedding or a party because of how you feel about your body/,
    );
    expect(after(coachId, [...BODY, 'everyone will notice']).reply).toMatch(/^It can feel as if everyone will notice/);
    expect(after(coachId, [...BODY, 'what should i wear?']).reply).toMatch(/^Wear clothes that fit the body you have now/);
  });

  it.each(COACH_IDS)('%s: putting everything off and "i just feel paralysed" gets what breaks the freeze', (coachId) => {
    const { reply } = after(coachId, ['i keep procrastinating on everything', 'like laundry, emails, my tax return', 'i just feel paralysed']);
    expect(reply).toMatch(/^Feeling paralysed usually means everything is landing on you at once/);
  });

  it('phoenix: the tiny-step plan quotes the tasks without the "like" said first, and a feeling is no five-minute version', () => {
    const TASKS = ['i keep procrastinating on everything', 'like laundry, emails, my tax return'];
    expect(after('phoenix', TASKS).reply).toMatch(/What's the smallest, five-minute version of "laundry, emails, my tax return"\?/);
    const { reply } = after('phoenix', [...TASKS, 'i just feel paralysed']);
    expect(reply).not.toMatch(/^Nice work/);
    expect(reply).toMatch(/What's the smallest, five-minute version of "laundry, emails, my tax return"\?/);
  });

  it.each(COACH_IDS)('%s: "i only have 20 mins in the morning" gets short bursts, with children only if there are any', (coachId) => {
    const { reply } = after(coachId, ['i want to get fitter but i hate the gym', 'i only have 20 mins in the morning']);
    expect(reply).toMatch(/^When you are busy, short bursts of movement add up/);
    expect(reply).not.toMatch(/Move with your children/);
  });

  it.each([
    ['i check slack on my phone in bed every night', 'workload-boss'],
    ['i check my work emails in bed', 'workload-boss'],
    ['i scroll tiktok on my phone in bed every night', 'phone-screen-time'],
    ["I'm stressed about work", 'workload-boss'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it('a report due on friday is no report of harassment, and "every night" names no case of lying awake', () => {
    expect(leadingOf('my boss wants the report by friday')).not.toBe('harassment-at-work');
    expect(after('sage', ['I lie awake every night replaying the day', 'every night the same, hours of it']).reply).not.toMatch(
      /^Overthinking at night is very common/,
    );
  });
});
