/**
 * What was tried is never handed back as a step; "i tried that already" after a particular answer brings the situation's
 * way through; words asked for again point back to the ones just given; a told question meets its answer without an
 * unasked "No, it isn't bad"; a loss is never met with a thought record; and a question asked once, in any form, is not
 * asked again.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { doingsTried, withoutTriedSteps } from '../../../frontend/src/features/ai-coaching/engine/tried-reply';
import { after, talk } from './engine-helpers';

const EARLY_WAKING = ['i keep waking up at 4am and cant get back to sleep', 'i tried getting up and reading but it didnt help'];

describe('what was tried, never given back as a step', () => {
  it.each(COACH_IDS)('says back to %s the whole of what was tried, and leaves getting up out of the way through', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [...EARLY_WAKING, 'ok', 'what else can i do']).map((r) => r.text);
    expect(replies[1]).toMatch(/^So you've already tried getting up and reading, and it didn't do what you needed\./);
    for (const reply of replies.slice(1)) expect(reply).not.toMatch(/\bget up\b/i);
    expect(replies[2]).toMatch(/1\. .+ 2\. /);
  });

  it('reads "getting up" and "to get up" as the doing a step names, in any of its forms', () => {
    const [getUp, read] = doingsTried('tried getting up and reading');
    expect(getUp?.test('get up into low light')).toBe(true);
    expect(getUp?.test('getting up early')).toBe(true);
    expect(read?.test('read a dull book')).toBe(true);
    expect(doingsTried('tried to get up and read')).toHaveLength(2);
    // A light verb alone ("going") names nothing a step could be matched by.
    expect(doingsTried('tried going')).toHaveLength(0);
  });

  it('leaves the steps of what was tried out and numbers the rest again, never leaving fewer than two', () => {
    const answer = 'Try this. 1. Breathe out slowly. 2. Get up and read something dull. 3. Turn the clock away.';
    expect(withoutTriedSteps(answer, doingsTried('tried getting up'))).toBe('Try this. 1. Breathe out slowly. 2. Turn the clock away.');
    expect(withoutTriedSteps('1. Get up. 2. Breathe.', doingsTried('tried getting up'))).toBe('1. Get up. 2. Breathe.');
  });
});

describe('"i tried that already" after a particular answer', () => {
  const DRINKING = ['i want to cut down on drinking', 'how do i say no when friends offer me a drink'];

  it.each(COACH_IDS)('answers %s how to turn down a drink, not how to set any boundary', (coach) => {
    const { situation, reply } = after(coach, DRINKING);
    expect(situation).toBe('drinking-less');
    expect(reply).toMatch(/"No thanks, I'm fine with this one,"/);
    expect(reply).not.toMatch(/A boundary is a clear statement/);
  });

  it.each(COACH_IDS)('gives %s the way through for a night out, not another way into a talk', (coach) => {
    const { reply } = after(coach, [...DRINKING, 'i tried that already']);
    expect(reply).toMatch(/^(?:Fair enough, you've tried that already|Thanks for saying so: if that's been tried already)/);
    expect(reply).toMatch(/Before you go, decide your limit/);
    expect(reply).not.toMatch(/words on a screen|ask rather than tell/);
  });
});

describe('words asked for again', () => {
  it.each(COACH_IDS)('points %s back to the invitation just given for "what would i even text"', (coach) => {
    const messages = [
      'i feel so alone lately',
      'my friends all have partners now and i never get invited anywhere',
      'should i just ask them to hang out',
      'what would i even text',
    ];
    const { reply } = after(coach, messages);
    expect(reply).toMatch(/^The words I gave just now are a good place to start: "I'm going to try the new cafe on Saturday/);
    expect(reply).not.toMatch(/Could you hang out/);
  });

  const WEIGHT = [
    'my mum always comments on my weight when i visit',
    "last sunday she said i looked 'bigger' in front of everyone",
    'i just laughed it off but i was so hurt',
  ];

  it.each(COACH_IDS)('meets %s laughing a comment off, and a row feared, with the words given', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [...WEIGHT, 'how do i tell her to stop without a huge argument', "she'll probably say shes just worried about my health"]);
    const texts = replies.map((r) => r.text);
    expect(texts[2]).toMatch(/^Laughing it off in the moment is one of the most common ways/);
    expect(texts[2]).not.toMatch(/body scan|Sunday/);
    expect(texts[3]).toMatch(/^It needn't turn into a row\./);
    expect(texts[3]).toMatch(/The first line I gave works as it is: "When you said that the other day, I laughed/);
    expect(texts[3]).not.toMatch(/awkward|What do you think\?/);
    expect(texts[4]).toMatch(/"I know you care about me\. My health is between me and my doctor/);
  });
});

describe('told, asked and answered', () => {
  const NIGHT = ['work is crushing me, i cant switch off at night', 'my boss emails at 11pm and i feel i have to answer'];

  it.each(COACH_IDS)('answers %s a boss who emails late without a verdict nobody asked for, then the question when asked', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [...NIGHT, 'is it bad to just ignore them till morning']).map((r) => r.text);
    expect(replies[1]).toMatch(/^In most jobs a message sent late at night is the sender clearing their own head/);
    expect(replies[1]).toMatch(/do you need an answer that evening, or is first thing fine\?/);
    expect(replies[2]).toMatch(/a reply first thing in the morning still reads as prompt/);
    expect(replies[2]).not.toMatch(/three plain checks/);
  });

  it.each(COACH_IDS)('answers %s why they want to work there, not what to say to a question not known', (coach) => {
    const messages = ['i have a job interview on thursday and im freaking out', 'what if they ask why i want to work there'];
    const { reply } = after(coach, messages);
    expect(reply).toMatch(/^Give two or three reasons that are about them/);
    expect(reply).not.toMatch(/let me check and come back to you/);
  });

  it.each(COACH_IDS)('tells %s how to find out what a tax return needs', (coach) => {
    const { reply } = after(coach, ['i keep putting off my tax return', 'its due on the 31st', 'i dont even know what forms i need']);
    expect(reply).toMatch(/^Not knowing what you need is often the real reason/);
  });

  it.each(COACH_IDS)('gives %s small talk for a party when asked what to talk about', (coach) => {
    const { reply } = after(coach, ['theres a party on saturday and im dreading it', 'i only know the host', 'what do i even talk about']);
    expect(reply).toMatch(/"How do you know the host\?"/);
    expect(reply).not.toMatch(/Plan your arrival/);
  });

  it.each(COACH_IDS)('brings %s the answer for working from home when asked what else after a club', (coach) => {
    const messages = [
      'i moved to a new city 3 months ago and i dont have any friends here',
      'i work from home so i never meet anyone',
      'i tried a running club once but nobody talked to me',
      'what else can i try',
    ];
    const { reply } = after(coach, messages);
    expect(reply).toMatch(/^Working from home removes the small daily chats/);
  });
});

describe('the case told kept, and what it asks answered', () => {
  it.each(COACH_IDS)('keeps %s in a couple\'s fights about money, and answers how to split bills', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const messages = [
      'my partner and i keep fighting about money',
      'he spends loads on takeaways and then says we cant afford a holiday',
      'whats a fair way to split bills when he earns more',
    ];
    const replies = talk(engine, messages).map((r) => r.text);
    expect(engine.snapshot().situation).toBe('partner-arguments');
    expect(replies[1]).not.toMatch(/spent more than you meant to|traditions or hopes for the day/);
    expect(replies[2]).toMatch(/^There is no single fair split/);
  });

  it.each(COACH_IDS)('tells %s what to read at a grandad\'s funeral', (coach) => {
    const messages = ['my grandad died on sunday', 'the funeral is next thursday and ive been asked to read something', 'what should i read'];
    const { reply } = after(coach, messages);
    expect(reply).toMatch(/^Being asked to read is a sign of how close you were/);
  });

  it.each(COACH_IDS)('meets %s not believing an instructor who says they are ready, and asks nothing already told', (coach) => {
    const messages = ['i have my driving test on friday', 'ive failed twice already', 'my instructor says im ready but i dont believe him'];
    const { reply } = after(coach, messages);
    expect(reply).toMatch(/^Your instructor has watched you drive for hours/);
    expect(reply).not.toMatch(/Have you taken the test before/);
  });

  it.each(COACH_IDS)('answers %s whether the breathing works, after panic on a stopped train', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const messages = [
      'i get panic attacks on the tube',
      'last one was yesterday between two stations, the train stopped',
      'what do i do if it happens again tomorrow',
      'does the breathing thing actually work',
    ];
    const replies = talk(engine, messages).map((r) => r.text);
    expect(replies[0]).not.toMatch(/Has this happened before/);
    expect(replies[1]).toMatch(/^If panic starts on a bus or train and you cannot get off/);
    expect(replies[3]).toMatch(/^Honestly, yes, for most people, though it is not a switch\./);
  });
});

describe('an exercise asked for, set aside for hard news, and taken up again', () => {
  const EXAMS = ['im so stressed about my exams', 'can we do a breathing exercise'];

  it.each(COACH_IDS)('gives %s a breathing exercise for "can we do a breathing exercise", never a step to weigh', (coach) => {
    const { reply } = after(coach, EXAMS);
    expect(reply).toMatch(/breath/i);
    expect(reply).not.toMatch(/On whether to|Picture the week after/);
  });

  it('sets the exercise aside for news of grandma in hospital, asks about the news, and picks it up on "can we continue"', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const news = 'wait actually my mum just texted me that grandma is in hospital';
    const replies = talk(engine, [...EXAMS, 'ok', news, 'ok im back, can we continue']).map((r) => r.text);
    expect(replies[3]).toMatch(/^(?:I'm so sorry\. That's really hard news\.|Oh, I'm so sorry\. That's a lot to take in\.|I'm so sorry you're facing that\.)/);
    expect(replies[3]).not.toMatch(/rounds|exam|revis|subject/i);
    expect(replies[3]).toMatch(/We can come back to the box breathing|The box breathing will keep/);
    expect(replies[4]).toMatch(/box breathing/);
    expect(replies[4]).toMatch(/count of 4/);
  });

  it('meets "its getting worse" between the steps with something different, never more rounds of the same', () => {
    const { reply } = after('sage', ['im so anxious right now', 'can we do a breathing exercise', 'ok', 'its getting worse']);
    expect(reply).toMatch(/Something different, then/);
    expect(reply).not.toMatch(/three more rounds|^Good\./);
  });

  it.each(COACH_IDS)('does not take %s feeling worse for news of something else', (coach) => {
    const { reply } = after(coach, ['im so stressed about my exams', 'i have maths on monday', 'my anxiety is getting worse']);
    expect(reply).not.toMatch(/how serious it is|a lot to take in|really hard news/);
  });

  it.each(COACH_IDS)('asks %s about news of grandma in hospital, not about the exams', (coach) => {
    const messages = ['im so stressed about my exams', 'i have maths on monday', 'my mum just texted me that grandma is in hospital'];
    const { reply } = after(coach, messages);
    expect(reply).not.toMatch(/exam|revis|subject|maths/i);
  });
});

describe('a dog named without an apostrophe', () => {
  it.each(COACH_IDS)('keeps the dog %s names as "my dogs name is pepper", and answers her pulling and a request for tips', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, ['my dogs name is pepper and shes 3', 'she pulls on the lead so badly walks are stressful', 'any training tips']);
    expect(engine.snapshot().memory.pets).toEqual([expect.objectContaining({ name: 'Pepper', species: 'dog' })]);
    expect(replies[1]?.text).toMatch(/^Pulling is the most common walking problem/);
    expect(replies[1]?.text).not.toMatch(/box breathing/);
    expect(replies[2]?.text).toMatch(/1\. .+ 2\. /);
  });
});

describe('a trouble told after only a greeting', () => {
  it.each(COACH_IDS)('takes %s a friend who has not replied, told after "hi" and "not great", as the subject', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const messages = [
      'hi',
      'not great tbh',
      'my best friend hasnt replied to my messages in two weeks',
      'i think i upset her at her birthday but i dont know how',
      'should i just ask her',
      'what do i say',
    ];
    const replies = talk(engine, messages).map((r) => r.text);
    expect(engine.snapshot().situation).toBe('friend-hurt');
    expect(replies[3]).toMatch(/"Hey, I've missed you\. I've been wondering if I did something that upset you\./);
    expect(replies[5]).toMatch(/^The words I gave earlier are a good place to start: "Hey, I've missed you\./);
  });
});

describe('a loss, a name and a question asked once', () => {
  const CAT = ['we had to put our cat down yesterday', 'she was 16, her name was luna'];

  it.each(COACH_IDS)('takes the name and age %s told in either order', (coach) => {
    const { reply } = after(coach, CAT);
    expect(reply).toMatch(/^Luna\. Thank you for telling me her name\. 16 years is a long life/);
  });

  it.each(COACH_IDS)('never offers %s a thought record or "ideas for losing" after a pet is put down', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const replies = talk(engine, [...CAT, 'the house feels so empty', 'yes', 'is it normal to feel this bad over a cat']).map((r) => r.text);
    for (const reply of replies) expect(reply).not.toMatch(/thought record|ideas for losing|body scan/);
  });

  it.each(COACH_IDS)('does not ask %s what the cat was like a second time once her name is known', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const messages = [
      ...CAT,
      'the house feels so empty',
      'is it normal to feel this bad over a cat',
      'how do i stop thinking i should have noticed she was sick sooner',
    ];
    const replies = talk(engine, messages).map((r) => r.text);
    const asked = replies.filter((reply) => /What was (?:your cat|Luna) like/.test(reply));
    expect(asked.length).toBeLessThanOrEqual(1);
  });

  it.each(COACH_IDS)('goes on with the breakup when %s is told an ex\'s name, not how she might take it', (coach) => {
    const messages = ['my girlfriend broke up with me last week', 'we were together 3 years', 'i keep checking her instagram', 'her name is mia btw'];
    const { reply } = after(coach, messages);
    expect(reply).toMatch(/^Mia, got it\./);
    expect(reply).not.toMatch(/might take it|when something is raised/);
  });
});

describe('what is told, said back as meant', () => {
  it('says "i have like 2 chapters done" back without the filler', () => {
    const { reply } = after('sage', ['i cant make myself work on my thesis', 'its due in 6 weeks and i have like 2 chapters done']);
    expect(reply).toMatch(/you have 2 chapters done/);
    expect(reply).not.toMatch(/like 2/);
  });

  it.each(COACH_IDS)('says back to %s "i vape like constantly" without the filler, and hears gum that tasted awful as tried', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const messages = ['i want to stop vaping', 'i vape like constantly, especially when im stressed at work', 'i tried nicotine gum but it tasted awful'];
    const replies = talk(engine, messages).map((r) => r.text);
    expect(replies[1]).not.toMatch(/like constantly/);
    expect(replies[2]).toMatch(/^So you've already tried nicotine gum/);
  });

  it.each(COACH_IDS)('meets %s pictures of a partner with someone else that will not stop', (coach) => {
    const { reply } = after(coach, ['my boyfriend cheated on me and i found out yesterday', 'i cant stop imagining them together']);
    expect(reply).toMatch(/^Pictures of them together playing in your head/);
  });

  it.each(COACH_IDS)('does not ask %s what movement they enjoy, or about days skipped, when they want to start running', (coach) => {
    const { reply } = after(coach, ['i want to start running in the mornings']);
    expect(reply).not.toMatch(/What kind of movement|days you skip|skipping it again/);
  });
});
