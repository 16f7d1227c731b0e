/** Words of their own the person quotes and asks about: how they come across, said plainly with the reason and a way to use them. */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { quotedWordsAsked, toneOf } from '../../../frontend/src/features/ai-coaching/engine/quoted-words';

describe('the quoted words asked about', () => {
  it.each([
    ["If I say 'that joke is getting old', is this rude in English or normal?", 'that joke is getting old'],
    ["My friend say I should put 'without further delay' in the end. Is okay to use or it sound too angry?", 'without further delay'],
    ["Can I put 'nonna approved' on it? Mrs Pike will hate it, so then I know is good.", 'nonna approved'],
    ['can i reply "I\'m not free this week" or is that too cold?', "I'm not free this week"],
  ])('%p: %p', (message, phrase) => {
    expect(quotedWordsAsked(message)).toBe(phrase);
  });

  it('are none when the words are someone else\'s, or nothing is asked of how they come across', () => {
    expect(quotedWordsAsked("she said 'chill out' to me. is that rude?")).toBeNull();
    expect(quotedWordsAsked("my boss wrote 'per my last email'. what does he want?")).toBeNull();
    expect(quotedWordsAsked("I said 'fine' and walked off")).toBeNull();
  });
});

describe('how quoted words come across', () => {
  it.each([
    ['without further delay', 'firm'],
    ['that joke is getting old', 'light'],
    ['nonna approved', 'playful'],
    ['could you please move your car', 'polite'],
    ['shut up about my accent', 'strong'],
    ['I will look at this tomorrow', 'plain'],
  ] as const)('%p: %p', (words, tone) => {
    expect(toneOf(words)).toBe(tone);
  });
});

describe('a view on quoted words', () => {
  it.each(COACH_IDS)('%s: says plainly whether they are fine, why, and how to use them; never weighs them as a choice', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    engine.reply('A colleague copies my accent at every handover and everyone laughs.');
    const joke = engine.reply("If I say 'that joke is getting old', is this rude in English or normal?").text;
    expect(joke).toMatch(/^It's normal, not rude\. "that joke is getting old" is a mild, everyday way to say "enough"/);
    expect(joke).not.toMatch(/\?$/);
    const firm = engine.reply("My friend say I should put 'without further delay' in the end of my email. Is okay to use or it sound too angry?").text;
    expect(firm).toMatch(/^Yes, it's fine to use\. "without further delay" is a standard phrase in formal letters and emails: firm, not angry\./);
    const playful = engine.reply("Can I put 'nonna approved' on the card? Joke, joke.").text;
    expect(playful).toMatch(/^You can, and it sounds warm and playful\./);
    expect(playful).not.toMatch(/weigh/);
  });
});
