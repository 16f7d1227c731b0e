/**
 * A "but" to what was just suggested ("i'm kind of shy though", "but she never listens") is met with what helps with that
 * one thing; "i've tried that though" is a technique that did not help; a name given later for a pet or person lost ("her
 * name was biscuit") is thanked for and used, and a memory of them ("he taught me to fish") is kept as theirs. A parent who
 * criticises everything is a family trouble, and a party where only the host is known is met with its first minutes.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after, leadingOf } from './engine-helpers';

const NEW_CITY = [
  "i've been feeling really low since i moved to a new city for work",
  "i don't know anyone here and weekends are the worst",
  'what can i do to actually make friends as an adult?',
];

describe('a "but" to a suggestion', () => {
  it.each(COACH_IDS)('%s: "i\'m kind of shy though" gets what helps the shy make friends', (coachId) => {
    const { reply } = after(coachId, [...NEW_CITY, "i'm kind of shy though"]);
    expect(reply).toMatch(/^Being shy does not stop you from making friends/);
  });

  it.each(COACH_IDS)('%s: "but i hate getting up early" gets another time of day first', (coachId) => {
    const { reply } = after(coachId, [
      'i want to start running in the mornings but i never stick with it',
      'how do i make it a habit?',
      'but i hate getting up early',
    ]);
    expect(reply).toMatch(/^If mornings are the hard part, you do not have to exercise then/);
  });

  it.each(COACH_IDS)('%s: a mum who criticises everything, and "but she never listens"', (coachId) => {
    const CRITICISED = ['my mum keeps criticising everything i do'];
    const first = after(coachId, CRITICISED);
    expect(first.situation).toBe('family-conflict');
    expect(first.reply).toMatch(/^Being criticised by a parent can sting more than criticism from anyone else/);
    const asked = after(coachId, [...CRITICISED, 'how do i tell her it hurts without a fight']).reply;
    expect(asked).toMatch(/^When a parent criticises you over and over, you cannot make them stop/);
    const but = after(coachId, [...CRITICISED, 'how do i tell her it hurts without a fight', 'but she never listens']).reply;
    expect(but).toMatch(/^You cannot make someone listen/);
  });

  it.each([['my dad is always putting me down'], ['my mother criticizes my weight every time i visit']])('%p is a family trouble', (message) => {
    expect(leadingOf(message)).toBe('family-conflict');
  });

  it.each(COACH_IDS)('%s: "i\'ve tried that though" after a way to sleep is another technique, not a mirror', (coachId) => {
    const { reply } = after(coachId, ['i cant sleep, my mind races every night about work', 'have you got any tips', "i've tried that though"]);
    expect(reply).not.toMatch(/you've tried that/i);
    expect(reply).toMatch(/\b1\. /);
  });
});

describe('a first step that did not help, in chat spelling', () => {
  const NIGHT = ['cant sleep agian', 'work stuf mostly, deadline friday', 'its the projct launch, my boss is stressing evryone'];

  it.each(COACH_IDS)('%s: "wat can i do tonight to sleep" is asked and answered with the steps', (coachId) => {
    expect(after(coachId, [...NIGHT, 'wat can i do tonight to sleep']).reply).toMatch(/1\. Keep paper by the bed/);
  });

  it.each(COACH_IDS)('%s: "didnt help lol" after the first step alone is another technique, not the rest of that way', (coachId) => {
    const NOTEPAD = ['cant sleep agian', 'work stuf mostly', 'its the project launch'];
    expect(after(coachId, NOTEPAD).reply).toMatch(/keep paper by the bed and write down every thought that is looping/);
    const { reply } = after(coachId, [...NOTEPAD, 'didnt help lol']);
    expect(reply).not.toMatch(/It's written down, I can deal with it tomorrow/);
    expect(reply).toMatch(/\b1\. /);
  });
});

describe('a name and a memory of someone lost', () => {
  it.each(COACH_IDS)('%s: "her name was biscuit" is thanked for and used after', (coachId) => {
    const CAT = ['my cat died yesterday', 'is it weird that im this upset over a cat', 'her name was biscuit'];
    const { reply } = after(coachId, CAT);
    expect(reply).toMatch(/^Biscuit\. Thank you for telling me her name\. /);
    expect(reply).not.toMatch(/might take it/);
    expect(after(coachId, [...CAT, 'i miss her so much']).reply).toMatch(/Biscuit/);
  });

  it.each(COACH_IDS)('%s: "he taught me to fish" of a grandad is a memory kept, by his name', (coachId) => {
    const { reply } = after(coachId, ['my grandad died last week', 'his name was frank', 'he taught me to fish']);
    expect(reply).toBe("That's a memory of Frank worth keeping. Thank you for sharing it with me. What do you remember most about those times with Frank?");
  });
});

describe('a party where only the host is known', () => {
  it.each(COACH_IDS)('%s: the first minutes planned, and standing alone met', (coachId) => {
    const PARTY = ["i have a party saturday and i'm already dreading it"];
    expect(after(coachId, [...PARTY, "i won't know anyone except the host"]).reply).toMatch(/^The first few minutes are usually the hardest/);
    expect(after(coachId, [...PARTY, 'what if i just stand there alone like an idiot']).reply).toMatch(
      /^Finding yourself alone for a few minutes at a party is normal/,
    );
  });
});
