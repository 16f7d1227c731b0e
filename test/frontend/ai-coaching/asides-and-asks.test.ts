/**
 * Asides and asks put in passing: an everyday question in the middle of a talk ("random but what do i get my mum for her
 * 60th") gets a short, usable answer and a way back to what the talk was about, by name; a safety question about alcohol
 * with sleeping tablets is answered plainly; a plan told at length that ends on "thank you" is closed warmly; a message
 * asked for with its ask in the request says that ask; a partner made redundant is someone else's job loss; one opening
 * line for a talk is words for that talk; "he's a bit softer after we've eaten" asks nothing of the words; how a person
 * leads in ("I'm not sure this is the right place") is never said back as the trouble. Points asked for a meeting with a
 * teacher are points for that meeting, whole when asked shorter; a choice between letting someone be there and coping
 * alone gets a view with its reason. A teacher asking whether a GP can sign them off, a feeling in the body asked about
 * as normal, and a child who hid being bullied are answered for what they ask.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { cleanText, mirrorPhrase } from '../../../frontend/src/features/ai-coaching/engine/text';

function talk(coach: (typeof COACH_IDS)[number], messages: readonly string[], seed = 5): string[] {
  const engine = createCoachEngine(coach, seededRandom(seed));
  return messages.map((message) => engine.reply(message).text);
}

const TOM = "My partner Tom was made redundant three weeks ago and he's basically shut down. He plays games all afternoon.";

const ASIDES: readonly [string, RegExp][] = [
  ['Sorry, bit random, but do you know any cheap date ideas at home?', /homemade pizza|board game/],
  ['random but what do i get my mum for her 60th on sat, shes impossible to buy for', /hard to buy for|letter/],
  ['Sorry, totally unrelated, but I need something light to watch tonight. Any ideas?', /seen before|comedy/],
  ['random but whats a good thing to eat b4 an exam that wont make me feel sick lol', /toast|porridge|banana/],
  ['Sorry, different question. Do you know a good book for children about being new in a country?', /librarian/],
  ['Oh, before I forget, do you know how to make the writing bigger on here?', /Font size/],
  ['Random question while I have got you: do you know how to get candle wax out of a carpet?', /brown paper/],
  ['random but how do i get red wine out of a white carpet?', /blot rather than rub/],
  ['can you give me some small idea for this saturday? I have no plans and of course the weather is rain', /museum or gallery/],
  ["Sorry, random, but can you recommend a podcast for the journey? Something calm but not, like, meditation, I'll get bored.", /comedy podcast/],
];

describe('an everyday ask in passing', () => {
  it.each(COACH_IDS.flatMap((coach) => ASIDES.map(([ask, answer]) => [coach, ask, answer] as const)))(
    '%s answers "%s" and comes back to Tom',
    (coach, ask, answer) => {
      const [, reply] = talk(coach, [TOM, ask]);
      expect(reply).toMatch(answer);
      expect(reply).toMatch(/\bTom\b|someone you love/);
      expect(reply).not.toMatch(/look things up|don't have a good answer|What's on your mind today/);
    },
  );

  it.each(COACH_IDS)('%s answers alcohol with sleeping tablets plainly, with who to ask', (coach) => {
    const [, reply] = talk(coach, [
      'I had a biopsy on Friday and I get the results next Tuesday. I cannot sleep.',
      'The doctor gave me a few sleeping tablets. Is it alright to have a small glass of sherry with them? Just to take the edge off.',
    ]);
    expect(reply).toMatch(/safest not to/);
    expect(reply).toMatch(/pharmacist/);
  });

  it.each(COACH_IDS)('%s brings the weather back to the event still to come', (coach) => {
    const [, reply] = talk(coach, ['I have a job interview on Friday and I am so nervous', 'whats the weather tomorrow']);
    expect(reply).toMatch(/can't check the weather/);
    expect(reply).not.toMatch(/What's on your mind today|How are you, really/);
  });
});

describe('a plan told at length that ends on a thank-you', () => {
  it.each(COACH_IDS)('%s closes warmly, with no question back', (coach) => {
    const replies = talk(coach, [
      TOM,
      "I don't want to nag him, but I'm scared because our rent goes up in March.",
      'Ok. Plan is: talk tonight after dinner using the casual version, no spreadsheets, and Saturday is homemade pizza and that ' +
        "awful quiz show he likes. I'll let you know how it goes. Thank you, really.",
    ]);
    const last = replies.at(-1) ?? '';
    expect(last).toMatch(/welcome|glad|good luck|hope it goes well|take care/i);
    expect(last).not.toMatch(/\?$/);
  });

  it.each(COACH_IDS)('%s closes a plan that ends on "Thank you for…", with no question back', (coach) => {
    const replies = talk(coach, [
      "I'm a primary teacher and I think I'm burnt out.",
      "we've got parents' evening on Wednesday",
      "I'll ring the GP surgery at 8 tomorrow and try to get an appointment before Wednesday. And I'll talk to Dan properly at " +
        'the weekend. Thank you for not just telling me to have a bath.',
    ]);
    expect(replies.at(-1)).not.toMatch(/\?$/);
  });

  it.each(COACH_IDS)('%s does not close on thanks after news of a loss', (coach) => {
    const replies = talk(coach, [
      'my dad has been in hospital for a week',
      'he died last night and I will have to tell my little brother tomorrow and I do not know how I will find the words. thanks',
    ]);
    expect(replies.at(-1)).not.toMatch(/glad some of this was useful|I'd love to hear how it went/);
  });
});

describe('a message whose ask is in the request', () => {
  it.each(COACH_IDS)('%s writes the ask for a feedback session to Keith', (coach) => {
    const [, reply] = talk(coach, [
      "I didn't get the team lead role. My manager, Keith, had more or less hinted it was mine.",
      "Could you write me a short email to Keith asking for a proper feedback session, so it's on record? Nothing too formal.",
    ]);
    expect(reply).toContain('"Hi Keith, could I ask for a proper feedback session?');
    expect(reply).not.toContain('Could I ask you for something?');
  });

  it.each(COACH_IDS)('%s writes the ask to Piotr in his words, said to him', (coach) => {
    const [, reply] = talk(coach, [
      "I care for my mother. My brother Piotr lives in Germany, he sends money but he don't come.",
      'Can you help me to write a message to Piotr? Not angry, but honest. Maybe ask him to come for two weeks in summer so I can rest a little.',
    ]);
    expect(reply).toContain('"Hi Piotr, could you come for two weeks in summer, so I can rest a little?');
  });
});

describe('someone close made redundant', () => {
  it.each(COACH_IDS)('%s meets a partner made redundant as supporting someone', (coach) => {
    const [reply] = talk(coach, [`Hi. I'm not sure this is the right place but I need to talk to someone. ${TOM}`]);
    expect(reply).not.toMatch(/not sure this is the right place/);
    expect(reply).toMatch(/someone you love|on their side|struggl/);
  });

  it.each(COACH_IDS)('%s keeps "I was made redundant" the person\'s own', (coach) => {
    const [reply] = talk(coach, ['I was made redundant last week and my wife is worried']);
    expect(reply).not.toMatch(/someone you love struggle/);
    expect(reply).toMatch(/job/i);
  });

  it.each(COACH_IDS)('%s gives words for the talk when asked for one opening line, not social openers', (coach) => {
    const replies = talk(coach, [
      TOM,
      'That makes sense. Could you give me an actual opening line though? Something I could say tonight after dinner. ' +
        "He's usually a bit softer after we've eaten lol",
    ]);
    const last = replies.at(-1) ?? '';
    expect(last).not.toMatch(/social events|A softer way to say it/);
    expect(last).toMatch(/"/);
  });
});

describe('what is said back', () => {
  it.each([
    "I'm not sure this is the right place but my dog died",
    'not sure how to say this, my brother stopped talking to me',
    'the problem is our father, he left when I was 14',
  ])('never the lead-in: %s', (message) => {
    const said = mirrorPhrase(cleanText(message), () => false) ?? '';
    expect(said).not.toMatch(/right place|how to say this|the problem is/);
  });

  it.each(COACH_IDS)('%s reads five cans a night as drinking, not work', (coach) => {
    const [reply] = talk(coach, ['not sure how to say this. think i drink to much. like 4 or 5 cans evry night after work and more at the wkend']);
    expect(reply).not.toMatch(/work (?:is|seems)|Work seems/);
    expect(reply).toMatch(/drink|alcohol/i);
  });
});

describe('points for a meeting with the teacher', () => {
  it.each(COACH_IDS)('%s writes points for the meeting, never a packing list, and keeps them whole when cut to three', (coach) => {
    const replies = talk(coach, [
      'Hi, I am writing because my son Mateo, he is 9 years, is being bullied in school. Two boys in his class take his lunch.',
      'I have meeting with his teacher, Mrs Clarke, on Wednesday after school. What I should say to her?',
      'Can you write me a list of points to bring to the meeting?',
      'Is too much, I will be nervous. Can you make it more short, just 3 points?',
    ]);
    expect(replies[0]).toMatch(/teas|picked on|bull/);
    expect(replies[1]).not.toMatch(/words you could use with Mateo/);
    expect(replies[2]).toContain('"Thank you for meeting me. I want to talk about Mateo, because of the teasing at school."');
    expect(replies[2]).not.toMatch(/charger|Toothbrush/);
    expect(replies[3]).toContain('1. "Thank you for meeting me. I want to talk about Mateo, because of the teasing at school."');
  });
});

describe('a choice with a view to give', () => {
  it.each(COACH_IDS)('%s leans towards letting a daughter come, with the reason', (coach) => {
    const [reply] = talk(coach, [
      "My daughter Claire wants to come up from Bristol to be with me for the results but I don't want to make a fuss. " +
        "Should I let her come or tell her I'll ring her afterwards?",
    ]);
    expect(reply).toMatch(/^If I had to lean, I'd lean towards letting her come: /);
    expect(reply).not.toMatch(/Picture a week/);
  });
});

describe('asked as it is', () => {
  it.each(COACH_IDS)('%s answers whether a GP can sign a burnt-out teacher off, and whether a new school would see it', (coach) => {
    const [, reply] = talk(coach, [
      "I'm a primary teacher and I think I'm burnt out.",
      'Can a GP sign you off for stress as a teacher, and does it follow you around? Like would a new school be able to see it?',
    ]);
    expect(reply).toMatch(/fit note/);
    expect(reply).toMatch(/records are private/);
    expect(reply).not.toMatch(/Students burn out/);
  });

  it.each(COACH_IDS)('%s does not ask which feeling when a sick stomach is named', (coach) => {
    const [, reply] = talk(coach, [
      'the stats resit is friday and im shaking',
      'is it normal to feel sick evry time i open the past papers?? like actually nauseous',
    ]);
    expect(reply).toMatch(/show up in the body/);
    expect(reply).not.toMatch(/What's the feeling you're wondering about/);
  });

  it.each(COACH_IDS)('%s answers a child hiding the bullying, not crying, and never says the slip back', (coach) => {
    const [, reply] = talk(coach, [
      'my son Mateo is being bullied at school',
      'Yesterday he came home with his jacket ripped and he say he fell down, but then in the bed he cry and tell me the truth. ' +
        'I feel so angry and guilty. Is it normal that he hide this from me?',
    ]);
    expect(reply).not.toMatch(/crying is a normal|he hide/);
    expect(reply).toMatch(/common/);
  });
});

describe('a separated parent and a parent with dementia, asked as they ask', () => {
  const LOUISE = "I separated from my ex, Louise, in the spring. Every handover turns into a row over small stuff. Maisie's 10 and Oscar's 6.";

  it.each(COACH_IDS)('%s answers whether the children can be taken abroad without consent', (coach) => {
    const [, reply] = talk(coach, [
      LOUISE,
      "Factual question - can she actually take them abroad without my permission? We don't have a court order, just an arrangement.",
    ]);
    expect(reply).toMatch(/parental responsibility/);
    expect(reply).not.toMatch(/The night before/);
  });

  it.each(COACH_IDS)('%s meets a child wetting the bed again as a child under stress, not adult grief', (coach) => {
    const [, reply] = talk(coach, [
      LOUISE,
      "Also, is it normal that Oscar's started wetting the bed again? He's been at mine more this month. I'm worried it's the arguing at handovers.",
    ]);
    expect(reply).toMatch(/go back a step/);
    expect(reply).not.toMatch(/missing your ex/);
  });

  it.each(COACH_IDS)('%s writes plain words when asked for no feelings stuff, and strips them back', (coach) => {
    const replies = talk(coach, [
      LOUISE,
      'I just want to be asked, and I want my days back. How do I say that without it blowing up?',
      'Can you draft a text I can send her? She responds better to short and practical, no feelings stuff.',
      'Closer, but still a bit long, and anything that sounds like feelings will set her off. Strip it back, just the facts and the swap I want.',
    ]);
    expect(replies[1]).not.toMatch(/heart heal|muting or unfollowing/);
    expect(replies[2]).not.toMatch(/I care about you/);
    expect(replies[3]).toMatch(/^A shorter/);
    expect(replies[3]).toContain('I just want to be asked, and I want my days back.');
  });

  it.each(COACH_IDS)('%s gives words for a parent ringing in the night, and two sentences of them when asked', (coach) => {
    const replies = talk(coach, [
      'Hello. My mother have dementia since two years and now she call me every night, sometimes 3 or 4 times, at 2am, 3am.',
      'Can you give me something to say when she call at night, so she calm down and I can go back to sleep?',
      'It is too long, she will not listen so much. Can you make it shorter, like two sentences?',
    ]);
    expect(replies[1]).toMatch(/You're safe/);
    expect(replies[1]).not.toMatch(/Could I ask you for something/);
    expect(replies[2]).toContain('"Mum, it\'s me. You\'re safe, and everything is all right."');
  });

  it.each(COACH_IDS)('%s reads counting that made panic worse as a try that did not help', (coach) => {
    const replies = talk(coach, [
      "For the last few weeks I've been getting what I think are panic attacks on my commute. Chest goes tight, hands tingle.",
      'I tried counting backwards from 100 in 7s on the way home, like someone on TikTok said, and honestly it made it worse. ' +
        "I couldn't do the maths and felt stupid on top of panicking.",
    ]);
    expect(replies[1]).not.toMatch(/SMART|clear, doable goal|couldn't do the maths/);
  });
});

describe('a push-back expected', () => {
  it.each(COACH_IDS)('%s meets "things are tight right now" with the smaller amount the person would accept', (coach) => {
    const [, reply] = talk(coach, [
      "About eight months ago I lent my friend Dan £1,200 so he could cover his rent. It's now April and nothing.",
      "And what do I say if he replies 'things are tight right now'? I'd be fine with something like £100 a month.",
    ]);
    expect(reply).toContain('If the answer is "things are tight right now"');
    expect(reply).toContain('Would £100 a month work for you');
  });

  it.each(COACH_IDS)('%s asks what they could manage when no amount was said', (coach) => {
    const [, reply] = talk(coach, ["I lent my sister 300 quid in May and she hasn't paid it back.", "what if she says 'I can't afford it right now'?"]);
    expect(reply).toContain('What could you manage, and by when?');
  });
});

describe('words to get through a meal calmly', () => {
  it.each(COACH_IDS)('%s gives a calm, neutral line for sitting next to an estranged dad, and one line when asked', (coach) => {
    const replies = talk(coach, [
      "My sister Sophie is getting married on the 14th and I'm on the same table as our dad. I haven't spoken to him properly in six years.",
      "What do I actually say to him when I sit down? I don't want a scene, I just want to get through the meal.",
      'Can you make that shorter? I need one line I can say without thinking.',
    ]);
    expect(replies[1]).toContain('"Hi, good to see you."');
    expect(replies[1]).not.toMatch(/Could I ask you for something/);
    expect(replies[2]).toContain('"Hi, good to see you."');
  });
});

describe('a choice said back in good English, and a fresh message after general words', () => {
  it.each(COACH_IDS)('%s leans towards waiting a few days for what Keith says, and never says "starting applying"', (coach) => {
    const [, reply] = talk(coach, [
      "I didn't get the team lead role. My manager Keith had hinted it was mine. Catch-up with him on Thursday.",
      'Fair enough. Should I start applying now or wait and see what Keith says?',
    ]);
    expect(reply).toMatch(/lean towards waiting and seeing what Keith says/);
    expect(reply).toContain('Applying now is still yours to choose');
  });

  it.each(COACH_IDS)('%s says "carrying on getting the train", not "keeping getting the train"', (coach) => {
    const [, reply] = talk(coach, ['panic attacks on the train to work', 'should i just drive instead or keep getting the train?']);
    expect(reply).not.toMatch(/keeping getting/);
  });

  it.each(COACH_IDS)('%s writes the email asked for after general words, not those words made less formal', (coach) => {
    const replies = talk(coach, [
      'My manager, Keith, had more or less hinted the role was mine.',
      "What do I actually say to him on Thursday? I want proper feedback but I don't want to sound bitter.",
      "Could you write me a short email to Keith asking for a proper feedback session, so it's on record? Nothing too formal.",
    ]);
    expect(replies[2]).toContain('"Hi Keith, could I ask for a proper feedback session?');
  });
});

describe('caught between parents over a wedding', () => {
  const RAFAEL =
    'Hi, I need some advice please. My brother Rafael is marrying with Juliana in September, in Brazil, and I am the best man. ' +
    'The problem is our father. He left us when I was 14 and now Rafael want to invite him, and my mother say if he goes she will not go.';

  it.each(COACH_IDS)('%s hears the story a bare ask for advice comes with, as family conflict', (coach) => {
    const [reply] = talk(coach, [RAFAEL]);
    expect(reply).toMatch(/Family rows|family/);
    expect(reply).not.toMatch(/home for the holidays|It seems that you are the best man|The problem is our father/);
  });

  it.each(COACH_IDS)('%s leans towards staying neutral, with the reason', (coach) => {
    const [, reply] = talk(coach, [RAFAEL, 'Should I take the side of my mother or stay neutral? Neutral feels like I betray her.']);
    expect(reply).toMatch(/lean towards staying neutral: /);
  });
});

describe('asked in the order of a telling, and what comes next', () => {
  it.each(COACH_IDS)('%s answers "How I can stop my voice to shake?" for a wedding speech', (coach) => {
    const [, reply] = talk(coach, [
      'My sister is getting married in June and I must do a speech in English, it is not my language.',
      'How I can stop my voice to shake when I speak?',
    ]);
    expect(reply).toMatch(/Speak a little slower/);
    expect(reply).not.toMatch(/answer well|good answer/);
  });

  it.each(COACH_IDS)('%s gives the next step after "ok and then what?", never "I don\'t have a good answer"', (coach) => {
    const replies = talk(coach, [
      'my son Ethan is in year 8, boys posted photos of him from PE in a group chat called Ethans fan club',
      'what should i do first?',
      'Ok and then what? Ethan says if I go to the school everyone will know he told.',
    ]);
    expect(replies[0]).toMatch(/group chats|online/);
    expect(replies[2]).not.toMatch(/answer well|good answer/);
  });

  it.each(COACH_IDS)('%s never writes "could I ask for anything" from "I hate asking for anything"', (coach) => {
    const [, reply] = talk(coach, [
      'My car needs a new clutch and I need to ask my manager Sandra for a wage advance.',
      'Can you write a short message to Sandra? I hate asking for anything.',
    ]);
    expect(reply).not.toMatch(/ask for anything/);
  });
});

describe('a flatmate named as he plays music', () => {
  it.each(COACH_IDS)('%s reads "my flatmate jonas plays music till 2am" as the flat, not the start of work', (coach) => {
    const [reply] = talk(coach, ['my flatmate jonas plays music till 2am most nights and i start work at 8']);
    expect(reply).not.toMatch(/It seems that you start work at 8|hearing that you start work/);
  });
});
