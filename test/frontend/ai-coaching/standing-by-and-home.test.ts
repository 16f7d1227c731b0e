/**
 * Standing by someone close, and a home that got on top of the person: a wife's new diagnosis is supporting her (not the
 * person's own), her anger is hers, an offer of help turned down and her snapping get their own answers; a friend's mum who
 * died is standing by a grieving friend, with words for her, the funeral of her mum and the weeks after; a flat in a mess gets
 * where to start (not words to say), a plan for the bins is backed, and a visit ahead gets a quick reset; a teenager's Xbox
 * gets a view on taking it; a friend who keeps cancelling gets words, and words asked for again point back to them; and
 * more everyday cases find their own answers: a promotion missed, a first smear test, a grieving mum who calls all day,
 * drinking with mates, a cat's surgery, starting uni, blocking an ex.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after, leadingOf } from './engine-helpers';
import { feelingsIn } from '../../../frontend/src/features/ai-coaching/engine/lexicon';

const tokens = (text: string) => text.toLowerCase().split(/\s+/);

describe("someone else's diagnosis", () => {
  it.each([
    ['my wife has been diagnosed with MS last month and i dont know how to help her', 'supporting-someone'],
    ['my husband was diagnosed with cancer in may', 'supporting-someone'],
    ['my sister has been diagnosed with bipolar', 'supporting-someone'],
    ['my girlfriend got diagnosed with endometriosis and shes in pain all the time', 'supporting-someone'],
    ['my friend was diagnosed with type 1 diabetes', 'supporting-someone'],
    // The person's own diagnosis stays theirs.
    ['i got diagnosed with type 2 diabetes', 'new-diagnosis'],
    ['i was diagnosed with adhd at 34', 'new-diagnosis'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it('leaves her anger to her, across the clause, and keeps the person\'s own', () => {
    expect(feelingsIn(tokens('she gets tired so fast and gets angry when i offer to do things'))).not.toContain('angry');
    expect(feelingsIn(tokens('i get angry when he shouts'))).toContain('angry');
    expect(feelingsIn(tokens('it gets lonely at night'))).toContain('lonely');
  });

  const WIFE = ['my wife has been diagnosed with MS last month and i dont know how to help her'];

  it.each(COACH_IDS)('%s: her getting angry at an offer of help gets how to offer so it does not sting', (coachId) => {
    const { situation, reply } = after(coachId, [...WIFE, 'she gets tired so fast and gets angry when i offer to do things']);
    expect(situation).toBe('supporting-someone');
    expect(reply).toMatch(/^Many people with a new illness or a hard time hold on tightly to doing things themselves/);
    expect(reply).not.toMatch(/frustration is understandable|Anger carries/);
  });

  it.each(COACH_IDS)('%s: "what should i say to her when she snaps" gets the answer for snapping', (coachId) => {
    const { reply } = after(coachId, [...WIFE, 'what should i say to her when she snaps']);
    expect(reply).toMatch(/^When someone is struggling, the people closest to them often get the sharp edges/);
  });

  it.each(COACH_IDS)('%s: "how do i help without her feeling useless" is the offer answer, not how to reach someone who won\'t talk', (coachId) => {
    const { reply } = after(coachId, [...WIFE, 'how do i help without her feeling useless']);
    expect(reply).toMatch(/Ask instead of doing/);
    expect(reply).not.toMatch(/When someone will not talk/);
  });
});

describe("a friend's loss", () => {
  it.each([
    ['my best friends mum died on sunday', 'friend-grieving'],
    ["my friend's dad passed away last week", 'friend-grieving'],
    ['my friend just lost her dad', 'friend-grieving'],
    // The person's own loss, with a friend in the story, stays grief.
    ['my mum died and my friend came round', 'grief-person'],
    ['my best friend died in march', 'grief-person'],
    ["my dad's funeral is on friday", 'grief-person'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  const FRIEND = ['my best friends mum died on sunday'];

  it.each(COACH_IDS)('%s: is standing by the friend, not asked what the person misses about her', (coachId) => {
    const { situation, reply } = after(coachId, FRIEND);
    expect(situation).toBe('friend-grieving');
    expect(reply).not.toMatch(/miss most/);
  });

  it.each(COACH_IDS)('%s: "i dont know what to say to her" gets words for a grieving friend', (coachId) => {
    const { reply } = after(coachId, [...FRIEND, 'i dont know what to say to her, i dont want to say the wrong thing']);
    expect(reply).toMatch(/^When a friend is grieving, showing up matters far more than finding perfect words/);
  });

  it.each(COACH_IDS)('%s: the funeral of her mum is gone to for the friend, and the talk stays with the friend', (coachId) => {
    const { situation, reply } = after(coachId, [...FRIEND, 'should i go to the funeral? i only met her mum twice']);
    expect(reply).toMatch(/^Yes, usually you can, and it often means a lot\./);
    expect(situation).toBe('friend-grieving');
  });

  it.each(COACH_IDS)('%s: "what else can i do for her in the next weeks" gets the weeks after, not thank-you cards', (coachId) => {
    const talk = [...FRIEND, 'should i go to the funeral? i only met her mum twice', 'thank you. what else can i do for her in the next weeks'];
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/^The weeks after the funeral are often when a grieving friend feels most alone/);
    expect(reply).not.toMatch(/reply to every card/);
  });
});

describe('a home in a mess', () => {
  const FLAT = ['i keep putting off cleaning my flat, its a total mess and i feel ashamed', 'the kitchen mostly. dishes from a week, bins overflowing'];

  it.each([
    ['i keep putting off cleaning my flat, its a total mess and i feel ashamed', 'home-in-a-mess'],
    ['my flat is a tip and my mum is coming on sunday', 'home-in-a-mess'],
    // A flatmate or a partner who does not do their share is still the conflict with them.
    ['my flatmate never cleans and the dishes pile up', 'flatmate-conflict'],
    ['we argue about the housework all the time', 'partner-arguments'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each(COACH_IDS)('%s: opens with the shame of it, not with a task and its due date', (coachId) => {
    const { situation, reply } = after(coachId, FLAT.slice(0, 1));
    expect(situation).toBe('home-in-a-mess');
    expect(reply).not.toMatch(/when is it due/);
  });

  it.each(COACH_IDS)('%s: "how do i even start" gets where to start, not words to say', (coachId) => {
    const { reply } = after(coachId, [...FLAT, 'how do i even start']);
    expect(reply).toMatch(/Start small and visible, so the first win comes fast\. 1\. Set a timer for ten minutes/);
    expect(reply).not.toMatch(/a short, honest message is enough|extension/);
  });

  it.each(COACH_IDS)('%s: "how do i start the conversation" is still asking for words', (coachId) => {
    const { reply } = after(coachId, ['my flatmate never cleans and the dishes pile up', 'how do i start the conversation']);
    expect(reply).toMatch(/"[A-Z][^"]{20,}"/);
  });

  it.each(COACH_IDS)('%s: "ok i\'ll do the bins tonight after dinner" is a plan backed, not asked for its first tiny piece', (coachId) => {
    const { reply } = after(coachId, [...FLAT, 'how do i even start', "ok i'll do the bins tonight after dinner"]);
    expect(reply).toMatch(/tonight/);
    expect(reply).not.toMatch(/first tiny piece|What makes starting it feel hard/);
  });

  it.each(COACH_IDS)('%s: a mum coming on sunday gets a quick reset for a visit', (coachId) => {
    const { reply } = after(coachId, [...FLAT, 'my mum is coming on sunday and i dont want her to see it like this']);
    expect(reply).toMatch(/^If someone is coming, do a thirty-minute visitor reset/);
  });
});

describe('a teenager up gaming till 3', () => {
  const SON = ['my teenage son wont get out of bed for school', 'hes 15, he says school is pointless and he stays up gaming till 3'];

  it.each(COACH_IDS)('%s: "should i take his xbox away?" gets a view on taking it, not a general weighing', (coachId) => {
    const { reply } = after(coachId, [...SON, 'should i take his xbox away?']);
    expect(reply).toMatch(/^I would not take the Xbox, console or phone away for good, but a clear limit known in advance is fair\./);
    expect(reply).not.toMatch(/here is how I would weigh it/);
  });
});

describe('a friend who keeps cancelling', () => {
  const FRIEND = ["my friend keeps cancelling on me last minute, it's the third time this month", 'i feel like im always the one making the effort'];
  const MISS_YOU = /"I miss you, and I've noticed our plans keep falling through lately\./;

  it.each(COACH_IDS)('%s: always the one making the effort gets how to say it, with words for a friend who cancels', (coachId) => {
    expect(after(coachId, FRIEND).reply).toMatch(MISS_YOU);
  });

  it.each(COACH_IDS)('%s: "should i just stop inviting her?" gets a view: no test, one honest message', (coachId) => {
    const { reply } = after(coachId, [...FRIEND, 'should i just stop inviting her?']);
    expect(reply).toMatch(/^I wouldn't make it a test\./);
  });

  it.each(COACH_IDS)('%s: words asked for her two replies after they were given point back to them', (coachId) => {
    const { reply } = after(coachId, [...FRIEND, 'should i just stop inviting her?', 'what would i even say to her']);
    expect(reply).toMatch(/^The words I gave earlier are a good place to start: "I miss you/);
    expect(reply).not.toMatch(/I saw the photos from the weekend/);
  });
});

describe('passed over for a promotion', () => {
  const PASSED = ['i got passed over for a promotion today, they gave it to someone who started after me'];

  it.each(COACH_IDS)('%s: is met as being passed over, not as a general wish for next week', (coachId) => {
    const { situation, reply } = after(coachId, PASSED);
    expect(situation).toBe('passed-over');
    expect(reply).toMatch(/passed over/);
  });

  it.each(COACH_IDS)('%s: angry at work with her tomorrow stays with the promotion, not a temper', (coachId) => {
    const { situation, reply } = after(coachId, [...PASSED, 'im so angry and embarrassed, i have to work with her tomorrow']);
    expect(situation).toBe('passed-over');
    expect(reply).not.toMatch(/your temper is shortest/);
  });

  it.each(COACH_IDS)('%s: "should i ask my manager why?" gets words for asking for feedback, pointed back to when asked how', (coachId) => {
    const asked = after(coachId, [...PASSED, 'should i ask my manager why?']).reply;
    expect(asked).toMatch(/^Wait until you are calm, then ask in a way that looks forward\. You could say: "I was disappointed/);
    const { reply } = after(coachId, [...PASSED, 'should i ask my manager why?', 'how do i ask without sounding bitter']);
    expect(reply).toMatch(/^That's what I was getting at just now: wait until you are calm.* You could say: "I was disappointed/);
    expect(reply).not.toMatch(/There's something I'd like to talk through/);
  });

  it.each(COACH_IDS)('%s: "should i just quit?" gets not deciding in the first week', (coachId) => {
    const { reply } = after(coachId, ['i didnt get the promotion. again.', 'i feel like such a failure, 6 years there', 'should i just quit?']);
    expect(reply).toMatch(/^Try not to decide in the first week, when the sting is sharpest\./);
  });

  it.each([
    ['i got passed over for a promotion today', 'passed-over'],
    ['i didnt get the promotion. again.', 'passed-over'],
    // Asking for more money is still the pay rise.
    ['i want to ask for a pay rise but im scared', 'pay-rise'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });
});

describe('a first smear test', () => {
  const SMEAR = ['i have my first smear test next week and im terrified', 'i had a bad experience with a doctor before and i hate being touched'];

  it('reads "i hate being touched" as something disliked, not anger', () => {
    expect(feelingsIn(tokens('i hate being touched'))).not.toContain('angry');
    expect(feelingsIn(tokens('i hate him for what he did'))).toContain('angry');
  });

  it.each(COACH_IDS)('%s: a bad experience told gets what can be asked for at a smear, not a boundary for frustration', (coachId) => {
    const { situation, reply } = after(coachId, SMEAR);
    expect(situation).toBe('medical-dental-fear');
    expect(reply).not.toMatch(/frustration/i);
  });

  it.each(COACH_IDS)('%s: "can i ask for a female nurse?" is a yes, not a weighing', (coachId) => {
    const { reply } = after(coachId, [...SMEAR, 'can i ask for a female nurse?']);
    expect(reply).toMatch(/^Yes, you can\. Ask for a female nurse or doctor when you book/);
    expect(reply).not.toMatch(/here is how I would weigh it/);
  });
});

describe('a grieving mum who keeps calling', () => {
  const MUM = ['my mum keeps calling me like 5 times a day since dad died', 'i love her but i cant keep up, i have work and the kids'];

  it.each(COACH_IDS)('%s: the one who died is dad, not the mum named first', (coachId) => {
    const { situation, reply } = after(coachId, MUM.slice(0, 1));
    expect(situation).toBe('grief-person');
    expect(reply).not.toMatch(/about your mum|your mum died|since your mum/);
  });

  it.each(COACH_IDS)('%s: "i cant keep up" is said back as written by the coach, with its apostrophe', (coachId) => {
    expect(after(coachId, MUM).reply).not.toMatch(/\byou cant\b/);
  });

  it.each(COACH_IDS)('%s: "how do i tell her without hurting her" gets a steady call instead of being on call all day', (coachId) => {
    const { reply } = after(coachId, [...MUM, 'how do i tell her without hurting her']);
    expect(reply).toMatch(/^When a parent is grieving, they may lean on you hard/);
    expect(reply).toMatch(/"Mum, I love talking to you\./);
  });
});

describe('drinking most nights, and mates', () => {
  const DRINKING = ['i think my drinking is getting out of hand, its most nights now', 'like 4 or 5 beers, more on weekends'];

  it.each(COACH_IDS)('%s: "how do i cut down without my mates taking the piss" stays with drinking and its friends', (coachId) => {
    const { situation, reply } = after(coachId, [...DRINKING, 'how do i cut down without my mates taking the piss']);
    expect(situation).toBe('drinking-less');
    expect(reply).toMatch(/^You do not have to tell anyone, but telling one or two friends you trust usually makes it much easier\./);
  });

  it.each(COACH_IDS)('%s: cutting down said first, with no habit in play, is still changing a habit', (coachId) => {
    expect(after(coachId, ['how do i cut down on snacking at night']).situation).toBe('habit-change');
  });
});

describe('a cat who needs surgery', () => {
  const CAT = ['my cat needs surgery and the vet wants 2000 pounds, i dont have that', "she's 14 and i love her so much"];

  it.each(COACH_IDS)('%s: surgery the vet wants is a pet\'s illness', (coachId) => {
    expect(after(coachId, CAT.slice(0, 1)).situation).toBe('pet-illness');
  });

  it.each(COACH_IDS)('%s: "is it wrong to think about putting her down because of money?" gets a plain no, with what to ask', (coachId) => {
    const { reply } = after(coachId, [...CAT, 'is it wrong to think about putting her down because of money?']);
    expect(reply).toMatch(/^No, it is not wrong to think about it; many loving owners face exactly this\./);
    expect(reply).not.toMatch(/three plain checks/);
  });
});

describe('starting uni', () => {
  const UNI = ['i start uni next week and im so anxious i wont make friends', 'everyone seems to already know each other from the group chat'];

  it.each(COACH_IDS)('%s: a group chat where everyone knows each other gets how uni friendships form, with openers', (coachId) => {
    const { reply } = after(coachId, UNI);
    expect(reply).toMatch(/^It often looks like everyone already has friends/);
    expect(reply).toMatch(/"Which course are you on\?"/);
  });

  it.each(COACH_IDS)('%s: freshers week asked about stays making friends, not missing a home not yet left', (coachId) => {
    const { situation, reply } = after(coachId, [...UNI, 'what do i even say to people in freshers week']);
    expect(situation).toBe('making-friends');
    expect(reply).not.toMatch(/miss most about home|talk to your family/);
  });

  it.each(COACH_IDS)('%s: "what if i end up eating alone every day" gets what to do about eating alone', (coachId) => {
    const { reply } = after(coachId, [...UNI, 'what do i even say to people in freshers week', 'what if i end up eating alone every day']);
    expect(reply).toMatch(/^Eating alone now and then is far more common than it looks/);
  });
});

describe("checking an ex's instagram", () => {
  const EX = ["i cant stop checking my ex's instagram", 'we broke up 4 months ago and she already has a new boyfriend'];

  it.each(COACH_IDS)('%s: "should i block her?" gets the breakup\'s own answer on blocking, not a general weighing', (coachId) => {
    const { reply } = after(coachId, [...EX, 'should i block her?']);
    expect(reply).toMatch(/^Yes, it is fine to block or mute your ex/);
    expect(reply).not.toMatch(/here is how I would weigh it/);
  });
});

describe("a husband's family who do not accept her", () => {
  it.each([
    ['my husband family dont accept me becuase i am from other country', 'family-conflict'],
    ['we are from another country and my son is bullied', 'child-bullied'],
    // A partner who lives in another country is still far away.
    ['my boyfriend lives in another country', 'long-distance'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each(COACH_IDS)('%s: words for his mother are words for family, not for a partner far away', (coachId) => {
    const talk = ['my husband family dont accept me becuase i am from other country', 'his mother say bad things about my cooking in front of everybody'];
    const { situation, reply } = after(coachId, [...talk, 'what i should say to her next time']);
    expect(situation).toBe('family-conflict');
    expect(reply).not.toMatch(/far from you|in miles|keep in touch/);
  });
});

describe('a mum with dementia going into a care home', () => {
  const MUM = [
    'i have to put my mum in a care home and i feel like im betraying her',
    'she has dementia and fell twice last month, i cant look after her anymore',
  ];

  it.each(COACH_IDS)('%s: gets how to tell her, with words for her, and "how do i tell her" points back to them', (coachId) => {
    expect(after(coachId, MUM).reply).toMatch(/"Mum, after your falls the doctor and I want you somewhere with people around day and night/);
    const { reply } = after(coachId, [...MUM, 'how do i tell her']);
    expect(reply).toMatch(/"Mum, after your falls/);
    expect(reply).not.toMatch(/having someone come in twice a week/);
  });
});

describe('waking at 4am', () => {
  const WAKING = ['i keep waking up at 4am and cant get back to sleep', 'my mind just starts going over work stuff'];

  it.each(COACH_IDS)('%s: "is it bad to look at my phone when i wake up" is answered about the phone', (coachId) => {
    const { reply } = after(coachId, [...WAKING, 'is it bad to look at my phone when i wake up']);
    expect(reply).toMatch(/^It is better not to check the time or your phone\./);
  });
});

describe('asked to move in together', () => {
  const ASKED = ['my boyfriend wants us to move in together but im not sure im ready', "we've been together 8 months, i love him but i like my own space"];

  it.each([
    ['my boyfriend wants us to move in together but im not sure im ready', 'moving-in-together'],
    ['he asked me to move in with him', 'moving-in-together'],
    // A daughter moving in with her boyfriend is hers, not the person's step.
    ['my daughter wants to move in with her boyfriend', null],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each(COACH_IDS)('%s: own space told gets how to keep it, not the months said back', (coachId) => {
    const { situation, reply } = after(coachId, ASKED);
    expect(situation).toBe('moving-in-together');
    expect(reply).toMatch(/^Needing your own space is normal/);
  });

  it.each(COACH_IDS)('%s: "how do i tell him without hurting him" gets words for a "not yet"', (coachId) => {
    expect(after(coachId, [...ASKED, 'how do i tell him without hurting him']).reply).toMatch(/"I love you, and I want a future with you\./);
  });

  it.each(COACH_IDS)('%s: "what if he breaks up with me over it" gets its own answer, not the general plan B', (coachId) => {
    const { reply } = after(coachId, [...ASKED, 'how do i tell him without hurting him', 'what if he breaks up with me over it']);
    expect(reply).toMatch(/^It is understandable to fear that a "not yet" could cost you the relationship\./);
  });
});

describe('not asked to be a bridesmaid', () => {
  const SISTER = ['my sister is getting married and she didnt ask me to be a bridesmaid', 'all her friends are bridesmaids, im her only sister'];

  it.each(COACH_IDS)('%s: is a family hurt, answered with how to say it once', (coachId) => {
    const { situation, reply } = after(coachId, SISTER);
    expect(situation).toBe('family-conflict');
    expect(reply).toMatch(/^Being left out of a sibling's wedding party hurts/);
  });
});

describe('numb for weeks, and something to try', () => {
  const NUMB = ['ive felt kind of numb for weeks, not sad exactly, just nothing', 'i go to work, come home, watch tv, sleep. repeat'];

  it.each(COACH_IDS)('%s: numbness is met as low mood, and "give me something to try this week" gets a step to take', (coachId) => {
    expect(after(coachId, NUMB.slice(0, 1)).situation).toBe('low-mood');
    const { reply } = after(coachId, [...NUMB, 'give me something to try this week']);
    expect(reply).toMatch(/start with action and let the feeling follow\. 1\. Pick one very small thing/);
  });

  it.each(COACH_IDS)('%s: "give me something to try" on its own gets a technique with its steps, never the request said back', (coachId) => {
    const { reply } = after(coachId, ['give me something to try']);
    expect(reply).toMatch(/\b1\. .+\n?2\. /s);
    expect(reply).not.toMatch(/^Give you something/);
  });
});

describe('finding out she is pregnant', () => {
  const FOUND = ['i just found out im pregnant and i dont know how i feel', 'it wasnt planned, me and my boyfriend have only been together 5 months'];

  it.each(COACH_IDS)('%s: is met as the news it is, with every feeling allowed, not the request said back', (coachId) => {
    const { situation, reply } = after(coachId, FOUND.slice(0, 1));
    expect(situation).toBe('unexpected-pregnancy');
    expect(reply).toMatch(/^Finding out you are pregnant can bring a rush of feelings all at once/);
  });

  it.each(COACH_IDS)('%s: a new relationship told gets that the decision is hers, and "how do i tell him" gets words', (coachId) => {
    expect(after(coachId, FOUND).reply).toMatch(/the decision about your body and your pregnancy is yours/);
    expect(after(coachId, [...FOUND, 'how do i tell him']).reply).toMatch(/"There's something important I need to tell you/);
  });

  it.each([
    // A friend's pregnancy envied stays the envy.
    ['my best friend is pregnant and im jealous', 'jealous-of-friend'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });
});

describe('an interview on monday for a step up', () => {
  const INTERVIEW = ['i have a job interview on monday for a job i really want', 'its for a marketing manager role, a step up for me'];

  it.each(COACH_IDS)('%s: "why i want to leave my current job" gets how to answer it, never a medical condition', (coachId) => {
    const { reply } = after(coachId, [...INTERVIEW, 'what should i say when they ask why i want to leave my current job']);
    expect(reply).toMatch(/^Keep it about what you are moving towards, not what you are escaping\./);
    expect(reply).not.toMatch(/medical condition/);
  });

  it.each(COACH_IDS)('%s: "what if they ask about my weaknesses" gets the weakness answer, not what to say when unsure', (coachId) => {
    const { reply } = after(coachId, [...INTERVIEW, 'what if they ask about my weaknesses']);
    expect(reply).toMatch(/^Pick a real but fixable weakness/);
    expect(reply).not.toMatch(/let me check and come back to you/);
  });
});

describe('a son starting secondary school', () => {
  it.each(COACH_IDS)('%s: worried he will know nobody and get lost gets how to get ready for a new school', (coachId) => {
    const talk = ["my son is starting secondary school in september and he's really anxious", "he's worried he wont know anyone and that he'll get lost"];
    expect(after(coachId, talk).reply).toMatch(/^Starting a new school is one of the biggest worries children have/);
  });
});

describe('a partner who wants children', () => {
  const KIDS = ['my partner and i want different things, he wants kids and im not sure i ever do', "we've been together 6 years"];

  it.each([
    ['he wants kids and i dont', 'kids-or-not'],
    ['i never want kids but my boyfriend does', 'kids-or-not'],
    // Children who do not want something, or kept from a row, are no such question.
    ['i dont want kids to see us argue', null],
    ['my kids dont want to go to school', 'parenting-stress'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each(COACH_IDS)('%s: "is it fair to stay if i might never want them" gets a view on honesty, not a question back', (coachId) => {
    const { situation, reply } = after(coachId, [...KIDS, 'is it fair to stay if i might never want them']);
    expect(situation).toBe('kids-or-not');
    expect(reply).toMatch(/^Staying is fair as long as you are honest with each other/);
  });
});

describe('a flatmate who eats my food', () => {
  const FOOD = ['my flatmate eats my food all the time', 'ive mentioned it twice and she laughs it off'];

  it.each(COACH_IDS)('%s: is the flatmate, and laughed off gets how to say it once more, seriously', (coachId) => {
    expect(after(coachId, FOOD.slice(0, 1)).situation).toBe('flatmate-conflict');
    expect(after(coachId, FOOD).reply).toMatch(/^When you have mentioned it and it gets laughed off, say it once more, seriously/);
  });

  it.each(COACH_IDS)('%s: "what do i say that doesnt start a war" points back to those words, kept calm', (coachId) => {
    const { reply } = after(coachId, [...FOOD, 'what do i say that doesnt start a war']);
    expect(reply).toMatch(/The first line I gave works as it is: "I know it might seem small/);
    expect(reply).not.toMatch(/For cleaning:/);
  });
});

describe('a revision plan for the subjects told', () => {
  it.each(COACH_IDS)('%s: maths and chem told, the plan is for maths and chemistry by name', (coachId) => {
    const { reply } = after(coachId, ['cant sleep. exams in 2 weeks. everything is too much', 'maths and chem. i havent revised anything', 'make me a plan']);
    expect(reply).toMatch(/1\. Write down your maths and chemistry exams with their dates, and list the topics for each of maths and chemistry\./);
    expect(reply).toMatch(/two or three 25-minute blocks, shared between maths and chemistry/);
  });

  it.each(COACH_IDS)('%s: with no subject told, the plan stays general', (coachId) => {
    const { reply } = after(coachId, ['i have exams in 2 weeks and havent revised anything', 'make me a revision plan']);
    expect(reply).toMatch(/1\. Write down every exam with its date/);
  });
});

describe('spending too much on takeaways', () => {
  const SPEND = ['i spend way too much money on takeaways and online shopping', 'like 400 a month on deliveroo alone'];

  it.each(COACH_IDS)('%s: is money, and "400 a month on deliveroo alone" is takeaways, not loneliness', (coachId) => {
    expect(after(coachId, SPEND.slice(0, 1)).situation).toBe('money-stress');
    const { reply } = after(coachId, SPEND);
    expect(reply).toMatch(/^Takeaways add up fast because each one feels small\./);
    expect(reply).not.toMatch(/[Ll]oneliness/);
  });
});

describe('a manager who messages on days off', () => {
  const DAYS_OFF = ['my manager keeps messaging me on whatsapp on my days off', 'i dont want to seem lazy but i need a break'];

  it.each(COACH_IDS)('%s: is the workload and the manager, with words for days off, and asked again points back to them', (coachId) => {
    expect(after(coachId, DAYS_OFF.slice(0, 1)).situation).toBe('workload-boss');
    expect(after(coachId, DAYS_OFF).reply).toMatch(/"I want to stay on top of things, and I also need my days off to be properly off/);
    expect(after(coachId, [...DAYS_OFF, 'what do i say to her']).reply).toMatch(/"I want to stay on top of things/);
  });
});

describe('a boyfriend who cheated', () => {
  const CHEATED = ['bf cheated. idk what to do', 'found msgs on his phone. hes saying it was nothing'];

  it.each([
    ['bf cheated. idk what to do', 'partner-cheated'],
    ['i found out my wife had an affair', 'partner-cheated'],
    // A suspicion, or being suspected, is jealousy; an exam cheated in is the exam.
    ['im worried my boyfriend is cheating', 'partner-jealousy'],
    ['my husband thinks im having an affair', 'partner-jealousy'],
    ['she cheated in the exam', 'exam-revision'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each(COACH_IDS)('%s: "hes saying it was nothing" gets words for the truth, and "shud i leave him" a view', (coachId) => {
    expect(after(coachId, CHEATED).reply).toMatch(/"Please don't tell me it was nothing\./);
    const { reply } = after(coachId, [...CHEATED, 'shud i leave him']);
    expect(reply).toMatch(/^You do not have to decide today, and either choice can be right\./);
  });
});

describe('a mum who drinks', () => {
  const MUM = ['my mum is an alcoholic and i dont know how to help her anymore', 'she promised to stop last month but i found bottles hidden in the garage'];

  it.each(COACH_IDS)('%s: is supporting her; hidden bottles get how to talk about the drinking, and "should i confront her" points back', (coachId) => {
    expect(after(coachId, MUM.slice(0, 1)).situation).toBe('supporting-someone');
    expect(after(coachId, MUM).reply).toMatch(/^It is worth talking to them about it, but pick your moment/);
    const { reply } = after(coachId, [...MUM, 'should i confront her']);
    expect(reply).toMatch(/^That's what I was getting at just now: it is worth talking to them about it/);
    expect(reply).not.toMatch(/three plain checks/);
  });
});

describe('a mistake at work', () => {
  const ERROR = ['im a nurse and i made a medication error yesterday, the patient is ok but i cant stop shaking'];

  it.each([
    ['i made a huge mistake at work today and im panicking', 'mistake-at-work'],
    // A mistake of someone else's, or a breakup regretted, is not one at work.
    ['i think i made a mistake breaking up with him', 'breakup'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each(COACH_IDS)('%s: an incident report to write and a fear of being fired get how to write it', (coachId) => {
    expect(after(coachId, ERROR).situation).toBe('mistake-at-work');
    const { reply } = after(coachId, [...ERROR, "i have to fill in an incident report and i think they'll fire me"]);
    expect(reply).toMatch(/^Keep it factual, clear and in time order; it is a record of what happened, not a confession\./);
  });
});

describe("a daughter's self-harm", () => {
  const TOLD = ['my teenage daughter told me shes self harming', 'i found out last night, i dont know what to do'];

  it.each(COACH_IDS)('%s: is met as her self-harm, never as bedtime battles, and "i dont know what to do" gets what to do', (coachId) => {
    const first = after(coachId, TOLD.slice(0, 1));
    expect(first.situation).toBe('child-self-harm');
    expect(first.reply).not.toMatch(/battles over bedtime/);
    expect(after(coachId, TOLD).reply).toMatch(/Stay calm and close; that matters more than finding the perfect words\. 1\. Check they are safe now/);
  });

  it.each(COACH_IDS)('%s: "how do i talk to her about it" gets calm words for her', (coachId) => {
    expect(after(coachId, [...TOLD, 'how do i talk to her about it']).reply).toMatch(/"I noticed the marks on your arm, and I'm worried about you\./);
  });
});

describe('a year since her husband died', () => {
  it.each(COACH_IDS)('%s: the anniversary next tuesday gets how to plan for it, not its words said back', (coachId) => {
    const talk = [
      'its been a year since my husband died and everyone expects me to be ok now',
      'the anniversary is next tuesday and i dont know how to get through it',
    ];
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/^Many people find the days before an anniversary harder than the day itself/);
    expect(reply).not.toMatch(/the anniversary is next tuesday and you/);
  });
});

describe('rejected from every uni', () => {
  const REJECTED = ['i got rejected from every uni i applied to', 'all my friends got in, i feel like such a failure'];

  it.each(COACH_IDS)('%s: is not getting into university, friends who got in are answered, and "what are my options now" gets them', (coachId) => {
    expect(after(coachId, REJECTED.slice(0, 1)).situation).toBe('uni-rejection');
    expect(after(coachId, REJECTED).reply).toMatch(/^Watching friends celebrate and make plans while you are not/);
    expect(after(coachId, [...REJECTED, 'what are my options now']).reply).toMatch(/^You have more options than it feels like right now\. 1\./);
  });
});

describe('a dog put down tomorrow', () => {
  it.each(COACH_IDS)('%s: "how do i say goodbye" gets the last day and being there, not words to tell people', (coachId) => {
    const talk = ['my dog has to be put down tomorrow', 'hes 15 and has cancer, the vet says its time', 'how do i say goodbye'];
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/^Many people find it helps to plan the last day around what your pet loves/);
    expect(reply).not.toMatch(/My dog died this week/);
  });
});

describe('jokes about an accent', () => {
  it.each(COACH_IDS)('%s: "how do i tell him to stop without looking oversensitive" points back to the words for the accent', (coachId) => {
    const talk = ['my coworker keeps making jokes about my accent in meetings', 'everyone laughs and i just smile but it really hurts'];
    const { reply } = after(coachId, [...talk, 'how do i tell him to stop without looking oversensitive']);
    expect(reply).toMatch(/"I'd rather you didn't joke about my accent\."/);
    expect(reply).not.toMatch(/cut off in meetings/);
  });
});

describe('a driving lesson after stalling', () => {
  it.each(COACH_IDS)('%s: a lesson tomorrow after stalling and crying opens with its nerves, not a failed test', (coachId) => {
    const { reply } = after(coachId, ['i have a driving lesson tomorrow and last time i stalled 5 times and cried']);
    expect(reply).toMatch(/^Feeling nervous before a driving lesson or test is very common, and so is stalling or crying in one/);
  });
});
