import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { after, talk } from './engine-helpers';

const lastOf = (coachId: (typeof COACH_IDS)[number], messages: readonly string[]) => after(coachId, messages).reply;

describe('what a message received may mean', () => {
  it.each(COACH_IDS)('%s: reads it honestly, by who sent it, with a calm line that finds out', (coachId) => {
    const future = lastOf(coachId, ["she texted 'we need to talk about the future' what does that mean"]);
    expect(future).toMatch(/^I can't know for sure what she meant/);
    expect(future).toMatch(/something on her mind she wants to go through properly/);
    expect(future).toMatch(/"Of course, I'd like that too\. Is everything okay\?/);
    const space = lastOf(coachId, ["my bf said 'i need some space' what does he mean"]);
    expect(space).toMatch(/what he meant.*he feels overwhelmed and wants room to think/);
    // Someone at work gets a line for work, not "I'd like that too".
    const boss = lastOf(coachId, ["my manager emailed 'we need to talk tomorrow' how do i take that"]);
    expect(boss).toMatch(/something on (?:their|his|her) mind/);
    expect(boss).toMatch(/"Of course\. Is there anything I should bring or look at before we meet\?"/);
    expect(boss).not.toMatch(/I'd like that too/);
  });
});

describe('an answer taken on, or not', () => {
  it.each(COACH_IDS)('%s: "not sure that really helps" is never met as help', (coachId) => {
    const reply = lastOf(coachId, [
      'I retired last spring and the days feel empty',
      'what can I do to feel useful again?',
      "Hmm. I'm not sure that really helps, if I'm honest.",
    ]);
    expect(reply).not.toMatch(/glad (?:that|it) helped|good to hear|what worked/i);
  });

  it.each(COACH_IDS)('%s: "yeah ok fair" mid-talk goes on from there, never starts again', (coachId) => {
    const reply = lastOf(coachId, [
      'my friend Dana has cancelled on me five times since the summer',
      'should i just stop inviting her and see if she notices?',
      'yeah ok fair',
    ]);
    expect(reply).toMatch(/^(?:Good, let's build on that\.|Okay, good\. Let's keep going from there\.) /);
    expect(reply).not.toMatch(/dig in|What's the situation|Tell me more/);
  });

  it.each(COACH_IDS)('%s: a question of "common or ungrateful" in a long message is answered, times with points kept whole', (coachId) => {
    const reply = lastOf(coachId, [
      'I stopped working in June after thirty years as a nurse and I feel aimless.',
      'What I miss is being needed. Someone expecting me at 7.30 each morning. Is that a common thing, or am I being ungrateful? Most people would envy me.',
    ]);
    expect(reply).toMatch(/very common/);
  });
});

describe('stopping a habit is no leaving', () => {
  it.each(COACH_IDS)('%s: "I want to stop smoking" is heard as what it is', (coachId) => {
    const { situation, reply } = after(coachId, ['I want to stop smoking']);
    expect(situation).toBe('quit-smoking-vaping');
    expect(reply).not.toMatch(/Where would you like to go from here|What's next/);
  });
});

describe('drowsy driving is named only for the person at the wheel', () => {
  it.each(COACH_IDS)('%s: a partner who drives is no danger on the road for the person', (coachId) => {
    const reply = lastOf(coachId, [
      "our baby is 6 weeks old and I'm so tired. my husband sleeps in the other room because he has to drive for work",
    ]);
    expect(reply).not.toMatch(/careful on the road/);
    const own = lastOf(coachId, ['i was so tired driving home from my night shift that i nearly crashed']);
    expect(own).toMatch(/^First, please be careful on the road/);
  });
});

describe('who the words are for', () => {
  it.each(COACH_IDS)('%s: of several housemates, the one named last as the trouble', (coachId) => {
    const reply = lastOf(coachId, [
      'I share a flat with three people and one of them, Marco, leaves his pans in the sink for days',
      'I posted in the house chat twice. Aoife and Tom replied sorry, but Marco said nothing and carried on',
      'How can I tell him without making a bad atmosphere? We have 7 months left on the lease',
    ]);
    expect(reply).toMatch(/words you could use with Marco\b/);
    expect(reply).not.toMatch(/with (?:Tom|Aoife)\b/);
  });

  it.each(COACH_IDS)('%s: a teacher named with her title in lower case is written to, never the child blamed', (coachId) => {
    const messages = [
      'my son Theo is 8 and the boys he normally plays with have started telling him he cant play with them at lunch. a boy called Jack is the ringleader',
      'can you help me word an email to mrs adeyemi so it doesnt sound like im blaming jack or being one of those parents',
    ];
    const { situation, reply } = after(coachId, messages);
    expect(situation).toBe('child-bullied');
    expect(reply).toMatch(/"Dear \[teacher's name\], I wanted to let you know/);
    expect(reply).not.toMatch(/with Jack/);
  });
});

describe('a rota written out', () => {
  it.each(COACH_IDS)('%s: for the people named and the jobs asked, turning each week', (coachId) => {
    const reply = lastOf(coachId, [
      'I live in a shared house with three others. Marco never cleans anything and Aoife and Tom are fed up too',
      'should we make a cleaning rota? can you make one simple for 4 people, kitchen bathroom and bins',
    ]);
    expect(reply).toMatch(/Here's a simple rota for the 4 of you/);
    expect(reply).toMatch(/Week 1: Kitchen: You; Bathroom: Marco; Bins: Aoife; free: Tom\./);
    expect(reply).toMatch(/Week 4: Kitchen: Tom; Bathroom: You; Bins: Marco; free: Aoife\./);
    expect(reply).toMatch(/Bins means: empty the bins/);
    expect(reply).not.toMatch(/Week 5/);
  });

  it.each(COACH_IDS)('%s: with no names, the number told and letters for the others', (coachId) => {
    const reply = lastOf(coachId, ['we keep arguing about chores at home. can you make a cleaning rota for 3 people']);
    expect(reply).toMatch(/Week 1: Kitchen: You; Bathroom: Person A; Bins: Person B; Floors: You\./);
    expect(reply).toMatch(/Week 3: /);
    expect(reply).not.toMatch(/Week 4/);
  });
});

describe('a weekend of revision planned around what is fixed', () => {
  const messages = [
    'my mocks start monday and im freaking out, maths first then chemistry on wednesday',
    'can u give me a revision plan for the weekend, i have sat and sun free except i have swimming 9-11 on sat',
  ];

  it.each(COACH_IDS)('%s: real times each day, the fixed one said back, and lighter when it is too much', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(2));
    const [, plan, lighter] = talk(engine, [...messages, 'thats too much tbh. make it shorter']).map((r) => r.text);
    expect(plan).toMatch(/1\. Saturday: swimming 9am–11am as planned; 11:30am–12:30pm /);
    expect(plan).toMatch(/2\. Sunday: 9:30am–11am a timed past-paper section/);
    expect(lighter).toMatch(/^A lighter weekend, one block a day:/);
    expect(lighter).toMatch(/Sunday: 9:30am–11am the topics you got wrong/);
    expect(lighter).not.toBe(plan);
  });

  it.each(COACH_IDS)('%s: what was told is not asked again, whatever the draw', (coachId) => {
    const messages = [
      'hi idk if this is the right place but my mocks start monday and im freaking out',
      'im in year 11. first one is maths at 9am monday then chem on weds. i keep getting 4s on past papers and need a 6',
      'my dad keeps saying just do your best which doesnt help',
      'how do i stop my mind going blank in the exam??',
      'hmm maybe',
    ];
    for (let seed = 1; seed <= 12; seed++) {
      const replies = talk(createCoachEngine(coachId, seededRandom(seed)), messages).map((r) => r.text);
      expect({ seed, asked: replies.filter((text) => /Which exam is first/.test(text)) }).toEqual({ seed, asked: [] });
    }
  });
});

describe('a view on a choice or a step', () => {
  it.each(COACH_IDS)('%s: the person themselves before the agency, in words said back whole', (coachId) => {
    // Asked with no situation in play, so no situation's own view stands in.
    const reply = lastOf(coachId, ['Is it better to go to the agency first or to speak him first? The agency is slow.']);
    expect(reply).toMatch(/lean towards speaking to (?:him|them)\b/i);
    expect(reply).not.toMatch(/speaking him/);
  });

  it.each(COACH_IDS)('%s: two places said back as places', (coachId) => {
    const reply = lastOf(coachId, ['is it better to move to canberra or sydney']);
    expect(reply).toMatch(/moving to Canberra and moving to Sydney/);
    expect(reply).not.toMatch(/sydneying/i);
  });

  it.each(COACH_IDS)('%s: an invitation is a good idea, and silence is no test', (coachId) => {
    const invite = lastOf(coachId, [
      'my daughter is 10 and keeps being left out at lunch',
      'she has drama on tuesdays with a girl from another class, maybe i could invite her round after. is that a good idea or am i overthinking it',
    ]);
    expect(invite).toMatch(/^I think inviting her round after is a good idea/);
    const silence = lastOf(coachId, ['my mate Josh keeps cancelling plans last minute', 'should i just stop texting him and see if he notices?']);
    expect(silence).toMatch(/^I wouldn't make it a test/);
  });
});

describe('words asked for in short, simple sentences', () => {
  it.each(COACH_IDS)('%s: split and put plainly, never the same words again', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(3));
    const replies = talk(engine, [
      'my upstairs neighbour moves furniture every night after 11 and i start work at 5',
      'my english is not good when i am nervous. what i say first when i knock?',
      'Can you write it more simple please, short sentences, so I can practise',
    ]).map((r) => r.text);
    const simple = replies[2]!;
    expect(simple).toMatch(/^In short, simple sentences: "/);
    const quoted = /"([^"]+)"/.exec(simple)?.[1] ?? '';
    expect(quoted.split(/(?<=[.?!])\s/).length).toBeLessThanOrEqual(5);
    expect(replies[1]).not.toContain(quoted);
  });
});

describe('help for the moment asked', () => {
  it.each(COACH_IDS)('%s: an occasion to get through while worried, a short thing for the moment, and a reply feared', (coachId) => {
    const meal = lastOf(coachId, [
      'my scan results arent back for two weeks and i cant stop thinking about it',
      'its my dads retirement party on friday and i dont want to be a misery the whole time. any tips for getting through it',
    ]);
    expect(meal).toMatch(/^You don't have to feel fine to go/);
    const moment = lastOf(coachId, [
      'my scan results arent back for two weeks and i cant stop thinking about it',
      'can you give me something quick for the moment when i get that panicky feeling? short, i wont remember anything long',
    ]);
    expect(moment).toMatch(/^Here is a short one to use right then, under a minute: 1\. Breathe in/);
    const feared = lastOf(coachId, [
      'my friend Lou has cancelled on me three times this month',
      "what if she just replies 'omg sorry been so busy x' like always",
    ]);
    expect(feared).toMatch(/^If she does, you could send: "No worries, I know things are full on\./);
  });

  it.each(COACH_IDS)('%s: "make it shorter" after an answer with no words in it cuts that answer', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(2));
    const [, answer, shorter] = talk(engine, ['the vet says my dog has diabetes', 'is it normal to feel this guilty', 'too long. make it shorter']).map(
      (r) => r.text,
    );
    expect(answer).toMatch(/completely normal to feel scared, tearful or guilty/);
    expect(shorter).toMatch(/^In short: /);
    expect(shorter).not.toMatch(/haven't written any words/);
    expect(shorter!.length).toBeLessThan(answer!.length);
  });
});

describe('asks about things of their own', () => {
  it.each(COACH_IDS)('%s: a letter of their own made softer, an offer of help weighed, and a list of jobs to hand over', (coachId) => {
    const letter = lastOf(coachId, ['my landlord hasnt fixed the boiler in 3 weeks', 'how do i make a letter to my landlord sound softer']);
    expect(letter).toMatch(/^Paste it here and I'll go through it with you\. Until then, what softens most letters: 1\. Open with/);
    expect(letter).not.toMatch(/haven't written any words/);
    const offer = lastOf(coachId, [
      'our twins are 5 weeks old and we are barely sleeping',
      "My mother in law offered to come and stay for a week but she and I don't really get on. Should I say yes?",
    ]);
    expect(offer).toMatch(/^I'd lean towards yes, with a plan/);
    const jobs = lastOf(coachId, [
      'our daughter is 6 weeks old, I do all the night feeds and my partner sleeps through',
      'can you give me a list of practical things my partner could take on that arent feeding?',
    ]);
    expect(jobs).toMatch(/^Here is a list to hand over, so you don't have to make it: 1\. The nappy change/);
  });

  it.each(COACH_IDS)('%s: a thank-you that goes on about the help is a thank-you, never said back', (coachId) => {
    const reply = lastOf(coachId, ['our baby is 7 weeks old and im exhausted', "thanks. that's kind of what I thought but it helps to hear it"]);
    expect(reply).not.toMatch(/kind of what you thought|say a little more/);
  });
});

describe('read as the writer meant', () => {
  it.each(COACH_IDS)("%s: someone else's operation is not the person's recovery", (coachId) => {
    expect(after(coachId, ['my dad is having a hip operation next month and im worried about him']).situation).not.toBe('injury-recovery');
    expect(after(coachId, ['i had knee surgery 6 weeks ago and im going mad at home']).situation).toBe('injury-recovery');
  });

  it.each(COACH_IDS)('%s: a retirement with skills to use gets ideas, a way to begin one, and words for the spouse', (coachId) => {
    const opening = 'I retired in April after 35 years as a maths teacher and I feel flat and aimless most days';
    expect(lastOf(coachId, [opening, 'Could you suggest a few concrete ideas of things I could do with my knowledge?'])).toMatch(
      /^Here are some that use what you already know/,
    );
    expect(lastOf(coachId, [opening, 'The tutoring idea is interesting. How would I even begin with that?'])).toMatch(/^Start small and local\./);
    expect(lastOf(coachId, [opening, "My wife thinks I should stop 'looking for a job'. How do I explain to her that it isn't about a job?"])).toMatch(
      /^Start with what you agree on/,
    );
  });

  it.each(COACH_IDS)('%s: "I don\'t know if this work for me" is not helped, never said back', (coachId) => {
    const reply = lastOf(coachId, ['i get so scared at the dentist', 'what can i do', "Hmm. I don't know if this work for me."]);
    expect(reply).not.toMatch(/this work for you/);
    expect(reply).not.toMatch(/glad (?:that|it) helped|good to hear/i);
  });

  it.each(COACH_IDS)('%s: "write for me a small message for Aoife" asks for words for her', (coachId) => {
    const reply = lastOf(coachId, [
      'I moved to Dublin from Brazil for my masters and I feel very homesick, specially on sundays',
      'can you write for me a small message for Aoife to ask if she want to do something together on sunday?',
    ]);
    expect(reply).toMatch(/words you could use with Aoife|"(?:Hi|Hey) Aoife/);
  });
});

describe('who helps, once told', () => {
  it.each(COACH_IDS)('%s: a single mum is never asked who shares the parenting, whatever the draw', (coachId) => {
    const messages = [
      'im a single mum and my son callum is 14, he just games in his room all day and barely talks to me',
      'i tried taking the xbox away for a weekend and it was a nightmare',
      'what do i do',
    ];
    for (let seed = 1; seed <= 12; seed++) {
      const replies = talk(createCoachEngine(coachId, seededRandom(seed)), messages).map((r) => r.text);
      expect({ seed, asked: replies.filter((text) => /Who shares the parenting/.test(text)) }).toEqual({ seed, asked: [] });
    }
  });
});
