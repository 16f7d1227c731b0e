/** The library's techniques: well-formed, named in messages, chosen for a message. */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { flowById } from '../../../frontend/src/features/ai-coaching/engine/flows';
import { TECHNIQUES, techniqueById, techniqueNamed, techniquesFor, type TechniqueId } from '../../../frontend/src/features/ai-coaching/engine/library';
import { expectClean, normalize, TECHNIQUE_IDS } from './library-helpers';
import { casesByExpected } from '../helpers/grouped-cases';

describe('TECHNIQUES', () => {
  it('holds every technique id exactly once', () => {
    const ids = TECHNIQUES.map((technique) => technique.id);
    expect([...ids].sort()).toEqual([...TECHNIQUE_IDS].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes each technique as 3 to 7 followable steps with a one-sentence why', () => {
    for (const technique of TECHNIQUES) {
      expect(technique.steps.length).toBeGreaterThanOrEqual(3);
      expect(technique.steps.length).toBeLessThanOrEqual(7);
      expect(technique.why).toMatch(/^[A-Z][^.!?]*\.$/);
      expect(technique.title.length).toBeGreaterThan(3);
      expect(technique.title).not.toMatch(/ {2}|[.!?]$/);
      expectClean(technique.why);
      for (const step of technique.steps) {
        expectClean(step);
        expect(step).toMatch(/^[A-Z]/);
        expect(step.length).toBeLessThanOrEqual(200);
      }
      expect(technique.names.length).toBeGreaterThan(0);
      expect(technique.coaches.length).toBeGreaterThan(0);
      expect(new Set(technique.coaches).size).toBe(technique.coaches.length);
      const { topics = [], feelings = [], body = [] } = technique.helpsWith;
      expect(topics.length + feelings.length + body.length).toBeGreaterThan(0);
    }
  });

  it('links a guided flow only when one of its coaches has it', () => {
    for (const technique of TECHNIQUES) {
      if (!technique.flow) continue;
      const flow = technique.flow;
      expect(technique.coaches.some((coach) => flowById(coach, flow) !== undefined)).toBe(true);
    }
  });

  it('gives every coach at least six techniques', () => {
    for (const coach of COACH_IDS) {
      expect(TECHNIQUES.filter((technique) => technique.coaches.includes(coach)).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('covers jaw and shoulders in progressive muscle relaxation', () => {
    const pmr = techniqueById('progressive-muscle-relaxation');
    expect(pmr.steps.join(' ')).toMatch(/jaw/);
    expect(pmr.steps.join(' ')).toMatch(/shoulders/);
    expect(pmr.helpsWith.body).toEqual(expect.arrayContaining(['jaw', 'shoulders']));
  });

  it('finds each technique by id', () => {
    for (const id of TECHNIQUE_IDS) expect(techniqueById(id).id).toBe(id);
  });
});

describe('techniqueNamed', () => {
  it.each(
    casesByExpected<TechniqueId>({
      'box-breathing': ['can we do box breathing', 'Can we try square breathing?'],
      'breathing-4-7-8': ['4 7 8', 'show me the 4-7-8 breathing'],
      'grounding-5-4-3-2-1': ['5 4 3 2 1', "let's do the 5-4-3-2-1 thing", 'I need some grounding'],
      'progressive-muscle-relaxation': ['pmr', 'can you walk me through muscle relaxation', 'progressive relaxation please'],
      'thought-record': ['thought record', 'can we fill in a thought diary'],
      'body-scan': ['body scan'],
      'worry-time': ['I want to try worry time'],
      'wind-down-routine': ['help me with a bedtime routine'],
      'stimulus-control': ['what is stimulus control'],
      decatastrophising: ['can we decatastrophise this', 'worst case best case most likely'],
      'behavioural-activation': ['behavioural activation'],
      'self-compassion-break': ['a self-compassion break'],
      'naming-emotions': ['help me name my feelings'],
      'nonviolent-communication': ['nonviolent communication', 'how do I use I statements'],
      'boundary-script': ['give me a boundary script'],
      'social-openers': ['any good conversation starters', 'icebreakers for a party', 'opening lines for the wedding'],
      'smart-goal': ['smart goal'],
      'implementation-intention': ['I read about implementation intentions', 'make an if-then plan'],
      'habit-stacking': ['habit stacking'],
      'values-compass': ['a values exercise', 'can you help me make a list of what actually matters to me'],
    }),
  )('%s -> %s', (message, id) => {
    expect(techniqueNamed(normalize(message))?.id).toBe(id);
  });

  it.each([
    'I feel anxious', 'I had a bad day', 'my jaw hurts', 'I cannot sleep', 'my boss is weird', 'work was busy',
    // An opening line for one talk is words to say, not openers for a party.
    'can you give me like an opening line for talking to him',
  ])('names nothing in %s', (message) => {
    expect(techniqueNamed(normalize(message))).toBeNull();
  });
});

describe('techniquesFor', () => {
  const ids = (list: readonly { id: TechniqueId }[]) => list.map((technique) => technique.id);

  it('puts a body match first', () => {
    expect(techniquesFor('sage', { body: ['jaw'], feelings: ['anxious'] }, [])[0]?.id).toBe('progressive-muscle-relaxation');
    expect(techniquesFor('sage', { body: ['breath'], topics: ['sleep'] }, [])[0]?.id).toBe('breathing-4-7-8');
  });

  it('ranks topic matches above feeling matches', () => {
    const list = ids(techniquesFor('phoenix', { topics: ['sleep'], feelings: ['guilty'] }, []));
    expect(list.indexOf('worry-time')).toBeLessThan(list.indexOf('thought-record'));
    expect(list.indexOf('stimulus-control')).toBeLessThan(list.indexOf('thought-record'));
  });

  it("follows the coach's own order between equal matches", () => {
    expect(ids(techniquesFor('phoenix', {}, [])).slice(0, 4)).toEqual(['thought-record', 'decatastrophising', 'worry-time', 'behavioural-activation']);
    expect(techniquesFor('zenith', {}, [])[0]?.id).toBe('smart-goal');
    expect(techniquesFor('harmony', {}, [])[0]?.id).toBe('naming-emotions');
    expect(techniquesFor('sage', {}, [])[0]?.id).toBe('grounding-5-4-3-2-1');
  });

  it("offers another coach's technique when it fits better than the coach's own", () => {
    const harmony = ids(techniquesFor('harmony', { body: ['jaw'] }, []));
    expect(harmony[0]).toBe('progressive-muscle-relaxation');
    const money = ids(techniquesFor('harmony', { topics: ['money'] }, []));
    expect(money.slice(0, 3).sort()).toEqual(['decatastrophising', 'smart-goal', 'worry-time']);
    // The coach's own techniques that fit come first, then better-fitting shared ones, then the rest of its own.
    const mixed = ids(techniquesFor('harmony', { topics: ['money'], feelings: ['hurt'] }, []));
    expect(mixed.slice(0, 2).sort()).toEqual(['nonviolent-communication', 'self-compassion-break']);
    expect(mixed.slice(2, 5).sort()).toEqual(['decatastrophising', 'smart-goal', 'worry-time']);
    expect(mixed.slice(5).every((id) => techniqueById(id).coaches.includes('harmony'))).toBe(true);
  });

  it("keeps other coaches' techniques out when the coach's own fit as well", () => {
    const list = techniquesFor('sage', { feelings: ['anxious'] }, []);
    expect(list.every((technique) => technique.coaches.includes('sage'))).toBe(true);
  });

  it('leaves out excluded techniques and lists each once', () => {
    for (const coach of COACH_IDS) {
      const list = ids(techniquesFor(coach, { topics: ['work'], feelings: ['stressed'], body: ['shoulders'] }, ['progressive-muscle-relaxation']));
      expect(list).not.toContain('progressive-muscle-relaxation');
      expect(new Set(list).size).toBe(list.length);
      expect(list.length).toBeGreaterThanOrEqual(5);
    }
  });
});


describe('calm asked for in the moment', () => {
  it.each([
    ['Ofsted inspect us tomorrow and I am the head, I am so nervous', 'Can you give me something I can do in the two minutes before I walk in?'],
    ["I'm doing stand-up for the first time on Friday at the Crown", 'Give me something to do in the last ten minutes before I go on.'],
  ])('after %p, %p gets something for that moment, with the body in it', (told, asked) => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply(told);
    const reply = engine.reply(asked).text;
    expect(reply).toMatch(/^Here's (?:box breathing|4-7-8 breathing|5-4-3-2-1 grounding|progressive muscle relaxation)/);
    expect(reply).not.toMatch(/method that works for most problems|thoughtful question/);
  });

  it('"How can I keep calm lying there?" gets a technique, not a way to solve a problem', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply("I'm 80 and I have cataract surgery next Thursday in Bruges");
    const reply = engine.reply('How can I keep calm lying there? 15 minutes, they said.').text;
    expect(reply).toMatch(/1\. /);
    expect(reply).not.toMatch(/method that works for most problems/);
  });
});
