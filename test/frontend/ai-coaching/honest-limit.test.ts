/**
 * A question of fact the coach cannot look up: said honestly, with who can answer it for sure and the person's own
 * question put the way they could ask it; never for a view, a choice about telling someone, or with no one named.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { honestLimit, meaningAsked, questionToAsk, whoKnows } from '../../../frontend/src/features/ai-coaching/engine/honest-limit';
import { normalize } from './library-helpers';

describe('who can answer a question of fact', () => {
  it.each([
    ['can he evict me if i complain too much? contract end in august', "A free tenants' advice service where you live"],
    ["Fine. Last thing. Do they want the builder's quote attached or just the figure? Form doesn't say.", 'The office that sent the form'],
    ['could I just order a new copy of the certificate instead? Is that even allowed at the embassy?', 'The embassy or the immigration office'],
    ['first CNY after getting married, we have to give ang pao now, but how much??', 'Someone older in the family who gives them every year'],
    ['Will I feel it? Doctor said local anaesthetic only.', 'The doctor or nurse who will do it'],
    ['My friend Ania say i will get a fine or even go to court. Is this true??', 'The office that sent the letter'],
    ['How long is the appointment normally in the UK? Because I have only ten minutes booked', 'Your GP surgery, or the clinic itself,'],
    ['Do I have to pay for them on the NHS? Or for the batteries?', 'Your GP surgery, or the clinic itself,'],
    ['can his gp make him stop? is that a thing', 'Your GP surgery, or the clinic itself,'],
  ])('%p: %p', (message, who) => {
    expect(whoKnows(normalize(message))).toBe(who);
  });

  it('is found by the message before when the question asks about "that" or "it", and only then', () => {
    const braces = normalize("Got my braces on Monday. Worst bit is I've got a slight lisp on my S's.");
    expect(whoKnows(normalize('Does that go away or am I stuck with it for 18 months?'), braces)).toBe('Your orthodontist');
    expect(whoKnows(normalize('Will it heal faster if I keep it covered?'), normalize('my new tattoo is peeling'))).toBe('The artist who did it');
    expect(whoKnows(normalize('What else could I put in a memory box for a 7 year old?'), normalize('We took the dog to the reservoir'))).toBeNull();
    const hr = normalize('But if HR call me and I cover for him, and he behaves the same, it will come back on me.');
    expect(whoKnows(normalize('Is it possible to say only the good things and not mention the lateness? Is that lying?'), hr)).toBeNull();
    expect(whoKnows(normalize('is it bad to put vaseline on it?'), normalize('my new tattoo is peeling'))).toBe('The artist who did it');
    expect(whoKnows(normalize('also random but is it bad to put bio-oil on it?'))).toBe('A pharmacist');
  });

  it('puts the question without what leads into it', () => {
    expect(questionToAsk('lol ok. also random but is it bad to put bio-oil on it? my housemate swears by it')).toBe('Is it bad to put bio-oil on it?');
  });

  it.each([
    'live podcast show in glasgow? is that daft',
    'Phone check-ins every evening she would accept. Worth offering?',
    "I'm scared of telling the in-laws about the medication. Do we even have to tell them?",
    'how do i stop thinking about it at night?',
    'Also, what do we talk about for two hours? I am afraid I talk only of the old times and of my knee operation.',
    // A doubt about oneself, and a choice of how to bring a child up, however a dog or a shop is named with them.
    'I think the worry about the new car is really about my job. Does that make sense or am I making excuses for myself?',
    'What about the dog thing though. Do I make him apologise to our neighbour?',
  ])('is nobody for a view, a choice or words to say: %p', (message) => {
    expect(whoKnows(normalize(message))).toBeNull();
  });
});

describe('the question as the person could ask it', () => {
  it('is the first sentence that asks, without the coach in it', () => {
    expect(questionToAsk("Fine. Last thing. Do they want the builder's quote attached or just the figure? Form doesn't say.")).toBe(
      "Do they want the builder's quote attached or just the figure?",
    );
    expect(questionToAsk('How much i will need to pay back, do you know?')).toBeNull();
  });

  it('is said back inside the honest answer', () => {
    const lines = honestLimit(normalize('can he evict me if i complain too much?'), 'can he evict me if i complain too much?');
    expect(lines?.join(' ')).toBe(
      "I can't look that up from here, and I'd rather not guess. A free tenants' advice service where you live can tell you for sure, " +
        'and it\'s usually a quick question: "Can he evict me if I complain too much?" Write it down before you call or write, ' +
        'with the one detail they will need, like a date, a number or a name.',
    );
  });
});

describe('a question of fact in a conversation', () => {
  it('gets who can answer it, not "I don\'t have a good answer"', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('the man upstairs plays music every night and i already complained twice');
    const reply = engine.reply('can he evict me if i complain too much? contract end in august');
    expect(reply.text).toMatch(/tenants' advice service.*"Can he evict me if I complain too much\?"/);
  });

  it('gets who can answer it even when there are words of theirs to say back', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('I got a speeding ticket in the post, 20 in a 30 outside the school');
    const reply = engine.reply("There's a form on the back to pay. It was me, nobody else drives my car. Can I just pay at the post office?");
    expect(reply.text).toMatch(/^I can't look that up from here.*"Can I just pay at the post office\?"/);
    expect(reply.text).not.toMatch(/thoughtful question|nobody else drives/);
  });
});

describe('a question with no choice in it', () => {
  it.each([
    'where should i take her. central london, she likes pancakes, nothing fancy',
    'What should I actually expect on the first night? Like will they make me put my face in straight away?',
  ])('is never met with questions to weigh a choice: %p', (message) => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my sister is visiting next weekend and i start swimming lessons soon');
    expect(engine.reply(message).text).not.toMatch(/Which option fits what matters most/);
  });
});

describe('what a word or a thing someone used means', () => {
  it.each([
    ["also silly question, what is 'a butty'? Dave at work keeps saying it", { thing: 'a butty', word: true, who: 'Dave', howTo: false }],
    ["what does 'circle back' mean? my manager said it twice today", { thing: 'circle back', word: true, who: 'Your manager', howTo: false }],
    ['What is this weighted blanket? My neighbour Priti told me about it.', { thing: 'weighted blanket', word: false, who: 'Priti', howTo: false }],
    ['hang on what is screen time. how do i find it on my phone', { thing: 'screen time', word: false, who: null, howTo: true }],
  ])('%p', (message, asked) => {
    expect(meaningAsked(message)).toEqual(asked);
  });

  it.each([
    'what is the point of any of this?',
    'what is wrong with me?',
    "what does 'grounding' mean?",
    "What is this 'worry time' idea, can you explain it more simple?",
  ])('%p asks no word to look up', (message) => {
    expect(meaningAsked(message)).toBeNull();
  });

  it('is answered honestly with who to ask and the words to ask with, never with a technique for the situation', () => {
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(3));
      engine.reply('i moved to glasgow in spring and i am trying to make friends at work');
      const reply = engine.reply("ok thank you. random question, what is a 'piece'? Callum says he is bringing his piece for lunch").text;
      expect(reply).toMatch(/^I can't look words up from here, so I'd rather not guess what 'piece' means\. Callum is the best person to ask/);
      expect(reply).toMatch(/"Sorry, what does 'piece' mean\?"/);
      expect(reply).not.toMatch(/1\. /);
    }
  });
});

describe('a question of fact with no one named who knows', () => {
  it.each(COACH_IDS)('%s: is answered honestly, with the question as it can be put to someone who knows, and what hangs on it', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    // Sailing, which no situation of the coach's speaks of (learning the piano has its own answer).
    engine.reply('I want to take up sailing');
    const reply = engine.reply('how long does it take to learn to sail as an adult?').text;
    expect(reply).toMatch(/"How long does it take to learn to sail as an adult\?"/);
    expect(reply).toMatch(/(What would the answer change for you|What hangs on the answer for you)\?$/);
  });

  it('puts GP and NHS the way they are written', () => {
    expect(questionToAsk('can his gp make him stop? is that a thing')).toBe('Can his GP make him stop?');
  });

  it('leaves a question that is no question of fact to the listening, with no one to ask', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my friend is acting weird');
    expect(engine.reply('is there a reason people go quiet after a wedding?').text).not.toMatch(/just as you asked me|in just your words/);
  });
});
