/**
 * "Is it bad / weird / normal…?" about a feeling or about holding on after a loss gets a plain yes or no
 * in the question's own word, then why; what someone should do is not answered this way.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { askedView } from '../../../frontend/src/features/ai-coaching/engine/view-reply';
import { saidBackView } from '../../../frontend/src/features/ai-coaching/engine/view-words';
import { askedPlainly } from '../../../frontend/src/features/ai-coaching/engine/understanding/asked-plainly';

describe('a view asked for', () => {
  it.each([
    ["Letters only, through the service. I'm allowed to go slow, right?", 'Letters only, through the service. Is it okay for me to go slow?'],
    ["It's ok to take my time, right?", 'Is it ok to take my time?'],
    ["that's normal right?", 'is that normal?'],
    ['random q, do u think its weird to put headphones in on the bus', 'random q, is it weird to put headphones in on the bus'],
    ["Do you think I'm being dramatic?", 'Am I being dramatic?'],
    // A doubt checked, with or without its mark.
    ["like 'miss hanging out' thats not weird right", "like 'miss hanging out' is that weird?"],
    ["That's not too much, is it?", 'Is that too much?'],
    // Inside a sentence, no capital.
    ["Letters only, I'm allowed to go slow, right?", 'Letters only, is it okay for me to go slow?'],
  ])('%p is asked plainly as %p', (message, plain) => {
    expect(askedPlainly(message)).toBe(plain);
  });

  it.each(["I think it's weird", "it's fine to say no", "I'm allowed to go in the staff room now", 'do you think about me?'])(
    '%p is left as it is',
    (message) => {
      expect(askedPlainly(message)).toBe(message);
    },
  );

  it('answers a hope checked ("…right?") and a doubt about being a baby with the view first', () => {
    const slow = createCoachEngine('sage', seededRandom(2));
    slow.reply("My birth mother wrote to me after 30 years. I don't know if I want to reply.");
    expect(slow.reply("No, I don't want to meet. Not yet. Letters only, through the service. I'm allowed to go slow, right?").text).toMatch(
      /^Yes, it's okay for you to go slow\. /,
    );
    const baby = createCoachEngine('sage', seededRandom(2));
    baby.reply("I'm a stay at home dad and the mums at baby group never talk to me.");
    expect(baby.reply("Also, am I being a baby about this? Sophie says I'm overthinking it.").text).toMatch(/^No, I don't think you're being a baby\. /);
  });

  it.each([
    ['is that terrible? being irritated with your own mom when she is sick', false, 'terrible', 'feeling', 'Feeling irritated'],
    ['is it normal to feel resentful of your own mum sometimes?', false, 'normal', 'feeling', 'Feeling resentful'],
    ['is it normal that i still miss him? like even after this', false, 'normal', 'feeling', 'Missing him, even now,'],
    ['not really. i call mummy every night but then i feel worse after, is that weird?', false, 'weird', 'feeling', null],
    ['is it normal to not cry? am i cold or something', true, 'normal', 'not-crying', null],
    ["her bowl is still on the laundry floor. i can't move it. should i just put it away or is that bad?", true, 'bad', 'holding-on', null],
    ['is it normal to still talk to her? i tell her the cricket scores in the evening', true, 'normal', 'bond', null],
    ['hi, is it stupid to be this stressed about hair loss', false, 'stupid', 'feeling', 'Feeling stressed'],
  ])('%p (after a loss: %p) asks %p about %p', (message, inLoss, word, kind, feeling) => {
    expect(askedView(message, inLoss)).toMatchObject({ word, kind, feeling });
  });

  it.each([
    'is it bad to drink coffee the night before',
    'should i still go to the bouldering or is it bad for the neck? i feel bad cancelling him again',
    'is it weird if i say the reason',
    'is it normal to feel kind of sad in the evenings? not crying all day',
  ])('%p is not a feeling to say yes or no about as a loss', (message) => {
    expect(askedView(message, false)?.kind ?? null).not.toBe('not-crying');
    if (!/sad/.test(message)) expect(askedView(message, false)).toBeNull();
  });

  it.each([
    ['is it ok to want a day to myself with my own baby? i feel so ungrateful even typing that', 'ok', 'want'],
    ["or maybe i'll just say 'health reasons' and leave it at that. is that cowardly?", 'cowardly', 'choice'],
    ['i cry in the shower almost every day. it is normal?', 'normal', 'feeling'],
    ['is it ridiculous to be this upset at my age over a van?', 'ridiculous', 'feeling'],
    ["is it unreasonable to ask him to do one feed? my mom says that's just how it is", 'unreasonable', 'asking'],
    ["is it daft to feel like i'm grieving over a sport?", 'daft', 'feeling'],
    ['what about asking to work from home on fridays? is that too much', 'too much', 'asking'],
    ["its been 2 months and i still tear up when i come home. is that normal?", 'normal', 'feeling'],
    ['i could just drive there so i have an excuse to leave at ten. is that cheating?', 'cheating', 'easier'],
    ['is it weird to bring my own snacks to a wedding', 'weird', 'easier'],
    ['can i sit near the door the whole time? is that silly', 'silly', 'easier'],
    ["i'll say i have an early shift and go home after the cake. or is that weird", 'weird', 'choice'],
    ['i booked a viewing for another flat just in case. is that giving up?', 'giving up', 'easier'],
    ['should i put a rota on the fridge or is that too much?', 'too much', 'easier'],
    ['i could keep a stress ball in my bag? is that dumb', 'dumb', 'easier'],
    ['i feel kind of left behind. is that a weird thing to feel', 'weird', 'feeling'],
    ['she only wrote ok. now i feel bad. is normal?', 'normal', 'feeling'],
    ['is normal to feel like this after a fight?', 'normal', 'feeling'],
    // A want with a word before it, a want turned down, a thought had, and what something does to them.
    ['is it bad that i just want one lunch with only my friends?', 'bad', 'want'],
    ["is it selfish that i don't want this? in korea many people think the daughter-in-law should accept.", 'selfish', 'not-want'],
    ['is it wrong if i just dont want to choose??', 'wrong', 'not-want'],
    ["is it wrong that the first thing i thought of was a new van? mine's got 190,000 miles on it", 'wrong', 'thought'],
    ['is it petty that this bugs me so much?', 'petty', 'feeling'],
    ['is it normal to still be hurt about something like that?', 'normal', 'feeling'],
    ["am i even allowed to feel this upset when he wasn't 'really' my dad?", 'allowed', 'feeling'],
    // Whether an ask is allowed.
    ['can i ask the photographer to use only photo i choose? or this is strange request', 'can', 'may-ask'],
    ['could i ask my landlord to fix the heating before friday?', 'can', 'may-ask'],
  ])('%p asks %p about %p', (message, word, kind) => {
    expect(askedView(message, false)).toMatchObject({ word, kind });
  });

  it.each([
    "is it bad that i'm gonna revise at the cafe on my break lol",
    'is it bad that i want him to leave',
    'can i ask you something',
    'can i ask for help with this',
    "is it bad that i don't want him to leave",
    'am i allowed to bring my dog?',
  ])('%p is no view of these kinds', (message) => {
    expect(askedView(message, false)).toBeNull();
  });

  it('keeps "another puppy" out of holding on', () => {
    expect(askedView('the kids already want another puppy, is that bad?', true)).toBeNull();
  });
});

describe('a view in a conversation', () => {
  it('reads what a feeling does to the person as the feeling asked about', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('my husband had a stroke in march and i look after him full time');
    expect(engine.reply('His sister calls every Sunday and asks how HE is. Nobody asks how I am. Is it selfish that this bothers me?').text).toMatch(
      /^No, I don't think it's selfish that this bothers you\. Many people feel it, and it doesn't make you a bad person\./,
    );
  });

  it('says "reasonable" back when that is the word asked', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply("my kitchen renovation was meant to take 6 weeks, it's week 11 and the builder Gary keeps not turning up");
    expect(engine.reply('Is it reasonable to be this rattled by a kitchen? It feels a bit pathetic when I say it out loud.').text).toMatch(
      /^Yes, it's reasonable to be this rattled by a kitchen\. Something that looks small from outside can hit hard/,
    );
  });

  const run = (messages: string[]) => {
    const engine = createCoachEngine('harmony', seededRandom(3));
    engine.greeting();
    return messages.map((m) => engine.reply(m).text);
  };

  it('says no first, in the question\'s word, about a carer\'s irritation, and why', () => {
    const replies = run([
      'my mom has dementia and i am her main carer, my brother lives far away',
      'is that terrible? being irritated with your own mom when she is sick',
    ]);
    expect(replies[1]).toMatch(/^No, it isn't terrible\. Feeling irritated is a very common part of caring for your parent/);
  });

  it('answers a bowl left out after a pet died with no deadline for putting it away', () => {
    const replies = run(['our cat Luna died three weeks ago', "her bowl is still on the floor. i can't move it. should i just put it away or is that bad?"]);
    expect(replies[1]).toMatch(/^No, it isn't bad\. There's no right time to put things away\./);
  });

  it('gives an exercise of the kind asked for, for when it happens, instead of the situation\'s answer', () => {
    const replies = run([
      'my baby wakes four times a night and my partner works away',
      'can you give me something for when i wake at 3? a breathing or something',
    ]);
    expect(replies[1]).toMatch(/4-7-8 breathing/);
    expect(replies[1]).toMatch(/1\. .+2\. /s);
  });

  it('answers a feeling asked about with a doubled question mark', () => {
    const replies = run(['i stopped going to choir after they gave my solo away', 'is it silly to be this upset over a choir??']);
    expect(replies[1]).toMatch(/^No, it isn't silly to be this upset over a choir\. Something that looks small from outside/);
  });

  it('weighs an easier way of doing something hard, in the question\'s word', () => {
    const replies = run([
      'my brother is getting married on saturday and everyone will be drinking',
      'i could take the car, then i have a reason not to drink. is that cheating?',
    ]);
    expect(replies[1]).toMatch(/^No, I don't think it's cheating\. Plenty of people do just that\./);
  });

  it('answers "am I making excuses for myself?" as a doubt about oneself', () => {
    const replies = run([
      'we bought a new car and i keep feeling sick about it',
      "I think I'm just frightened about money since my hours were cut. Does that make sense or am I making excuses for myself?",
    ]);
    expect(replies[1]).toMatch(/^No, I don't think you're making excuses\./);
  });

  it('answers a small step of one\'s own doubted as foolish or unkind, whatever the step', () => {
    const plates = run(['the flat is a tip and i cant face the washing up', 'is it mad to use disposable cups for a week just to catch up']);
    expect(plates[1]).toMatch(/^No, (?:I don't think it's|it isn't) mad\b.*Plenty of people do something like that/);
    const screen = run([
      'i share a tiny room with my sister and never get any quiet',
      'a folding screen between the beds might actually be a good idea?? we have an old one in the garage. would that be weird',
    ]);
    expect(screen[1]).toMatch(/^No, I don't think it's weird\./);
    const gift = run(['my friend keeps cancelling on me and i am fed up', 'the birthday thing i could maybe bring up? or is that petty']);
    expect(gift[1]).toMatch(/^No, I don't think it's petty\. It's usually how something is said or done/);
    // Going on with something or ending it is weighed as a choice.
    const stop = run(['i have been in a choir for two years and i dread every rehearsal', 'would it be awful to just stop going?']);
    expect(stop[1]).toMatch(/^On whether to stop going, here is how I would weigh it\..*Whether it would be awful depends/);
    // Someone else's doing is not the person's step.
    const theirs = run(['my brother is distant lately', 'i could ask him. but is it weird that he never calls me']);
    expect(theirs[1]).not.toMatch(/Plenty of people do something like that|how something is said or done/);
  });

  it('weighs a gesture of reaching out as kind, asked with or without a mark', () => {
    const egg = run(['i shouted at my son leo this morning and i feel awful', 'ok im gonna get him a kinder egg on the way home too, is that bribery']);
    expect(egg[1]).toMatch(/^No, I don't think it's bribery\. It comes across as what it is: a kind, low-pressure way of reaching out/);
    const lego = run([
      'my stepson Oisin is 12 and barely talks to me',
      "Maybe I just start to build something in the living room and don't ask him? Is this too obvious lol",
    ]);
    expect(lego[1]).toMatch(/^No, it isn't too obvious\./);
  });

  it('weighs telling someone in general, but gives way to the situation\'s own answer about the same step', () => {
    const general = run(['my brother crashed my car last month, mum doesn\'t know', 'should i tell mum about it?']);
    expect(general[1]).toMatch(/^If you feel safe with them, I'd lean towards telling/);
    const own = run(["i'm terrified of the dentist, my appointment is next week", "should i tell the dentist that i'm nervous?"]);
    expect(own[1]).toMatch(/^Tell them clearly and early/);
  });

  it('gives something for the moment wherever the person is, or the situation\'s own for its moment', () => {
    const kitchen = run([
      'my head chef screams at me all service and my hands shake',
      'is there something fast i can do at the counter? i have like 5 seconds',
    ]);
    expect(kitchen[1]).toMatch(/^Here is one you can do anywhere, in a few seconds/);
    const chair = run(["i'm terrified of the dentist, my appointment is next week", 'what can i do in the chair when it starts?']);
    expect(chair[1]).toMatch(/^In the chair/);
  });

  it('says plainly whether the technique just given works, and how it works', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.greeting();
    engine.reply('i keep panicking on the train');
    engine.reply('can you give me a grounding exercise');
    const reply = engine.reply('does it actually work tho or is it just distraction').text;
    expect(reply).toMatch(/^Honestly, yes, for most people, though it is not a switch\./);
    expect(reply).toMatch(/more than distraction/);
  });

  it('leaves a written answer about the same feeling in place', () => {
    const replies = run(['is it normal to feel this angry at work over something small']);
    expect(replies[0]).not.toMatch(/^Yes, it's normal\./);
    expect(replies[0]).toMatch(/anger/i);
  });
});

describe('advice asked for with a story', () => {
  it('hears the story first, without a welcome or an exercise', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    const reply = engine.reply('Good morning. I need advice about my son, he is 26 and moved back home in May after he lost his job at the bank').text;
    expect(reply).toMatch(/what part of it weighs on you most|what worries you most/);
    expect(reply).not.toMatch(/What brings you here|breathing/);
  });

  it('hears "I need advice on something with my housemate" before advising', () => {
    const engine = createCoachEngine('phoenix', seededRandom(3));
    expect(engine.reply('Good evening. I need advice on something with my housemate').text).toMatch(/weighs on you most|worries you most|bothering you most/);
  });

  it('answers "can you give me the exact words?" with words', () => {
    const engine = createCoachEngine('harmony', seededRandom(3));
    engine.reply('my son is 26 and moved back home and we keep fighting about the dishes');
    expect(engine.reply('can you give me the exact words? im better when i have something prepared').text).toMatch(/"[A-Z][^"]{10,}"/);
  });
});

describe('good news', () => {
  it('is met as good news, never with a summary of the hard parts', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const engine = createCoachEngine('zenith', seededRandom(seed));
      for (const m of ['my friends made a group chat without me', 'it really hurt', 'i feel so left out', 'i messaged priya', 'she is typing', 'waiting'])
        engine.reply(m);
      const reply = engine.reply("she said sorry, it was hana's idea, and she wants to sit together tmrw").text;
      expect(reply).toMatch(/^(Oh, that's really good to hear\.|That's good news)/);
      expect(reply).not.toMatch(/reflect on our conversation/);
    }
  });
});

describe('a feeling asked about with what it is over', () => {
  it('is said back with its thing, and answered there when the situation in play never speaks of it', () => {
    expect(askedView("is it normal to feel this annoyed at a game lol. it's literally pretend", false)?.over?.phrase).toBe(
      'Feeling this annoyed at a game',
    );
    expect(askedView('is it normal to get this tilted from one game? i lost round 4 too', false)?.over).toEqual({
      phrase: 'Getting this tilted from one game',
      thing: 'game',
    });
    expect(askedView('is it normal to be this wound up over my mask?', false)?.over?.phrase).toBe('Being this wound up over your mask');
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('i got a full set of dentures at the start of the month. my husband Tom passed 4 years ago');
    const reply = engine.reply("is it normal to be this upset over teeth? i got through losing Tom, i didn't think teeth would get to me like this").text;
    expect(reply).toMatch(/^Yes, it's normal to be this upset over teeth\. Something that looks small from outside/);
    expect(reply).not.toMatch(/grief|grieving/i);
  });

  it('leaves the situation its own view when it speaks of the thing', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply("my dentist appointment is next week and i'm terrified of the dentist");
    expect(engine.reply('is it normal to be this scared of the dentist?').text).not.toMatch(/^Yes, it's normal\. Being this scared/);
  });

  it('is not taken for a particular question of another situation by its "is it normal" and one passing word', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply("started a new job 3 weeks ago and everything is a lot, but tonight it's chess: lost to a 12 year old at the tournament");
    const reply = engine.reply('is it normal to get this tilted from one game? i lost round 4 too because i kept thinking about it').text;
    expect(reply).not.toMatch(/first weeks of a new job/);
    expect(reply).toMatch(/this tilted from one game/);
  });
});

describe('a feeling the situation in play leaves out', () => {
  it('is answered plainly, not with the situation\'s view on what is normal there', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply("On Sunday at his parents' place I said no to the palm wine. I'm doing a 30-day no-alcohol challenge with my colleagues.");
    engine.reply("His mum smiled and said 'God is faithful'. Now his whole family thinks I'm pregnant. Emeka finds it hilarious. I don't.");
    const reply = engine.reply("Is it wrong that I'm more annoyed at him than at his mum?").text;
    expect(reply).toMatch(/^No, it isn't wrong that you're more annoyed at him than at his mum\. /);
    expect(reply).not.toMatch(/drink/);
  });

  it('leaves the situation its own view when that view speaks of the same kind of feeling', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('I retired in June after 38 years as a postman. I was looking forward to it for years.');
    expect(engine.reply('Is it normal to feel kind of sad about something you chose?').text).toMatch(/after retiring/);
  });

  it('answers a want turned down, or a thought had, in the question\'s words and asks on from there', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('My mother-in-law wants to move in with us next spring. My husband already said yes on the phone.');
    const notWanted = engine.reply("Is it selfish that I don't want this?").text;
    expect(notWanted).toMatch(/^No, I don't think it's selfish that you don't want this\. Not wanting it doesn't make you selfish/);
    const other = createCoachEngine('sage', seededRandom(3));
    other.reply('My aunt Joan died on Friday and left me £12,000.');
    expect(other.reply('Is it wrong that the first thing I thought of was a new van?').text).toMatch(
      /^No, it isn't wrong that the first thing you thought of was a new van\. Thoughts like that come on their own/,
    );
  });

  it('answers a feeling doubted as stupid, never as an idea to try', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('flatmate moving out. end of the month.');
    engine.reply("she's my best friend since school. moving in with her boyfriend");
    const reply = engine.reply('also feel weirdly abandoned. is that stupid').text;
    expect(reply).toMatch(/^No, it isn't stupid\. /);
    expect(reply).not.toMatch(/fair idea/);
  });

  it('says "you\'re allowed" to a feeling asked about as allowed', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('My stepdad Ron died last Tuesday. He was in my life since I was nine.');
    expect(engine.reply("Am I even allowed to feel this upset when he wasn't 'really' my dad?").text).toMatch(/^Yes, you're allowed to feel it\. /);
  });
});

describe('saying no, weighed', () => {
  it('answers "is it unfair of me to say no?" and "is it dumb to back out?" in the question\'s word', () => {
    const first = createCoachEngine('sage', seededRandom(3));
    first.reply('my flatmates want to split the heating bill in half but i barely use it');
    expect(first.reply('is it unfair of me to say no? like maybe i should pay a bit more but half feels like loads').text).toMatch(
      /^No, it isn't unfair\. Saying no, or pulling out of something that does not feel right for you, is allowed/,
    );
    const second = createCoachEngine('sage', seededRandom(3));
    second.reply('i signed up for my first bjj competition in two weeks and im terrified');
    expect(second.reply('is it dumb to back out? people do right?').text).toMatch(/^No, it isn't dumb to back out\. Saying no/);
  });
});

describe('a step weighed where only a life area is known', () => {
  it('is not answered with the area\'s general way through ("is it worth asking my manager…?" is not about work stress)', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply("i'm a postie, 22 years, my heel is killing me, gp says plantar fasciitis");
    const reply = engine.reply('is it worth asking my manager for a flatter round for a few weeks or will that just mark me out as past it').text;
    expect(reply).not.toMatch(/clear ending|workday/);
    expect(reply).toMatch(/weigh|view|lean/);
  });

  it('never opens a general view with a yes that reads as "yes, it is weird"', () => {
    const reply = createCoachEngine('sage', seededRandom(3)).reply('is it weird that my best friend is someone ive never met irl').text;
    expect(reply).not.toMatch(/^(?:[^.]*\. )?(?:Very likely, yes|Yes)\b/);
  });
});

describe('saying no, asked as whether it is allowed', () => {
  it('"can i just say no?" gets "Yes, you can." and why', () => {
    const engine = createCoachEngine('zenith', seededRandom(3));
    engine.reply('the year end party is friday and everyone must sing karaoke');
    const reply = engine.reply('can i just say no? in japan it is difficult to say no to this, it is bad for the atmosphere').text;
    expect(reply).toMatch(/^Yes, you can\. Saying no, or pulling out of something/);
    expect(askedView('can you help me say no to my boss', false)?.kind ?? null).not.toBe('refusing');
  });
});

describe('a doubt about oneself', () => {
  it('is answered "you\'re not…" in the person\'s own word when no situation has its own view', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply("I've volunteered at our church food shelf for 11 years and the new coordinator put everything on an app");
    expect(engine.reply('Am I being a dinosaur? Be honest').text).toMatch(/^No, I don't think you're being a dinosaur\./);
  });

  it('is answered in a situation too, when the doubt is not a question about what is normal there', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('my fiance and i are fighting about money for the wedding');
    const reply = engine.reply('Am I being unromantic? His mum has already told half of Jodhpur about the palace lol').text;
    expect(reply).toMatch(/^No, I don't think you're being unromantic\./);
  });

  it('says "you\'re not" to being unreasonable or asking too much, even where the situation has a view on what is normal', () => {
    for (const [asked, answer] of [
      ['am i asking too much?', /^No, I don't think you're asking too much\./],
      ['am i being unreasonable?', /^No, I don't think you're being unreasonable\./],
    ] as const) {
      const engine = createCoachEngine('zenith', seededRandom(3));
      engine.reply('me and my husband Dev keep arguing about chores, he works late and i do everything at home with the twins');
      expect(engine.reply(asked).text).toMatch(answer);
    }
  });

  it('answers "am I being unreasonable to be this angry with him?" as a doubt about oneself', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('my mum has dementia and i do all the caring. My brother Steve lives in Alicante and rings her for ten minutes on sundays');
    expect(engine.reply("Am I being unreasonable to be this angry with him? I've been stewing on it all week.").text).toMatch(
      /^No, I don't think you're being unreasonable\./,
    );
  });

  it('leaves "is that normal or am I just being soft" to the question about what is normal', () => {
    expect(askedView('is that normal or am i just being soft', false)?.kind).not.toBe('self-doubt');
    expect(askedView('am i a genius?', false)).toBeNull();
  });
});

describe('a short reply that worries', () => {
  it('is read for what it likely means, never met as good news', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply("i told my best friend i can't do the late calls anymore");
    const reply = engine.reply("She replied to my message with just 'ok 👍🏾' 😩 what does that even mean").text;
    expect(reply).toMatch(/^A short "ok" after a message/);
    expect(reply).not.toMatch(/good news|good to hear/);
  });

  it('asking to vent is met as a wish to be heard', () => {
    expect(createCoachEngine('sage', seededRandom(3)).reply('Can I vent for a bit').text).toMatch(/listen/);
  });
});

describe('how long it lasts', () => {
  it('is answered in general, and by the situation where it has its own answer', () => {
    const moved = createCoachEngine('sage', seededRandom(3));
    moved.reply('i moved back home to Lagos after 6 years in London and everything feels strange');
    expect(moved.reply('how long does it usually last').text).toMatch(/^It's different for everyone/);
    const loss = createCoachEngine('sage', seededRandom(3));
    loss.reply('my dad died in march and i still cant believe it');
    expect(loss.reply('how long does it usually last, this feeling?').text).toMatch(/^Grief does not follow a set timetable/);
  });
});

describe('whether something is a real thing', () => {
  it('is answered yes, with the doubt about oneself it came with', () => {
    expect(askedView('is this a real thing or i am just intolerant person?', false)).toEqual({ word: 'intolerant', kind: 'real-thing', feeling: null });
    expect(askedView('is this real', false)).toBeNull();
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('my colleague Gerrit eats so loudly at the next desk, the crunching makes me furious');
    expect(engine.reply('Is this a real thing or I am just intolerant person?').text).toMatch(
      /^Yes, it's a real thing, and no, it doesn't mean you're intolerant\./,
    );
  });
});

describe('a view said back in the question\'s own words', () => {
  it.each([
    ['Is it normal to still be rattled about it on Wednesday? I drove buses for 31 years', "Yes, it's normal to still be rattled about it on Wednesday."],
    ['is it ok to want a day to myself lol', "Yes, it's okay to want a day to yourself."],
    ['Is it normal that I understand the app but not a real person?', "Yes, it's normal that you understand the app but not a real person."],
    ["Is it okay if I don't go to the funeral or am I a monster", "Yes, it's okay if you don't go to the funeral."],
  ])('%p: %p', (question, view) => {
    expect(saidBackView(question)).toBe(view);
  });

  it('says a doubt back only when asked to, softly for one about character', () => {
    expect(saidBackView('Is it wrong that some days I just want my house back?')).toBeNull();
    const wrong = 'Is it wrong that some days I just want my house back?';
    expect(saidBackView(wrong, true)).toBe("No, it isn't wrong that some days you just want your house back.");
    expect(saidBackView('is it selfish to skip the reunion?', true)).toBe("No, I don't think it's selfish to skip the reunion.");
    expect(saidBackView('Is that a silly goal?', true)).toBe("No, it isn't a silly goal.");
  });

  it.each([
    'is it normal to have chest pain when anxious',
    'is it normal to feel my heart pound at night',
    'is it normal that you forget things',
    'is it normal to feel kind of wired and happy at midnight and then awful at 2pm at work every single day',
  ])('says nothing back for %p', (question) => {
    expect(saidBackView(question)).toBeNull();
  });

  it('opens a situation\'s view on what is normal with the question said back, without a second yes', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('my dad and i had a huge row at christmas about my job and now he will not talk to me');
    const reply = engine.reply('Is it normal to still be rattled about it on Wednesday?').text;
    expect(reply).toMatch(/^Yes, it's normal to still be rattled about it on Wednesday\. [A-Z]/);
    expect(reply).not.toMatch(/Short answer|\. Yes, /);
  });

  it('opens the general answer on what is normal with the question said back, and asks what brings it on', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    const reply = engine.reply('Is it normal to put this off? Or am I just being stubborn.').text;
    expect(reply).toMatch(/^Yes, it's normal to put this off\. Most feelings/);
    expect(reply).not.toMatch(/What's the feeling you're wondering about\?/);
  });
});

describe('an easier way of one\'s own, doubted', () => {
  it.each([
    ['is it silly to learn at this age?', "No, it isn't silly to learn at this age. Plenty of people do just that."],
    [
      'Is it silly to just unfollow her? My grandson says you can do that without her knowing.',
      "No, it isn't silly to just unfollow her. Plenty of people do just that.",
    ],
    ['Is it foolish to feel put out over a list of games?', "No, it isn't foolish to feel put out over a list of games. Many people feel it"],
  ])('%p: %p', (message, start) => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('I joined a new club last month.');
    expect(engine.reply(message).text.startsWith(start)).toBe(true);
  });
});

describe('saying no, told as what they would say', () => {
  it('answers "is bad if i say i dont go to rainbow mountain?" as saying no', () => {
    expect(askedView('is bad if i say i dont go to rainbow mountain? the others go and i stay in the hostal.', false)).toMatchObject({ kind: 'refusing' });
  });
});

describe('"is it normal?" after the story was told', () => {
  const story = [
    'my grandad moved into a care home last month and his house is being sold',
    "I went round to help clear it on saturday and found my old drawings in his desk. I cried the whole way home",
  ];

  it.each(COACH_IDS)('%s: does not ask what brings it on, and sets the feeling beside what was told', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(3));
    for (const message of story) engine.reply(message);
    const reply = engine.reply('is it normal to feel so sad?').text;
    expect(reply).not.toMatch(/brings it on|When does it feel strongest/);
    expect(reply).not.toMatch(/bad person/);
  });

  it.each(COACH_IDS)('%s: answers the fear of being a bad person when it is asked', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(3));
    for (const message of story) engine.reply(message);
    const reply = engine.reply('is it normal to feel relieved he is gone from there? or am I a bad person?').text;
    expect(reply).toMatch(/doesn't make you a bad person|not a bad person/);
  });
});
