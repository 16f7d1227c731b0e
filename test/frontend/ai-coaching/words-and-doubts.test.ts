/**
 * Words asked for however they are asked ("how do I write this to Karin", "can you write it for me?"), words for someone else
 * about what a third person keeps doing, a doubt about a step answered plainly (snitching, too much, weird, reading too much
 * into it), a feared reaction asked as "if he gets defensive, what then?", a way through read with the messages before it,
 * rent spoken of by a tenant read as the landlord's, not as money worries; asking what's wrong as a door opened, what to tell
 * the physio as a list, and someone's advice weighed by name.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';
import { askTypeOf } from '../../../frontend/src/features/ai-coaching/engine/situations';

const replyAfter = (coachId: (typeof COACH_IDS)[number], told: readonly string[], message: string): string => {
  const engine = createCoachEngine(coachId, seededRandom(7));
  for (const said of told) engine.reply(said);
  return engine.reply(message).text;
};
const askType = (message: string) => askTypeOf(understand(message, { lastQuestion: null, inExercise: false }).normalized);

describe('words asked for', () => {
  it.each([
    'how do I write this to Karin on WhatsApp, short and friendly please',
    'How I should write email to him, so it is polite but also serious',
    'how I start this conversation? we see each other mostly in the kitchen at night',
    'can you write it for me? not too formal',
    'Could you give me two or three sentences I can fall back on if I freeze?',
    'Perhaps I should write him a short note instead. Would you draft one?',
    'Could you suggest how I might open the conversation without it sounding like a complaint?',
    'Could you help me prepare two or three sentences to say at the start?',
  ])('%p asks for words', (message) => {
    expect(askType(message)).toBe('script');
  });

  it.each(['how do i write my thesis when i cant focus', 'how do i write a cv that stands out'])('%p does not', (message) => {
    expect(askType(message)).not.toBe('script');
  });

  it.each(COACH_IDS)('%s: words for a friend about what her husband keeps doing say what he does, by name', (coachId) => {
    const told = ["My friend's husband Tom keeps making jokes about my weight at dinners.", 'His wife Karin is nice, maybe I can tell her before?'];
    const reply = replyAfter(coachId, told, 'how do I write this to Karin on WhatsApp, short and friendly please');
    expect(reply).toContain('to Karin');
    expect(reply).toContain('When Tom keeps making jokes about my weight at dinners, I find it really hard.');
    // Telling her is how the words are said, not something they ask of her.
    expect(reply).not.toMatch(/Could I tell her/);
  });

  it.each(COACH_IDS)('%s: words for him say it to him', (coachId) => {
    const reply = replyAfter(coachId, ["My friend's husband Tom keeps making jokes about my weight at dinners."], 'what do i say to Tom?');
    expect(reply).toContain('When you keep making jokes about my weight at dinners, I find it really hard.');
    expect(reply).not.toContain('When Tom keeps');
  });

  it.each(COACH_IDS)('%s: a landlord\'s email after a fear about the rent is about the repair, not a payment plan', (coachId) => {
    const told = [
      'I rent a flat in Dublin. In the bedroom there is black mould on the wall behind the wardrobe.',
      'My landlord Mr Byrne always says he will look at it and nothing happens.',
      'I am afraid if I complain too much he will raise the rent or not renew the contract in February.',
    ];
    const reply = replyAfter(coachId, told, 'How I should write email to him, so it is polite but also serious, with photos');
    expect(reply).toMatch(/mould/);
    expect(reply).not.toMatch(/payment plan|bill in full/);
  });

  it.each(COACH_IDS)('%s: "not too german-direct, not too brazilian-soft" asks for no firmer words', (coachId) => {
    const told = [
      'my flatmate Lena has her boyfriend here every day and he never pays for electricity',
      'how I start this conversation? we see each other mostly in the kitchen at night',
      'maybe I write a message instead? is more easy for me in writing',
    ];
    expect(replyAfter(coachId, told, 'can you write it for me? mix, not too german-direct, not too brazilian-soft haha')).not.toMatch(/^More direct/);
  });
});

describe('a doubt about a step, answered plainly', () => {
  it.each(COACH_IDS)('%s: telling a teacher is not snitching', (coachId) => {
    const reply = replyAfter(coachId, ['my son saw two boys break the school window'], 'would it be snitching to tell mrs okafor');
    expect(reply).toMatch(/^No, I don't think it's snitching\. /);
    expect(reply).toMatch(/looking out for people/);
  });

  it.each(COACH_IDS)('%s: asking a neighbour is a fair thing to ask', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my father lives alone in Valencia and forgets to eat'],
      'ok maybe the neighbour Carmen can help, she go every day to buy bread with him. is ok to ask a neighbour this or is too much?',
    );
    expect(reply).toMatch(/^Yes, you can\. It's a fair thing to ask/);
  });

  it.each(COACH_IDS)('%s: a step said back as a doing, then doubted', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my best friend Aisha has gone quiet since her mum got ill'],
      'oh like just turning up with food? wouldnt that be weird, she lives in croydon',
    );
    expect(reply).toMatch(/^No, I don't think it's weird\./);
  });

  it.each(COACH_IDS)('%s: reading too much into it gets no plain no', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['Our choir director moved me from the altos to the sopranos on Tuesday.'],
      "He said it was to 'balance the sound'. I cannot help feeling it is because I struggled with the Rutter piece. Am I reading too much into it?",
    );
    expect(reply).toMatch(/neither of us can know what was meant/);
    expect(reply).not.toMatch(/^No, /);
  });
});

describe('a way through, read with what came before', () => {
  const graham =
    "We host Christmas every year and my wife's brother Graham always starts on politics by the time the turkey's out. " +
    'Last year my granddaughter Isla left the table in tears. Where do I even start?';

  it.each(COACH_IDS)('%s: "if he gets defensive, what then?" is a feared reaction', (coachId) => {
    const reply = replyAfter(coachId, [graham], "Better. I'll ring him Sunday after the football. If he gets defensive, what then?");
    expect(reply).toMatch(/A first reaction is often not the last one/);
  });

  it.each(COACH_IDS)('%s: "how do I stop him…" after the politics at the table is about the table', (coachId) => {
    const reply = replyAfter(coachId, [graham], 'How do I stop him without making a scene in front of everyone?');
    expect(reply).toMatch(/Have a few short lines ready/);
    expect(reply).not.toMatch(/a method that works for most problems/);
  });
});

describe('words with their purpose in them', () => {
  it.each(COACH_IDS)('%s: asking a son who clams up what is wrong opens a door, without pressure', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my son Leo is 15 and since two weeks he barely talks, just goes to his room'],
      'how do i ask him whats wrong without it turning into a big thing. he clams up',
    );
    expect(reply).toContain('"Is everything okay? You\'ve seemed a bit quiet lately. No pressure');
    expect(reply).toMatch(/Side by side works better than face to face/);
    expect(reply).not.toMatch(/Can I ask you for something|Would that be possible/);
  });

  it.each(COACH_IDS)('%s: an email to Simon that asks for feedback asks for it', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['On Thursday our choir director, Simon, gave the solo to a woman who joined in January.'],
      'Could you help me phrase a short email to Simon that asks for feedback without sounding aggrieved?',
    );
    expect(reply).toContain('to Simon');
    expect(reply).toContain('Could I ask for feedback?');
  });

  it.each(COACH_IDS)('%s: what to tell the physio is a list to read there', (coachId) => {
    const told = ["I'm seeing the physio on Monday about my knee, it hurts going downstairs"];
    const reply = replyAfter(coachId, told, 'what should i tell the physio exactly');
    expect(reply).toMatch(/^Here is a short list in simple words, to read from your phone or show the physio:/);
    expect(reply).toContain('"I have had problems with my knee for');
    expect(reply).toContain('"What happens: pain."');
  });

  it.each(COACH_IDS)('%s: questions to ask on the phone are not a list of symptoms', (coachId) => {
    const told = ['I got my first hearing aids from the clinic last week and my ears itch', 'I was told to wear them all day.'];
    expect(replyAfter(coachId, told, 'I suppose I will phone them on Monday. What should I ask them, specifically?')).not.toMatch(/What happens:/);
  });
});

describe("someone's advice, weighed by name", () => {
  it.each(COACH_IDS)('%s: the advice, the doubt said back, and how to settle it', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['Every Christmas my brother in law Dieter starts about politics at the table.'],
      'My husband Jens says I should just say nothing. But then Dieter will drink and shout like last year. What do you think?',
    );
    expect(reply).toMatch(/^Here's my honest view on Jens's idea of saying nothing\. /);
    expect(reply).toContain('a real reason to doubt it: then Dieter will drink and shout like last year.');
    expect(reply).toContain("you can tell Jens why");
  });

  it.each(COACH_IDS)('%s: each step of it said as a doing', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['Our choir director moved me to the back row.'],
      "My friend Joan thinks I should simply leave and join the choir at St. Matthew's instead. Would that be an overreaction, in your view?",
    );
    expect(reply).toContain("Joan's idea of leaving and joining the choir at St. Matthew's.");
  });

  it('is no advice when what they said is a view, not a step', () => {
    expect(replyAfter('sage', ['im 26 and thinking of a loan'], "my mum says it's fine. what do you think?")).not.toMatch(/idea of/);
  });
});

describe('a name after a plural', () => {
  it('is only a word written with a capital', () => {
    const names = (text: string) =>
      understand(text, { lastQuestion: null, inExercise: false }).entities.flatMap((e) => (e.kind === 'person' && e.name ? [e.name.toLowerCase()] : []));
    expect(names('he said brett yells at the kids who cant swim. and the big kids laugh')).not.toContain('laugh');
    expect(names('my kids Tom and Ella love it')).toContain('tom');
  });
});

describe('a step of their own, a decision checked, and a choice to think through', () => {
  it.each(COACH_IDS)('%s: having a word beforehand, doubted as rude', (coachId) => {
    const reply = replyAfter(
      coachId,
      ["my wife's brother Graham always starts on politics at Christmas dinner"],
      'Should I have a word with him beforehand? Or is that rude, phoning a man to tell him how to behave at my table?',
    );
    expect(reply).toMatch(/^Yes, I think having a word with him beforehand is a good idea, and no, I don't think it's rude\./);
  });

  it.each(COACH_IDS)('%s: telling someone first, put forward tentatively', (coachId) => {
    const told = ["My friend's husband Tom keeps making jokes about my weight at dinners."];
    expect(replyAfter(coachId, told, 'Hmm maybe. His wife Karin is nice, maybe I can tell her before?')).toMatch(
      /^Yes, I think telling her before is a good idea\./,
    );
    // Telling about oneself is never waved through.
    expect(replyAfter(coachId, ['i want to come out to my parents'], 'maybe i can tell my mum first?')).not.toMatch(/^Yes, I think telling/);
  });

  it.each(COACH_IDS)('%s: something for her birthday, not a forgotten birthday', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my old friend Mia and I drifted apart after she moved to Leeds'],
      'her birthday is on the 22nd. should i do something or is that pressure',
    );
    expect(reply).toMatch(/^Yes, I think doing something for her birthday is a good idea, and no, I don't think it's too much pressure\./);
    expect(reply).not.toMatch(/forgets your birthday/);
  });

  it.each(COACH_IDS)('%s: a decision told with a question mark, with its reason', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['i got offered a barista job but they want me on the early opens'],
      'talked to her. she said opens are non negotiable for the first 3 months then we can rotate. i think im gonna say yes? 3 months isnt forever',
    );
    expect(reply).toContain("your reason is a fair one: 3 months isn't forever.");
  });

  it.each(COACH_IDS)('%s: help thinking a decision through, or a pros and cons list', (coachId) => {
    for (const ask of ['i need help with decision. can you help me think it through?', 'can u help me do a pros and cons thing']) {
      expect(replyAfter(coachId, ['my boss offered me team lead position in Hamburg, i live in Leipzig'], ask)).toMatch(
        /Write down what you would gain and lose with each option/,
      );
    }
  });

  it.each(COACH_IDS)('%s: "tell my daughter, Karen, that the links are upsetting me" puts that in the words', (coachId) => {
    const told = ['My son and daughter want me to sell up and move near them. They have started sending me estate agent links.'];
    const reply = replyAfter(coachId, told, 'How would you suggest I tell my daughter, Karen, that the links are upsetting me, without starting a row?');
    expect(reply).toContain('The links are upsetting me.');
    expect(reply).not.toMatch(/talk about them/);
  });
});

describe('questions to put, and advice explained', () => {
  it.each(COACH_IDS)('%s: a list of questions for the boss, from the things named', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my boss offered me team lead position in Hamburg, i live in Leipzig'],
      'Can you help me make a list of questions i should ask my boss before i decide? like about remote days, probation etc',
    );
    expect(reply).toContain('1. "How many days a week could I work from home?"');
    expect(reply).toContain('2. "How long is the probation period, and how will it be judged?"');
    expect(reply).toContain('What would a good first six months in the role look like to you?');
  });

  it.each(COACH_IDS)('%s: with nothing named, the plain questions that work anywhere', (coachId) => {
    expect(replyAfter(coachId, ['the landlord wants to visit on friday'], 'what questions should i ask him?')).toMatch(
      /A few plain questions work almost anywhere/,
    );
  });

  it.each(COACH_IDS)('%s: "what do u mean set a limit? like give her less?"', (coachId) => {
    const reply = replyAfter(coachId, ['my friend Kasia asked to borrow 800 zl again'], 'what do u mean set a limit? like give her less?');
    expect(reply).toMatch(/^Yes, more or less: give her less\. I mean deciding before you're asked how far you'll go/);
  });

  it.each(COACH_IDS)('%s: "idk what u mean by tell her how i feel"', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my best friend priya joined the volleyball team and forgot about me'],
      'idk what u mean by tell her how i feel. like just say it?? thats so awkward',
    );
    expect(reply).toMatch(/^Yes, more or less: just say it\. I mean saying it plainly/);
  });
});

describe('a colonoscopy talked through', () => {
  const colonoscopy = [
    "Hi. I have a colonoscopy booked for next Tuesday at 9:40 at St Vincent's and I'm dreading it, mostly the prep the day before.",
    'The leaflet says low fibre diet from Saturday and then the drink on Monday. What can I actually eat on a low fibre diet? White bread and what else?',
    "I'm 52 and never had one before. My GP sent me because of some blood in a test, probably nothing she said, but you know how it is. " +
      'How do I stop googling it every night?',
    'is it normal to be this anxious about something routine',
    'didnt really help tbh, I know the statistics, its the waiting thats the problem',
    "Can you give me something to do Monday night when I'm stuck near the loo and my head is racing",
    "ok the breathing thing is fine. I'll try it. How many minutes should I do it for?",
    "Do I need someone to drive me home after? My sister Donna offered but she's useless with directions",
  ];

  it.each(COACH_IDS)('%s: what to eat, googling at night, and a lift home, each answered for what it asks', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    const replies = colonoscopy.map((message) => engine.reply(message).text);
    expect(replies[1]).toMatch(/white bread, white rice and pasta/);
    // "stop" alone names no question about asking the doctor to stop.
    expect(replies[2]).toMatch(/no searching after 8pm/);
    expect(replies[2]).not.toMatch(/ask them to stop/);
    expect(replies[7]).toMatch(/^Usually yes, if you have sedation/);
  });
});

describe('an idea put to someone', () => {
  it.each(COACH_IDS)('%s: "how do I present it so he agrees?" puts the idea told to him as a question', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['My father is 79 and still drives his Alto to the market every day, but last week he got lost.'],
      'auto rickshaw he will not like, he says they cheat. but maybe a fixed driver 2-3 days a week can work. how do I present it so he agrees?',
    );
    expect(reply).toContain('Could we try a fixed driver 2-3 days a week?');
    expect(reply).toContain('to him');
  });
});

describe('an ask carried from the message before, and an offer', () => {
  it.each(COACH_IDS)('%s: "what do i say exactly" after "is it bad to ask if i can do it without the opens?"', (coachId) => {
    const reply = replyAfter(
      coachId,
      [
        'i got offered a barista job but they want me on the early opens',
        'is it bad to ask if i can do it without the opens? like will that make me look like i dont want it',
      ],
      "what do i say exactly. she's nice but she gets stressed easily",
    );
    expect(reply).toContain('Could I do it without the opens?');
  });

  it.each(COACH_IDS)('%s: a text to offer help without making her feel guilty', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['my best friend aisha had her baby in july and since then shes kind of disappeared on me'],
      'ok ok. what could i text to offer without making her feel guilty',
    );
    expect(reply).toContain("No need to reply to this. I'd love to help if it's useful");
    expect(reply).toContain("Only if it suits you; I'm thinking of you either way.");
  });

  it.each(COACH_IDS)('%s: "what do u mean by \'change the kind of contact\'"', (coachId) => {
    const reply = replyAfter(coachId, ['my best friend aisha had her baby in july'], "sorry what do u mean by 'change the kind of contact'");
    expect(reply).toMatch(/^I mean swapping the kind of contact that is hard for them right now for one that is easy/);
  });
});

describe('a neighbour in my parking space', () => {
  it.each(COACH_IDS)('%s: the words are about the car, not noise', (coachId) => {
    const reply = replyAfter(
      coachId,
      [
        'hola, i have problem with my neighbour from 2B, he park his car in my parking spot almost every night',
        'his name is Darren i think, i see it on the post box',
      ],
      'what i can say to him if i meet him in the stairs? give me simple sentences please',
    );
    expect(reply).toContain('I think your car has been parked in my parking space quite a few times lately.');
    expect(reply).not.toMatch(/noise/);
  });
});

describe('time off asked for with its reason', () => {
  it.each(COACH_IDS)('%s: a message to the manager asks for the week of the wedding', (coachId) => {
    const reply = replyAfter(
      coachId,
      [
        "hey, quick one. my sister's wedding is 14 june in Recife and i need that whole week off",
        "problem is thats exactly the week of our big release at work and my manager Lucas already said 'no vacations in june'",
      ],
      'ok write me a message to Lucas, in english, slack style not email, not too formal',
    );
    expect(reply).toContain('to Lucas');
    expect(reply).toContain("Could I take the week of 14 June off? It's my sister's wedding in Recife.");
  });
});

describe('"do you understand what I mean?"', () => {
  it.each(COACH_IDS)('%s: what was understood, said back for the person to correct', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['My friend Doreen had a small stroke in April and since she came home I have been going in every morning and most evenings.'],
      "Her son Graham phones her on Sundays. He says he 'doesn't know what they'd do without me', which is kind but also rather the " +
        'problem. Do you understand what I mean?',
    );
    expect(reply).toMatch(/^I think so, and tell me if I've got it wrong: he says he 'doesn't know what they'd do without/);
    expect(reply).toContain('which is kind but also rather the problem.');
  });
});

describe('a flat inherited with a sister', () => {
  const told = [
    'My father died in March and my brother Jonas and I inherit his flat in Bremen.',
    'Jonas wants to sell it fast for the money. I would like to rent it out, it is where we grew up.',
  ];

  it.each(COACH_IDS)('%s: is the inheritance, not money worries or a wave of grief', (coachId) => {
    const reply = replyAfter(coachId, told, 'How can I discuss this with him without fighting again?');
    expect(reply).toMatch(/separating the feelings from the decisions/);
    expect(reply).not.toMatch(/wave of grief/);
  });

  it.each(COACH_IDS)('%s: "help me to write message to him, where I say this honest" says what was just told', (coachId) => {
    const reply = replyAfter(
      coachId,
      [...told, 'Actually maybe it is not about money for me. I just am not ready to clear out the workshop.'],
      'Can you help me to write message to Jonas, where I say this honest?',
    );
    expect(reply).toContain('to Jonas');
    expect(reply).toContain('I just am not ready to clear out the workshop.');
  });
});

describe('a step doubted as patronising, and questions for the receptionist', () => {
  it.each(COACH_IDS)('%s: offering to pay half is not patronising', (coachId) => {
    const reply = replyAfter(
      coachId,
      ["My neighbour's hedge blocks the light in my kitchen"],
      'I was thinking of offering to pay for half of the trimming. Would that be seen as patronising?',
    );
    expect(reply).toMatch(/^No, I don't think it's patronising\./);
  });

  it.each(COACH_IDS)('%s: "help me list the questions I should ask…" about the things named', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['I need to book my first smear test and I am nervous'],
      'can you help me list the questions I should ask the receptionist, like about a female nurse and the waiting time',
    );
    expect(reply).toMatch(/^Here are questions you could take with you, one a line:/);
    expect(reply).toContain('"What about a female nurse?"');
  });
});

describe('an idea of their own put to someone who made a plan', () => {
  const told = [
    "It's two years on Friday since my dad died and I thought I'd be better by now. My sister Claire pointed it out.",
    "Claire wants us to go to the cemetery and then get lunch. I don't know if I want to. He'd have hated that place",
  ];

  it.each(COACH_IDS)('%s: thanks them, asks rather than announces, and offers to keep their plan', (coachId) => {
    const reply = replyAfter(
      coachId,
      told,
      'maybe we could drive to whitby instead and get chips on the front. would that be a daft thing to do on the day? ' +
        "could you help me put it to claire without it sounding like I'm rejecting her plan",
    );
    expect(reply).toMatch(/^It isn't daft at all/);
    expect(reply).toContain('"Claire, thank you for thinking about the day');
    expect(reply).toContain('Could we drive to whitby and get chips on the front?');
    expect(reply).toContain("If you'd still like to go to the cemetery and then get lunch, we could find a way to do both.");
    expect(reply).not.toMatch(/routine for the day itself|simple shape for a plan/);
  });

  it('is not read where nobody made a plan to answer', () => {
    const reply = replyAfter('sage', ['my friend keeps cancelling on me'], 'how do I put it to her that it hurts?');
    expect(reply).not.toMatch(/thank you for thinking about the day/);
  });
});

describe('an ask said before the question in the same message', () => {
  it.each([
    'maybe I can ask Hannah to practise with me, she is kind. how do I ask her without sounding weird?',
    'I want to ask Hannah to practise with me. how do I ask her?',
  ])('%p: the ask is in the words, not the presentation lines', (message) => {
    const reply = replyAfter('sage', ['next thursday we have a group presentation and I am very nervous'], message);
    expect(reply).toContain('Could you practise with me?');
    expect(reply).not.toMatch(/Let me just check my notes/);
  });
});

describe('someone who keeps asking the same thing', () => {
  it.each(COACH_IDS)('%s: a calm line to say each time, not the way through of the talk before', (coachId) => {
    const reply = replyAfter(
      coachId,
      ['turned 30 last month and i feel like everyone is miles ahead of me', 'instagram mostly. uni friends. meg just got engaged'],
      "oh unrelated but my mum asks when im going to 'settle down' every sunday on the phone. how do i get her to drop it without a row",
    );
    expect(reply).toContain('"Mum, I know you ask because you care.');
    expect(reply).toMatch(/Then change the subject/);
    expect(reply).not.toMatch(/mute or unfollow|your feed/i);
  });

  it('is not read in a question with nobody asking anything', () => {
    const reply = replyAfter('sage', ['my neighbour plays loud music'], 'how do i get him to stop the noise at night?');
    expect(reply).not.toMatch(/I know you ask because you care/);
  });
});

describe("a step weighed by the situation's own particular answer", () => {
  it('answers "should i just delete instagram?" with deleting it for a week, not a general weighing', () => {
    const reply = replyAfter(
      'sage',
      ['turned 30 last month and i feel like everyone is miles ahead of me', 'instagram mostly. uni friends. meg just got engaged'],
      'should i just delete instagram? feels dramatic but',
    );
    expect(reply).toMatch(/Try deleting it for one week/);
    expect(reply).not.toMatch(/Picture the week after/);
  });
});
