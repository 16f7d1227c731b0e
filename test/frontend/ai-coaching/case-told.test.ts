/**
 * A particular case told, not asked, once a situation is open ("the night sweats wake me up every night", "i keep checking
 * the clock", a parent who shouts during driving practice): what helps with that case, rather than "Okay, that helps me
 * understand". A mind racing at bedtime and nail biting said in everyday words are read as their situations.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';

const RACING = 'my mind races every night when i try to sleep';

describe('a particular case told in an open situation', () => {
  it.each(COACH_IDS)('%s: night sweats told after the perimenopause is named get what helps with them', (coachId) => {
    const { situation, reply } = after(coachId, ['i think its the menopause, im 49 and everything is changing', 'the night sweats wake me up every night']);
    expect(situation).toBe('menopause');
    expect(reply).toMatch(/^For night sweats and broken sleep: keep the bedroom cool/);
    expect(reply).not.toMatch(/helps me understand/);
  });

  it.each(COACH_IDS)('%s: checking the clock at night gets what helps with it, once', (coachId) => {
    const told = after(coachId, [RACING, 'i keep checking the clock and counting the hours left']);
    expect(told.reply).toMatch(/^Turn your clock away/);
    const again = after(coachId, [RACING, 'i keep checking the clock and counting the hours left', 'i keep checking the clock, counting hours']);
    expect(again.reply).not.toMatch(/^Turn your clock away/);
  });

  it.each(COACH_IDS)('%s: one word of a case is not the case, and a first message is met as the situation it opens', (coachId) => {
    expect(after(coachId, [RACING, 'mostly about stuff at home']).reply).not.toMatch(/^Turn your clock away|^It is usually best to put your phone/);
    expect(after(coachId, ['i check the clock all night and count the hours left, i cant sleep']).reply).not.toMatch(/^Turn your clock away/);
  });
});

describe('a failed driving test, told and asked about', () => {
  const FAILED = 'i failed my driving test for the third time today';
  it.each(COACH_IDS)('%s: a test failed today is not met with "When is your test?" nor "Have you taken it before?"', (coachId) => {
    const { reply } = after(coachId, [FAILED]);
    expect(reply).not.toMatch(/When is your test|taken the test before/);
    expect(after(coachId, ['my driving test is next week and im so nervous']).reply).not.toMatch(/When is your test/);
  });

  it.each(COACH_IDS)('%s: the examiner\'s mark, a parent who shouts and giving up each get their own answer', (coachId) => {
    expect(after(coachId, [FAILED, 'the examiner said i was too hesitant at roundabouts']).reply).toMatch(/^Roundabouts feel hard/);
    const dad = after(coachId, [FAILED, 'my dad is teaching me but he shouts']).reply;
    expect(dad).toMatch(/"I learn better when you tell me early and calmly\./);
    expect(dad).not.toMatch(/^It sounds like your dad is teaching you/);
    const quit = after(coachId, [FAILED, 'should i just give up on driving?']).reply;
    expect(quit).toMatch(/^I would not give up because of a failed test/);
    expect(quit).not.toMatch(/the coach leans/);
  });
});

describe('a new city and nobody known there', () => {
  const NEW_CITY = 'i moved to a new city for work and i dont know anyone';
  it.each(COACH_IDS)('%s: is making friends, and how to start talking at a climbing gym gets opening lines for it', (coachId) => {
    expect(after(coachId, [NEW_CITY]).situation).toBe('making-friends');
    expect(after(coachId, ['i miss my family, i moved to a new city last month']).situation).toBe('homesick-new-place');
    const { reply } = after(coachId, [NEW_CITY, 'how do i actually start talking to people at a climbing gym']);
    expect(reply).toMatch(/the activity gives you your opening line/);
    expect(reply).toMatch(/"How long have you been coming here\?"/);
  });
});

describe('still sharing a flat after a breakup', () => {
  const BREAKUP = 'my girlfriend broke up with me last week after 4 years';
  it.each(COACH_IDS)('%s: is answered for living together, and words for the kitchen are for crossing paths', (coachId) => {
    expect(after(coachId, [BREAKUP, 'we still share a flat until march, its awful']).reply).toMatch(/^Living together after a breakup/);
    const { reply } = after(coachId, [BREAKUP, 'what do i say to her when we see each other in the kitchen']);
    expect(reply).toMatch(/"Hi, I'll be out of your way in a minute"/);
    expect(reply).not.toMatch(/I still have some of your things/);
  });
});

describe('a phone picked up at every page, told in a second language', () => {
  it.each(COACH_IDS)('%s: gets what helps with the phone while revising', (coachId) => {
    const { situation, reply } = after(coachId, ['exam in 2 week, i cant focus nothing', 'every time i open book i take phone']);
    expect(situation).toBe('exam-revision');
    expect(reply).toMatch(/^Make the phone harder to reach than your notes\./);
  });
});

describe('panic on the bus', () => {
  const BUS = 'i get panic attacks on the bus to work';
  it.each(COACH_IDS)('%s: help on the bus speaks of the bus, and walking instead some days is answered as avoiding', (coachId) => {
    const onBus = after(coachId, [BUS, 'can you walk me through something i can do on the bus']).reply;
    expect(onBus).toMatch(/^If panic starts on a bus or train/);
    const avoid = after(coachId, [BUS, 'is it bad that i avoid the bus some days and walk instead?']).reply;
    expect(avoid).toMatch(/Avoiding it now and then is understandable/);
  });
});

describe('a "what if" in a phrase of its own', () => {
  const PARTY = 'my coworker Dana invited me to her birthday party on saturday and im dreading it';
  it.each(COACH_IDS)('%s: "what if I run out of things to say" is answered for that, and a bare "what if" is not', (coachId) => {
    const { reply } = after(coachId, [PARTY, 'what if I run out of things to say']);
    expect(reply).toMatch(/^Short pauses are normal/);
    expect(reply).not.toMatch(/plan B/);
    expect(after(coachId, [PARTY, 'what if it goes badly?']).reply).not.toMatch(/^Short pauses are normal/);
  });
});

describe('a thesis chapter put off', () => {
  const THESIS = 'i have to write my thesis chapter and i keep putting it off';
  it.each(COACH_IDS)('%s: freezing at the document and a draft feared rubbish each get their own answer', (coachId) => {
    expect(after(coachId, [THESIS, 'every time i open the document i freeze']).reply).toMatch(/^Freezing at the page usually means/);
    const rubbish = after(coachId, [THESIS, 'what if the draft is rubbish']).reply;
    expect(rubbish).toMatch(/^A first draft is meant to be rough/);
    expect(rubbish).not.toMatch(/plan B/);
  });
});

describe('a mother with dementia asking for a father who died', () => {
  const DEMENTIA = 'my mum has dementia and i look after her on weekends';
  const ASKS = 'she keeps asking for my dad, he died 5 years ago';
  it.each(COACH_IDS)('%s: stays caring for a parent, never the person\'s grief, and the truth is never weighed as news', (coachId) => {
    const asks = after(coachId, [DEMENTIA, ASKS]);
    expect(asks.situation).toBe('caring-for-parent');
    expect(asks.reply).toMatch(/^Correcting them again and again/);
    const truth = after(coachId, [DEMENTIA, ASKS, 'do i tell her the truth every time?']);
    expect(truth.situation).toBe('caring-for-parent');
    expect(truth.reply).not.toMatch(/lean towards telling|since your dad died|miss most about your dad/);
    expect(after(coachId, [DEMENTIA, 'my brother never helps']).reply).toMatch(/^Ask for help in clear, specific ways/);
    expect(after(coachId, ['my dad died 5 years ago and i still miss him']).situation).toBe('grief-person');
  });
});

describe('debt hidden from a partner', () => {
  const DEBT = 'im drowning in credit card debt, about 6k';
  it.each(COACH_IDS)('%s: a partner who does not know gets the words to tell them, and "should i tell him?" is never about a parent', (coachId) => {
    expect(after(coachId, [DEBT, 'my partner doesnt know']).reply).toMatch(/^Tell them soon, at a calm time/);
    const him = after(coachId, [DEBT, 'my partner doesnt know', 'should i tell him?']).reply;
    expect(him).not.toMatch(/tell her|Telling a parent/);
  });
});

describe('an interview question the person blanked on', () => {
  it.each(COACH_IDS)('%s: a time they made a mistake gets how to answer it, with an example to say', (coachId) => {
    const { reply } = after(coachId, [
      'i have a job interview on tuesday for a nursing job',
      'last interview i blanked on the question about a time i made a mistake',
    ]);
    expect(reply).toMatch(/^The question "Tell me about a time you made a mistake" goes well/);
    expect(reply).toMatch(/"I once sent a report with last month's figures\./);
  });
});

describe('a flatmate who never cleans', () => {
  const FLATMATE = 'my flatmate never cleans up and the kitchen is disgusting';
  it.each(COACH_IDS)('%s: hints that did not work get a plain ask, and a message to send is for the cleaning only', (coachId) => {
    expect(after(coachId, [FLATMATE, 'ive hinted loads but she doesnt get it']).reply).toMatch(/^Hints rarely work/);
    const message = after(coachId, [FLATMATE, 'her name is Jess, we have lived together 2 years', 'can you write me a message to send her']).reply;
    expect(message).toMatch(/"The dishes have been staying in the sink/);
    expect(message).not.toMatch(/energy bill/);
  });
});

describe('words to come out', () => {
  it.each(COACH_IDS)('%s: are the words for what the person is: gay, or trans', (coachId) => {
    const gay = after(coachId, ['i think im gay and i want to tell my parents', 'how do i start the conversation']).reply;
    expect(gay).toMatch(/I'm gay, and I'm telling you/);
    expect(gay).not.toMatch(/I'm trans/);
    const trans = after(coachId, ['im trans and i want to tell my parents', 'how do i start the conversation']).reply;
    expect(trans).toMatch(/"I'm trans, and I'd like you to use the name and pronouns that fit me\./);
    expect(trans).not.toMatch(/I'm gay/);
  });
});

describe('envy of a friend, known to be pointless', () => {
  const ENVY = 'i get so jealous when my friend posts about her new job';
  it.each(COACH_IDS)('%s: is envy of a friend, and "i know that in theory" meets the gap between knowing and feeling', (coachId) => {
    expect(after(coachId, [ENVY]).situation).toBe('jealous-of-friend');
    expect(after(coachId, ['i am jealous, my boyfriend talks to my friend a lot']).situation).not.toBe('jealous-of-friend');
    const known = after(coachId, [ENVY, 'i know comparing is pointless, i know that in theory']).reply;
    expect(known).toMatch(/^Knowing it in your head and feeling it are two different things/);
    expect(known).not.toMatch(/Let me check I've got this/);
  });
});

describe('everyday words for a racing mind at night and nail biting', () => {
  it.each(COACH_IDS)('%s: are read as their situations, and a racing mind by day is not one of the night', (coachId) => {
    expect(after(coachId, [RACING]).situation).toBe('racing-mind-at-night');
    expect(after(coachId, ['my thoughts are racing when i go to bed']).situation).toBe('racing-mind-at-night');
    expect(after(coachId, ['i keep biting my nails, its gross']).situation).toBe('habit-change');
    expect(after(coachId, ['i always pick my skin when im stressed']).situation).toBe('habit-change');
    expect(after(coachId, ['overthinking in the morning at work']).situation).not.toBe('racing-mind-at-night');
  });
});
