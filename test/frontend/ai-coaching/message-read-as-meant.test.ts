/**
 * Messages read the way their writer meant them: a goodbye at the end of a long message, a thank-you that leaves, "last nite"
 * that is no goodnight; news that is good and news that only looks it; a question aside (a score, a recipe, the weather) in a
 * sentence of its own; "I" never taken for a name; a question in an interview answered, not turned aside.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { talkPlanIn } from '../../../frontend/src/features/ai-coaching/engine/words-to-say';
import { emptyMemory } from '../../../frontend/src/features/ai-coaching/engine/memory';
import { intentionIn, winIn } from '../../../frontend/src/features/ai-coaching/engine/understanding/intentions';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';
import { askTypeOf } from '../../../frontend/src/features/ai-coaching/engine/situations';

const replyAfter = (coachId: (typeof COACH_IDS)[number], told: readonly string[], message: string): string => {
  const engine = createCoachEngine(coachId, seededRandom(7));
  for (const said of told) engine.reply(said);
  return engine.reply(message).text;
};
const CLOSE = /come back|whenever you want to talk|take care|good luck/i;
const GOOD = /good news|good to hear|great news|so glad|wonderful|brilliant/i;

describe('a goodbye', () => {
  it.each(COACH_IDS)('%s: closes a message that thanks and says goodnight after telling something, with no question back', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['My flatmate Liam did not pay his part of the electricity since February. Now he owes me 186 euro.'],
      'Haha ok, I will not bake him a cake yet. Thank you, you helped me a lot. Have a good night.',
    );
    expect(reply).toMatch(CLOSE);
    expect(reply).not.toMatch(/\?|1\. /);
  });

  it.each(COACH_IDS)('%s: closes a long message that ends on a goodbye, and a thank-you with "bye" in it', (coachId) => {
    const long =
      "Fair enough, I'll give it till the end of October and then have another word. Margaret will be pleased I haven't " +
      "started a war. Thank you, that's helped me think straight. Cheerio.";
    expect(replyAfter(coachId, ["my neighbour's hedge is four metres tall and shades my greenhouse"], long)).toMatch(CLOSE);
    const short = replyAfter(coachId, ['failed my driving test again. 2nd time'], 'thanks tho fr. bye');
    expect(short).toMatch(CLOSE);
    expect(short).not.toMatch(/\?/);
  });

  it.each(COACH_IDS)('%s: hears a break that is over as leaving', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my colleague Jackie always asks me to swap shifts and I always say yes'],
      'Thank you. Also you are awake at 4am same like me haha. ok my break is finish, the call bell is ringing',
    );
    expect(reply).toMatch(CLOSE);
  });

  it.each(COACH_IDS)('%s: closes a late thank-you, bare or with a calm word of what comes next, without a question', (coachId) => {
    const told = ['trying to quit vaping. day 3', 'since 2019', 'worst is after tea and in the van', 'already tried chewing gum', 'day 5 now'];
    for (const thanks of ['cheers', 'thank u for putting up with me the last 2 weeks. going to have a glass of wine now']) {
      const reply = replyAfter(coachId, told, thanks);
      expect(reply).toMatch(CLOSE);
      expect(reply).not.toMatch(/\?/);
    }
    // Thanks followed by more of the trouble is not a goodbye.
    expect(replyAfter(coachId, told, "thanks. but it's worse again tonight, I can't stop thinking about it")).not.toMatch(CLOSE);
    expect(replyAfter(coachId, told, 'thanks. what about at the weekend though, everyone vapes at the pub')).not.toMatch(CLOSE);
  });

  it.each(COACH_IDS)('%s: never takes "last nite" or "have a good" in a story for a goodbye', (coachId) => {
    const reply = replyAfter(coachId, ['got kicked out the group chat'], 'the main one. ellie made it and she removed me last nite no reason');
    expect(reply).not.toMatch(CLOSE);
    expect(understand('Have a good night.', { lastQuestion: null, inExercise: false }).act).not.toBe('question');
    expect(understand('Have you tried it?', { lastQuestion: null, inExercise: false }).act).toBe('question');
  });
});

describe('news', () => {
  it.each(COACH_IDS)('%s: a pass, an outing that went well and a small win accepted are good news', (coachId) => {
    expect(replyAfter(coachId, ['failed my driving test again. 2nd time'], 'PASSED!!!!! 2 minors. dave nearly cried lol')).toMatch(GOOD);
    const went =
      'I went! We were 11 people, very friendly. After we ate together and they invited me to a churrasco next month. ' +
      'I was laughing the whole afternoon.';
    expect(replyAfter(coachId, ['I moved to Berlin five months ago and I feel very alone'], went)).toMatch(GOOD);
    const lego =
      'Small update. Mia asked me to help with a Lego set last night. ' +
      'She didn\'t say much but at the end she said "you\'re actually alright at this". I\'ll take it.';
    const reply = replyAfter(coachId, ["my girlfriend's daughter Mia ignores me"], lego);
    expect(reply).toMatch(GOOD);
    expect(reply).not.toMatch(/smaller version|plan/);
  });

  it.each(COACH_IDS)('%s: results that are not cancer, a best day and a streak kept are good news', (coachId) => {
    const results = 'ok update they rang today!!! its a dysplastic naevus whatever that is but not melanoma. she said they got it all out. i cried in the car';
    expect(replyAfter(coachId, ['im waiting for results from a biopsy and its driving me mad'], results)).toMatch(GOOD);
    const canal = 'update. took him to the canal. caught nothing. he talked for like 10 min about some youtuber. best day so far';
    expect(replyAfter(coachId, ['my stepson wont talk to me'], canal)).toMatch(GOOD);
    expect(replyAfter(coachId, ['trying to quit vaping. day 3', 'worst is after tea'], 'ok. day 5 now btw. still alive')).toMatch(GOOD);
    const done = "Well, it's done. I told him, and we agreed a signal. I raised it once. He stopped. That made all the difference. Numb as a plank now.";
    expect(replyAfter(coachId, ['I have a root canal next Tuesday and I am scared of the dentist'], done)).toMatch(GOOD);
  });

  it.each(COACH_IDS)('%s: a promise brushed off, or a try that came to nothing, is no good news', (coachId) => {
    const brushed = 'Yes I asked him two times. First time he said "yeah yeah next week", second time he said he is waiting for his salary.';
    expect(replyAfter(coachId, ['My flatmate Liam owes me 186 euro for the bills.'], brushed)).not.toMatch(GOOD);
    const meme = 'I already tried the "joke" way, I sent him a meme about paying debts. He put a laugh reaction and nothing more.';
    expect(replyAfter(coachId, ['my friend Sam owes me 160 euro for the festival tickets'], meme)).not.toMatch(/well done|real win|real step/i);
  });

  it.each(COACH_IDS)('%s: a question of fact asked in a long update is answered, not met as news', (coachId) => {
    const update =
      "Right, it's Thursday, 11:40, and I'm sitting in a cafe round the corner. I think it went OK? Priya laughed at my joke, Martin was " +
      'harder to read. They said they\'d let me know early next week pending references. How long does a reference check usually take? ' +
      "Otherwise I'm going to refresh my email every four minutes until Tuesday.";
    const reply = replyAfter(coachId, ['I have a job interview on Thursday at 10 and I am nervous'], update);
    expect(reply).toMatch(/few days to about two weeks/);
    expect(reply).not.toMatch(/well done|real win|real step/i);
  });

  it('a reply told with "what now" is no win', () => {
    const told = "I sent it. she replied 'come and have a chat with him' what now, I did not expect to be meeting a vicar";
    expect(winIn(told.toLowerCase(), told)).toBe(false);
    expect(winIn('i sent it and she loved it', 'I sent it and she loved it')).toBe(true);
  });

  it('a step that went fine is no win when something hard follows it', () => {
    const told = 'The phone screen went fine, she seemed to like me. But sitting across a table from two people makes my stomach drop.';
    expect(winIn(told.toLowerCase(), told)).toBe(false);
    expect(winIn('the phone screen went fine, she seemed to like me', 'The phone screen went fine, she seemed to like me')).toBe(true);
  });
});

describe('a question in a long update', () => {
  it.each(COACH_IDS)('%s: is answered from the sentence that asks, not from a word in the story around it', (coachId) => {
    const update =
      "Update. It went well I think. Three hours, we were the last ones there. Split the bill, she insisted. She's texted 'That was " +
      "lovely, let's do it again.' Do I reply now or is there a waiting rule? My daughter says wait a day.";
    const reply = replyAfter(coachId, ['first date at 55 on saturday, I am so nervous'], update);
    expect(reply).toMatch(/no rule about waiting/);
  });
});

describe('a question the coach has no answer for', () => {
  it.each(COACH_IDS)('%s: is never met with an exercise in its place', (coachId) => {
    const asked = 'I am so nervous and tense about it all. What should I be looking at when we go round, apart from the garden?';
    for (const seed of [1, 2, 3]) {
      const engine = createCoachEngine(coachId, seededRandom(seed));
      engine.reply('we might move to a bungalow');
      expect(engine.reply(asked).text).not.toMatch(/breathing|body scan|grounding|exercise together|try the|muscle relaxation/i);
    }
  });
});

describe('a question aside', () => {
  it.each(COACH_IDS)('%s: a score, a recipe or the weather asked in a sentence of its own is answered honestly', (coachId) => {
    expect(replyAfter(coachId, ['failed my driving test again'], 'ok. random but did arsenal win last nite my phone died')).toMatch(/scores or results/);
    expect(replyAfter(coachId, ['interview on thursday'], 'By the way, did India win yesterday? I was on shift and missed everything.')).toMatch(
      /scores or results/,
    );
    expect(replyAfter(coachId, ['trying to quit vaping'], "ok. random but whats an easy pasta thing for 1 person thats not just pesto")).toMatch(/recipes/);
    expect(replyAfter(coachId, ['my son is gaming till 2am'], 'wait who won the arsenal game last night')).toMatch(/scores or results/);
    const weather = 'Ok, you convinced me. Off topic, do you know how is the weather on Saturday in Berlin? If it rains there is no futevolei.';
    expect(replyAfter(coachId, ['I feel alone in Berlin'], weather)).toMatch(/weather/);
  });
});

describe('words to say', () => {
  const plan = (message: string, previous = '') => talkPlanIn(message.toLowerCase(), message, previous, emptyMemory());

  it('never takes "I" in any form for the one the words are for', () => {
    const asked = 'What do I say to my mum? Every answer I\'ve practised sounds fake.';
    expect(plan(asked)?.to).toBe('your mum');
    expect(plan("Every answer I've practised sounds fake, what do I answer I've been told")?.to ?? null).toBeNull();
  });

  it('is for the one named where the person asks, not one named in a quote before it', () => {
    const asked = 'My husband Tom says "she means well, just tell her". In Korea we do not speak like this. What should I say to Tom first?';
    expect(plan(asked)?.to).toBe('Tom');
  });

  it.each(COACH_IDS)('%s: made shorter, gives back whole words from the answer, the ones about what the person told', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my landlord is keeping £400 of my deposit for a stain', 'Can you help me write email to him? I want to be polite but firm'],
      'Is too long, please make it shorter.',
    );
    expect(reply).toMatch(/"I do not agree with the deductions from my deposit\./);
    expect(reply).not.toMatch(/" For a deposit: "/);
  });

  it.each(COACH_IDS)('%s: a message to one person reached on WhatsApp is no notice for a group', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my colleague Jackie always asks me to swap shifts and I always say yes'],
      'She always message on WhatsApp. Can you write for me the message? Not too strong',
    );
    expect(reply).not.toMatch(/Hi all|\[what\]/);
  });

  it('finds no topic in "again", and a question in an interview is no remark to turn aside', () => {
    expect(plan('What I can say to her when she ask again?', 'my colleague Jackie always asks me to swap shifts')?.topic ?? null).toBeNull();
    expect(plan('What do I actually say when they ask about my biggest weakness?', 'I have a job interview on Thursday')).toBeNull();
    expect(plan('What do I say to my aunt when she asks about my weight?')?.kind).toBe('remark');
  });
});

describe('a polite no, a party that is over, and paying for damage', () => {
  it.each(COACH_IDS)('%s: "whats a polite way to say no to buying. not long" is a short, warm no, and "make it sound like me" its text version', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    engine.reply('friend keeps trying to get me into selling skincare. like an mlm');
    engine.reply("shes asked me to a 'pamper party' at hers sat 7pm");
    const no = engine.reply('whats a polite way to say no to buying. not long').text;
    expect(no).toMatch(/^Here's a short one: "Thanks for thinking of me! I'm going to pass on buying anything, but I'd love to come and catch up\."/);
    expect(engine.reply('bit formal. make it sound like me').text).toMatch(/^More like a text: "aw thank you! gonna pass on buying anything tbh/);
  });

  it('reads "whats a polite way to say no" as a question, with or without its mark', () => {
    expect(understand('whats a polite way to say no to buying. not long', { lastQuestion: null, inExercise: false }).act).toBe('question');
  });

  it.each(COACH_IDS)('%s: a party that is over is never asked about as one to face, again and again', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    const replies = [
      'my sister keeps taking my clothes wihtout asking and its driving me insane',
      'shes 17 im 19. shes called leah. we share a wardrobe bc my room is tiny',
      "last week she wore my new jeans to a party and got red wine on them. she said 'its barely noticable'. it is very noticable",
      'mum just says sort it out between urselves',
      'already tried puttin a lock on. she found the key in 2 days lol',
    ].map((message) => engine.reply(message).text);
    expect(replies.filter((reply) => /worries you most|feel a little easier/.test(reply))).toEqual([]);
  });

  it.each(COACH_IDS)('%s: "should i make her pay for the jeans or is that petty" is a view on asking, not rent from a grown child', (coachId) => {
    const reply = replyAfter(coachId, ['my sister wore my new jeans to a party and ruined them'], 'should i make her pay for the jeans or is that petty');
    expect(reply).toMatch(/^Yes, I think making her pay for the jeans is a good idea, and no, I don't think it's petty\./);
    expect(reply).not.toMatch(/grown-up child/);
  });
});

describe('a parent, a child and a choice, read as meant', () => {
  const DAD = 'my dad (78) keeps driving even tho his eyesight is getting bad. he nearly hit a cyclist on tuesday';

  it.each(COACH_IDS)('%s: a father who nearly hit a cyclist is no warning about sleepy driving, and "actually" is not said back', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    expect(engine.reply(DAD).text).not.toMatch(/careful on the road|sleepy/);
    engine.reply('my brother Tomasz says leave it, its his independence');
    expect(engine.reply('he has a eye test on the 14th actually').text).not.toMatch(/actually/);
  });

  it.each(COACH_IDS)('%s: "should i make her finish the term?" is weighed, never a plain yes', (coachId) => {
    const told = ['my daughter Mia (9) doesnt want to go to her swimming lessons anymore, cries every saturday morning'];
    const reply = replyAfter(coachId, told, 'should i make her finish the term?');
    expect(reply).not.toMatch(/^Yes, I think/);
    expect(reply).toMatch(/finish the term/);
  });

  it.each(COACH_IDS)('%s: "what do i say to her tonight" about a young daughter finds out what is wrong, by her name', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['hi. my daughter Mia (9) doesnt want to go to her swimming lessons anymore, cries every saturday morning', 'we paid for the whole term, 120 pounds'],
      'what do i say to her tonight',
    );
    expect(reply).toMatch(/"Mia, you're not in trouble\./);
    expect(reply).toMatch(/tell her you will work it out together/);
  });

  it.each(COACH_IDS)('%s: "how do people do long distance?" is answered, and "what would you do?" ends on the choice', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    engine.reply('I have to decide if I take a job offer in Lyon. more money but my partner Sam would stay in Bristol for at least a year');
    const tips = engine.reply('how do people do long distance?').text;
    expect(tips).toMatch(/^Couples who make long distance work usually do a few plain things\. 1\. Keep the next visit/);
    const view = engine.reply('what would you do?').text;
    expect(view).toMatch(/(Which way are you leaning right now|Which of the three questions is hardest to answer|Sam\b.*)\?$/);
    expect(view).not.toMatch(/when it happened/);
  });
});

describe('a note written out, a friend drifting and a birthday', () => {
  it.each(COACH_IDS)('%s: a barking dog gets words about the noise, never music, and "write the note for me pls" sets the note out', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    engine.reply("ok so my neighbour's dog barks ALL day when they're at work");
    engine.reply('i work from home so its driving me mad');
    engine.reply('ive never actually spoken to them, they moved in in june');
    expect(engine.reply('what do i even say. i dont want to start a feud').text).not.toMatch(/music/);
    expect(engine.reply('could i just leave a note?').text).toMatch(/"Hi, I'm your neighbour from next door\. I wanted to mention that the noise/);
    const note = engine.reply('write the note for me pls').text;
    expect(note).toMatch(/^Here it is, ready to copy: "Hi, I'm your neighbour from next door\./);
    expect(engine.reply('bit too formal lol').text).toMatch(/"Hey, quick thing: could we find a way that works for both of us\?"/);
  });

  it.each(COACH_IDS)('%s: "is it normal for friends to drift when they get into relationships?" is about the friend, not one\'s own feelings', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my best friend Anya has been really distant since she got a new boyfriend'],
      'is it normal for friends to drift when they get into relationships?',
    );
    expect(reply).toMatch(/^Yes, it's very common\. When someone starts a new relationship, friends often get less of their time/);
    expect(reply).not.toMatch(/counsellor/);
  });

  it.each(COACH_IDS)('%s: "her birthday is next week, maybe i plan something?" is a yes to something for her birthday', (coachId) => {
    const reply = replyAfter(coachId, ['my best friend Anya has been really distant lately'], 'her birthday is next week, maybe i plan something?');
    expect(reply).toMatch(/^Yes, I think planning something for her birthday is a good idea\. A small, friendly gesture/);
  });
});

describe('a colonoscopy', () => {
  it.each(COACH_IDS)('%s: the fear of its preparation and how long it takes are answered', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    engine.reply('Hello. I am 71 and my doctor wants me to have a colonoscopy next month. I am very nervous');
    expect(engine.reply('It is the preparation that I am afraid of, drinking all that liquid').text).toMatch(
      /^The preparation is the part most people find hardest.*Chill the drink in the fridge/,
    );
    engine.reply('My wife Ruth says I am being silly');
    expect(engine.reply('How long does the procedure take usually?').text).toMatch(/A colonoscopy itself takes about 30 to 45 minutes/);
    expect(engine.reply('Can you give me something for the night before, I will not sleep').text).not.toMatch(/Most sleep habits need a week or two/);
  });
});

describe('a name given, a plan said tentatively, and someone else\'s loan', () => {
  it.each(COACH_IDS)('%s: "she\'s called Helen btw" after words for her opens them with her name, and "i might talk to her" is a plan', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    engine.reply('im in a choir and the new director keeps picking the same 3 people for solos');
    engine.reply('ive been there 8 years. never got one');
    engine.reply('should i ask her why?');
    engine.reply('how do i ask without sounding bitter');
    const named = engine.reply("she's called Helen btw").text;
    expect(named).toMatch(/^Helen, got it\. With her name, the opening is warmer: "Helen, [a-z]/);
    expect(named).not.toMatch(/btw/);
    expect(engine.reply('ok i might talk to her after thursday rehearsal').text).toMatch(/Thursday/);
  });

  it.each(COACH_IDS)('%s: "is it my place?" and "what do good new managers do in the first weeks?" are answered', (coachId) => {
    const place = replyAfter(coachId, ['my mum asked what i think about lending my brother money'], 'is it my place?');
    expect(place).toMatch(/^It is your place to say what you think/);
    const lead = replyAfter(coachId, ['i got offered a team lead role but it means managing my friends'], 'what do good new managers do in the first weeks?');
    expect(lead).toMatch(/^Good new managers spend the first weeks listening/);
  });

  it.each(COACH_IDS)('%s: a brother who has not paid back the mother\'s loan is no money of the person\'s to ask for', (coachId) => {
    const reply = replyAfter(
      coachId,
      [
        'my mum wants to lend my brother 5000 for his business. he still hasnt paid back the last 2000',
        "its her money but i'm worried",
        'she asked what i think',
      ],
      'how do i tell her without it becoming a fight with him',
    );
    expect(reply).not.toMatch(/I lent you/);
  });
});

describe('a dented car, impulse buying and a plan for tonight', () => {
  it.each(COACH_IDS)('%s: a car lent and returned with a dent is what the words raise, and paying for it is no rent', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    engine.reply('I lent my car to my friend Dani and she returned it with a dent and said nothing');
    engine.reply('I noticed it the next morning');
    engine.reply('the repair quote is 340 euro');
    expect(engine.reply('how do I bring this up? we have been friends 10 years').text).toMatch(/When I got the car back, I noticed a dent on it\./);
    expect(engine.reply('should I ask her to pay all of it or half?').text).not.toMatch(/grown-up child/);
    expect(engine.reply('ok. I will message her tonight').text).not.toMatch(/^Got it: you will message her/);
  });

  it.each(COACH_IDS)('%s: impulse buying online and deleting the apps are answered, and deleting them is a step taken', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    expect(engine.reply('i keep buying stuff online at night when im stressed, how do i stop').text).toMatch(/^Put some friction between the urge and the buy/);
    expect(engine.reply('is deleting the apps dumb?').text).toMatch(/^No, it isn't dumb at all/);
    expect(engine.reply('ok i deleted shein and asos').text).not.toMatch(/you deleted shein/);
  });

  it('reads "i will message her" as a plan, not a worry about messing up', () => {
    expect(intentionIn('i will message her on friday', 'i will message her on friday')).toEqual({ when: 'on Friday' });
  });
});

describe('a question in the middle of an exercise, and someone else\'s ways', () => {
  // Dr. Sage walks through 5-4-3-2-1 step by step; the others give its steps at once.
  it('sage: how long to practise is answered with the step again; a question of its own sets the exercise aside', () => {
    const engine = createCoachEngine('sage', seededRandom(7));
    engine.reply('Can you give me a grounding exercise, my head is racing');
    const dose = engine.reply('ok. How many minutes should I do it for?').text;
    expect(dose).toMatch(/5 to 10 minutes once or twice a day/);
    const own = engine.reply('Do I need someone to drive me home after the hospital? My sister offered').text;
    expect(own).toMatch(/(whenever you like|pick it up again later)\.$/);
    expect(own).not.toMatch(/things you can (feel|hear)/);
    expect(engine.reply('Back to the exercise').text).toMatch(/five things you can see/);
  });

  it.each(COACH_IDS)('%s: "is it normal that he dont say what he really want?" is about him, never said back', (coachId) => {
    const reply = replyAfter(coachId, ['my partner Jonas says he supports me whatever i decide'], 'is it normal that he dont say what he really want?');
    expect(reply).toMatch(/^Yes, it happens a lot, and it usually says more about what is going on for them/);
    expect(reply).not.toMatch(/dont say/);
  });
});

describe('one step or two', () => {
  it.each(COACH_IDS)('%s: "Should I bring his doctor into this conversation or do it alone first?" is weighed, never a plain yes', (coachId) => {
    const told = ['my father has early dementia and still drives every day'];
    const reply = replyAfter(coachId, told, 'Should I bring his doctor into this conversation or do it alone first?');
    expect(reply).not.toMatch(/^Yes, I think/);
  });
});

describe('who the person is, by way of introduction', () => {
  it.each(COACH_IDS)('%s: "I am a 61-year-old retired schoolteacher and I have sung alto…" is no retirement, and the age is not said back', (coachId) => {
    const reply = createCoachEngine(coachId, seededRandom(7)).reply(
      'Good afternoon. I am a 61-year-old retired schoolteacher and I have sung alto in our community choir in Harrogate for eleven years.',
    ).text;
    expect(reply).not.toMatch(/retir|61-year-old/i);
  });
});

describe('a grown daughter after a loss', () => {
  it.each(COACH_IDS)('%s: "How would you suggest I tell my daughter, Karen…" asks for words to a grown-up, not for a child', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    engine.reply('Good morning. I am 75 and have lived in the same house in Wakefield for 44 years. My husband Ron passed away two years ago.');
    engine.reply('My son and daughter both want me to sell up and move into a flat near them in Leeds. They keep sending me estate agent links.');
    const reply = engine.reply('How would you suggest I tell my daughter, Karen, that the links are upsetting me, without starting a row?').text;
    expect(reply).not.toMatch(/a child can hold on to|Which option fits/);
    expect(understand('how would you suggest i tell my daughter', { lastQuestion: null, inExercise: false }).act).toBe('question');
  });

  it.each(COACH_IDS)('%s: "list the pros and cons… so I can see them on paper" is no question about sensing someone who died', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    engine.reply('My husband Ron passed away two years ago. My children want me to sell the house.');
    expect(engine.reply('Could you help me list the pros and cons plainly, so I can see them on paper?').text).not.toMatch(/dreaming about them|voicemail/);
  });
});

describe('someone else\'s son, and an age to begin with', () => {
  it.each(COACH_IDS)('%s: a friend\'s son who phones her is no parenting trouble, and "I am 68 and I live in Leeds" is not said back', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    expect(engine.reply('Hello. I am 68 and I live in Leeds. My friend Mavis next door had a fall in May and I help her every day.').text).not.toMatch(
      /68|Leeds/,
    );
    const reply = engine.reply('Her son Tom lives in Bristol and phones her on Sundays. He keeps thanking me. Do you see what I mean?').text;
    expect(reply).not.toMatch(/tantrum|your child|screen time/i);
  });
});

describe('a view asked, and a polite way to open', () => {
  const CHOIR = 'Our new choir director moved me from the altos to the back row without a word.';

  it.each(COACH_IDS)('%s: "Is it reasonable for me to ask him directly, or would that seem petty?" is a plain yes, said in good English', (coachId) => {
    const reply = replyAfter(coachId, [CHOIR], 'Is it reasonable for me to ask him directly, or would that seem petty?');
    expect(reply).toMatch(/^Yes, I think asking him directly is a good idea, and no, I don't think it will seem petty\./);
  });

  it.each(COACH_IDS)('%s: "Would that be an overreaction, in your view?" is a view, never sent to someone who knows', (coachId) => {
    const asked = 'My friend Joan thinks I should simply leave and join another choir. Would that be an overreaction, in your view?';
    const reply = replyAfter(coachId, [CHOIR], asked);
    expect(reply).not.toMatch(/Someone who knows this well/);
  });

  it('reads "a polite way to open the conversation" as a request for words', () => {
    expect(askTypeOf('what would be a polite way to open the conversation with him after rehearsal')).toBe('script');
  });
});
