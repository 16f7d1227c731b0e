import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';

const lastOf = (coachId: (typeof COACH_IDS)[number], messages: readonly string[]) => after(coachId, messages).reply;

const CARER = [
  "My mum, Noreen, is 79 and has early dementia. I go round every morning before work. My brother Declan lives nearby and hardly comes.",
  'I think I need to ask Declan to help more, specifically Mondays and Wednesdays when I do the late shift at the shop. ' +
    "Every time I try he says he's 'up to his eyes'. What do I say to him so it doesn't become a row?",
];

describe('an ask keeps its particulars, and the usual answer is met', () => {
  it.each(COACH_IDS)('%s: the days asked for stay in the words, and "up to his eyes" gets a calm line', (coachId) => {
    const reply = lastOf(coachId, CARER);
    expect(reply).toMatch(/Could you help more, specifically Mondays and Wednesdays when I do the late shift at the shop\?/);
    expect(reply).toMatch(/If he says he's "up to his eyes" again, agree rather than argue about who is busier/);
  });

  it.each(COACH_IDS)('%s: asked as a text, a text to him by name, with the days', (coachId) => {
    const reply = lastOf(coachId, [...CARER, 'Could you write it as a text? He never answers calls.']);
    expect(reply).toMatch(/^(?:As a text, something like:|More like a message you'd actually send:) "Hey Declan, could you help more, specifically Mondays/);
    expect(reply).not.toMatch(/Even simpler|shorter/i);
  });
});

describe('a judgement of oneself is answered no before "it is common"', () => {
  it.each(COACH_IDS)('%s: "is it selfish that I want a weekend off" never opens "Yes"', (coachId) => {
    const reply = lastOf(coachId, [
      CARER[0] ?? '',
      "Is it selfish that I sometimes just want a whole weekend where I don't have to think about any of it?",
    ]);
    expect(reply).toMatch(/^No, it isn't selfish\. It is very common/);
    expect(reply).not.toMatch(/Yes, it is/);
  });
});

describe('thanks from someone worn out is no goodbye', () => {
  it.each(COACH_IDS)('%s: "Thanks. It\'s hard to think straight" is met as it is', (coachId) => {
    const reply = lastOf(coachId, [
      'My dad has Parkinson\'s and I look after him most days.',
      'How do I stop snapping at him? I am so tired.',
      "Thanks. It's hard to think straight at the moment.",
    ]);
    expect(reply).toMatch(/^You're welcome\. With this much on you, it makes sense that it's hard to think straight/);
    expect(reply).toMatch(/What is that one thing, right now\?$/);
    expect(reply).not.toMatch(/glad (?:this|that) helped|What would feel helpful next/);
  });

  it.each(COACH_IDS)('%s: "thanks, im just so tired" is said back as tiredness', (coachId) => {
    const reply = lastOf(coachId, ["My dad has Parkinson's and I look after him most days.", 'How do I stop snapping at him?', 'thanks, im just so tired']);
    expect(reply).toMatch(/it makes sense that you're this tired/);
  });
});

describe('buy now pay later is debt, and its questions are answered', () => {
  const OPENING = 'ok so i have like £900 on klarna and clearpay and i keep getting payment reminder emails and just not opening them';

  it.each(COACH_IDS)('%s: read as money worry, and "my mate says ignore it" is answered', (coachId) => {
    const { situation, reply } = after(coachId, [OPENING, 'my mate says just ignore it they cant do anything but i dont think thats true??']);
    expect(situation).toBe('money-stress');
    expect(reply).toMatch(/^Your instinct is right: ignoring it does not make it go away/);
  });

  it.each(COACH_IDS)('%s: "where do i even start" is the debt\'s first step, not a technique', (coachId) => {
    const reply = lastOf(coachId, [OPENING, 'where do i even start. like actually what do i do first']);
    expect(reply).toMatch(/the first step is to see it clearly/);
    expect(reply).not.toMatch(/waiting to feel motivated/);
  });

  it.each(COACH_IDS)('%s: telling mum gets a view, then the words', (coachId) => {
    const view = lastOf(coachId, [OPENING, "should i tell my mum? shed be so disappointed"]);
    expect(view).toMatch(/^Yes, I would tell her\./);
    const words = lastOf(coachId, [OPENING, "should i tell my mum? shed be so disappointed", 'ok can you help me work out what to say to her tonight']);
    expect(words).toMatch(/"Can I talk to you about something\? I owe about \[amount\]/);
  });
});

describe('ideas for the day asked about', () => {
  it.each(COACH_IDS)('%s: Sunday is Sunday, and no rain unless it rains', (coachId) => {
    const reply = lastOf(coachId, ['i feel lonely at weekends', 'what can i do on sunday?']);
    expect(reply).toMatch(/an empty Sunday/);
    expect(reply).not.toMatch(/Saturday|rainy/);
  });
});

describe('an invitation is written as one', () => {
  it.each(COACH_IDS)('%s: a message for a flatmate asking if she wants to do something, in simple words', (coachId) => {
    const reply = lastOf(coachId, [
      'my flatmate Aoife is nice but she is always out with her boyfriend',
      'can you write for me a small message for Aoife to ask if she want to do something together on sunday? in simple english please',
    ]);
    expect(reply).toMatch(/^Here's a message you could send to Aoife: "Hi Aoife, would you like to do something together on Sunday\?/);
    expect(reply).not.toMatch(/It matters to me|speaking two languages/);
  });

  it.each(COACH_IDS)('%s: said aloud, an invitation with an easy way out', (coachId) => {
    const reply = lastOf(coachId, ['my friend Tom seems lonely', 'how do i ask tom if he wants to come to the pub on friday?']);
    expect(reply).toMatch(/"Tom, would you like to come to the pub on Friday\? No pressure if you're busy/);
  });
});

describe('words for a new moment, said lightly, and their first line', () => {
  it.each(COACH_IDS)('%s: "the words to say when I arrive? simple English" gets words for arriving, not the last ones cut', (coachId) => {
    const reply = lastOf(coachId, [
      'I have dentist appointment on Monday 9.00 and I am very scared, I did not go for many years.',
      'Is ok to tell the dentist I am scared?',
      'Can you help me with the words to say when I arrive? Simple English please',
    ]);
    expect(reply).toMatch(/At the desk: "Hello\. My name is \[name\]\. I have an appointment at \[time\]\. I am very nervous\."/);
    expect(reply).not.toMatch(/short points|Keep it to one line/);
  });

  it.each(COACH_IDS)('%s: "without making it a big thing" is said lightly, and "the first line" is its first line', (coachId) => {
    const messages = [
      'i spend hours on my phone every evening, mostly tiktok',
      'my gf Maya said last week im never actually present when we eat dinner. how do i tell her im trying to change without making it a big thing',
    ];
    const light = lastOf(coachId, messages);
    expect(light).toMatch(/"Maya, I've been thinking about what you said\. I'm trying to change\. No big thing; I just wanted you to know\."/);
    expect(light).not.toMatch(/isn't easy for me to say|heat up|fight about this/);
    const first = lastOf(coachId, [...messages, 'can you just give me the first line to say to her']);
    expect(first).toMatch(/^Just this to start: "Maya, I've been thinking about what you said\. I'm trying to change\."/);
  });
});

describe('a step weighed, and words already casual', () => {
  it.each(COACH_IDS)('%s: ringing the coach is not going behind the child\'s back, and the name is closed by a comma', (coachId) => {
    const reply = lastOf(coachId, [
      'My son Jayden is 13 and has stopped going to swimming club and will not say why.',
      "Should I ring the swimming coach, Marek, and ask him if anything happened? Or is that going behind Jayden's back?",
    ]);
    expect(reply).toMatch(/^Yes, I think ringing the swimming coach, Marek, is a good idea, and it needn't be going behind Jayden's back/);
  });

  it.each(COACH_IDS)('%s: "too formal, she\'s my best mate" after casual words gives them looser, not the same again', (coachId) => {
    const messages = [
      'my best friend Leonie asked me to be her bridesmaid but the hen do abroad is way more than i can afford, money is really tight',
      'can you write me something to send her? just her, not the group',
    ];
    const words = lastOf(coachId, messages);
    const quoted = /"(Hey you![^"]+)"/.exec(words)?.[1] ?? '';
    expect(quoted).not.toBe('');
    const looser = lastOf(coachId, [...messages, 'that sounds a bit too formal, shes my best mate. more like how id actually talk']);
    expect(looser).toMatch(/^Looser and shorter, the way you'd actually text it: "Hey you! [^"]*can't stretch to the trip/);
    expect(looser).not.toContain(quoted);
  });

  it.each(COACH_IDS)('%s: a friend\'s news envied is not good news', (coachId) => {
    const reply = lastOf(coachId, ['my best mate got the job i wanted and i cant stop feeling envious']);
    expect(reply).not.toMatch(/good news/i);
  });
});

describe('a row with a sister: whose appointment, who reaches out first, and what she holds against them', () => {
  const ROW = 'me and my sister Kerry havent really spoken since easter, she said i never help with mum and it turned into a big argument';

  it.each(COACH_IDS)('%s: "i take her to every hospital appointment" keeps the family row, never a health worry', (coachId) => {
    const { situation } = after(coachId, [ROW, 'i do help! i take her to every hospital appointment, kerry lives 3 hours away']);
    expect(situation).toBe('family-conflict');
  });

  it.each(COACH_IDS)('%s: "message her first or wait" leans to reaching out, but not with an ex', (coachId) => {
    const sister = lastOf(coachId, [ROW, 'should i message her first or wait for her']);
    expect(sister).toMatch(/^If I had to lean, I'd lean towards messaging her first: after a row, the first message is a small gift/);
    const ex = lastOf(coachId, ['my boyfriend dumped me last week', 'should i message him first or wait for him']);
    expect(ex).not.toMatch(/small gift/);
  });

  it.each(COACH_IDS)('%s: "what would i even say" hears what she holds against them', (coachId) => {
    const reply = lastOf(coachId, [ROW, 'should i message her first or wait for her', 'what would i even say']);
    expect(reply).toMatch(/I know you feel I never help with Mum\. I'd like to hear that properly, and tell you how it looks from my side\./);
  });
});

describe('apps named are not asked for', () => {
  it.each(COACH_IDS)('%s: after "mostly tiktok and reddit", never "Which apps…?"', (coachId) => {
    const replies = [
      'screen time says 5h 10m a day. mostly tiktok and reddit. i hate it',
      'deleted tiktok twice already, reinstalled both times',
      'worst is after work on the sofa',
      'give me something concrete for that',
    ].map((_, i, all) => lastOf(coachId, all.slice(0, i + 1)));
    for (const reply of replies) expect(reply).not.toMatch(/Which apps|What apps/);
  });
});

describe('a colleague who took the credit', () => {
  const CREDIT = 'my colleague Marcus presented my analysis in the team meeting on monday as if it was his. my manager Anya praised him';

  it.each(COACH_IDS)('%s: "to anya or to marcus first" is the same step to two people, by name, leaning to the colleague', (coachId) => {
    const reply = lastOf(coachId, [CREDIT, 'should i say something to anya or to marcus first']);
    expect(reply).toMatch(/^If I had to lean, I'd lean towards saying something to Marcus: a friendly word first/);
    expect(reply).toMatch(/Saying something to Anya is still yours to choose/);
    expect(reply).not.toMatch(/marcusing|knowing you tried on your side\b.*with having/);
  });

  it.each(COACH_IDS)('%s: "what if he denies it" gets the situation\'s plan for a denial', (coachId) => {
    const reply = lastOf(coachId, [CREDIT, 'ok what do i actually say to marcus', 'what if he denies it']);
    expect(reply).toMatch(/If they get defensive or deny it, stay calm/);
  });
});

describe('someone named in lower case', () => {
  it.each(COACH_IDS)('%s: "what do i even put in a message to ryan" is words for Ryan, the slip in "agressive" not said back', (coachId) => {
    const reply = lastOf(coachId, [
      'group project for my marketing module, 4 of us. one guy (ryan) hasnt done anything',
      'hmm',
      'what do i even put in a message to ryan that doesnt sound passive agressive',
    ]);
    expect(reply).toMatch(/Ryan/);
    expect(reply).toMatch(/"[^"]{20,}"/);
    expect(reply).not.toMatch(/agressive/);
  });
});
