/**
 * What the person already told about their situation, so the coach does not ask for it: read
 * from their words, matched to the coach's questions, and read back from storage only as known facets.
 */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { readSnapshot } from '../../../frontend/src/features/ai-coaching/engine/state';
import { asksFor, toldIn } from '../../../frontend/src/features/ai-coaching/engine/understanding/told';

describe('what a message tells', () => {
  it.each([
    ['we broke up 5 weeks ago marco ended it', ['since', 'ended']],
    ['i miss my dad so much, its been a year', ['since', 'who']],
    ['idk maybe mornings', ['daytime']],
    ['mostly after work', ['daytime']],
    ['it always ends with me saying sorry first', ['mended']],
    ['we never really make up, it just gets left', ['mended']],
    ['my mum has been diagnosed with cancer', ['who', 'cause', 'known']],
    ['ive been putting off my dissertation', ['task']],
    ['i had a panic attack this morning', ['since', 'when']],
    ['my friend said something mean about my weight', ['who', 'spoken', 'hurt']],
    ["its happened twice before but never this bad", ['before']],
    ['my presentation is on friday', ['when']],
    ['mocks start in 3 weeks', ['when']],
    ['lena is 9 and jonas is 6', ['age']],
    ['i tried melatonin but felt groggy', ['tried']],
    ['only 3 or 4 hours then awake', ['hours']],
    ["i've felt like this since christmas", ['since']],
    ['i retired in march and feel a bit useless', ['since']],
    ['went to doctor, they did ecg and all, everything normal', ['checked']],
    ['my gp said heart is fine, probably panic attacks', ['checked']],
    ['my wife margaret passed and its been just me and the dog', ['who']],
    ['she was 14, kidney failure', ['cause']],
    ['had a panic attack on the tube and had to get off', ['where']],
    ['we keep arguing about the chores', ['before', 'argue']],
    ['my sister keeps borrowing money and never pays it back', ['before', 'who', 'grievance']],
    ['gcses. maths english and spanish, spanish is the worst', ['subject']],
    ['presentation to the whole department, about 60 people', ['audience']],
    ['only my roommate knows', ['who', 'knows']],
    ['i keep biting my nails and i want to stop', ['before', 'habit']],
    ['my flatmate never cleans the kitchen', ['who', 'grievance']],
    ['i dont know anyone here', ['company']],
    ["i've met a couple of people at work but no friends here", ['where', 'company']],
    ['i moved to leeds in september', ['since']],
    ['the vet says its serious', ['checked']],
    ['i havent slept properly in weeks', ['since']],
    ['my flatmate keeps eating my food', ['before', 'who', 'grievance']],
  ])('%p tells %p', (message, facets) => {
    expect(toldIn(message)).toEqual(facets);
  });

  it.each(['i feel awful', 'what should i say to him', 'i have two kids', 'it keeps me awake'])('%p tells nothing', (message) => {
    expect(toldIn(message)).toEqual([]);
  });
});

describe('what a question asks', () => {
  it.each([
    ['How long ago did the breakup happen, and who ended it?', ['since', 'ended']],
    ['Has this happened before, and if so, how often and in what kinds of places?', ['before']],
    ['When is your talk, and how long do you have to speak?', ['when']],
    ['How old is your child, and which moment of the day is hardest right now?', ['age', 'daytime']],
    ['Have you had your heart and chest checked by a doctor, so you know what you are dealing with?', ['checked']],
    ['How long can your money stretch, and is there any support or payment you have not claimed yet?', []],
    ['Who was the person you lost, and what was your relationship with them like?', ['who']],
    ['Was their death sudden, or had they been ill for a while?', ['cause']],
    ['Where were you and what was happening just before the panic started?', ['where']],
    ['What do the two of you tend to argue about?', ['argue']],
    ['How do the two of you usually make up after a fight, or does it just get left?', ['mended']],
    ['What usually happens just before things go wrong, like tiredness, hunger, screens or a row about rules?', ['trigger']],
    ['While you wait to hear what is wrong, who is with you, and how are you getting to and from the hospital?', ['known']],
    ['Which subject or topic feels most behind right now?', ['subject']],
    ['Who will be in the room, and what do you most want them to take away?', ['audience']],
    ['Is there anyone who already knows and supports you?', ['knows']],
    ['What habit do you most want to change, and why does it matter to you now?', ['habit']],
    ['Is it one flatmate, or does it feel like the whole house?', ['who']],
    ['Is there anyone nearby you have started to get to know, even a little?', ['company']],
    ['What did the vet say, and what happens next with their treatment?', ['checked']],
    ['What is bothering you most right now: money, cleaning, noise, guests, or something else?', ['grievance']],
    ['How long has the snoring been keeping you awake, and how many nights a week?', ['since']],
  ])('%p asks %p', (question, facets) => {
    expect(asksFor(question)).toEqual(facets);
  });
});

describe('told, kept with the session', () => {
  it('is remembered through a snapshot, and a stored one keeps only known facets', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('we broke up 5 weeks ago. marco ended it');
    const snapshot = engine.snapshot();
    expect(snapshot.told).toEqual(['since', 'ended']);
    const restored = readSnapshot('sage', { ...snapshot, told: ['since', '__proto__', 7, 'ended', 'since', { x: 1 }] });
    expect(restored?.told).toEqual(['since', 'ended']);
    expect(readSnapshot('sage', { ...snapshot, told: 'since' })?.told).toEqual([]);
  });
});
