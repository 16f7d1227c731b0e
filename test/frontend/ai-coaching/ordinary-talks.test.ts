/**
 * Ordinary talks as people have them, each turn answered as it was meant: words asked for again are pointed back to (with
 * how to keep it light when that is the worry), a meeting or a resit told as coming gets what helps to go into it, "what if
 * he says no" gets the situation's answer for a no, what was told is not asked again, a day told is ahead, a bedtime is
 * worked out for the time told, two feelings are both said back, "that didnt help" after steps to calm down gets another
 * kind, and many particular cases (a neighbour's dog, a fear of the water, a failed exam, drinking at home, housework, a
 * colleague who takes credit, a mother with dementia, a cat who died) find their own answers.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';

const DOG = "my neighbour's dog barks all night and i cant sleep";
const BOSS = "my boss keeps piling work on me and i'm drowning";
const GENERAL_WORDS = /A short, honest opener usually works better than a prepared speech/;

describe('words asked for again', () => {
  it.each(COACH_IDS)('%s: the dog is the neighbour, and words for it are the words for a barking dog', (coachId) => {
    const { situation, reply } = after(coachId, [DOG, 'what should i say to them']);
    expect(situation).toBe('neighbour-dispute');
    expect(reply).toMatch(/"I wanted to let you know your dog seems to bark a lot/);
  });

  it.each(COACH_IDS)('%s: "without making it awkward" just after gets how to keep it light, with the first line again', (coachId) => {
    const { reply } = after(coachId, [DOG, 'what should i say to them', 'how do i bring it up without making it awkward']);
    expect(reply).toMatch(/^It needn't be awkward\./);
    expect(reply).toMatch(/The first line I gave works as it is: "I wanted to let you know your dog/);
    expect(reply).not.toMatch(GENERAL_WORDS);
    expect(reply).not.toMatch(/For a hedge or a tree|For parking or the drive/);
  });

  it.each(COACH_IDS)('%s: asked again plainly, the words just given are pointed back to', (coachId) => {
    const { reply } = after(coachId, [DOG, 'what should i say to them', 'how do i bring it up without making it awkward', 'what do i say to him']);
    expect(reply).toMatch(/^The words I gave just now are a good place to start: "I wanted to let you know your dog/);
    expect(reply).not.toMatch(GENERAL_WORDS);
  });

  it.each(COACH_IDS)('%s: words asked for of a group told after the last ones are not those words again', (coachId) => {
    const talk = ['i feel so alone since my wife died in march', 'we were married 41 years', 'the evenings are the worst, the house is so quiet'];
    const { reply } = after(coachId, [...talk, 'my daughter wants me to join a walking group but i dont know', 'what would i even say to them']);
    expect(reply).not.toMatch(/The words I gave just now|It needn't be awkward/);
  });

  it.each(COACH_IDS)('%s: words asked for the first time are still the situation\'s own', (coachId) => {
    const { reply } = after(coachId, ['my neighbours play loud music every night', 'what should i say to them']);
    expect(reply).toMatch(/"Hi, sorry to bother you\..*noise/);
    expect(reply).not.toMatch(/The words I gave just now|It needn't be awkward/);
  });
});

describe('a meeting told as coming', () => {
  it.each(COACH_IDS)('%s: "a 1:1 with him on thursday" gets how to go into it, not its words said back', (coachId) => {
    const { reply } = after(coachId, [BOSS, 'i have a 1:1 with him on thursday']);
    expect(reply).toMatch(/^Go in with facts, not feelings alone, and with a suggestion\. 1\. /);
    expect(reply).not.toMatch(/you have a 1:1 with him/i);
  });

  it.each(COACH_IDS)('%s: words asked for after it are those words, not the ones for weekend requests', (coachId) => {
    const { reply } = after(coachId, [BOSS, 'i have a 1:1 with him on thursday', 'what should i say to him']);
    expect(reply).toMatch(/"I want to do good work, and right now I have more than fits in my hours/);
    expect(reply).not.toMatch(/For weekend requests/);
  });

  it.each(COACH_IDS)('%s: a 1:1 told as gone by is not prepared for', (coachId) => {
    const { reply } = after(coachId, [BOSS, 'i had a 1:1 with him last thursday']);
    expect(reply).not.toMatch(/^Go in with facts/);
  });

  it.each(COACH_IDS)('%s: "what if he says no" gets the situation\'s answer for a no', (coachId) => {
    const { reply } = after(coachId, [BOSS, 'i have a 1:1 with him on thursday', 'what should i say to him', 'ok and what if he says no']);
    expect(reply).toMatch(/If your manager says no or brushes it off/);
    expect(reply).not.toMatch(/Name the worst realistic outcome/);
  });

  it.each(COACH_IDS)('%s: "what if it rains" is not taken for a no', (coachId) => {
    const { reply } = after(coachId, [BOSS, 'what if it rains']);
    expect(reply).not.toMatch(/If your manager says no/);
  });
});

describe('a fear of the water', () => {
  it.each(COACH_IDS)('%s: panic with the face in the water is met as a fear of the water', (coachId) => {
    const { situation, reply } = after(coachId, ['i want to learn to swim but i panic as soon as my face goes in the water']);
    expect(situation).toBe('fear-of-water');
    expect(reply).toMatch(/adults|water/);
  });

  it.each(['my flat has water damage and i panic about the landlord', 'i drink lots of water and still feel anxious'])(
    '%p is no fear of the water',
    (text) => {
      expect(after('zenith', [text]).situation).not.toBe('fear-of-water');
    },
  );

  it.each(COACH_IDS)('%s: words for the instructor and what to do if panic comes', (coachId) => {
    const opening = 'im scared of deep water and i start lessons next week';
    expect(after(coachId, [opening, 'what do i tell the instructor']).reply).toMatch(/"I'm really nervous in the water/);
    expect(after(coachId, [opening, 'what if i panic in the deep end']).reply).toMatch(/get to something solid\. 1\. Stand up if you can/);
  });
});

describe('a driving test ahead', () => {
  it.each(COACH_IDS)('%s: a test on friday after two fails opens with its nerves, not with a failure', (coachId) => {
    const { reply } = after(coachId, ["i have my driving test on friday and i've already failed twice, i'm so nervous"]);
    expect(reply).toMatch(/^Feeling nervous before a driving lesson or test is very common/);
    expect(reply).not.toMatch(/Failing a driving test is really disappointing/);
  });

  it.each(COACH_IDS)('%s: a test failed today is still met as the disappointment it is', (coachId) => {
    expect(after(coachId, ['i failed my driving test again today']).reply).toMatch(/^Failing a driving test is really disappointing/);
  });
});

describe('said back and answered as it was meant', () => {
  const MUM = 'my mum criticises everything i do and i snapped at her yesterday';

  it.each(COACH_IDS)('%s: two feelings at once are both said back', (coachId) => {
    const { reply } = after(coachId, [MUM, 'i feel guilty but also still angry']);
    expect(reply).toMatch(/you feel guilty but also still angry/);
  });

  it.each(COACH_IDS)('%s: one feeling with a reason after "but" is said back as before', (coachId) => {
    const { reply } = after(coachId, [MUM, 'i feel guilty but she started it']);
    expect(reply).not.toMatch(/guilty but she started it/);
  });

  it.each(COACH_IDS)('%s: sorry for one\'s part, then asked how to say it without agreeing, is pointed back to with its words', (coachId) => {
    const first = after(coachId, [MUM, 'should i apologise even though she started it']).reply;
    expect(first).toMatch(/^Yes, it is usually worth apologising for your part/);
    const { reply } = after(coachId, [MUM, 'should i apologise even though she started it', 'how do i say sorry without saying she was right']);
    expect(reply).toMatch(/^That's what I was getting at just now: it is usually worth apologising for your part/);
    expect(reply).toMatch(/You could say: "I'm sorry I snapped at you\./);
    expect(reply).not.toMatch(/in front of your friends|Who would you like to apologise to/);
  });

  it.each(COACH_IDS)('%s: "should i text her" after a breakup gets the wait, not a warm message to send', (coachId) => {
    const { reply } = after(coachId, ['my girlfriend broke up with me last week after 3 years', 'should i text her']);
    expect(reply).toMatch(/^Wait before you send anything/);
    expect(reply).not.toMatch(/I miss you\. No pressure to reply/);
  });

  it.each(COACH_IDS)('%s: a running club where nobody talked gets how to go back, not a question of what friendship is hoped for', (coachId) => {
    const talk = ['ive been feeling really lonely since i moved here for work', 'how do people even make friends as an adult'];
    const { reply } = after(coachId, [...talk, 'i tried a running club once but nobody talked to me']);
    expect(reply).toMatch(/^One visit is rarely enough/);
  });

  it.each(COACH_IDS)('%s: a tense jaw told gets a technique for the jaw', (coachId) => {
    const { reply } = after(coachId, ["i can't sleep because of work stress", 'my jaw is always tense in the morning too']);
    expect(reply).toMatch(/jaw/i);
    expect(reply).not.toMatch(/4-7-8 breathing/);
  });
});

describe('what was told is not asked, and a day told is ahead', () => {
  const THESIS = 'i have to finish my thesis in 6 weeks and i keep procrastinating';
  const PARTY = 'theres a party at my coworkers house on saturday and i dont know anyone except her';

  it.each(COACH_IDS)('%s: a thesis due in six weeks is not asked what it is and when it is due', (coachId) => {
    expect(after(coachId, [THESIS]).reply).not.toMatch(/What is the task you keep putting off, and when is it due/);
  });

  it.each(COACH_IDS)('%s: going on the phone instead is not asked what is done instead', (coachId) => {
    const replies = [THESIS, 'i open the document and then just go on my phone', 'whats a good way to actually start'];
    for (const n of [2, 3]) expect(after(coachId, replies.slice(0, n)).reply).not.toMatch(/What do you usually end up doing instead/);
  });

  it.each(COACH_IDS)('%s: a party on saturday is ahead: "what if nobody talks to me" gets what to do alone there', (coachId) => {
    const { reply } = after(coachId, [PARTY, 'what should i actually say to people when i walk in?', 'what if nobody talks to me']);
    expect(reply).toMatch(/^Finding yourself alone for a few minutes at a party is normal/);
    expect(reply).not.toMatch(/How are things with Saturday's party|Where are things with Saturday's party/);
  });
});

describe('a bedtime worked out for the time told', () => {
  const MORNINGS = 'i want to start exercising in the mornings but i never manage to get up';

  it.each(COACH_IDS)('%s: an alarm for 6 gets a bedtime for 6, told and asked again', (coachId) => {
    const talk = [MORNINGS, 'i set my alarm for 6 but i just snooze it', 'i go to bed around midnight usually'];
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/for a 6:00 alarm that means being asleep somewhere between 9:00 and 11:00/);
    expect(after(coachId, [...talk, 'what time should i go to bed then']).reply).toMatch(/between 9:00 and 11:00/);
  });

  it.each(COACH_IDS)('%s: with no time told, the example stays an example', (coachId) => {
    expect(after(coachId, [MORNINGS, 'i go to bed around midnight usually']).reply).toMatch(/for a 6:30 alarm/);
  });
});

describe('a cat who died', () => {
  const CAT = 'my cat died yesterday, she was 17';

  it.each(COACH_IDS)('%s: "is it normal to feel this sad over a cat" gets the yes for grieving a pet, not one for being far away', (coachId) => {
    const { reply } = after(coachId, [CAT, 'her name was Mochi', 'is it normal to feel this sad over a cat']);
    expect(reply).toMatch(/^Yes, it is normal to grieve deeply for a pet/);
    expect(reply).not.toMatch(/far away/);
  });

  it.each(COACH_IDS)('%s: "what can i do with her things" gets what to do with her bed and bowls', (coachId) => {
    expect(after(coachId, [CAT, 'her name was Mochi', 'what can i do with her things']).reply).toMatch(/^There is no rush to put away/);
  });
});

describe('alone since a death', () => {
  it.each(COACH_IDS)('%s: "so alone since my wife died" is met as the loss first', (coachId) => {
    const { situation, reply } = after(coachId, ['i feel so alone since my wife died in march']);
    expect(situation).toBe('grief-person');
    expect(reply).not.toMatch(/being far from family or losing touch with friends/);
  });

  it.each(COACH_IDS)('%s: alone since a friend moved away is still loneliness', (coachId) => {
    expect(after(coachId, ["i've been lonely since my best friend moved away"]).situation).toBe('loneliness');
  });
});

describe('a question put to the person', () => {
  const INTERVIEW = [
    'i have a job interview on monday and im terrified',
    'its for a marketing role, my first interview in 5 years',
    'what if they ask why i left my last job',
    'i was made redundant',
  ];

  it.each(COACH_IDS)('%s: "how do i answer the weakness question" gets the weakness answer, no news pasted into words', (coachId) => {
    const { reply } = after(coachId, [...INTERVIEW, 'how do i answer the weakness question']);
    expect(reply).toMatch(/^Pick a real but fixable weakness/);
    expect(reply).not.toMatch(/There's something I want to tell you|"I was made redundant/);
  });
});

describe('housework left to one partner', () => {
  const HOUSEWORK = "my boyfriend never helps with housework and i'm exhausted";

  it.each(COACH_IDS)('%s: what the argument is about is not asked once the housework was told', (coachId) => {
    expect(after(coachId, [HOUSEWORK]).reply).not.toMatch(/What is the argument usually about/);
  });

  it.each(COACH_IDS)('%s: asked loads of times gets a new setup, not a signal word for rising voices', (coachId) => {
    const { reply } = after(coachId, [HOUSEWORK, 'we both work full time', "i've asked him loads of times"]);
    expect(reply).toMatch(/^When you have asked many times, more asking rarely works/);
    expect(reply).not.toMatch(/"Pause"/);
  });
});

describe('"that didnt help" after steps to calm down', () => {
  const PANIC = [
    'my anxiety has been really bad this week',
    'i get this tight feeling in my chest and my heart races',
    'it happens mostly at work',
    'can you give me something to do right now',
  ];

  it.each(COACH_IDS)('%s: gets a technique of another kind, never words for a talk or the same breathing again', (coachId) => {
    const steps = after(coachId, PANIC).reply;
    expect(steps).toMatch(/^Try this now: /);
    const { reply } = after(coachId, [...PANIC, 'that didnt help']);
    expect(reply).not.toMatch(/ask rather than tell|words on a screen/);
    expect(reply).not.toMatch(/name five things you can see|as if blowing through a straw/i);
    expect(reply).toMatch(/1\. /);
  });
});

describe('a mother with dementia who asks for a father who died', () => {
  const CARING = ["im a carer for my mum who has dementia and i'm burnt out", 'my brother lives abroad and doesnt help'];
  const ASKS = 'she asks for my dad every day and he died 3 years ago';

  it.each(COACH_IDS)('%s: "she asks for my dad every day" stays caring, and what to say is pointed back to with words for Dad', (coachId) => {
    const asks = after(coachId, [...CARING, ASKS]);
    expect(asks.situation).toBe('caring-for-parent');
    expect(asks.reply).toMatch(/^Correcting them again and again/);
    const { reply } = after(coachId, [...CARING, ASKS, 'what do i say when she asks for him']);
    expect(reply).toMatch(/You could say: "You miss Dad\. Tell me about him\."/);
    expect(reply).not.toMatch(/If they ask something you don't know/);
  });
});

describe('a colleague who keeps taking credit', () => {
  const DAN = ['my colleague Dan keeps taking credit for my work', 'in the team meeting yesterday he presented my analysis as his'];

  it.each(COACH_IDS)('%s: "keeps taking credit" is not asked whether it is a pattern', (coachId) => {
    expect(after(coachId, DAN.slice(0, 1)).reply).not.toMatch(/is it a pattern, or did one moment start it/);
  });

  it.each(COACH_IDS)('%s: the meeting told two messages ago is still the talk, not asked after', (coachId) => {
    const { reply } = after(coachId, [...DAN, "i'm so angry but i don't want to cause drama", 'how do i bring it up with him']);
    expect(reply).not.toMatch(/team meeting yesterday now|How are things with the team meeting/);
  });
});

describe('an exam failed', () => {
  const FAILED = ['i failed my exam and i feel like such an idiot', 'it was maths, i need it to get into uni'];

  it.each(COACH_IDS)('%s: opens with the failure, and never asks which exam is first', (coachId) => {
    expect(after(coachId, FAILED.slice(0, 1)).reply).toMatch(/^Failing an exam hurts/);
    for (const n of [1, 2]) expect(after(coachId, FAILED.slice(0, n)).reply).not.toMatch(/Which exam is first/);
  });

  it.each(COACH_IDS)('%s: a resit in june gets the resit, and revising differently gets testing oneself', (coachId) => {
    expect(after(coachId, [...FAILED, 'i can resit in june']).reply).toMatch(/a resit is a second chance/);
    expect(after(coachId, [...FAILED, 'how do i revise differently this time']).reply).toMatch(/^Rereading and highlighting feel useful/);
  });

  it.each(COACH_IDS)('%s: "scared ill fail again" is said back as "you\'ll fail again"', (coachId) => {
    expect(after(coachId, [...FAILED, 'im scared ill fail again']).reply).not.toMatch(/\bill fail\b/);
  });
});

describe('written in a second language', () => {
  it.each(COACH_IDS)('%s: "my english not so good" is no low mood to meet with an exercise', (coachId) => {
    const { reply } = after(coachId, ['hi. i am from poland, living in uk 2 years. my english not so good']);
    expect(reply).not.toMatch(/feeling low|body scan|heavy/i);
  });

  it.each(COACH_IDS)('%s: "im not so good today" is still met as a hard day', (coachId) => {
    expect(after(coachId, ['im not so good today']).reply).not.toMatch(/^Welcome/);
  });
});

describe('drinking at home', () => {
  const DRINK = ['i think i drink too much', 'like a bottle of wine most nights'];

  it.each(COACH_IDS)('%s: opens on drinking more than wanted, and a bottle most nights gets the units and a step down', (coachId) => {
    expect(after(coachId, DRINK.slice(0, 1)).reply).not.toMatch(/people around you keep drinking/);
    const { reply } = after(coachId, DRINK);
    expect(reply).toMatch(/^A bottle of wine is about ten units/);
    expect(reply).toMatch(/talk to your doctor before cutting down/);
  });

  it.each(COACH_IDS)('%s: a wife who comments gets words that answer her worry', (coachId) => {
    const { reply } = after(coachId, [...DRINK, 'my wife has started to comment on it']);
    expect(reply).toMatch(/"You're right that I've been drinking more than I want to\./);
  });
});

describe('a plan asked for with nothing else named', () => {
  it.each(COACH_IDS)('%s: in a talk about getting fit, "can you make me a plan" gets the plan for exercise', (coachId) => {
    const talk = ['i want to get fit but i hate the gym', 'i used to like swimming', 'i dont have much time, i work long hours'];
    const { reply } = after(coachId, [...talk, 'can you make me a plan']);
    expect(reply).toMatch(/1\. Week 1: three 10-minute walks/);
    expect(reply).not.toMatch(/the one thing that matters most this week/);
  });
});

describe('a best friend who did not invite', () => {
  const NOT_INVITED = ['my best friend didnt invite me to her birthday', "we've been friends since school"];

  it.each(COACH_IDS)('%s: is a friend who hurt, never asked what happened or how long they have been friends', (coachId) => {
    const first = after(coachId, NOT_INVITED.slice(0, 1));
    expect(first.situation).toBe('friend-hurt');
    expect(first.reply).not.toMatch(/What exactly happened/);
    const talk = [...NOT_INVITED, 'i saw the photos on instagram', 'should i say something to her or let it go'];
    for (const n of [2, 3, 4]) expect(after(coachId, talk.slice(0, n)).reply).not.toMatch(/How long have you been friends/);
  });

  it.each(COACH_IDS)('%s: words asked for are the words for not being invited, not for something said', (coachId) => {
    const talk = [...NOT_INVITED, 'i saw the photos on instagram', 'should i say something to her or let it go', 'what would i even say'];
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/"I saw the photos from the weekend, and I'll be honest, it hurt not to be there\./);
    expect(reply).not.toMatch(/When you said that the other day/);
  });
});

describe('a baby three months old', () => {
  const BABY = ['i just had a baby 3 months ago and i feel like im failing', 'she cries all the time and i cant settle her'];

  it.each(COACH_IDS)('%s: is a new baby, never asked how old the baby is', (coachId) => {
    const { situation, reply } = after(coachId, BABY.slice(0, 1));
    expect(situation).toBe('new-baby');
    expect(reply).not.toMatch(/How old is your baby/);
  });

  it.each(COACH_IDS)('%s: crying that will not settle gets calm steps to try', (coachId) => {
    expect(after(coachId, BABY).reply).toMatch(/^Try a few calm steps in turn\. 1\. Check the basics/);
  });
});

describe('a performance plan at work', () => {
  const PIP = ['i think im going to get fired', 'my manager put me on a performance plan', 'i have 30 days to improve'];

  it.each(COACH_IDS)('%s: the fear of being fired opens it, and a plan of its own is met', (coachId) => {
    const first = after(coachId, PIP.slice(0, 1));
    expect(first.situation).toBe('performance-plan');
    expect(first.reply).toMatch(/^The fear of being fired/);
    expect(after(coachId, PIP.slice(0, 2)).reply).toMatch(/^A performance plan often feels like a verdict/);
  });

  it.each(COACH_IDS)('%s: "what should i focus on first" is answered, never met with a question about what happened', (coachId) => {
    const { reply } = after(coachId, [...PIP, 'what should i focus on first']);
    expect(reply).toMatch(/^Start with the goal your manager cares about most/);
    expect(reply).not.toMatch(/went through your mind|when it happened/);
  });

  it.each(COACH_IDS)('%s: a manager who threatens to fire is still a harsh manager', (coachId) => {
    expect(after(coachId, ['my manager threatened to fire me if i make another mistake']).situation).toBe('harsh-manager');
  });
});

describe('a dad just diagnosed with cancer', () => {
  const DAD = ['my dad has just been diagnosed with cancer', 'its stage 3, they found it last week', 'i dont know how to act around him'];

  it.each(COACH_IDS)('%s: is supporting him, not the person living with an illness', (coachId) => {
    const { situation, reply } = after(coachId, DAD.slice(0, 1));
    expect(situation).toBe('supporting-someone');
    expect(reply).not.toMatch(/bad day look like for you/);
  });

  it.each(COACH_IDS)('%s: words for him are the words for a serious diagnosis, not for someone low', (coachId) => {
    const { reply } = after(coachId, [...DAD, 'what do i say to him']);
    expect(reply).toMatch(/"I'm here, and I'm not going anywhere\./);
    expect(reply).not.toMatch(/you seem really low lately/);
  });

  it.each(COACH_IDS)('%s: a husband who is depressed still gets the words for someone low', (coachId) => {
    expect(after(coachId, ['my husband is depressed and wont talk to me', 'what do i say to him']).reply).toMatch(/you seem really low lately/);
  });
});

describe('taxes put off', () => {
  // Phoenix meets procrastination with its tiny-step exercise, which asks for the thing put off first.
  it.each(COACH_IDS.filter((id) => id !== 'phoenix'))('%s: a tax letter not opened gets what helps with admin put off, starting with opening it', (coachId) => {
    const { reply } = after(coachId, ['i keep procrastinating on my taxes', 'its due end of january and i havent even opened the letter']);
    expect(reply).toMatch(/^Putting off calls, forms and bills is very common/);
    expect(reply).toMatch(/open it with a cup of tea and just read it/);
  });
});
