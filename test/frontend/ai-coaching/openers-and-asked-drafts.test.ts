/**
 * Words asked for with nothing more particular to go on open the talk with the one it is for, by name ("Fiona, could I
 * have a quick word?") or as a mother is addressed ("Mum, …"), never the general list of openers for any talk; a message
 * asked for is written from the request's parts however they are put ("Now write me…", "asking if we can have a quick
 * chat", ", that I want to talk about…", "include that I'd…", "explaining why I think…", "a short, calm email to…"), a
 * warmer version thanks the one it is to for their kindness to the child named, and someone else's diagnosis (a cat's,
 * a son's) is not the person's own. Small talk with a parent's new partner is the situation's own answer, and a reply
 * asked to tell little gives the words the situation has for that case, or those just given, on their own.
 */
import { COACH_IDS } from '@contracts/coaches';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';
import { after } from './engine-helpers';

const GENERAL_OPENERS = /To raise a problem|To ask for something|To tell them something/;

describe('an opener for the one it is for', () => {
  it.each(COACH_IDS)('%s: "what do I say to her?" of the woman named gets words for her by name', (coachId) => {
    const { reply } = after(coachId, [
      'I am Irish and I play in a tennis club in Galway. The captain, Niamh, always puts me in the last pair.',
      'Yesterday she said in front of everyone that I am not match fit. I was so embarrassed I left early.',
      "We have the club dinner at St. Anne's hall on Saturday and I don't know if I should go.",
      'What do I say to her exactly? Easy words please.',
    ]);
    expect(reply).toMatch(/"Niamh, could I have a quick word\?/);
    expect(reply).not.toMatch(GENERAL_OPENERS);
  });

  it.each(COACH_IDS)('%s: a mother told of by her role is "Mum" in the words', (coachId) => {
    const { reply } = after(coachId, [
      'My mother is 79 and her garden has got completely out of hand, she can barely get to the shed.',
      'She gets cross if I so much as pick up a rake. Last week she told me to go home.',
      'What do I actually say to her next time? I am going over on Sunday and I do not want an argument.',
    ]);
    expect(reply).toMatch(/with your mum: "Mum, could I have a quick word\?/);
    expect(reply).not.toMatch(GENERAL_OPENERS);
  });
});

describe('a message written from the request however it is put', () => {
  it('"Fine. Now write me an email…" and "Maybe a little bit warmer, because…" are asks', () => {
    const context = { lastQuestion: null, inExercise: false } as const;
    expect(understand('Fine. Now write me an email to the landlord, Tom, asking for the boiler to be fixed. Short.', context).act).toBe('request');
    expect(understand('Thank you. Maybe a little bit warmer, because she was lovely with Leo this year.', context).act).toBe('request');
  });

  it.each(COACH_IDS)('%s: "asking if we can have a quick chat" asks for the chat and suggests a time', (coachId) => {
    const { reply } = after(coachId, [
      'my manager moved our team to a hot desk system and i never get a seat near my team now',
      'can u write me a slack message to my manager asking if we can have a quick chat about it. not long',
    ]);
    expect(reply).toMatch(/could I ask for a quick chat about it\? Would any time in the next week or so suit you\?/);
  });

  it.each(COACH_IDS)('%s: ", that I want to talk about…" is what the note says, and warmer thanks her for the child', (coachId) => {
    const note = [
      'My daughter Zofia (7 years) got the diagnosis of dyslexia last week. I am feeling a bit lost.',
      'Her teacher Mrs Byrne asked to meet on Friday after school. My English is ok but not for this meeting.',
      'Can you write me short note to Mrs Byrne before the meeting, that I want to talk about the diagnosis and ask what help school can give?',
    ];
    const first = after(coachId, note);
    expect(first.reply).toMatch(/"Hi Mrs Byrne, I want to talk about the diagnosis and ask what help school can give\./);
    const warmer = after(coachId, [...note, 'Thank you. Maybe little bit more warm, because she was really kind with Zofia this year.']);
    expect(warmer.reply).toMatch(/Thank you for being so kind to Zofia\./);
  });

  it.each(COACH_IDS)('%s: "include that I\'d…" puts those lines in, to the one named', (coachId) => {
    const { reply } = after(coachId, [
      'my dog Pepper needs tablets twice a day and i am away for a wedding next weekend',
      'my friend Dev lives round the corner and loves dogs',
      "Can you write me the actual WhatsApp to send him? Include that I'd show him how to do it before I go and that I'd pay him something",
    ]);
    expect(reply).toMatch(/I'd show you how to do it before I go\. I'd pay you something\./);
  });

  it.each(COACH_IDS)('%s: "a short, calm email to Graham explaining why I think…" is to Graham and says why', (coachId) => {
    const { reply } = after(coachId, [
      'My dad is 86 and keeps driving even though he got lost twice last month.',
      'My brother Graham thinks we should just hide his car keys while he is at the doctor.',
      'His neighbour, Mrs Patel, rang to say he scraped her wall. Could you help me write a short, calm email to Graham explaining why I think we need to talk to Dad first, but not by hiding the keys?',
    ]);
    expect(reply).toMatch(/"Hi Graham, I think we need to talk to Dad first\./);
    expect(reply).not.toMatch(/Mrs Patel:/);
  });
});

describe("someone else's diagnosis", () => {
  it.each(COACH_IDS)("%s: a cat's diabetes or a son's ADHD is not the person's own diagnosis", (coachId) => {
    expect(after(coachId, ['my cat Mango (12, tabby) was diagnosed with diabetes on Monday and needs insulin twice a day']).situation).not.toBe(
      'new-diagnosis',
    );
    expect(after(coachId, ['My son Olek (9 years) got the diagnosis of ADHD yesterday at the clinic. I feel lost.']).situation).not.toBe('new-diagnosis');
    expect(after(coachId, ['I was diagnosed with diabetes last week and I am scared']).situation).toBe('new-diagnosis');
  });
});

describe('surprise marked with "??"', () => {
  it('is no question put to the coach, unless it asks one', () => {
    const context = { lastQuestion: null, inExercise: false } as const;
    expect(understand('so this is weird but my dad has a girlfriend?? hes been single for years', context).act).not.toBe('question');
    expect(understand("and my sister is so excited. and im just like ?? she's met her once", context).act).not.toBe('question');
    expect(understand('should i say something??', context).act).toBe('question');
    expect(understand('my dad has a girlfriend?', context).act).toBe('question');
  });

  it.each(COACH_IDS)('%s: an opening with "??" in it is heard, not met with "not something I can answer"', (coachId) => {
    const { reply } = after(coachId, ["hiii so this is kinda weird but my dad has a girlfriend?? hes been single since mum left like 5 yrs ago. im 15 btw"]);
    expect(reply).not.toMatch(/not something I can answer|don't have a good answer|There may not be one answer/);
  });
});

describe('an aside about food facts', () => {
  it.each(COACH_IDS)('%s: "random q but is oat milk healthier…" is answered honestly and the talk is steered back', (coachId) => {
    const { reply } = after(coachId, [
      'my team lead banned headphones and i cant concentrate in the open plan office',
      'ok i think im kinda ready for friday. totally random q but is oat milk actually healthier than normal milk? the kitchen only has oat now',
    ]);
    expect(reply).toMatch(/not a reliable source on food and nutrition/);
  });
});

describe.each(COACH_IDS)('%s: small talk, and a reply that tells little', (coachId) => {
  const TOLD = ['so my dad has a girlfriend?? her name is kim and shes coming round for tea on friday. im 15'];

  it('answers "what do you talk about with" a parent\'s new partner with easy openers, not a talk to have with the parent', () => {
    const { reply } = after(coachId, [...TOLD, 'what do i even say to kim. like what do u talk about with ur dads girlfriend']);
    expect(reply).toMatch(/^Keep it light and ask about things, not their life story/);
    expect(reply).not.toMatch(/there's something I want to tell you/);
  });

  it("gives the other parent's question its words, and those words alone when a reply that tells little is asked next", () => {
    const told = [...TOLD, "now my mum texted me 'who is this kim then?' and i dont want to be in the middle"];
    expect(after(coachId, told).reply).toMatch(/You do not have to be the messenger between your parents/);
    const { reply } = after(coachId, [...told, 'can you write a reply to mum that doesnt give her loads of info. short']);
    expect(reply).toMatch(/^Here it is on its own, ready to send: "She's nice enough\. I'd rather not get into Dad's stuff\./);
  });
});

describe.each(COACH_IDS)('%s: a name typed in lower case after a role of two words', (coachId) => {
  it('is remembered, so a message to her greets her by name', () => {
    const { reply } = after(coachId, [
      "my team lead aisha told me off for being 2 mins late to standup in front of everyone",
      'can u write me a teams message to aisha asking for a quick chat about it. not long',
    ]);
    expect(reply).toMatch(/^Here's a message you could send to Aisha: "Hi Aisha, /);
  });
});
