/**
 * What the person has to tell someone, read as the conversation goes, and the words built from it
 * when words are asked for with nobody and nothing named in the message.
 */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { readSnapshot } from '../../../frontend/src/features/ai-coaching/engine/state';
import { habitIn, newsIn, readNews, tellingWho } from '../../../frontend/src/features/ai-coaching/engine/told-news';
import { normalizedSentences } from '../../../frontend/src/features/ai-coaching/engine/understanding/understand';

const read = (message: string) => newsIn(normalizedSentences(message), 1);

describe('reading what there is to tell', () => {
  it.each([
    ['I was made redundant on Monday. Logistics firm, 11 years there.', 'news', 'I was made redundant on Monday.'],
    ['i failed my statistics exam and my dad paid for the course', 'news', 'I failed my statistics exam.'],
    ['Hello, I need help with something. I decided to stop my PhD, I am in 4th year', 'limit', "I've decided to stop my PhD."],
    ['i want to quit my job lol but my parents will freak', 'news', "I've decided to quit my job."],
    ["we're getting divorced and the kids don't know", 'news', "We're getting divorced."],
    ["i kicked it too hard and it went over the fence and smashed mrs okafor's greenhouse", 'confess', "It was me who smashed Mrs Okafor's greenhouse."],
    ['ok so i kind of broke a window at school today and nobody knows', 'confess', 'I broke a window.'],
    ["opened a package that wasn't mine. same last name as my downstairs neighbor", 'confess', 'I opened your package by mistake.'],
    ['i accidentally deleted the team folder yesterday', 'confess', 'I deleted the team folder by mistake.'],
    ['I read her diary by mistake and now I know', 'confess', 'I read her diary by mistake.'],
    ['he assumes I will take it over when he turns 70 in March. I don\'t want to.', 'limit', "I've thought about it a lot, and I don't want to take it over."],
    ["i don't want to host christmas again this year", 'limit', "I've thought about it a lot, and I don't want to host christmas again this year."],
    [
      'every night from 23:00 the neighbour above makes noise, washing machine, chairs',
      'raise',
      expect.stringMatching(/^I live just below you, and the noise late/),
    ],
  ])('%p is %p: %p', (message, kind, line) => {
    expect(read(message)).toMatchObject({ kind, line });
  });

  it.each([
    ['My old friend Helen borrowed 400 euros from me and never paid it back', 'helen', 'Could you pay back the 400 euros I lent you?'],
    ['in november i lend 400 euros to my friend Rui. he said he pays back in january', 'my friend rui', 'Could you pay back the 400 euros I lent you?'],
    ['he still owes me $250 from the trip', null, 'Could you pay back the $250 I lent you?'],
    ['my brother never paid me back', null, 'Could you pay back the money I lent you?'],
  ])('reads money owed in %p, from %p', (message, to, line) => {
    expect(newsIn(normalizedSentences(message), 1, message)).toMatchObject({ kind: 'ask', to, line });
  });

  it('reads a scam as news, with what it cost, before a "very silly" thing done', () => {
    const message = "I've done something very silly. A man rang from the bank and I moved £300. They said it was a scam.";
    expect(newsIn(normalizedSentences(message), 1, message)).toMatchObject({ kind: 'news', line: 'I was caught out by a scam and lost £300.' });
  });

  it('keeps the kind without words when the fact is not said whole', () => {
    expect(read("I've done something really stupid and I need to figure out how to tell my mum")).toMatchObject({ kind: 'confess', line: null });
  });

  it.each([
    'i lost my dog last week',
    'i lost my temper with the kids',
    'my mum lost her job',
    "i don't want to make it about me crying",
    "i don't want to let the girls down",
    'she lent me her ring for the party',
    'i accidentally deleted my photos',
    'i found a new job in march',
    // What others say of them is no news of their own.
    "How do I correct a rumour that I'm pregnant without offending my mother-in-law?",
    "my aunties think i'm engaged because i wore a ring",
  ])('reads nothing to tell in %p', (message) => {
    expect(read(message)).toBeNull();
  });

  it('reads who it is to be told to', () => {
    expect(tellingWho("i haven't told my wife thandi yet")).toBe('my wife');
    expect(tellingWho('should i tell my mum first or go straight to mrs okafor')).toBe('my mum');
    expect(tellingWho('i like my job')).toBeNull();
  });
});

describe('words for the news, asked for with nobody named', () => {
  it("are for the one it is to be told to, by name, with the news in the person's words", () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply("I was made redundant on Monday. I haven't told my wife Thandi yet. I've been leaving the house at 7 as usual.");
    const reply = engine.reply('How do I start the conversation? Do I just say it straight out or build up to it?').text;
    expect(reply).toContain('Here\'s a way you could say it to Thandi: "Thandi, there\'s something I want to tell you');
    expect(reply).toContain('I was made redundant on Monday.');
    expect(reply).not.toMatch(/interview|looking for my next job/i);
  });

  it('say sorry for the hiding once it is told, and give the first lines when asked again', () => {
    const engine = createCoachEngine('phoenix', seededRandom(4));
    engine.reply("I was made redundant on Monday. I haven't told my wife Thandi yet.");
    engine.reply('How do I start the conversation?');
    engine.reply("She'll be upset that I hid it more than about the job.");
    const again = engine.reply('Can you help me write the first two or three sentences?').text;
    expect(again).toContain('"Thandi, I was made redundant on Monday. I\'m sorry I didn\'t tell you sooner.');
    expect(again).toContain('let her answer');
  });

  it("own up to the one whose thing it was, with it as theirs", () => {
    const engine = createCoachEngine('zenith', seededRandom(2));
    engine.reply("me and my mate were playing footy and i kicked it too hard and it went over the fence and smashed mrs okafor's greenhouse");
    engine.reply('kai says say nothing cos she cant prove it was us');
    engine.reply('should i tell my mum first or go straight to mrs okafor??');
    const reply = engine.reply('what do i even say to her. shes nice which makes it worse').text;
    expect(reply).toContain('"Mrs Okafor, I need to tell you something, and I\'m really sorry. It was me who smashed your greenhouse.');
  });

  it('decline to a parent as news, in words said earlier', () => {
    const engine = createCoachEngine('harmony', seededRandom(3));
    engine.reply("My father has run a hardware shop for 38 years and he assumes I will take it over when he turns 70. I don't want to.");
    const reply = engine.reply("How do I tell him no without it sounding like I'm rejecting everything he built?").text;
    expect(reply).toContain('say it to your father');
    expect(reply).toContain("I don't want to take it over.");
    expect(reply).not.toContain('make that happen');
  });

  it('ask for money back from the one who owes it, by name', () => {
    const engine = createCoachEngine('phoenix', seededRandom(8));
    engine.reply('in november i lend 400 euros to my friend Rui. he needed it for his rent. now its april and nothing');
    engine.reply('we are friends since school, almost 20 years');
    const reply = engine.reply('how i can ask him without making a fight?').text;
    expect(reply).toContain('"Rui, can I ask you for something?');
    expect(reply).toContain('Could you pay back the 400 euros I lent you?');
    expect(reply).not.toMatch(/payment plan|bill/);
  });

  it('ask of someone what the person said they want of them, and of nobody else', () => {
    const engine = createCoachEngine('sage', seededRandom(8));
    engine.reply('another parent at swimming club, Marco, gets me to drive his daughter every monday and friday now');
    engine.reply("honestly what I want is for him to take Fridays. Or at least some of them. I've got a call at 5 on Fridays");
    const reply = engine.reply("how do I ask without sounding like I'm keeping score?").text;
    expect(reply).toContain('Could you take Fridays?');
    expect(reply).not.toContain('To tell them something');
    expect(engine.reply('Could you write it as a text? We only ever talk by text').text).toContain('Hey, could you take Fridays?');
    // Wanted of "them" (everyone who keeps asking), the words for "her" are not that ask.
    const other = createCoachEngine('sage', seededRandom(8));
    other.reply('everyone keeps asking what I will do about the letter and I just want them to stop asking');
    expect(other.reply('my mum does not know yet. how do I even bring this up with her?').text).not.toContain('Could you stop asking?');
  });

  it.each([
    ['I guess what I want is for her to take Thursdays. Or at least some of them.', 'Could you take Thursdays?'],
    ['i really need my flatmate to clean up his dishes before the weekend', 'Could you clean up your dishes before the weekend?'],
    ['What I want is for him to take her for two weeks in the summer', 'Could you take her for two weeks in the summer?'],
    ['i want my boss to stop messaging me after 10pm, how do i say it', 'Could you stop messaging me after 10pm?'],
  ])('reads %p as an ask of someone: %p', (message, line) => {
    expect(read(message)).toMatchObject({ kind: 'ask', line });
  });

  it.each(['I just want her to be happy', 'i want them to like me', 'I want him to know I care'])('reads no ask in a feeling hoped for: %p', (message) => {
    expect(read(message)).toBeNull();
  });

  it('give a no not said in so many words only when asked how to say no, and once', () => {
    const told = 'For 11 years I have organised our village festival and this year I want to say no.';
    const engine = createCoachEngine('sage', seededRandom(10));
    engine.reply(told);
    expect(engine.reply('how do i tell my sister no?').text).toContain('"There\'s something I want to tell you');
    expect(engine.snapshot().answered).toContain('words:declined');
    expect(engine.reply('and what do i say to my brother?').text).not.toContain('this time my answer is no');
    const kind = createCoachEngine('sage', seededRandom(10));
    kind.reply(told);
    expect(kind.reply('can you help me find kind words to say to my friend Ann?').text).not.toContain('my answer is no');
  });

  it('raise a neighbour noise with a friendly start and one ask', () => {
    const engine = createCoachEngine('sage', seededRandom(5));
    engine.reply('hello, i have problem with neighbour above. every night from 23:00 they make noise, washing machine, moving chairs');
    engine.reply('i live in Warsaw, walls like paper. i work in bakery so i wake up 3:30');
    const reply = engine.reply('but i am afraid i will be angry and say something stupid. what should i say first?').text;
    expect(reply).toContain('"Hi, sorry to bother you.');
    expect(reply).toContain('Could we find a way to keep it quieter at night?');
  });
});

describe('news kept with the session', () => {
  it('survives a reload and refuses what it could not have written', () => {
    const engine = createCoachEngine('sage', seededRandom(6));
    engine.reply('i failed my driving test again');
    const snapshot = JSON.parse(JSON.stringify(engine.snapshot())) as Record<string, unknown>;
    expect(readSnapshot('sage', snapshot)?.news).toEqual([expect.objectContaining({ kind: 'news', line: 'I failed my driving test.' })]);
    const hostile = [
      { kind: 'news', line: '<img src=x>', owner: null, to: null, hidden: 'yes', at: -1 },
      { kind: '__proto__', line: 'x' },
      'news',
      ...Array.from({ length: 6 }, (_, i) => ({ kind: 'raise', line: `line ${i}`, owner: null, to: null, hidden: false, at: i })),
    ];
    const restored = readNews(hostile);
    expect(restored).toHaveLength(4);
    expect(restored.every((n) => n.kind === 'raise')).toBe(true);
    expect(readNews([{ kind: 'news', line: '<b>', to: 'x'.repeat(41), at: 1.5 }])).toEqual([
      { kind: 'news', line: null, owner: null, to: null, hidden: false, about: null, at: 0 },
    ]);
    expect(readSnapshot('sage', { ...snapshot, newsTo: '__proto__{}' })?.newsTo).toBeNull();
  });
});

describe('something someone keeps doing, said to them', () => {
  it.each([
    [
      'My supervisor Mr. Banda sends emails at 11pm, like every night, and expects answers.',
      'my supervisor',
      'When you send emails at 11pm, I find it really hard.',
    ],
    [
      'he keeps making jokes about my stammer in front of the lads',
      null,
      'When you keep making jokes about my stammer in front of the lads, I find it really hard.',
    ],
    ['my flatmate never washes his pans', 'my flatmate', 'When you never wash your pans, I find it really hard.'],
    ['my friend carla is always late, like 40 minutes', 'my friend', 'When you are always late, I find it really hard.'],
    ['my flatmate jonah leaves his dishes in the sink for DAYS.', 'my flatmate', 'When you leave your dishes in the sink for days, I find it really hard.'],
    ['my sister always reads my texts without asking lol', 'my sister', 'When you always read my texts without asking, I find it really hard.'],
  ])('%p', (message, doer, line) => {
    expect(habitIn(message)).toEqual({ doer, line, about: null });
  });

  it.each([
    [
      "My friend's husband Tom keeps making jokes about my weight at dinners.",
      'tom',
      'When Tom keeps making jokes about my weight at dinners, I find it really hard.',
    ],
    ["my wife's brother Graham always starts on politics by dinner", 'graham', 'When Graham always starts on politics by dinner, I find it really hard.'],
    ['Priya constantly interrupts me in meetings', 'priya', 'When Priya constantly interrupts me in meetings, I find it really hard.'],
  ])('by name, %p is also said of them to someone else', (message, doer, about) => {
    expect(habitIn(message)).toMatchObject({ doer, about });
  });

  it.each([
    'she laughs at my jokes but she laughs at everyones jokes tbh',
    'my mum comes to literally every game',
    'my husband is always tired',
    'she asks if i can take the two children three days every week',
    "he keeps asking what's wrong and i don't know what to say",
    'he was always late when we worked together in 2019',
    "he keeps shouting 'brake brake brake, like I'm going to crash",
  ])('%p is nothing to raise', (message) => {
    expect(habitIn(message)).toBeNull();
  });

  it('to someone close, opens as a talk, not "sorry to bother you"', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('my mum keeps posting pics of me on instagram without asking and everyone at school sees them');
    const reply = engine.reply('can u write me smth i could say to her? not too formal').text;
    expect(reply).toContain('"Mum, can I talk to you about something? When you keep posting pics of me on instagram without asking');
    expect(reply).not.toMatch(/sorry to bother you/);
  });

  it('is the words asked for to say to them, and to no one else', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('My supervisor Mr. Banda sends emails at 11pm, like every night, and expects answers by 7.');
    const words = engine.reply('How can I tell him without sounding rude?').text;
    expect(words).toContain('"Have you got a minute? There is something I would like to sort out with you. When you send emails at 11pm');
    const other = createCoachEngine('sage', seededRandom(4));
    other.reply('My supervisor Mr. Banda sends emails at 11pm, like every night, and expects answers by 7.');
    expect(other.reply('what do I say to my mum about it?').text).not.toContain('When you send emails');
  });
});
