import { analyse, feelingsIn, topicsIn } from '../../../frontend/src/features/ai-coaching/engine/lexicon';
import { detectIntent, type Intent } from '../../../frontend/src/features/ai-coaching/engine/intents';
import {
  cleanText,
  mirrorPhrase,
  questionPhrase,
  sentences,
  shortQuote,
  swapPronouns,
  tokens,
  troubleIn,
} from '../../../frontend/src/features/ai-coaching/engine/text';
import { casesByExpected } from '../helpers/grouped-cases';

const mirror = (text: string) => mirrorPhrase(cleanText(text), () => false);

describe('swapPronouns', () => {
  it.each([
    ['I am tired of my job', 'you are tired of your job'],
    ["I'm proud of myself", "you're proud of yourself"],
    ['Im sure it was mine', "you're sure it was yours"],
    ["I've told me I'd try, I'll see", "you've told you you'd try, you'll see"],
    ['I was sure I wasn’t wrong'.replace('’', "'"), "you were sure you weren't wrong"],
    ['we were late to our own party', 'you were late to your own party'],
    ['I wake at 3 am', 'you wake at 3 am'],
    ['My mum and I', 'your mum and you'],
    ['is this a real problem or am I just lazy', 'is this a real problem or are you just lazy'],
    ['was I wrong', 'were you wrong'],
    ['we built the veranda ourself', 'you built the veranda yourselves'],
  ])('%p → %p', (input, output) => {
    expect(swapPronouns(input)).toBe(output);
  });
});

describe('mirrorPhrase', () => {
  it('prefers the clause that names a feeling', () => {
    expect(mirrorPhrase("Work was long. I'm anxious about tomorrow.", (w) => w === 'anxious')).toBe("you're anxious about tomorrow");
  });

  it('leaves a filler at the end unsaid ("…over this honestly")', () => {
    expect(mirror('I am not sleeping properly over this honestly. My father was a bank cashier')).toBe('you are not sleeping properly over this');
    expect(mirror('i feel so stupid lol')).toBe('you feel so stupid');
  });

  it('says back nothing too thin to mean anything: someone with a word or two, or knowing with nothing known', () => {
    expect(mirror('he cooks')).toBeNull();
    expect(mirror('It looks weak.')).toBeNull();
    expect(mirror("he ended it, said he 'needs to focus on himself'")).toBeNull();
    expect(mirror("Duw, I don't know.")).toBeNull();
    // How it feels is said back however short, and a fuller clause is kept.
    expect(mirror('It feels insane.')).toBe('it feels insane');
    expect(mirror('he said yeah and he asked if amber can come')).toBe('he said yeah and he asked if amber can come');
  });

  it('never says back a name the person calls themselves, a verb with only "it", or a consequence run on with "so"', () => {
    expect(mirror('in english the words get stuck and I sound stupid') ?? '').not.toMatch(/stupid/);
    expect(mirror('Now she thinks I broke it because I do it.')).not.toBe('you do it');
    expect(mirror('ok I keep it. I send it now.')).toBeNull();
    expect(mirror('i had my keys at the door so thats not right')).toBe('you had your keys at the door');
  });

  it('says back the trouble, not the job, after "problem is" or a night named', () => {
    expect(mirror('I drive taxis in Leeds. Trouble is I freeze whenever a passenger shouts.')).toBe('you freeze whenever a passenger shouts');
    expect(mirror('i work like cleaner in hotel. on friday night i broke a mirror in room 12')).toBe('on friday night you broke a mirror in room 12');
  });

  it('skips questions, commands and clauses about "you"', () => {
    expect(mirror('Can you help me?')).toBeNull();
    expect(mirror('Help me notice what my body is feeling.')).toBeNull();
    expect(mirror('I told you already')).toBeNull();
  });

  it('puts back the "I" that terse writing leaves out of something done, only where a sentence starts', () => {
    expect(mirror('sold 400 ewes last week. prices rubbish')).toBe('you sold 400 ewes last week');
    expect(mirror('Got a letter from the allotment committee this morning. Plot 14B.')).toBe('you got a letter from the allotment committee this morning');
    expect(mirror('Fell on the stairs to the cellar in February. Bruised hip.')).toBe('you fell on the stairs to the cellar in February');
    // Someone else did it, named before; or what started is "it".
    expect(mirror('Our son Daan (7) got a diagnosis of ADHD two weeks ago.')).toBeNull();
    expect(mirror('my best friend since 7th grade, Brooke, got engaged in April')).toBeNull();
    expect(mirror('started after next door got broken into in january.')).toBeNull();
    // A present form may be an instruction: "work on it" is not "you work on it".
    expect(mirror('work on it a bit every day')).toBeNull();
    // Any regular past form, and a terse "can't", but not one that says how someone is or what a thing did.
    expect(mirror('Promised a christening gown for great-granddaughter. June. Not started.')).toBe(
      'you promised a christening gown for great-granddaughter',
    );
    expect(mirror('punched control 47 instead of 74. whole team disqualified')).toBe('you punched control 47 instead of 74');
    expect(mirror('already tried the spikes on the railing. they sit on the air conditioner now')).toBe('you already tried the spikes on the railing');
    expect(mirror("Can't stop biting my nails.")).toBe("you can't stop biting your nails");
    expect(mirror('Tired all the time. Married 40 years.')).toBeNull();
    expect(mirror('Lasted about three days. Bit of a joke.')).toBeNull();
  });

  it('leaves the chat forms a message trails off with out of what is said back', () => {
    expect(mirror('collected yesterday and the sleeves are like 3cm too short lah')).toBe('you collected yesterday and the sleeves are 3cm too short');
  });

  it('says back no bare "I think" or "we laugh" cut from what it was about', () => {
    expect(mirror('we laugh because he hit the cone 3 time. thats all')).toBeNull();
    expect(mirror("The trigger, I think, was that I gave her a lolly. But I suppose I'd done it before.")).toBe("you suppose you'd done it before");
    expect(mirror('I laughed but it stung')).toBe('you laughed');
    expect(mirror('i cried')).toBe('you cried');
  });

  it('says back no verdict on something said, and no name cut at its initial', () => {
    expect(mirror("that's good")).toBeNull();
    expect(mirror("That's good, but drop the joke about my glasses")).toBeNull();
    expect(mirror("I'm playing S.B. O'Donnell, the father")).toBeNull();
    expect(mirror("It's been a rough week")).toBe("it's been a rough week");
  });

  it('says back nothing that would read as blame or name-calling, nor one item of a list', () => {
    expect(mirror("He's still at home, he even goes to work three days a week. The problem is me.")).toBe("he's still at home");
    expect(mirror("too much. cut the part about being a terrible friend, that's me making it about me")).toBeNull();
    expect(mirror('hi. i have a stupid problem. i bought a drone 3 weeks ago')).toBe('you bought a drone 3 weeks ago');
    expect(mirror('ok but not so formal, we are brothers, we talk like idiots')).toBeNull();
    expect(mirror("they took jewellery of my wife, laptop, my father's watch. police came, nothing more")).toBeNull();
  });

  it('says back something done to the person with its own subject: "Took me two summers" is no "you took you"', () => {
    expect(mirror("It's a pollinator garden. Native plants. Took me two summers.")).not.toMatch(/you took you/);
  });

  it('says back no introduction: a name, an age, an apology for the English', () => {
    expect(mirror("Kia ora. I'm Dave, 50, in Mt Albert. I've done something daft and I can't stop feeling sick about it.")).toBe(
      "you've done something daft and you can't stop feeling sick about it",
    );
    expect(mirror('sorry my english is not perfect. i am camille, 34. i work at a pharmacy so i start at 8h, it is not a small problem')).toBe(
      'it is not a small problem',
    );
    expect(mirror('My name is Rosa, I am 70 years. My english is not perfect sorry')).toBeNull();
    expect(mirror("I'm tired, 3 nights no sleep")).toBe("you're tired");
  });

  it('says back no age, weight or who the person is by their work or where they are from', () => {
    for (const said of ['Hello. I am 41 only.', 'I am 88 kg.', 'Hi, I am mother from Brazil.', 'Hello. I am builder.', "I'm a nurse from Manila."]) {
      expect(mirror(said)).toBeNull();
    }
    expect(mirror('I am 41 only. I am so worried about my mother')).toBe('you are so worried about your mother');
    expect(mirror('Actually I am reading from script because quality team marks us on it')).toBe('you are reading from script');
  });

  it('says "very stress" back as meant: "very stressed"', () => {
    expect(mirror('I am very stress, three times she change the layout')).toBe('you are very stressed');
  });

  it('says back what happened, not an announcement that help is needed', () => {
    expect(mirror('Hello, I need help with something. I decided to stop my PhD, and I did not tell my parents yet')).toBe(
      'you decided to stop your PhD',
    );
    expect(mirror('I need some advice')).toBeNull();
  });

  it('says back the trouble, not the background around it', () => {
    expect(mirror('hello. i live in lyon, 3rd floor, and the new neighbour upstairs is walking with heels and moving furniture every night until 1h')).toBe(
      'the new neighbour upstairs is walking with heels',
    );
    expect(mirror('im 19, i work in a shoe shop on buchanan street. all my pals from school went to uni, and i didnt get the grades')).toBe(
      "you didn't get the grades",
    );
    expect(mirror('Hi. I am 46, I work as a nurse. Yesterday the ward manager cancelled my leave.')).toBe('yesterday the ward manager cancelled your leave');
    expect(mirror("I've been with my partner Matiu for three years. Kaia's 13. She barely speaks to me.")).toBe('she barely speaks to you');
    expect(mirror('We came to Canada from Kochi in 2001.')).toBeNull();
    expect(mirror("I'm a single dad, 38, in Joburg. My daughter Lerato is 7.")).toBeNull();
    // Said back, a verdict on one's own skill would sound like the coach agreeing.
    expect(mirror("My daughter is 7 and hair is now my department. I'm terrible at it.")).not.toMatch(/terrible/);
    // A number is one word: "15,000 cedis", not "15".
    expect(mirror('My grandson Kwabena has asked me to lend him 15,000 cedis.')).toBe('your grandson Kwabena has asked you to lend him 15,000 cedis');
  });

  it('tells something gone wrong from "too" meaning "as well"', () => {
    expect(troubleIn('it is too much')).toBe(true);
    expect(troubleIn('the seller just pulled out')).toBe(true);
    expect(troubleIn('your friend Kojo is going to KNUST too')).toBe(false);
    expect(troubleIn('you went to the market with your sister')).toBe(false);
  });

  it('meets a feeling named rather than say back a thing with nothing wrong in it', () => {
    const feelingMirror = (text: string) => mirrorPhrase(cleanText(text), (word) => word === 'scared');
    expect(feelingMirror('i am scared they think we lie. the fee was more than 9000 dollars')).toBeNull();
    expect(feelingMirror('i am scared they think we lie. the fee was too much')).toBe('the fee was too much');
  });

  it('refuses fragments that would end mid-phrase or have no verb', () => {
    expect(mirror('I the')).toBeNull();
    expect(mirror('My exam tomorrow')).toBeNull();
    expect(mirror('I really want to')).toBeNull();
    expect(mirror('I')).toBeNull();
  });

  it('does not say back an age, someone else\'s quoted words, or the first of a run of actions', () => {
    expect(mirror("he's 17")).toBeNull();
    expect(mirror("Daniel seems fine, he's 17, but he won't talk about her at all")).toBe("he won't talk about her at all");
    expect(mirror("she said 'no worries' but i could tell")).not.toMatch(/no worries/);
    expect(mirror('i wake up, grab my phone, and its 11 before i get up')).toBeNull();
    expect(mirror("I'm anxious, it's my exam")).toBe("you're anxious");
    expect(mirror('i am 31, i have good job')).toBe('you have good job');
    expect(mirror('The flat is near my friend, so that is good') ?? '').not.toMatch(/^that/);
  });

  it('caps the length and cuts at clause boundaries', () => {
    const long = 'I have been thinking about everything that happened at the office and at home and with my friends for weeks now';
    const result = mirror(long);
    expect(result).toBe('you have been thinking about everything that happened at the office');
    expect(tokens(result ?? '').length).toBeLessThanOrEqual(14);
    expect(mirror('Honestly, I feel lost, and nobody gets it')).toBe('you feel lost');
    // A time or a "1:1" is not a clause boundary.
    expect(mirror('I have a 1:1 with her on Thursday at 10')).toBe('you have a 1:1 with her on Thursday at 10');
    expect(mirror('I start work at 6:30: it is early')).toBe('you start work at 6:30');
  });

  it('starts the mirror in lower case, whatever the subject', () => {
    expect(mirror("It's been a rough week")).toBe("it's been a rough week");
    expect(mirror('Everything feels heavy today')).toBe('everything feels heavy today');
    expect(mirror('My boss keeps calling me')).toBe('your boss keeps calling you');
  });

  it('lowers a shouted message instead of mirroring capitals', () => {
    expect(mirror('I AM SO DONE WITH THIS WEEK')).toBe('you are so done with this week');
  });
});

describe('questionPhrase', () => {
  it.each([
    ['Why do I always feel this way?', 'why you always feel this way'],
    ['How can I ground myself right now?', 'how to ground yourself right now'],
    ['Should I call my dad?', 'whether you should call your dad'],
    ['Is it normal to cry at work?', 'whether it is normal to cry at work'],
    ['Am I too sensitive?', "whether you're too sensitive"],
    ['What is mindfulness?', null],
    ['Can you tell me more?', null],
  ])('%p → %p', (question, phrase) => {
    expect(questionPhrase(cleanText(question))).toBe(phrase);
  });
});

describe('shortQuote', () => {
  it('keeps short answers, trims punctuation and emoji, cuts long ones', () => {
    expect(shortQuote('  Read 10 pages a day!!  ')).toBe('Read 10 pages a day');
    expect(shortQuote('Go running \u{1F3C3}\u200d\u2642\ufe0f every morning.')).toBe('Go running every morning');
    expect(shortQuote('He said "no" again')).toBe("He said 'no' again");
    expect(shortQuote('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen')).toBe(
      'one two three four five six seven eight nine ten eleven twelve\u2026',
    );
    expect(shortQuote('First I went to the shop, then I walked all the way home through the park in the rain again')).toBe('First I went to the shop');
    expect(shortQuote('?!')).toBe('');
  });
});

describe('feelings and topics', () => {
  it('reads feelings, with negation and context', () => {
    expect(feelingsIn(tokens("I'm not anxious, just tired"))).toEqual(['tired']);
    expect(feelingsIn(tokens("I'm not good"))).toEqual(['low']);
    // A softener between the negation and the feeling: "my back is not so good" is no happiness.
    expect(feelingsIn(tokens('my back is not so good'))).toEqual(['low']);
    expect(feelingsIn(tokens('not that happy about it'))).toEqual(['low']);
    expect(feelingsIn(tokens('I feel down and lonely'))).toEqual(['low', 'lonely']);
    // A feeling easing is not the feeling.
    expect(feelingsIn(tokens('I feel a lot less mad at myself'))).toEqual([]);
    expect(feelingsIn(tokens('I sat down to calm down'))).toEqual([]);
    // A sport is no racing mind.
    expect(feelingsIn(tokens('i have racing pigeons since 1968'))).toEqual([]);
    expect(feelingsIn(tokens('my thoughts are racing'))).toEqual(['scattered']);
    expect(feelingsIn(tokens('feeling good and hopeful'))).toEqual(['happy', 'hopeful']);
    // How a thing was is no feeling of the person's; how they were is.
    expect(feelingsIn(tokens('In March I had new hip, operation was good, the doctor is happy.'))).toEqual([]);
    expect(feelingsIn(tokens('the party was so great'))).toEqual([]);
    expect(feelingsIn(tokens('i was good today'))).toEqual(['happy']);
  });

  it('reads a part someone is known for as no feeling, and boiling with anger as anger', () => {
    expect(feelingsIn(tokens('my friends say i am the calm one'))).toEqual([]);
    expect(feelingsIn(tokens('so by then i was boiling'))).toEqual(['angry']);
    expect(feelingsIn(tokens('honestly fuming about it'))).toEqual(['angry']);
    expect(feelingsIn(tokens('the kettle was boiling'))).toEqual([]);
  });

  it("leaves someone else's feeling to them", () => {
    expect(feelingsIn(tokens('they paid for a lot and my father is very proud'))).toEqual([]);
    expect(feelingsIn(tokens("she said she was just really drained"))).toEqual([]);
    expect(feelingsIn(tokens('he makes me so anxious'))).toEqual(['anxious']);
    expect(feelingsIn(tokens("my mum is ill and i'm so worried"))).toEqual(['anxious']);
  });

  it('reads topics, multi-word ones included', () => {
    expect(topicsIn(tokens('My boss and my girlfriend broke up with me, and rent is due'))).toEqual(['work', 'partner', 'money']);
    expect(topicsIn(tokens('My co-worker and my in-laws'))).toEqual(['work', 'family']);
    expect(topicsIn(tokens('I cannot sleep before exams'))).toEqual(['sleep', 'school']);
  });

  it('never keeps a medicine or dose for mirroring', () => {
    const a = analyse('I took 20mg of sertraline and I feel tired');
    expect(a.medication).toBe(true);
    expect(a.mirror).toBeNull();
    expect(a.keywords).not.toContain('sertraline');
  });

  it('keeps no weekday or word of saying and trying as a word that keeps coming up', () => {
    const a = analyse('final is next tuesday and it goes fine at home, i tried it, he says the darts final is big');
    expect(a.keywords).toEqual(expect.arrayContaining(['final', 'darts']));
    expect(a.keywords).not.toEqual(expect.arrayContaining(['tuesday']));
    for (const word of ['tuesday', 'goes', 'tried']) expect(a.keywords).not.toContain(word);
  });
});

describe('detectIntent', () => {
  it.each(
    casesByExpected<Intent>({
      greeting: ['hi', 'Good morning!'],
      thanks: ['thanks so much'],
      yes: ['ok', '\u{1F44D}'],
      no: ['nope'],
      unsure: ['idk'],
      bye: ['bye for now'],
      exit: ['stop', "let's talk about something else"],
      clarify: ['what do you mean?'],
      identity: ['are you a bot?'],
      medication: ['should I stop taking my meds?'],
      diagnosis: ['do I have ADHD?'],
      help: ['can you help me?'],
      'how-are-you': ['how are you?'],
      'leave-chat': ['how do i close this?', 'how do i get out of it?'],
    }),
  )('%p → %p', (text, intent) => {
    expect(detectIntent(analyse(text))).toBe(intent);
  });

  it.each([
    "I can't stop crying at work",
    'ok but I am really anxious',
    // Out of a duty, not out of the chat.
    'how do i get out of it without grandpa getting upset',
  ])('%p → null', (text) => {
    expect(detectIntent(analyse(text))).toBe(null);
  });
});

describe('sentences', () => {
  it('reads a sentence led by "when" as telling unless a verb of asking follows', () => {
    expect(sentences("When it's my turn to check in I freeze").map((x) => x.question)).toEqual([false]);
    expect(sentences("when it's my turn, what do i say?").map((x) => x.question)).toEqual([true]);
    // A terse report of something done asks nothing; the same words with a verb after, or a mark, ask.
    expect(sentences('did the big shop this morning. felt ok').map((x) => x.question)).toEqual([false, false]);
    expect(sentences('did the parcel arrive').map((x) => x.question)).toEqual([true]);
    expect(sentences('did the exam on friday?').map((x) => x.question)).toEqual([true]);
  });

  it('does not end a sentence at the point of a number', () => {
    expect(sentences('Should I just put £37.50 in myself? It would be easier.').map((x) => x.text)).toEqual([
      'Should I just put £37.50 in myself',
      'It would be easier',
    ]);
  });
});
