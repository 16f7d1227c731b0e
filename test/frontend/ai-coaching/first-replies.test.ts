/** The first replies to a telling: what was told, said back or met as the trouble it is, never a side detail or a stock line. */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { choiceIn } from '../../../frontend/src/features/ai-coaching/engine/choice-reply';
import { SHARED_LINES } from '../../../frontend/src/features/ai-coaching/engine/coach-lines';
import { VOICES } from '../../../frontend/src/features/ai-coaching/engine/voices';
import { expectWellFormed, talk } from './engine-helpers';

const STOCK = /I'm here, and I'm listening|Thank you for sharing that|Let's give that some space|tell me more first/;

describe('a short telling with no feeling named', () => {
  it.each(COACH_IDS)('%s: is said back whole, in the person\'s words, with a question on how it sits', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(2));
    const [quote] = talk(engine, ['Garage quoted £640 for new brakes on my Fiesta']);
    expect(quote!.text).toMatch(/^Garage quoted £640 for new brakes on your Fiesta\. /);
    expect(SHARED_LINES.toldBackAsk.some((line) => quote!.text.endsWith(line))).toBe(true);
    expect(quote!.text).not.toMatch(STOCK);
    expectWellFormed(quote!.text);

    const shift = createCoachEngine(coachId, seededRandom(3)).reply('porter at st james. 6th late shift this week').text;
    expect(shift).toMatch(/^Porter at st james, 6th late shift this week\. /);
    expect(shift).not.toMatch(STOCK);
  });

  it.each(COACH_IDS)('%s: something gone wrong is still asked the two ways, and a question is never said back', (coachId) => {
    const stolen = createCoachEngine(coachId, seededRandom(1)).reply('Phone got nicked on the bus home. Monday night.').text;
    expect(SHARED_LINES.twoWays.some((line) => stolen.includes(line))).toBe(true);
    const asked = createCoachEngine(coachId, seededRandom(1)).reply('Garage quoted £640 for new brakes, is that normal').text;
    expect(asked).not.toMatch(/^Garage quoted/);
  });
});

describe('the first reply to a trouble', () => {
  it.each(COACH_IDS)('%s: meets the trouble, and the shape of the week is said back only once it is open', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(4));
    const [first, second] = talk(engine, [
      'my housemate priya has her boyfriend over every night and i start work at 7',
      'I have work at 7 and the gym on Thursday evenings',
    ]);
    expect(first!.text).not.toMatch(/So your week has/);
    expect(first!.text).toMatch(/home|space|flat|house/i);
    expect(second!.text).toContain('So your week has work at 7 and the gym on Thursday evenings');
  });

  it.each(COACH_IDS)('%s: a story that ends on what the person cannot do is read as that trouble', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(5));
    const [first, words] = talk(engine, [
      'my brother keeps asking to borrow money, 50 here 100 there, and he never pays it back or even mentions it again. ' +
        'i really dont know how to say no to him',
      'what could i say to him',
    ]);
    expect(first!.text).toMatch(/Saying no|say no|favours|direct no/);
    expect(words!.text).toMatch(/"[^"]*\bno\b[^"]*"|"[^"]*can't[^"]*"/);
  });

  it.each(COACH_IDS)('%s: a symptom told as the worry is heard, and "is it normal" gets the worry\'s own answer', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(6));
    const [first, normal] = talk(engine, [
      'been googling my symptoms all night, headaches every day since sunday and now im sure its something bad',
      'is it normal to be this scared over headaches?',
    ]);
    expect(first!.text).not.toMatch(/progressive muscle relaxation|box breathing|1\. /i);
    expect(first!.text).toMatch(/health|results|appointment|doctor/i);
    expect(normal!.text).toMatch(/health anxiety|in the body/);
    expect(normal!.text).not.toMatch(/What's the feeling you're wondering about/);
  });

  it.each(COACH_IDS)('%s: a grandparent who died is named in the sympathy', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    const first = engine.reply('My granny died on Friday in Kerala and I am stuck here in Leeds with exams').text;
    expect(first).not.toMatch(/\bthem\b/);
    expect(engine.remembered().join(' ')).toMatch(/granny/i);
  });
});

describe('what a telling is read as', () => {
  it.each([
    ['my mate sol keeps cancelling on me, third weekend running', 'friend-hurt'],
    ['My brother take my stuff without asking, now my good jacket is ruined', 'family-conflict'],
    ['hi, I have problem at work with colleague. She present my work in meetings like it is hers', 'coworker-conflict'],
  ])('%s → %s', (message, situation) => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply(message);
    expect(engine.snapshot().situation).toBe(situation);
  });

  it.each(COACH_IDS)('%s: a grim evening or a mild pain is never met as good news', (coachId) => {
    const evening = createCoachEngine(coachId, seededRandom(2));
    const [, grim] = talk(evening, [
      'my friend keeps letting me down',
      'we had tickets for a gig and she texted an hour before to say shes tired. i went on my own and it was kind of grim',
    ]);
    expect(grim!.text).not.toMatch(/good news|glad|great to hear/i);
    const tooth = createCoachEngine(coachId, seededRandom(2));
    const [, pain] = talk(tooth, ['I am scared of the dentist since I was child', 'Not so bad pain, only when I eat something sweet']);
    expect(pain!.text).not.toMatch(/good news|glad|great to hear/i);
  });

  it.each(COACH_IDS)('%s: a slip of second-language English is never said back whole', (coachId) => {
    const first = createCoachEngine(coachId, seededRandom(3)).reply('Hello. My cousin take my money always without ask me. Now 200 euro').text;
    expect(first).not.toMatch(/take your money|without ask/);
  });
});

describe('what is said back of a longer telling', () => {
  it.each(COACH_IDS)('%s: the point after a "but", not a side detail, a band\'s name or the first item of a list', (coachId) => {
    const roads = createCoachEngine(coachId, seededRandom(4));
    const [, shake] = talk(roads, [
      'hi',
      'had my licence 3 yrs, fine in town. but joining the dual carriageway makes my legs shake. i go the long way everywhere',
    ]);
    expect(shake!.text).not.toMatch(/had your licence/);
    const band = createCoachEngine(coachId, seededRandom(4));
    const [, named] = talk(band, ['hi', "bass. we're called the Night Owls haha. its at a bar in hull, maybe 30 people"]);
    expect(named!.text).not.toMatch(/called the Night Owls/i);
    const roles = createCoachEngine(coachId, seededRandom(4));
    const [, list] = talk(roles, ['hi', "i've ended up organising the bake sale, the quiz night and the raffle. nobody else offers"]);
    expect(list!.text).not.toMatch(/organising the bake sale\b(?!, the quiz)/);
  });
});

describe('more of what a telling is read as', () => {
  it.each(COACH_IDS)('%s: someone else at the gym is no exercise of the person\'s, and the quiet times are answered', (coachId) => {
    const sister = createCoachEngine(coachId, seededRandom(1));
    talk(sister, ['my brother take my stuff without asking', 'yesterday he went to the gym with my good headphones and broke them']);
    expect(sister.snapshot().situation).not.toBe('exercise-motivation');
    const gym = createCoachEngine(coachId, seededRandom(1));
    const [first, quiet] = talk(gym, ['i want to start go to gym but i feel everybody will look at me', 'what time is best to go for less people?']);
    expect(gym.snapshot().situation).toBe('exercise-motivation');
    expect(first!.text).not.toMatch(/box breathing/);
    expect(quiet!.text).toMatch(/^Most gyms are quietest mid-morning/);
  });

  it.each(COACH_IDS)('%s: "how do i say no to things" is saying no, and "when she asks why im there" no reason for a no', (coachId) => {
    const no = createCoachEngine(coachId, seededRandom(2));
    no.reply('how do i say no to things');
    expect(no.snapshot().situation).toBe('saying-no');
    const why = createCoachEngine(coachId, seededRandom(2));
    const [, reason] = talk(why, ['my first counselling session is on friday', 'what do i even say when she asks why im there?']);
    expect(reason!.text).not.toMatch(/you don't owe a long reason/);
  });
});

describe('second-language questions and a not-helped said first', () => {
  it.each(COACH_IDS)('%s: the dentist put off is fear of the dentist, "to long" is shorter, "What I do if" is advice asked', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(3));
    const [first, , shorter, soon] = talk(engine, [
      'I must go to dentist since one year but I am avoiding it. Now one tooth hurts',
      'Is it ok to tell the dentist I am scared or they will think I am a baby?',
      'hmm, this is to long, I need just what to say on the telephone',
      'What I do if they give appointment very soon, like same day?',
    ]);
    expect(engine.snapshot().named).toContain('medical-dental-fear');
    expect(first!.text).not.toMatch(/Putting things off/);
    expect(shorter!.text).toMatch(/"I am very nervous about treatment\."/);
    expect(soon!.text).not.toMatch(/I can't look that up|What I do if/);
  });

  it.each(COACH_IDS)('%s: a clause with a comment hung on it is never said back', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(4));
    const [, second] = talk(engine, [
      'hi',
      'my laptop is the one my brother and I share which is a whole other thing. the exam is online on monday',
    ]);
    expect(second!.text).not.toMatch(/which is a whole other thing/);
  });

  it.each(COACH_IDS)('%s: "that didnt help… what are the actual words to start" gets first words for a mind gone blank', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(5));
    const [, , words] = talk(engine, [
      'my first session with a counsellor is on friday and i am so nervous',
      'what do i even say when she asks why im there? i will blank',
      'hmm that didnt help, i know i should be honest, i mean what are the actual words to start',
    ]);
    expect(words!.text).toContain('"I\'m not sure where to start, so bear with me. The main thing is…"');
  });
});

describe('two steps weighed in good English', () => {
  it.each([
    ['should i say something or just quietly stop inviting her?', 'saying something', 'stopping inviting her quietly'],
    ['should i tell him now or slowly build up to it?', 'telling him now', 'building up to it slowly'],
    ['should I practise more with the orange or directly with Lola?', 'practising more with the orange', 'practising directly with Lola'],
  ])('%s', (message, first, second) => {
    expect(choiceIn(message)).toEqual({ first, second, times: false });
  });
});

describe('the question after a second telling in a situation', () => {
  const lenses = new Set(COACH_IDS.flatMap((coachId) => Object.values(VOICES[coachId].lens).flat()));

  it.each(COACH_IDS)('%s: is the situation\'s own, never a stock one', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(6));
    const [, second] = talk(engine, [
      'my friend jess has cancelled on me 3 times in a row and i dont know if i should bother anymore',
      'we have been friends since school. last time we had tickets for a show and she texted an hour before. i went alone and it was kind of grim',
    ]);
    const question = second!.text.split(/(?<=[.!?])\s+/).at(-1) ?? '';
    expect(question).toMatch(/\?$/);
    expect(lenses.has(question)).toBe(false);
  });
});

describe('"is normal to…" with its "it" left out', () => {
  it.each(COACH_IDS)('%s: is read as "is it normal to…" and answered so', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    const [, normal] = talk(engine, [
      'My brother take my stuff without asking, now my good jacket is ruined',
      'Is normal to be this angry for a jacket? My mother say I exaggerate',
    ]);
    expect(normal!.text).toMatch(/\bYes\b/);
    expect(normal!.text).not.toMatch(/^Here's something you can try/);
  });
});

describe('sympathy with no one named', () => {
  it.each(COACH_IDS)('%s: never "sorry about them", and a brand is never taken for a person', (coachId) => {
    const loss = createCoachEngine(coachId, seededRandom(8)).reply('mi abuela passed away on sunday and i am so far from home').text;
    expect(loss).not.toMatch(/\b(?:about|losing) them\b/i);
    const engine = createCoachEngine(coachId, seededRandom(8));
    talk(engine, ['my son plays Xbox till 2am every night and i dont know what to say to him']);
    expect(engine.remembered().join(' ')).not.toMatch(/Xbox/);
  });
});
