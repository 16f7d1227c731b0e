/** A written thing asked for by its kind (a list for the doctor, a packing checklist, a public reply, a card): built from the talk. */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';
import { writtenKindOf } from '../../../frontend/src/features/ai-coaching/engine/written-thing';

const talk = (coachId: (typeof COACH_IDS)[number], messages: string[]): string[] => {
  const engine = createCoachEngine(coachId, seededRandom(1));
  return messages.map((message) => engine.reply(message).text);
};

describe('the kind of written thing asked for', () => {
  it('is read from the request, and from the talk where the request names little', () => {
    expect(writtenKindOf('can u give me a checklist thing for packing. short pls', [])).toBe('packing-list');
    expect(writtenKindOf('can you write me a list for the gp?', [])).toBe('appointment-list');
    expect(writtenKindOf('can you help me write a small list to read from my phone, so i don\'t forget?', ['doctor', 'appointment'])).toBe(
      'appointment-list',
    );
    expect(writtenKindOf('could you write a short public reply that\'s professional?', ['review', 'buyer'])).toBe('review-reply');
    expect(writtenKindOf('can you help me write a small card for the tables, like for the italian day?', [])).toBe('card');
  });

  it('is none where nothing of the kind is asked, or the talk gives it no subject', () => {
    expect(writtenKindOf('can you help me write a small list to read from my phone?', ['sister', 'clothes'])).toBeNull();
    expect(writtenKindOf('could you write a short reply to her text?', ['sister'])).toBeNull();
    expect(writtenKindOf('i got a card from my nan today', [])).toBeNull();
  });
});

describe('a list for a doctor\'s appointment', () => {
  const messages = [
    'Hi. I have a doctor appointment on Tuesday at 8:40 and I am thinking to cancel it because I am too embarrassed.',
    'For maybe four months I have problems with my stomach. A lot of gas, I need to run to the toilet after lunch, sometimes in the office it is very bad.',
    'Can you help me write a small list to read from my phone, so I don\'t forget? Simple English please.',
  ];
  it.each(COACH_IDS)('%s: says what was told (the stomach, four months, the wind, the office) and leaves the rest to fill in', (coachId) => {
    const reply = talk(coachId, messages).at(-1)!;
    expect(reply).toMatch(/^Here is a short list in simple words/);
    expect(reply).toMatch(/"I have had problems with my stomach for about four months\."/);
    expect(reply).toMatch(/What happens: a lot of wind \(gas\) and bloating; I need the toilet urgently/);
    expect(reply).toMatch(/it is hard at the office/);
    expect(reply).toMatch(/"I have tried: \(what you tried/);
    expect(reply).toMatch(/My questions: What could be causing this\?/);
    expect(reply).not.toMatch(/opener/);
  });

  it('is not made when the items of the list are told with the request', () => {
    const reply = talk('sage', ['Can you make a list for the GP stuff? Still to do: book the blood test, ring the surgery, collect the prescription.']).at(-1)!;
    expect(reply).toMatch(/^Here's your list, one line each/);
    expect(reply).toMatch(/1\. Book the blood test\./);
  });
});

describe('a packing checklist', () => {
  it.each(COACH_IDS)('%s: puts the things told as left behind first, and stays short', (coachId) => {
    const reply = talk(coachId, [
      'my parents split in jan and now i do 1 week at mums 1 week at dads and its so annoying',
      'i keep leaving stuff at the wrong house. forgot my pe kit twice and my charger',
      'can u give me a checklist thing for packing. short pls i wont read a long one',
    ]).at(-1)!;
    expect(reply).toMatch(/^Short one, with the things you told me go missing at the top: 1\. PE kit and uniform for the week 2\. Phone charger/);
    expect(reply).not.toMatch(/ 7\. /);
    expect(reply).toMatch(/the night before swap day/);
  });

  it('is the usual basics when nothing was told as left behind', () => {
    const reply = talk('zenith', ['going to my nan\'s for the weekend', 'can you make me a quick packing list?']).at(-1)!;
    expect(reply).toMatch(/^Short one: 1\. Phone and charger 2\. Keys/);
  });
});

describe('a public reply to a review', () => {
  const shop = [
    'Hi, I run a tiny Etsy shop selling hand-painted mugs. This morning I got my first one-star review and I have been stuck on it since 7am.',
    "The review says 'Arrived chipped and seller clearly doesn't care.' The thing is, the buyer, Linda from Ohio, never messaged me before leaving it.",
    "Could you write a short public reply that's professional but doesn't grovel?",
    "Good. Can it be a bit warmer? My shop's whole vibe is frogs in little hats, I can't sound like a bank.",
  ];
  it.each(COACH_IDS)('%s: names the reviewer and what went wrong, then gives a warmer one when asked', (coachId) => {
    const [, , reply, warmer] = talk(coachId, shop);
    expect(reply).toMatch(/^Here's a short public reply: "Hi Linda, I'm sorry your order arrived chipped;/);
    expect(reply).toMatch(/replacement or a full refund/);
    expect(warmer).toMatch(/^Warmer, and a bit more like you: "Oh no, Linda, I'm so sorry your order arrived chipped!/);
  });

  it('for a restaurant, asks the guest to get in touch rather than offering a refund for an order', () => {
    const reply = talk('harmony', ['a customer left a bad review of my restaurant', 'can you help me write a reply to the review?']).at(-1)!;
    expect(reply).toMatch(/sorry your visit fell short/);
    expect(reply).not.toMatch(/order|refund/);
  });
});

describe('a card for an occasion', () => {
  it.each(COACH_IDS)('%s: is titled with the occasion and kept plain', (coachId) => {
    const reply = talk(coachId, [
      'I work as a cook in a care home and the residents say my food is too foreign.',
      'Can you help me write a small card for the tables, like for the Italian day, but nice for old English people? Not too fancy.',
    ]).at(-1)!;
    expect(reply).toMatch(/"Italian Day\. Today we're trying something a little different/);
    expect(reply).toMatch(/there's always a familiar choice too\."/);
  });
});

describe('a request that begins with "please"', () => {
  it('is a request', () => {
    const u = understand('Please can you help me write an email to him, more official than WhatsApp. I want to be polite but strong.', {
      lastQuestion: null,
      inExercise: false,
    });
    expect(u.act).toBe('request');
  });
});

describe('an email asked for in a talk about a landlord', () => {
  const messages = [
    'Hello. I am very stress because of my landlord. There is water coming in my bathroom ceiling from the flat up. It start two weeks ago.',
    "I send him message on WhatsApp 3 times. His name is Mr Harris. He say 'I will send someone' but nobody come.",
    'Is this normal in England that landlord take so long? In my country the owner come same day.',
    'Can he make me leave if I complain too much? My contract finish in August.',
    'Please can you help me write an email to him, more official than WhatsApp. I want to be polite but strong.',
  ];
  it.each(COACH_IDS)('%s: is the repair email, for the landlord, never for an app taken as a name', (coachId) => {
    const [, , , complain, email] = talk(coachId, messages);
    expect(complain).toMatch(/It is a very common fear/);
    expect(complain).not.toMatch(/\bHR\b/);
    expect(email).toMatch(/"Hello, I am writing about/);
    expect(email).not.toMatch(/Whatsapp/i);
  });
});
