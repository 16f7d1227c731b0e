/**
 * What a talk would be about, read from how it was told ("my dad just signed me up for the cake stall"), named in the
 * words asked for later with no one in the request; a reaction the person fears answered in the words; a guess at
 * someone's reason weighed; a question of the coach's quoted back explained; a goodbye that brings good news met as
 * a win, and one that names a day still to come wishing that day well.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { emptyMemory } from '../../../frontend/src/features/ai-coaching/engine/memory';
import { matterIn, noteMatter, readMatters } from '../../../frontend/src/features/ai-coaching/engine/told-matter';
import { leadingSituation, nextFrame, situationScores } from '../../../frontend/src/features/ai-coaching/engine/situations';

const situationOf = (message: string) => {
  const scores = situationScores(message.toLowerCase());
  return leadingSituation(nextFrame({}, scores), scores);
};

const replyAfter = (coachId: (typeof COACH_IDS)[number], told: readonly string[], message: string): string => {
  const engine = createCoachEngine(coachId, seededRandom(7));
  for (const said of told) engine.reply(said);
  return engine.reply(message).text;
};

const HEN_DO =
  "The other bridesmaids have planned a hen do in Ibiza and it costs about 900 pounds. I've just started a new job and I genuinely cannot afford it.";

describe('what a talk would be about', () => {
  it.each([
    ["so my dad just 'volunteered' me for the cake stall at the school fair", { who: 'my dad', what: 'the cake stall' }],
    ['every friday my gran ALWAYS says something about how im dressed', { who: 'my gran', what: "how I'm dressed" }],
    ['My neighbour, Mrs Achterberg, has a trampoline right up against our fence', { who: 'mrs achterberg', what: 'the trampoline' }],
    ['a guy from my running club, Owen, started asking me for a lift to the park run in March', { who: 'owen', what: 'the lift to the park run' }],
    ['My uncle Fergus always starts on football at the table', { who: 'fergus', what: 'football' }],
    ['my flatmate keeps eating my yoghurts', { who: 'my flatmate', what: 'my yoghurts' }],
    ['The other bridesmaids have planned a hen do in Ibiza', { who: 'the other bridesmaids', what: 'the hen do' }],
  ])('%p is about %p', (message, matter) => {
    expect(matterIn(message, emptyMemory())).toEqual(matter);
  });

  it.each([
    'she has a point',
    'my grandad passed away in june',
    'he was at the wedding',
    'he still owes my sister 250 from last year',
    'she pays a little each week',
    'can you help me word a message to the team explaining how it will work',
  ])('%p is about nothing to talk through', (message) => {
    expect(matterIn(message, emptyMemory())).toBeNull();
  });

  it('keeps the latest thing told of each person, and reads back only whole entries', () => {
    const memory = emptyMemory();
    const first = noteMatter([], 'my flatmate keeps eating my yoghurts', memory, 1);
    const second = noteMatter(first, 'and my flatmate never empties the bins', memory, 2);
    expect(second).toEqual([{ who: 'my flatmate', what: 'the bins', at: 2 }]);
    expect(readMatters([{ who: 'my dad', what: 'the cake stall', at: 3 }, { who: 'x' }, 'text', { who: '<b>', what: 'y', at: 1 }])).toEqual([
      { who: 'my dad', what: 'the cake stall', at: 3 },
    ]);
  });

  it.each(COACH_IDS)('%s: words asked for with no one named say who they are for and what the talk is about', (coachId) => {
    const told = ["so my dad just 'volunteered' me for the cake stall at the school fair. i work saturdays", 'i dont want to let him down tho'];
    const reply = replyAfter(coachId, told, 'how do i bring it up without him getting upset');
    expect(reply).toContain('"Dad, can we talk about the cake stall?');
    expect(reply).not.toContain('A short, honest opener usually works');
  });

  it.each(COACH_IDS)('%s: someone named in passing is the one the words are for', (coachId) => {
    const told = ['a guy from my running club, Owen, started asking me for a lift to the park run in March. his car is fine now'];
    const reply = replyAfter(coachId, told, "what's the best way to say it? we run together every week");
    expect(reply).toContain('"Owen, can we talk about the lift to the park run?');
  });

  it('"too polite" keeps what the talk is about', () => {
    const engine = createCoachEngine('sage', seededRandom(7));
    engine.reply('my brother keeps eating my yoghurts and i never say anything');
    engine.reply('give me the words to say, i freeze up');
    const reply = engine.reply('thats way too polite, nobody talks like that').text;
    expect(reply).toContain('Can we talk about my yoghurts?');
  });

  it('a card to write about a thing is no talk about it', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my oldest friend Brenda always enters her blackcurrant jam in the village show and it never sets');
    const reply = engine.reply("Can you help me work out what to write on the little comment cards? Something honest but kind for a jam that hasn't set.").text;
    expect(reply).not.toContain('can we talk about');
  });

  it.each(COACH_IDS)('%s: a plan of a group\'s that the person cannot afford is named, and the money said plainly', (coachId) => {
    const told = [HEN_DO];
    const reply = replyAfter(coachId, told, 'How do I tell Jess without looking like a bad friend?');
    expect(reply).toContain('"Jess, can we talk about the hen do?');
    expect(reply).toContain("I can't afford it right now, and I'd rather say so now than let it slide.");
  });

  it('made shorter, the words for a plan not afforded keep both the thing and the money', () => {
    const engine = createCoachEngine('zenith', seededRandom(7));
    engine.reply(HEN_DO);
    engine.reply('How do I tell Jess without looking like a bad friend?');
    const reply = engine.reply('can you make it shorter').text;
    expect(reply).toContain("can we talk about the hen do? I can't afford it right now");
  });

  it.each(COACH_IDS)('%s: a guilt trip the person fears is answered in the words', (coachId) => {
    const told = ["my dad just 'volunteered' me for the cake stall at the school fair"];
    const reply = replyAfter(coachId, told, "how do i bring it up without him going 'after all i do for you'");
    expect(reply).toContain('If he says "After all i do for you", you don\'t have to argue with it: "I know, and I\'m grateful for all of it.');
  });
});

describe('a guess at someone else\'s reason', () => {
  it.each(COACH_IDS)('%s: is weighed, and put to them as a question', (coachId) => {
    const told = ['the man downstairs hoovers at 6am every saturday'];
    const reply = replyAfter(coachId, told, 'maybe he does it bc his shifts start early?? idk');
    expect(reply).toContain('That could well be it, and only he can say for sure.');
    expect(reply).not.toMatch(/can't look that up|I'd rather not guess/);
  });

  it('a reason that speaks of them is not put to them in the third person', () => {
    const reply = replyAfter('sage', ['my sister never answers my calls'], 'maybe she does it because she is busy with the baby?');
    expect(reply).toContain('That could well be it');
    expect(reply).not.toContain('"Is it because she');
  });
});

describe('a question of the coach\'s quoted back', () => {
  it.each(COACH_IDS)('%s: the worst case asked about is explained as picturing it', (coachId) => {
    const told = ['my best mate wants to borrow 1500 for a course', 'is it mad to say no to a friend?'];
    const reply = replyAfter(coachId, told, "what do u mean by 'what would happen if she never paid it back'");
    expect(reply).toContain('I mean picturing the worst case honestly: if she never paid it back, what would that mean for you');
    expect(reply).not.toContain('Does that sound like something you could do?');
  });

  it('a day ahead asked about is explained as picturing it', () => {
    const reply = replyAfter('phoenix', ['I was offered a team lead role'], "What do you mean 'what do I want my week to look like in three years'?");
    expect(reply).toContain('I mean picturing an ordinary day ahead');
  });

  it('any other question quoted is said again plainly', () => {
    const reply = replyAfter('harmony', ['my brother is moving abroad'], "what do you mean 'how would I like to say goodbye'?");
    expect(reply).toContain('I was asking it as a real question, nothing hidden in it: how would you like to say goodbye?');
  });
});

describe('a goodbye', () => {
  it.each(COACH_IDS)('%s: that brings good news about the event ahead is met as a win, never wished luck for it', (coachId) => {
    const told = ['my theory test is on Monday at 9 and I always panic', 'how do I stop my mind going blank?', 'ok'];
    const reply = replyAfter(coachId, told, 'I PASSED!!! Thank you so much. Off to celebrate. Bye!');
    expect(reply).not.toMatch(/Good luck|hope it goes well/);
    expect(reply).toMatch(/well done|win/i);
  });

  it.each(COACH_IDS)('%s: that names a day still to come wishes that day well', (coachId) => {
    const told = ['my gran always comments on my plate at family dinners', 'it makes me not want to go', 'ok i get it'];
    const reply = replyAfter(coachId, told, "ok thanks. sunday is in 3 days so we'll see. bye");
    expect(reply).toContain('on Sunday');
  });

  it('a day behind is not wished well', () => {
    const told = ['my gran always comments on my plate at family dinners', 'it makes me not want to go', 'ok i get it'];
    const reply = replyAfter('sage', told, 'thanks for being here this week. bye');
    expect(reply).not.toMatch(/this week/);
  });

  it.each(COACH_IDS)('%s: that ends on a formal "Good day" after a plan closes with the plan\'s day', (coachId) => {
    const told = ['My neighbour has a hedge that blocks all my light', 'He is a kind man, I do not want to fall out'];
    const reply = replyAfter(coachId, told, 'Thank you, that is helpful. I shall write him a note and put it through his door on Thursday. Good day.');
    expect(reply).toMatch(/on Thursday/);
    expect(reply).not.toMatch(/\?$/);
  });
});

describe('money lent and only partly paid back', () => {
  it.each([
    'last year I already lend him 20,000 and he pay back only 5,000',
    'is it bad if i ask her first to pay the old debt?',
  ])('%p is money owed to the person', (message) => {
    expect(situationOf(message)).toBe('money-owed');
  });

  it.each(['i am drowning in debt since the divorce', 'my debts keep me up at night'])('%p is money worries', (message) => {
    expect(situationOf(message)).toBe('money-stress');
  });

  it('a loan asked for is not yet money owed', () => {
    expect(situationOf('my nephew asked me to lend him 500 for a scooter')).not.toBe('money-owed');
  });
});

describe('a parent who can no longer live alone', () => {
  it('is caring for a parent, not loneliness', () => {
    expect(situationOf('My father (88) can no longer live alone after a fall in May, so he will come to live with us in June.')).toBe(
      'caring-for-parent',
    );
  });

  it.each(COACH_IDS)('%s: is met as caring for a parent, never as the person\'s loneliness', (coachId) => {
    const message =
      'Good evening. My mother (79) can no longer live alone in her flat in Leiden after a fall in January. ' +
      'We decided she comes to live with us from April.';
    const reply = replyAfter(coachId, [], message);
    expect(reply).toMatch(/caring|carer/i);
    expect(reply).not.toMatch(/alone|lonel/i);
  });
});

describe('a choice between two steps', () => {
  it.each(COACH_IDS)('%s: is weighed with both, not answered for one of them', (coachId) => {
    const told = ['My father can no longer live alone, so he moves in with us next month.', 'Our daughter Femke (14) has to give up her room for him.'];
    const reply = replyAfter(coachId, told, 'Should I talk to her about it or give her some space?');
    expect(reply).toMatch(/talking to her about it/);
    expect(reply).toMatch(/giving her some space/);
  });
});


describe('a long update that ends on thanks, late in a talk', () => {
  it.each(COACH_IDS)('%s: closes when it says the person feels better, instead of asking about someone in it', (coachId) => {
    const told = [
      'my rabbit Clover needs eye drops three times a day and we are away for a long weekend soon',
      'the pet sitter we used before has moved away and i dont trust kennels',
      'my neighbour Tom said he might do it but he has never done drops',
      'what do i say to him? i dont want to pile it on him',
      'ok thats good, i will ask him tomorrow',
    ];
    const reply = replyAfter(
      coachId,
      told,
      'Update: the vet said they can board her for £15 a night and the nurse there knows Clover from her sore paw last spring, so thats a backup if Tom says no. Ok I feel way better about this now. Thanks, honestly',
    );
    expect(reply).not.toMatch(/\?$/);
    expect(reply).toMatch(/glad|take care|here whenever|good luck|hear how/i);
  });
});
