/**
 * The opening of an address or a toast composed from what was told of it (speech-opening.ts): the occasion, who the
 * person is to it, one memory and what it is about, each read as fitting; made plainer when asked; and the general
 * answer for an opening line when too little was told.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { talk } from './engine-helpers';

const TOLD = [
  "Good evening. I'm 76 and our minister has asked me to say a few words at Brook Street Chapel's 100th anniversary service next month.",
  'I have been the caretaker there for nearly twenty years. My late husband Arthur and I were married there in 1971.',
  'It is to be on what the chapel has meant to the town. Three minutes at most.',
];
// A memory from somewhere else is not said as the place's own.
const ELSEWHERE = [
  "The secretary of our bowls club has asked me to say a few words at Holme Park's 100th anniversary dinner.",
  'I have been the groundsman at the club for nearly twenty years. Arthur and I were married in the church next door in 1971.',
  'It is to be on what the club has meant to the town.',
];

describe.each(COACH_IDS)('%s: an opening composed from what was told', (coachId) => {
  it('says the occasion, who the person is to it, the memory and what it is about, in short sentences', () => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    talk(engine, TOLD);
    const reply = engine.reply('Could you help me with the first two or three sentences? Something simple.').text;
    expect(reply).toContain(
      '"Good morning, everyone, and thank you for coming to celebrate Brook Street Chapel\'s 100th anniversary. ' +
        "I've been the caretaker here for nearly twenty years, and Arthur and I were married in this chapel in 1971. " +
        'I\'d like to say a few words about what Brook Street Chapel has meant to this town."',
    );
    expect(reply).toMatch(/take a breath at each full stop/);
    const plainer = engine.reply("That's a bit grand for me. Plainer, please, the way I talk.").text;
    expect(plainer).toContain('"Morning, everyone. Thanks for coming. I\'ve been the caretaker here for nearly twenty years');
    expect(plainer).toContain("So I'll say a bit about what Brook Street Chapel means to the town.\"");
  });

  it('leaves out a memory of somewhere else', () => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    talk(engine, ELSEWHERE);
    const reply = engine.reply('Could you write me an opening? Two or three sentences.').text;
    expect(reply).toContain("I've been the groundsman here for nearly twenty years. I'd like to say a few words about what Holme Park has meant to this town.");
    expect(reply).not.toMatch(/Arthur/);
  });

  it('gives the general answer for an opening line when only the occasion was told', () => {
    const replies = talk(createCoachEngine(coachId, seededRandom(1)), [
      "I'm doing a speech at my brother's 40th birthday and I'm dreading it",
      'how do I start the speech?',
    ]);
    expect(replies.at(-1)!.text).not.toMatch(/^Here's an opening you could use/);
    expect(replies.at(-1)!.text).toMatch(/A good first line says who you are/);
  });
});

describe.each(COACH_IDS)('%s: an address to give', (coachId) => {
  it('is a talk to give, and the reading glasses asked about are answered for the page and the room', () => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    talk(engine, ["I've been asked to give a short address at our village hall's reopening and my voice goes thin when I'm nervous."]);
    expect(engine.snapshot().situation).toBe('presentation-speaking');
    const reply = engine.reply('What would you do about my reading glasses? With them on I cannot see the people at all.').text;
    expect(reply).toMatch(/^Make the page fit your eyes, rather than your eyes the page\. 1\. Print it in large type/);
  });
});
