/**
 * A message written for the person to send: built from what the request says it must say, whom it is to (a name told
 * earlier, a titled name, "her name is…"), what it is for (a reminder of something sent, a shift to miss, a talk to ask
 * for) and how it should sound; then changed as asked ("add that…", "start with thanking him", "less grovelly"). A
 * request with nothing of what to say asks for it, and what is told next becomes the message.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { expectWellFormed, talk } from './engine-helpers';

const GENERIC_OPENER = /A short, honest opener usually works better/;
const SPOKEN_OPENER = /can we talk\? There's something on my mind/i;

function replies(messages: readonly string[], coach: (typeof COACH_IDS)[number] = 'sage'): string[] {
  return talk(createCoachEngine(coach, seededRandom(3)), messages).map((reply) => reply.text);
}

describe('a message built from what the request says it must say', () => {
  it.each(COACH_IDS)('%s: a denial, to the titled name told before, kind and clear', (coach) => {
    const [, reply] = replies(
      [
        'I look after the garden for Mrs Okonkwo on Tuesdays and today she texted that her bird bath is cracked and she thinks it was my mower.',
        'Can you help me write message to her? Friendly but clear that I did not break it. Short please.',
      ],
      coach,
    );
    expect(reply).toContain('Hi Mrs Okonkwo,');
    expect(reply).toContain('I did not break it.');
    expect(reply).not.toMatch(GENERIC_OPENER);
    expectWellFormed(reply ?? '');
  });

  it('congratulations and a line of missing her, to the name given a few messages back, said to her', () => {
    const [, , reply] = replies([
      "i want to message my cousin again, her name is lorna, we haven't spoken since the funeral two years ago.",
      'she just got engaged, i saw it on facebook this morning.',
      'can you help me write it? i want to say congrats on the engagement and that i miss her but not too long',
    ]);
    expect(reply).toContain('"Hi Lorna, congratulations on the engagement! I miss you."');
  });

  it('a reminder names what was sent and when, and asks for the feedback asked for before', () => {
    const [, reply] = replies([
      'I sent my grant proposal on 3 March to my team lead and asked for feedback. Three weeks, nothing.',
      'Can you help me write the reminder? Polite but not grovelling.',
    ]);
    expect(reply).toContain("I'm just following up on the grant proposal I sent on 3 March.");
    expect(reply).toContain("I'd be grateful for your feedback");
  });

  it('a shift to miss, asked as "what do I say to my boss", says which shift', () => {
    const [, reply] = replies([
      'my train home got cancelled, the next one is tomorrow afternoon',
      'what do i say to my boss, im supposed to be at the depot friday 7am',
    ]);
    expect(reply).toContain("I won't be able to make it in on Friday at 7am.");
  });

  it('a message to a teacher weighed just before asks for a short talk about the child', () => {
    const [, , reply] = replies([
      'My daughter Amara is 8 and she cries before swimming lessons every week now.',
      'Should I talk to Mr. Dlamini about this? He is her swimming teacher.',
      'Can you write a short message I can send to him? Polite.',
    ]);
    expect(reply).toContain('"Hi Mr Dlamini, could we find a few minutes to talk about Amara');
  });

  it('"her" in the request is the one it is for when their name is all that is known', () => {
    const [reply] = replies(['write me a reply to Tamsin, something that says im coming but i might need her to stay with me at the start']);
    expect(reply).toContain("I'm coming but I might need you to stay with me at the start.");
  });
});

describe('what the message says, when the request says it another way', () => {
  it('an offer the person has in mind is what the message says', () => {
    const [, reply] = replies([
      'Mrs Alvarez says the curtains I made are too short, but she signed for that length.',
      'Maybe I can offer to add a border at the bottom at cost only. Can you help me write message to her? Polite but strong.',
    ]);
    expect(reply).toContain('"Hi Mrs Alvarez, I\'d be happy to add a border at the bottom at cost only.');
  });

  it('"help me with the wording" of a sorry for her hurt says it to her, and leaves out the blame not to take', () => {
    const [reply] = replies(["Could you help me with the wording? I want to say I'm sorry she was hurt but I don't want to take the blame either."]);
    expect(reply).toContain("I'm sorry you were hurt.");
    expect(reply).not.toMatch(/blame/);
  });
});

describe('a yes taken back', () => {
  it('names the thing it takes back, and goes breezy when asked', () => {
    const [reply, casual] = replies([
      'The banners I could probably hand back. Can you help me word a message to Dana saying I can\'t do them after all? Nothing dramatic.',
      'Can you make it more casual and breezy?',
    ]);
    expect(reply).toContain('"Hi Dana, I\'m really sorry, but I can\'t do the banners after all."');
    expect(casual).toContain('"Hey Dana, sorry, I can\'t do the banners after all."');
  });
});

describe('the message changed as asked', () => {
  const first = [
    'I clean for Mrs Okonkwo on Tuesdays and she texted that her bird bath is cracked and she thinks it was me.',
    'Can you help me write message to her? Nice but clear that I did not break it.',
  ];

  it('"add that…" puts the line in the same message, said to her', () => {
    const [, , reply] = replies([...first, "Maybe add that I am sad about her father's bird bath, because I am"]);
    expect(reply).toMatch(/^Here it is with that added: "Hi Mrs Okonkwo, /);
    expect(reply).toContain("I did not break it. I am sad about your father's bird bath.");
  });

  it('"start with thanking him for…" opens the message that way', () => {
    const [, , reply] = replies([
      'my manager mr otieno keeps messaging me on sundays. im supposed to be at the office monday 8am but my bus is on strike',
      'what do i say to my boss, im supposed to be at the office monday 8am',
      'kindly make it more humble, maybe start with thanking him for the opportunity',
    ]);
    expect(reply).toMatch(/^Here it is, starting that way: "Thank you so much for the opportunity\./);
  });

  it('"less grovelly" goes straight to the point', () => {
    const [, reply] = replies(['what do i say to my boss, im meant to be at the warehouse monday 6am', 'make it less grovelly i sound like im begging']);
    expect(reply).toContain('"Just letting you know I won\'t be able to make it in on Monday at 6am.');
    expect(reply).not.toMatch(/sorry/i);
  });

  it('a change the person will make themselves is not asked of the coach', () => {
    const [, , reply] = replies([
      "i want to message my cousin, her name is lorna, we haven't spoken in two years.",
      'can you help me write it? i want to say congrats on the engagement and that i miss her. short',
      "That's nicely put. I might change 'I miss you' to 'I miss our Sundays', it sounds more like me.",
    ]);
    expect(reply).not.toMatch(/^(?:That one is about as short|Here it is again)/);
  });

  it('asked simpler, greets as a friend would, then says when it is as plain as it gets, never cutting it into points', () => {
    const [, , reply] = replies([
      "i want to message my cousin, her name is lorna, we haven't spoken in two years.",
      'can you help me write it? i want to say congrats on the engagement and that i miss her. short',
      'can you make it more simple, like how we talk?',
    ]);
    expect(reply).toMatch(/^Here it is again, changed that way: "Hey Lorna, congratulations on the engagement! I miss you\."/);
    expect(reply).not.toMatch(/short points/);
    const engine = createCoachEngine('sage', seededRandom(3));
    talk(engine, [
      "i want to message my cousin, her name is lorna, we haven't spoken in two years.",
      'can you help me write it? i want to say congrats on the engagement and that i miss her. short',
      'can you make it more simple, like how we talk?',
    ]);
    expect(engine.reply('can you make it even more simple?').text).toMatch(/^That one is about as short and plain as it gets: "Hey Lorna/);
  });
});

describe('quick replies under words written for the person', () => {
  it('offer the two changes most asked for, and each does what it says', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('I clean for Mrs Okonkwo on Tuesdays and she texted that her bird bath is cracked and she thinks it was me.');
    const draft = engine.reply('Can you help me write message to her? Nice but clear that I did not break it.');
    expect(draft.quickReplies).toEqual(['Make it shorter', 'Make it more casual']);
    const shorter = engine.reply(draft.quickReplies?.[0] ?? '');
    expect(shorter.text).toBe(
      'Here it is again, changed that way: "Hi Mrs Okonkwo, I want to be honest with you: I did not break it." Change any word so it sounds like you.',
    );
    expect(engine.reply(shorter.quickReplies?.[1] ?? '').text).toContain('"Hey Mrs Okonkwo, I want to be honest with you: I did not break it."');
  });

  it('are the usual ones under anything else', () => {
    const [reply] = talk(createCoachEngine('sage', seededRandom(3)), ['My day was long', 'I went for a walk after lunch']).slice(-1);
    expect(reply?.quickReplies).toEqual(['Give me an exercise', 'Something else']);
  });
});

describe('a message with nothing yet of what to say', () => {
  it('asks what it is to say rather than writing a talk opener to send, and writes it from the answer', () => {
    const [, ask, reply] = replies([
      'My son Kofi is going to his first football camp at his friend Sam\'s club on Saturday and I am nervous.',
      'Can you help me write a short WhatsApp to the coach? Her name is Bridget, I got her number from the club.',
      'I want to say thank you for taking Kofi and ask if she can call me if he gets upset',
    ]);
    expect(ask).toMatch(/message to Bridget/);
    expect(ask).not.toMatch(SPOKEN_OPENER);
    expect(reply).toContain('"Hi Bridget, thank you so much for taking Kofi. Could you call me if he gets upset?"');
  });

  it('words written down to say aloud are not asked for as a message', () => {
    const [reply] = replies(['Could you write me something short I could say to Margaret at the start on Tuesday, nothing dramatic.']);
    expect(reply).not.toMatch(/message to Margaret/);
  });

  it('asks only once a conversation', () => {
    const [, , third] = replies([
      'Can you help me write a short text to Bridget?',
      'not sure yet',
      'Can you help me write a short text to Bridget?',
    ]);
    expect(third).not.toMatch(/What's the one thing you most want|In a line, what do you want/);
  });
});

describe('requests that are not for a message', () => {
  it.each([
    'I will write the dates in my phone like you said.',
    'what do i say to him when he says that im lazy',
    'Can you help me write a plan for the week?',
  ])('%p gets no drafted message', (message) => {
    const [reply] = replies([message]);
    expect(reply).not.toMatch(/^Here's a message you could send/);
  });
});
