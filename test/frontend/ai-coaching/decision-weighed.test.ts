/**
 * A job or a move weighed from what was told of it (decision-weigh.ts): the facts read as told and kept with the session,
 * "should I take it?" met with a view on them, "pros and cons" with them on each side (even after "that didn't help"), a
 * softer offer told with "changes things?" weighed again, an opening for the partner who is not keen, and an email to
 * the recruiter named beside the role that thanks for the offer as told. Nothing is weighed when too little was told.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { keepWeighed, weighedIn } from '../../../frontend/src/features/ai-coaching/engine/decision-weigh';
import { talk } from './engine-helpers';

const OFFER = [
  'Got offered a job in Bristol. We live in Norwich. They want an answer by Thursday.',
  '£6k more and I would be leading a team. Husband is not keen though.',
  'Our kids are 9 and 15, the older one starts GCSEs next year.',
];

describe('facts of a job or a move, read as told', () => {
  it('reads the money, the role, the partner, the school year, where they live, where the job is and when it is due', () => {
    expect(weighedIn(OFFER[0]!)).toEqual(['home:Norwich', 'away:Bristol', 'deadline:thursday']);
    expect(weighedIn(OFFER[1]!)).toEqual(['money:£6k', 'role:team', 'partner:husband']);
    expect(weighedIn(OFFER[2]!)).toEqual(['school:GCSE kids']);
    expect(weighedIn('Its a promotion and better pay')).toEqual(['money:', 'role:']);
    expect(weighedIn('my wife isnt keen and our daughter has her A levels next year')).toEqual(['partner:wife', 'school:A-level daughter']);
    expect(weighedIn('They said I could do two days a week from home')).toEqual(['remote:2']);
  });

  it('takes nothing asked for as told, and nothing from a message about something else', () => {
    expect(weighedIn('write to the recruiter asking for 3 days remote instead')).toEqual([]);
    expect(weighedIn('I had a job at Google once')).toEqual([]);
    expect(weighedIn('my sister moved to the coast last year and I miss her')).toEqual([]);
    expect(weighedIn('im so tired today')).toEqual([]);
  });

  it('keeps one note a kind, the later one, and drops stored notes of unknown kinds or odd details', () => {
    expect(keepWeighed(['remote:2', 'money:£6k'], ['remote:3'])).toEqual(['money:£6k', 'remote:3']);
    expect(keepWeighed(['__proto__:x', 'money:<script>', 42, 'role:team', 'constructor:'], [])).toEqual(['role:team']);
  });
});

describe.each(COACH_IDS)('%s: an offer weighed from what was told', (coachId) => {
  it('gives a view on "should I take it?" with what it gives and what it costs, and what could change it', () => {
    const replies = talk(createCoachEngine(coachId, seededRandom(1)), [...OFFER, 'Should I take it?']).map((r) => r.text);
    const view = replies.at(-1)!;
    expect(view).toMatch(/^On what you've told me, I wouldn't say yes as it stands\./);
    expect(view).toContain('What it gives you (£6k more and a bigger team to lead) matters');
    expect(view).toContain("your husband isn't keen, moving the kids in a GCSE year and leaving Norwich");
    expect(view).toContain('some days a week working from Norwich');
    expect(view).toContain('until Thursday to answer');
    expect(view).not.toMatch(/Picture the week after/);
  });

  it('lists pros and cons when asked, even after "that didn\'t help", and weighs a softer offer again', () => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    talk(engine, [...OFFER, 'Should I take it?']);
    const pros = engine.reply("That didn't help. Just give me pros and cons. Short.").text;
    expect(pros).toMatch(/^Pros: £6k more and a bigger team to lead\. Cons: your husband isn't keen, moving the kids in a GCSE year and leaving Norwich\./);
    const update = engine.reply('Update: they would let me work 2 days a week from home. Changes things?').text;
    expect(update).toMatch(/^Yes, it changes things\. With 2 days a week from Norwich, the kids can stay at their school through the GCSEs/);
    expect(update).toContain('3 days a week away');
    expect(update).toContain('whether your husband would rather that than a move');
  });

  it('opens the talk with the partner by name, with what changed, and writes the email to the one named beside the role', () => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    talk(engine, [...OFFER, 'They said 2 days a week from home is fine.']);
    const opening = engine.reply("I'm talking to Dan tonight. What do I say first?").text;
    expect(opening).toContain('"Dan, I want us to decide this together, not for me to decide and tell you.');
    expect(opening).toContain("so we wouldn't have to move and the kids can stay at their school.");
    expect(opening).toContain('It would mean 3 days a week in Bristol');
    expect(opening).toContain('what he is worried about');
    const email = engine.reply('Now write me an email to the recruiter, Priya, asking for 3 days remote instead. Short.').text;
    expect(email).toContain('"Hi Priya, thank you again for the offer, and for agreeing to 2 days a week remote.');
    expect(email).toContain('That would make it work for my family.');
    expect(email).toContain("I'll give you my answer by Thursday.");
  });

  it('weighs nothing when only one side was told, and leaves where they live out of a job in the same place', () => {
    const oneSided = talk(createCoachEngine(coachId, seededRandom(1)), ["I'm in London. I got offered a promotion at work.", 'Should I take it?']);
    expect(oneSided.at(-1)!.text).not.toMatch(/On what you've told me|leaving London|^Pros:/);
  });

  it('keeps the facts across a saved session', () => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    talk(engine, OFFER);
    const restored = createCoachEngine(coachId, seededRandom(1), engine.snapshot());
    expect(restored.reply('pros and cons please').text).toMatch(/^Pros: £6k more and a bigger team to lead\./);
  });
});
