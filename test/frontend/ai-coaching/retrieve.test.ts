/**
 * A situation's particular question found by the words of the question when its key phrases are
 * not there word for word, and the particular questions that are not about practice or looking
 * something up: answered as asked, in conversation.
 */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { contentWords, retrieveFaq, situationById } from '../../../frontend/src/features/ai-coaching/engine/situations';

const never = () => false;
const faqAnswer = (situationId: string, index: number) => situationById(situationId)!.faqs![index]!.answer;

describe('a particular question found by its words', () => {
  it.each([
    ['should i read off paper or use cards? i dont want to look like im reading', ['presentation-speaking'], 'notes is completely fine'],
    ['ok. also random but whats the best pillow for neck pain lol', ['tension-aches'], 'pillow'],
    ['Am I wrong to want to keep it? Can I record the voicemail somehow before he cancels it?', ['grief-person'], 'voicemail'],
    ['ok the grayscale thing is interesting. how do i turn that on on iphone', ['phone-screen-time'], 'settings'],
  ])('%p', (message, situations, expected) => {
    expect(retrieveFaq(message, situations, never)?.answer).toContain(expected);
  });

  it.each([
    // No ask in it, a question of no key word, or one already answered.
    ['Tried it just now. Did feel my shoulders drop a bit', ['tension-aches']],
    ['fine ill try it. dont tell my mum lol jk', ['phone-screen-time', 'caring-for-parent']],
    ["what would I even say, I don't want to go into toilet details with someone I barely know", ['health-worry', 'new-job']],
    ['how do i get her off my back without it turning into a row', ['exam-revision']],
  ])('finds nothing for %p', (message, situations) => {
    expect(retrieveFaq(message, situations, never)).toBeNull();
  });

  it('does not give an answer already given', () => {
    const found = retrieveFaq('whats the best pillow for neck pain', ['tension-aches'], never)!;
    expect(retrieveFaq('whats the best pillow for neck pain', ['tension-aches'], (id, i) => id === found.situationId && i === found.index)?.answer).not.toBe(
      found.answer,
    );
  });

  it.each(['sage', 'phoenix', 'harmony', 'zenith'] as const)('answers the particular question in a conversation (%s)', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(7));
    engine.reply('my brother is getting married in 3 weeks and im best man and im already sweating about the speech');
    engine.reply('its like 120 people in a barn. last time i spoke in front of people i went bright red and forgot everything');
    const reply = engine.reply('should i read off paper or use cards? i dont want to look like im reading');
    expect(reply.text).toContain(faqAnswer('presentation-speaking', 5).slice(0, 60));
  });
});

describe('particular questions that are not about practice or looking up', () => {
  it('"how long should the speech be" is not how long to practise', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('i have to give a speech at my brothers wedding and im terrified of presenting');
    engine.reply('can you give me a breathing exercise');
    expect(engine.reply('what about the actual speech, how long should it be').text).not.toMatch(/short and regular works better/i);
  });

  it('"do you know anything about jaw clenching" is answered, not looked up', () => {
    const engine = createCoachEngine('phoenix', seededRandom(3));
    engine.reply('my jaw has been aching for weeks');
    expect(engine.reply('do you know anything about jaw clenching').text).not.toMatch(/can't look things up/);
  });

  it.each(['sage', 'zenith'] as const)('"how do I close this thing?" is told how to leave, and that the chat is kept (%s)', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(3));
    engine.reply("i'm 68 and retired in march, feel a bit useless");
    expect(engine.reply('Alright. Thanks mate. How do I close this thing?').text).toMatch(/Back to Coaches.*Past sessions/);
  });
});

describe('answers chosen for what the question is about', () => {
  it("gives another situation's answer only for a word of what it is about, not for \"is it weird… normal\" alone", () => {
    const engine = createCoachEngine('sage', seededRandom(7));
    engine.reply('hi, can i ask something about presentation nerves');
    engine.reply('im 23, korean, i moved to Toronto last year and just started my first job. on friday i have to present my dashboard');
    engine.reply('any tips for the voice shaking? thats the part i hate most');
    const notes = engine.reply('ok i will try the long exhale. is it weird to hold notes? in korea its normal but here everyone seems to just talk').text;
    expect(notes).not.toMatch(/friends|lonely/i);
  });

  it.each(['am I overstepping? be honest', 'and aarav? he texted sorry and i left him on seen'])(
    '%p is not met with the general way to solve a problem',
    (question) => {
      const engine = createCoachEngine('sage', seededRandom(8));
      engine.reply('my daughter in law does not let me babysit my grandson');
      expect(engine.reply(question).text).not.toMatch(/method that works for most problems/);
    },
  );

  it('gives words asked for with nothing written for them the shape of what to say, never a breathing exercise', () => {
    const engine = createCoachEngine('sage', seededRandom(10));
    engine.reply('my coworker keeps making comments about my accent in meetings');
    const reply = engine.reply('can you write it like a whatsapp message? short, not emotional').text;
    expect(reply).toMatch(/"[A-Z]/);
    expect(reply).not.toMatch(/breath/i);
  });

  it('answers a tooth that hurts "since high school" as told, not with exam revision', () => {
    const engine = createCoachEngine('zenith', seededRandom(11));
    engine.reply('hello, I have question about fear of dentist');
    const reply = engine.reply("I didn't go to dentist since 6 years, since I was in high school. now my back tooth is hurting").text;
    expect(reply).not.toMatch(/revis|study|exam/i);
  });

  it('"what I can do in the moment when it starts?" is given a technique', () => {
    const engine = createCoachEngine('sage', seededRandom(12));
    engine.reply('I had a panic attack on the train to work yesterday');
    expect(engine.reply('What I can do in the moment when it starts? something simple please').text).toMatch(/1\. .+2\. /s);
  });

  it.each(['hi I need help preparing for a meeting with my manager', 'Good evening. I need advice as a father.'])(
    '%p is asked about, not given a breathing exercise',
    (message) => {
      const engine = createCoachEngine('zenith', seededRandom(13));
      expect(engine.reply(message).text).not.toMatch(/\b1\. /);
    },
  );

  it('"is there a way to switch that off?" about going over things at night is given something for the night', () => {
    const engine = createCoachEngine('sage', seededRandom(14));
    engine.reply('I was scammed on the phone last week and lost 2000 pounds');
    const reply = engine.reply('I keep going over it at night. What I should have said. Is there a way to switch that off?').text;
    expect(reply).toMatch(/1\. .+2\. /s);
    expect(reply).toMatch(/breath|bed|sleep|night|worry/i);
  });

  it('"do you also have something for the anger?" is given a technique with its steps', () => {
    const engine = createCoachEngine('sage', seededRandom(9));
    engine.reply('the neighbour above me plays his bass guitar every night until 1 or 2, i must stand up at 4 for the bakery');
    engine.reply('ok i will write a note first and put it in his mailbox');
    expect(engine.reply('hmm ok. i give him one week after the note. do you also have something for the anger?').text).toMatch(/^(Anger|.*\b1\. .+2\. )/s);
  });
});

describe('questions about the coach and the chat', () => {
  it.each([
    ['hey. is this thing private? like my mum cant see it', /encrypted/],
    ['quick q do you save these chats? like could someone read this', /encrypted/],
    ['thank you. I will tell you how it goes friday haha. do you remember things after?', /What I remember/],
    ['sorry, random, but are you like an actual person typing? you sound quite human', /AI wellness coach/],
    ['By the way what is your name?', /I'm Dr\. Sage/],
    ['are you same AI like chatgpt? just curious haha', /AI wellness coach/],
    ['hi. can i ask something kind of personal', /Of course|Yes|go ahead/],
    ['Is it the same weather where you are? Pouring down here.', /AI|don't have/],
    ['do you know about hearing loss? or are you only for stress stuff', /(affecting you|how you're coping).*doctor/],
    ["Hi. I'm 51 and I think menopause is eating my brain, if that's a thing you can help with", /affecting you|how you're coping/],
  ])('%p is answered as a question about the coach or the chat', (message, answer) => {
    const engine = createCoachEngine('sage', seededRandom(5));
    expect(engine.reply(message).text).toMatch(answer);
  });
});

describe('spelling', () => {
  it('reads American and British spellings alike', () => {
    expect(contentWords('should i apologize for his behavior')).toEqual(contentWords('should i apologise for his behaviour'));
    expect(retrieveFaq('should i apologize for shouting?', ['parenting-stress'], never)?.answer).toMatch(/I'm sorry I shouted/);
  });
});
