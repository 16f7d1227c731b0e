/**
 * The life situations the coach recognises (engine/situations/): the data is whole and safe to
 * show, a message is read in the right situation, a conversation keeps its situation through a
 * passing word, and a question gets the answer for its kind in that situation.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import {
  ASK_TYPES,
  askTypeOf,
  leadingSituation,
  namedAcrossSentences,
  nextFrame,
  nextNamings,
  relatedSituation,
  SITUATIONS,
  situationById,
  situationFaq,
  situationHintsHeard,
  situationScores,
  type AskType,
} from '../../../frontend/src/features/ai-coaching/engine/situations';
import { GENERAL_ANSWERS, GENERAL_ONE_STEP } from '../../../frontend/src/features/ai-coaching/engine/situations/general';
import { ANSWER_FITS } from '../../../frontend/src/features/ai-coaching/engine/answer-fits';
import { answerById } from '../../../frontend/src/features/ai-coaching/engine/library';
import { asksAboutSomethingElse } from '../../../frontend/src/features/ai-coaching/engine/situation-reply';
import { EMOJI, expectWellFormed, talk } from './engine-helpers';

const situationOf = (message: string) => {
  const scores = situationScores(message.toLowerCase());
  return leadingSituation(nextFrame({}, scores), scores);
};

describe('a situation named across two sentences', () => {
  it('is found only where its two words stand in different full sentences, a short one going on from the one before', () => {
    expect(namedAcrossSentences('i am in torshavn a walking holiday with my friend bent | all flights are cancelled since two days because of fog')).toEqual(
      new Set(['friend-hurt']),
    );
    expect(namedAcrossSentences('my friend bent cancelled on me again').size).toBe(0);
    // "Henri died four years ago." goes on from the sentence before it.
    expect(namedAcrossSentences('my boules were a gift from my brother henri with our initials | henri died four years ago').size).toBe(0);
  });

  it('is a mention in an opening message, not the subject', () => {
    const message = 'I am in Tórshavn on the Faroe Islands, a walking holiday with my friend Bent. All flights are cancelled since two days because of fog.';
    const reply = createCoachEngine('sage', seededRandom(1)).reply(message).text;
    expect(reply).not.toMatch(/hurt by a friend|friend who hurt/i);
  });
});

describe('situation data', () => {
  it('has unique ids and every part filled', () => {
    expect(new Set(SITUATIONS.map((s) => s.id)).size).toBe(SITUATIONS.length);
    expect(SITUATIONS.length).toBeGreaterThanOrEqual(59);
    for (const s of SITUATIONS) {
      expect({ id: s.id, ok: /^[a-z]+(-[a-z]+)*$/.test(s.id) }).toEqual({ id: s.id, ok: true });
      expect(s.title).toMatch(/^[a-z]/);
      expect(s.strong.length).toBeGreaterThanOrEqual(5);
      expect(s.ack.length).toBeGreaterThanOrEqual(3);
      expect(s.questions.length).toBeGreaterThanOrEqual(4);
      for (const q of s.questions) expect(q).toMatch(/\?$/);
      for (const a of s.ack) expect(a).not.toMatch(/\?/);
      for (const type of ASK_TYPES) expect({ id: s.id, type, length: s.answers[type]?.length > 80 }).toEqual({ id: s.id, type, length: true });
      expect(s.faqs?.length ?? 0).toBeGreaterThanOrEqual(8);
      for (const faq of s.faqs ?? []) {
        const keysFit = faq.keys.length >= 3 && faq.keys.every((k) => k === k.toLowerCase().trim() && k.length > 1);
        expect({ id: s.id, keysFit }).toEqual({ id: s.id, keysFit: true });
        expect(faq.answer.length).toBeGreaterThan(60);
      }
    }
  });

  it('says nothing a chat could not show: no emoji, placeholders, medicines or doses', () => {
    const texts = [
      ...SITUATIONS.flatMap((s) => [s.title, ...s.ack, ...s.questions, ...Object.values(s.answers), ...(s.faqs ?? []).map((f) => f.answer)]),
      ...Object.values(GENERAL_ANSWERS),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(EMOJI);
      // A fill-in for the person to complete ("Dear [teacher's name],") is part of a template letter; nothing else in brackets is.
      expect(text.replace(/\[[A-Za-z][A-Za-z0-9' ,./-]{1,120}\]/g, '')).not.toMatch(/[{}[\]]|undefined|TODO/);
      expect(text).not.toMatch(/\b\d+ ?mg\b|\b(sertraline|melatonin|xanax|ibuprofen|paracetamol|antidepressant)/i);
      expect(text).not.toMatch(/\b(suicid\w*|kill yourself|self-harm)\b/i);
    }
  });

  it('every cue is lower case, and a phrase is in one situation\'s strong list only once', () => {
    for (const s of SITUATIONS) for (const cue of [...s.strong, ...s.weak]) expect(cue).toBe(cue.toLowerCase().trim());
    for (const s of SITUATIONS) expect(new Set(s.strong).size).toBe(s.strong.length);
  });
});

describe('reading the situation of a message', () => {
  it.each([
    ["my coworker's birthday party is on friday and I'm dreading it", 'social-anxiety-event'],
    ['i have my chem mock on friday and i literally havent started revising', 'exam-revision'],
    ['I retired from the railways in March after 41 years', 'retirement'],
    ['my manager keeps piling on last minute tasks and i work every weekend', 'workload-boss'],
    ['my manager keeps piling work on me', 'workload-boss'],
    ['i have a toddler who screams at bedtime', 'parenting-stress'],
    ['There is a colleague, Craig, he copies my accent when I talk in meetings.', 'coworker-conflict'],
    ['Every handover at 7:30 he is copying my accent when I say the patient names', 'coworker-conflict'],
    ['keep staying up til like 4 playing warzone w my mates then missing first period', 'phone-screen-time'],
    ['son is 14 on xbox til 2am most nigths', 'parenting-stress'],
    ['he never does the dishes and I do all the housework after my shift', 'partner-arguments'],
    ["i'm 68 and retired in march, feel a bit useless", 'retirement'],
    ["I'm 64, retired in the spring and the days feel empty", 'retirement'],
    ['my rent is due on friday and i cannot pay it', 'money-stress'],
    ["i'm on night shifts again this week and can't sleep in the day", 'shift-work'],
    ['my dog died on tuesday', 'pet-loss'],
    ['I keep waking up at 4am and cant get back to sleep', 'early-waking'],
    ['I am so tired of my job', 'burnout'],
    ['my friends made a group chat without me', 'friend-group-left-out'],
    ['i clench my jaw all day', 'tension-aches'],
    ['rent is due friday and i only have 800 of 1200', 'money-stress'],
    ['my toddler has tantrums every bedtime', 'parenting-stress'],
    ["my son Leo is 9 and he's been getting really angry lately, slamming doors and yelling when we say no to the ipad", 'parenting-stress'],
    ['I have a presentation on Tuesday and my voice shakes', 'presentation-speaking'],
    ["moved to berlin 4 months ago for my partner's job and i kind of have zero friends here", 'making-friends'],
    ['I want to start doing sport again but I never find time', 'exercise-motivation'],
    ['i have no money left after rent', 'money-stress'],
    ['my son is on his phone until 2am every night', 'parenting-stress'],
    ['Last night I shouted at my son so loud the neighbours heard', 'parenting-stress'],
    ['My daughter set this up for me on the phone. I retired in March and I do not know what to do with myself', 'retirement'],
    ["Hi, I have a 5 week old and I'm running on nothing", 'new-baby'],
    ['my friend jess didnt add me to her birthday group chat', 'friend-group-left-out'],
    ['i adopted a rescue dog 3 weeks ago and she howls when i leave', 'new-dog-struggles'],
    ['my colleague joined after me and he is paid more than me, same title', 'pay-rise'],
    ['I stopped drinking 3 weeks ago and the work christmas lunch is on friday', 'drinking-less'],
    ['my daughter started university three weeks ago and the house feels empty', 'empty-nest'],
    ["I'm 34 and very afraid of the dentist, I have not been in 6 years", 'medical-dental-fear'],
    ["I'm terrified of flying and we fly to Tenerife in July", 'fear-of-flying'],
    ["my sisters want to sell mum's house and I don't", 'family-inheritance'],
    ["I checked my boyfriend's phone last night while he was in the shower", 'partner-jealousy'],
    ['I got diagnosed with type 2 diabetes last week', 'new-diagnosis'],
    ['my son is being bullied at school, they take his snack every day', 'child-bullied'],
    ["i've had toothache for 2 weeks and i still havent rung the dentist, i hate calling", 'phone-call-anxiety'],
    ['we had to put our dog down and now the kids want a new puppy', 'pet-loss'],
    ['the house is so quiet since my husband died in march', 'grief-person'],
    ['I retire from the county council at the end of the month after 41 years', 'retirement'],
    ["it's been 2 years since i retired and i'm bored out of my mind", 'retirement'],
    ['My husband Harold passed three years ago. Most days I am fine. It is the evenings', 'grief-person'],
    ['my mum went into a care home in june and i visit every day', 'caring-for-parent'],
    ['my coworker keeps ignoring me', 'coworker-conflict'],
    ['my colleague is so rude to me in meetings', 'coworker-conflict'],
    // A gathering named with nerves about it; a falling out with family or with friends.
    ['the wedding is next week and i will know nobody there', 'social-anxiety-event'],
    ["my cousin's wedding is on saturday and i'm so nervous, i hate parties", 'social-anxiety-event'],
    ["I've had a falling out with my daughter-in-law Priya and I'm not sure how to fix it.", 'family-conflict'],
    ['me and my best friend had a falling out last week', 'friend-group-left-out'],
    ['our twins are 6 weeks old and we are not coping', 'new-baby'],
    ['now I sleep after lunch, and in the night I am awake from 2 until 5 and I look at ceiling', 'early-waking'],
  ])('%p is %p', (message, id) => {
    expect(situationOf(message)).toBe(id);
  });

  it.each([
    'Everyone in the team is younger than my son. They use Slack, Jira, all these things',
    'The weather was grey',
    'I watched a film with my sister',
    'ok',
    'hmm',
    'i work remote so no coworkers either',
    'Good morning. My grandson set this up on my phone for me. He says I should talk to it.',
    // An event long past, someone else's pension or care home: the person's history or another's, not their trouble.
    "I'm 58 and took up the cello four years ago after I retired early from the council",
    'the breathing thing with counting i know already, it didnt help me before my driving exam years ago',
    // Someone who came to a funeral or a wedding, told of them.
    "These women have been my work friends for 11 years. Denise came to my dad's funeral.",
    'I volunteer at a charity shop on Saturdays, have done for nine years since I retired',
    'He is very nice man, 63 years, close to pension',
    "she's had a hard year since her husband went into a care home",
    'Our bank branch is closing and I have to decide if I take the transfer or the separation package',
    'i have medical check on friday for my caregiver job in nagoya',
    // A colleague in passing, a chapter to revise, someone else's night shifts.
    "Is it weird I feel this annoyed about a bike? Colleague laughed and said 'welcome to Utrecht'.",
    'My writing group says I should revise the first chapter.',
    'My roommate works night shift at a hospital so we mostly just pass each other in the kitchen',
    // Someone else's loss, told of: a card to write, not the person's grief.
    "colleague's mum died. Marion. I put Margaret on the card",
    'her dad passed away in the spring and I never know what to say to her',
    'bringing us food almost every day since his wife Eleni died in July',
    // Someone else's shifts, child or retirement; a party that is no gathering.
    'Tomasz is on night shifts at the warehouse this week',
    'Last Friday a young man came in with a toddler and I realised it was Rhys',
    'Two kickers. A backup QB. A guy who retired in August.',
    "it turned out to be a sales party with a presenter from the company",
    'could also do a watch party for the geminids?? is that dumb',
    // Living alone is a fact of a household, not loneliness.
    'I live alone since 2021 so i have the 25% discount for single person',
    // A wedding anniversary is no wedding to go to; someone else's workload is not the person's.
    'Yesterday was our 10th wedding anniversary and my husband Marc completely forgot.',
    "He apologised a lot, he's been swamped with the move at his work to the new office.",
    // Hiring a camper van is no rent to pay; a retirement said by way of introduction is who the person is.
    'my wife Keiko wants to sell our car and rent camping car for 6 weeks in hokkaido',
    "I'm 68, retired from driving the number 50 bus, and I started refereeing under-9s matches",
    'I am 62, retired bank officer, living in Birmingham since 1994',
    // A stranger's dad shouting is no family row.
    'at the match a dad from the other team shouted at the referee',
    "My grandson's football team, I referee on Sundays. A dad shouted at me.",
    "I've set the cryptic crossword for our retirement village newsletter for four years now.",
    'He was perfectly pleasant about it, an American gentleman, a retired history teacher.',
    "My German is B2, I passed the exam. But in the meetings on Monday everybody speak very fast and I don't say anything.",
    'Ok. I will call her tomorrow morning, after I bring my son to school.',
    'It shows up on my phone, my wife\'s phone, even my daughter saw it when she came round on Sunday with the grandkids.',
    'I travel for work 3 nights a week, medical equipment sales, covering West Texas and New Mexico.',
    'Good morning. I am 71, from Vienna, retired teacher of mathematics. My daughter Katharina goes back to work full time in September.',
    // Worry said as "panicking" is no panic attack.
    "host mom left a note on the fridge 'We need to talk about the kitchen tonight' and now i am panicking all day",
    // A wedding or a party with no nerves about it is no social event to dread.
    "My friend Kojo borrowed my car on Saturday for his cousin's wedding in Kasoa and brought it back Sunday night.",
    "At our street's Labour Day party I told our new neighbour 'we should have dinner sometime!' the way you do.",
    // A sourdough starter's weeks, a child's first tooth, a child's exams, a thing seen online: no baby, grief, exam or phone habit.
    'Starter is 3 weeks old. Rye and white. Feeding 1:1:1 morning.',
    'Also my daughter just lost her first tooth, so the evening has improved.',
    'My daughter Lerato is writing her matric exams in October too so the whole house is stressed at the moment.',
    'ive seen that cognitive shuffle thing on tiktok, is that actually legit or just a tiktok thing',
    // Loneliness denied, a doubt about one plan, retirement by way of introduction, a grandson's phone shop.
    "I do go to Mass and I walk to the shop every day. I'm not on my own all the time, don't worry.",
    'Maybe Saturday after temple. Is that a good time or am I overthinking it?',
    "I'm the volunteer treasurer for our junior cricket club. I'm 71 and retired from the council's finance department.",
    'Good evening. I am a retired teacher, 73 years old, living in Kumasi.',
    'My grandson Kwabena has asked me to lend him 15,000 cedis to start a phone accessories shop.',
    // A chair rented to work from, a presentation sat through, a rise already had, a parent's illness of the past.
    'hairdresser athens. rent chair in salon in Kolonaki',
    'we went to a presentation because they promised a free excursion to Teide',
    "Last Saturday at Priya's birthday I mentioned I'd got a pay rise and she literally said 'oh nice, I got mine in February'.",
    "My father had Alzheimer's. It started in his late 60s with names.",
    "She just posted in the team chat 'thank you all so much for coming!!' with a bunch of hearts. Maybe I'm overthinking this.",
    // Retired by way of introduction, with a place, a name or "almost"; someone else's new job; a phone a son bought.
    "Hello. I'm 67, retired, in Aarhus. My son gave me and my wife a robot lawn mower for my birthday in April.",
    'Good morning. I am Mama Wanjiru, 66, retired primary teacher in Nairobi. I have a problem which my daughter says is very small.',
    'Hello. I am 63, engineer in Prague, almost retired. I collect stamps since I was a boy.',
    "since my mum started her new job at the warehouse i'm the one who goes with her",
    "I will add 'on this new phone my son bought me', it is true and they will laugh.",
    "My wife Lena is six months pregnant. She's not sleeping well anyway with the bump.",
    // Something left in a will, fewer visits, someone else's loneliness, a friend group going to something.
    'My aunt died in January and it turns out she left me £18,000. I have never had more than two grand in the bank.',
    'If we did cut down, how would I even say it to her? She rings on Thursdays to arrange the next one.',
    'Yes, i think he is more lonely than he has a TV problem. His son lives in Dublin and calls only on Sundays.',
    'His family is holding a memorial at their house and our whole friend group is going.',
    // Someone else sober, a family's routine without the person, the person's own teaching.
    "he's sound sober. best man at my brother's wedding in june so cant really avoid him",
    'My husband and daughter had their own routine without me while I was away.',
    "My daughter Karin says, 'Mamma, you can't stop being a teacher.' Is she right?",
    // A time told by an event, a parting long past.
    "I'm not pregnant. We're not even trying until after my exams in November.",
    "Her mom lives in Juárez, we split up when Sofia was 4. Do I need her mom's info too?",
    // Something of theirs gone viral, a son's mocks, "Retired." by way of introduction.
    'Our neighbor Gary does a Christmas light show, this year it went viral on TikTok and cars crawl down our street every night.',
    'My son has his mocks this week as well so the house is a bit tense.',
    'Grow giant pumpkins. Retired. Half Moon Bay.',
    // Grief as trouble, animals kept apart, someone else's baby, words to sound like an age.
    'Problem is the next stretch is about 80 km along the coast and my left heel is giving me grief. Plantar fasciitis, had it before.',
    "the vet says Noisette is very definitely male, and he needs to be separated now or Caramel can get pregnant again straight away.",
    'what if she gets separated from her friends at the festival and her phone dies',
    'can you write me a text to my friend, she is going through a divorce and keeps pitching me her products',
    "Make it sound less like a teacher wrote it, she's my friend.",
    'yesterday Matteo said he wants to stop. he has a new baby (my nephew Tommaso, 2 months) and a new job, recording every monday is too much',
    'that sounds like a teacher wrote it lol. make it sound like a 15 year old',
    "G'day. I'm on day 19 of walking the Shikoku pilgrimage, staying in a minshuku. 63, retired surveyor from Geelong.",
    "We've been friends since we were 12. I gave the speech at her wedding. I can't believe THIS is the thing.",
    // Something made or shared on TikTok, a game's "griefing", an incubator hired, ducklings rehomed.
    'Now the new editor wants that every reviewer make a video of 60 seconds for tiktok and instagram.',
    'She recognized a phrase I always say in a chapter someone shared on TikTok.',
    'the rule on our discord says griefing = ban. should i ban him or is that too much for a friend??',
    "We did a hatching project (a company rents you an incubator and eggs). The company's 'rehoming to a farm' option fell through.",
    'Derek chucked a tantrum at the committee meeting because we changed the rota',
    // Crows fed, a sleep-talker's fear of being put on TikTok, a retired bus driver by way of introduction.
    "He's not completely wrong, is he? I've read they recognize faces. Should I stop feeding them?",
    'im scared the girls record me and put on tiktok. one girl Vy always film everything.',
    "Retired bus driver, 69, Leeds. Used to walk round Roundhay Park every morning. Can't now.",
    // A life event or role said of someone else: a client's divorce, a partner's work as a carer, a sister's new job.
    'theres one lady, tuesdays 10am, full colour and cut so 2.5 hrs, she talks about her divorce the entire time',
    'yes we talk everyday, 8pm there 8am here. he is caregiver so he is very tired',
    "my sister's new job means she never calls",
    "Linda's presentation went really well, i was so proud",
    "she's just retired and wants to travel",
    // An interview for citizenship, a child's music grade, sides to bring, a loss a child made up.
    'I have my citizenship interview on Tuesday at the federal building',
    'his violin teacher says he has talent and his grade 4 exam is in June',
    "I'm asking everyone to bring sides and dessert",
    'yesterday he told his teacher our cat died so he could skip spelling',
  ])(
    '%p is in no situation',
    (message) => {
      expect(situationOf(message)).toBeNull();
    },
  );

  it.each([
    ['every time i sit down i just end up on tiktok for like 2 hours', 'phone-screen-time'],
    ['i got laid off in march and have a job interview on friday', 'job-loss-search'],
    // A job interview, the first in years: the interview itself.
    ['got a job interview saturday', 'job-interview'],
    ['I have my first job interview in 12 years on thursday', 'job-interview'],
    ['failed my driving test again. 2nd time', 'driving-test'],
    // The person's own, with a day's or a parent's words near it.
    ["today's exam went badly and i have another on friday", 'exam-revision'],
    ["monday's presentation is all i can think about", 'presentation-speaking'],
    ["my mum's carer is off sick this week and her dementia is worse", 'caring-for-parent'],
    ['i am going through a divorce and her lawyer keeps emailing me', 'divorce-separation'],
    ['my wife and I are going through a divorce', 'divorce-separation'],
    ['my son has tantrums every morning before school', 'parenting-stress'],
    ["I'm pitching to the investors on monday and my hands already shake", 'presentation-speaking'],
  ])('%p is still in %p', (message, id) => {
    expect(situationOf(message)).toBe(id);
  });

  it('answers whether to go to a funeral for everyone who cared, and keeps the words for children to children', () => {
    const asked = "His daughter asked if I want to come to the funeral on the 14th. Should I go? I'm the carer, not family.";
    expect(situationFaq('grief-person', asked, 1)?.answer).toMatch(/^If you want to go, go: a funeral is for everyone who cared/);
    expect(situationFaq('grief-person', 'should i take the kids to the funeral?')?.answer).toMatch(/children/);
  });

  it('finds no particular question by who is in it alone', () => {
    // "mom" and "dad" are keys of the question about a row at home, but say nothing of what is asked.
    expect(situationFaq('family-conflict', 'my mom says go to the union rep. my dad says keep my head down. which one is right?')).toBeNull();
    expect(situationFaq('family-conflict', 'we had a row and my dad shouted at me, what now?')).not.toBeNull();
  });

  it('hears the named situations still, with these words around', () => {
    expect(situationOf('she left me for her personal trainer')).toBe('breakup');
    expect(situationOf("i need to cut down, i'm on 20 a day")).toBe('habit-change');
    expect(situationOf('i am so lonely since the move')).toBe('loneliness');
    expect(situationOf('my friend group made a new group chat without me')).toBe('friend-group-left-out');
    expect(situationOf('my friends made plans without me again')).toBe('friend-group-left-out');
    expect(situationOf("i've been sober six months and it's hard")).toBe('drinking-less');
    // A flower bed is no bed to lie awake in, and someone's shifts on the rota are theirs, not even a hint.
    expect(situationScores('i look after the flower beds at the crossroads').has('racing-mind-at-night')).toBe(false);
    expect(situationScores("theres 'aoife' on all her shifts and i think who is aoife").has('shift-work')).toBe(false);
  });

  it("hears a lead at work as no dog's lead, even as a hint", () => {
    expect(situationScores('yesterday I passed a build that had an obvious bug and my lead tunde noticed').has('pet-loss')).toBe(false);
    expect(situationScores('our team lead wants the report by friday').has('pet-loss')).toBe(false);
    expect(situationScores('what do i do with her bed and her lead').has('pet-loss')).toBe(true);
  });

  it('keeps the situation through a message that only hints at another', () => {
    let frame = nextFrame({}, situationScores('i retired last spring and the days feel empty'));
    let lead = leadingSituation(frame, new Map(), null);
    expect(lead).toBe('retirement');
    const passing = situationScores('my wife is out at the hospice on tuesdays, so the house is quiet');
    frame = nextFrame(frame, passing);
    lead = leadingSituation(frame, passing, lead);
    expect(lead).toBe('retirement');
    // A new subject named outright takes over.
    const named = situationScores('also i got laid off on monday and i am panicking about it');
    frame = nextFrame(frame, named);
    expect(leadingSituation(frame, named, lead)).not.toBe('retirement');
  });
});

describe("the conversation's subject", () => {
  const none = new Map<string, number>();
  const sleepless = situationScores("i couldn't sleep saturday night, kept replaying it");
  const at = (prior: { named: string[]; mentioned: string[] }, opening: boolean, related = false, asking = none) =>
    nextNamings(prior, sleepless, { asking, opening, frame: nextFrame({}, sleepless), related: () => related });
  const fresh = { named: [], mentioned: [] };

  it('a situation named while the person first tells what it is about is the subject', () => {
    expect(at(fresh, true).named).toContain('racing-mind-at-night');
  });

  it('named first in passing later, it is only mentioned; named again, it is the subject', () => {
    const once = at(fresh, false);
    expect(once.named).not.toContain('racing-mind-at-night');
    expect(once.mentioned).toContain('racing-mind-at-night');
    const twice = at(once, false);
    expect(twice.named).toContain('racing-mind-at-night');
    expect(twice.mentioned).not.toContain('racing-mind-at-night');
  });

  it('named where the person asks, or where the conversation spoke of it before, it is the subject at once', () => {
    expect(at(fresh, false, false, sleepless).named).toContain('racing-mind-at-night');
    expect(at(fresh, false, true).named).toContain('racing-mind-at-night');
  });

  it('hinted at message after message until it adds up, it is the subject; a hint after a mention in passing is not', () => {
    const hint = situationScores('my parents are very strict and my dad barely talks to me');
    const frame = { 'parents-pressure': 3.5 };
    expect(nextNamings(fresh, hint, { asking: none, opening: false, frame, related: () => false }).named).toContain('parents-pressure');
    const mentioned = { named: [], mentioned: ['parents-pressure'] };
    expect(nextNamings(mentioned, hint, { asking: none, opening: false, frame, related: () => false }).named).toEqual([]);
  });

  it('hints add up only from two different words: one word said again and again ("the shop" of a shopkeeper) names nothing', () => {
    const shop = situationScores('she says my shop is just the shop');
    const frame = { 'panic-racing-heart': 3.05 };
    const at = (heard: string[]) =>
      nextNamings(fresh, shop, { asking: none, opening: false, frame, related: () => false, hintsHeard: (id) => situationHintsHeard(id, heard) });
    expect(at(['shop', 'daughter', 'saturday']).named).toEqual([]);
    expect(at(['shop', 'train', 'heart']).named).toContain('panic-racing-heart');
  });

  it('a final of a sports competition is no exam', () => {
    expect(situationOf('is it weird that i like it when she posts the nice ones, like the netball one from county finals')).not.toBe('exam-revision');
    expect(situationOf('my finals start next week and i have not revised')).toBe('exam-revision');
  });

  it('only a subject leads: a word in passing or hints gathered over a conversation do not', () => {
    expect(leadingSituation({ 'racing-mind-at-night': 5 }, sleepless, null, [])).toBeNull();
    expect(leadingSituation({ 'racing-mind-at-night': 5 }, sleepless, null, ['racing-mind-at-night'])).toBe('racing-mind-at-night');
  });

  it('a feeling said once in a long story only hints at its situation; said with more of its words, or briefly, it names it', () => {
    const story =
      'The problem is I open the HMRC website and immediately I feel stupid and I close it. Also I have a pile of letters I don\'t ' +
      'open, maybe 8 or 9, I put them in a drawer. I know, I know.';
    expect(situationScores(story.toLowerCase()).get('self-criticism') ?? 0).toBeLessThan(3);
    expect(situationOf(story)).toBeNull();
    const visits =
      "My mum's house is full. She's 72, lives on her own in a bungalow outside Norwich, and every time I visit there's more. " +
      'Newspapers, carrier bags of carrier bags. I come home feeling sick and furious and guilty all at once.';
    expect(situationScores(visits.toLowerCase()).get('anger') ?? 0).toBeLessThan(3);
    expect(situationOf('i feel so stupid about what i said to her')).toBe('self-criticism');
    const anger =
      "I'm 49 and going through the perimenopause. The hot flushes I can cope with, what I can't cope with is the anger. I snapped " +
      'at my junior on Saturday over a towel left on the floor and she was nearly in tears.';
    // Going through the perimenopause leads there; the anger said with more of its words is named too, not only hinted at.
    expect(situationScores(anger.toLowerCase()).get('anger') ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('a phrase said once deep in a long story, with no other word of its situation, is a mention; in the first sentence it names it', () => {
    // Sentences as the engine reads them, " | " between them.
    const tulips = [
      'morning',
      'i have looked after the flower garden at our block of flats for twenty years',
      'since april somebody has been picking the tulips before they even open',
      'on sunday a lad from number 9 came out to the car park with a bunch of them in his hand',
      'i do not want a row with the caretaker, how do i bring it up with him?',
    ].join(' | ');
    const scores = situationScores(tulips);
    expect(scores.get('coming-out') ?? 0).toBeLessThan(3);
    expect(leadingSituation(nextFrame({}, scores), scores)).toBeNull();
    const vaping = [
      'ok so i want to quit vaping',
      'been at it since i was 15 and now im 20 and going through one every two days, costs a fortune and i am out of breath on the stairs at uni',
    ].join(' | ');
    expect(situationScores(vaping).get('habit-change') ?? 0).toBeGreaterThanOrEqual(3);
    const hello = ['hi', 'so i keep getting this thing on the bus to work where my heart starts going like mad and i feel like i need to get off'].join(' | ');
    expect(situationScores(hello).get('panic-racing-heart') ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('a naming phrase counts once: "heart pounding" in a rage is not a phrase and a pair of panic outweighing the anger', () => {
    const chewing =
      'he chews so loudly it makes me so angry, furious even | actual rage, heart pounding, i have to leave the room | ' +
      'i love him, i just cannot listen to him eat';
    expect(situationOf(chewing)).toBe('anger');
    expect(situationOf('on the train my heart was pounding and i thought i would faint')).toBe('panic-racing-heart');
  });

  it("a mum met at a child's school is no trouble with the child", () => {
    const carpool =
      "there's a dad at my son's school, ben, and i said i'd drive his daughter to swimming now and then | " +
      'now it is every monday and friday and he never offers once | am i being petty?';
    expect(situationScores(carpool).get('parenting-stress') ?? 0).toBeLessThan(3);
    expect(situationOf("my son's school called again about his behaviour and i don't know what to do with him")).toBe('parenting-stress');
  });

  it('something waved aside in the same breath names nothing; worried about all the same, it does', () => {
    const aside =
      'my neighbour keeps parking his van across my drive | on monday i missed a hospital appointment because of it, just a check-up, ' +
      "nothing serious | how do i tell him without a feud?";
    expect(situationScores(aside).get('health-worry') ?? 0).toBeLessThan(3);
    const worried = 'i have a hospital appointment on friday for the lump | the nurse said it is probably nothing serious but i am scared';
    expect(situationScores(worried).get('health-worry') ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('a workplace that moved is no home to move', () => {
    expect(situationOf('our firm has just moved to a new office across town and now nobody has their own desk')).not.toBe('moving-house');
    expect(situationOf('we just moved house and i cannot find anything')).toBe('moving-house');
  });

  it('left out by the family over a will is no friend group leaving someone out; left out by friends is', () => {
    expect(situationScores("it's that they decided it between them and i was left out".toLowerCase()).get('friend-group-left-out') ?? 0).toBeLessThan(3);
    expect(situationOf('my friends keep leaving me out of everything')).toBe('friend-group-left-out');
  });

  it('a word many situations use ("left", "phone") does not make one of them spoken of before', () => {
    expect(relatedSituation('friend-group-left-out', ['left'])).toBe(false);
    expect(relatedSituation('friend-group-left-out', ['excluded'])).toBe(true);
    const replies = talk(createCoachEngine('sage', seededRandom(1)), [
      'My mother passed in February and the will was read last month. She left the house to my sister Denise and I only found out at the solicitor.',
      "Hurt, mostly. It's that they decided it between them and I was left out. And I did show up, I drove up most weekends.",
    ]).map((r) => r.text);
    expect(replies[1]).not.toMatch(/\b(?:friends|group chat|plans)\b/i);
  });

  it("a capsized dinghy that cost a night's sleep is talked about as the dinghy, not as sleep", () => {
    const replies = talk(createCoachEngine('sage', seededRandom(1)), [
      "I'm 44 and I signed up for a learn-to-sail course at the sailing club. Six Saturday mornings, something just for me.",
      'Last Saturday I capsized right by the dock. Everyone was watching, and the rescue boat had to come over.',
      "I know they say everyone capsizes. Is it normal to feel this humiliated about it though? I couldn't sleep Saturday night, kept replaying it.",
      'Should I skip one lesson and come back when I feel better, or would that make it worse?',
    ]).map((r) => r.text);
    expect(replies[2]).toMatch(/humiliated/);
    for (const reply of replies.slice(2)) expect(reply).not.toMatch(/\b(?:sleep|bed|night|awake)\b/i);
  });

  it.each(COACH_IDS)('%s: small ways to remember someone are given when asked, and a choice about a collection is still weighed', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    const [, ideas] = talk(engine, [
      'My twin sister Elena died in February, it was her heart, very quick.',
      'Maybe I do something there for her? She loved to walk on the beach in the morning. Can you give me small ideas, not big ceremony',
    ]).map((r) => r.text);
    expect(ideas).toMatch(/^Small ways often mean the most.* 1\. .* 2\. /);
    const weighed = createCoachEngine(coachId, seededRandom(1));
    const [, choice] = talk(weighed, [
      'A colleague of mine died suddenly last week, we sat next to each other for six years.',
      "I think I'd like to do something for him. Is it appropriate to suggest a collection to HR, or should we just do it ourselves?",
    ]).map((r) => r.text);
    expect(choice).not.toMatch(/^Small ways often mean the most/);
  });

  it('a funeral after "my friend died" is the loss the conversation is about', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    talk(engine, [
      'hello. my friend died last week but i never meet him in real life',
      'we play together almost every night 3 years, he is from Poland, name Kuba',
      'i am in Jakarta so i cannot go to funeral. is it strange i cry about him?',
    ]);
    expect(engine.snapshot().situation).toBe('grief-person');
  });

  it('a sentence that turns openly to something new makes it the subject', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    talk(engine, [
      'my sourdough keeps coming out flat and dense, i have tried four times now',
      'i feed the starter every morning and it bubbles, so i do not get it',
      'also i lost my job on monday and i am panicking about it.',
    ]);
    expect(engine.snapshot().named).toContain('job-loss-search');
  });

  it('a situation\'s words are read within one sentence: "if it doesn\'t work. do i tell coach" is no "work do"', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply("ok i will try the colour run remover. but what if it doesnt work. do i tell coach before or just bring them on friday");
    expect(engine.snapshot().frame['social-anxiety-event']).toBeUndefined();
  });
});

describe('what kind of answer a question asks for', () => {
  it.each<[string, AskType]>([
    ["can you write out what i'd actually say, like word for word", 'script'],
    ['what should the note say nothing teachery', 'script'],
    ['if i do meet the spaniel man again, what on earth do i say to him?', 'script'],
    ["can you give me an actual opener? like the first sentence. i'm bad at starting", 'script'],
    ['what should i put in the message to the group', 'script'],
    ['can you give me exact sentence in simple english i will translate', 'script'],
    ["give me a couple of opening sentences not a script i'll sound fake if i read a script", 'script'],
    ['can you help me with one or two sentences to open the meeting calmly', 'script'],
    ['can you give me one first sentence to start in simple english', 'script'],
    ['can you help me draft something to denise short no groveling', 'script'],
    ['can you write something for the newsletter about the garden', 'howto'],
    ['can you write something friendly but clear? i will translate to portuguese myself', 'script'],
    ['ok weekend. can you write me 3 sentences simple english', 'script'],
    ["what exactly should i ask her? i don't want to sound like i'm complaining", 'script'],
    ['can you write it like a whatsapp message? short, not emotional', 'script'],
    ['maybe if it comes from Tunde? what should he say to her', 'script'],
    ['can you write me some first sentences? in english is fine, i will translate myself', 'script'],
    ['write it down for me in steps', 'howto'],
    ['what do i even say to her', 'script'],
    ['how do i tell my boss without sounding like im complaining', 'script'],
    ['ok face to face. but what exactly i say? english or turkish doesnt matter', 'script'],
    ['Can you give me a way to open the conversation? We usually talk after the kids sleep around 10.', 'script'],
    ["she just said 'no, i'm not' and left. now i want to disappear. what i should do?", 'should'],
    ['what should i text him', 'script'],
    ['can you lay out what mon-fri could look like? like actual times', 'plan'],
    ['can u help me plan the next week hour by hour', 'plan'],
    ['what if she says no', 'whatif'],
    ['and if lucas says something again what i do', 'whatif'],
    ['sunday we have obiad at her place and she asked already 3 times if i will wear it what do i do', 'howto'],
    ['ok if i do mention it what exactly would i say like one sentence casual', 'script'],
    ['can you make me a short version i can say after class 2 3 sentences max', 'script'],
    // A plan someone else has, or one already made, is no plan asked for.
    ['is that actually true or is she being dramatic she was dramatic about the seating plan too', 'howto'],
    ['can i ask for a payment plan', 'howto'],
    ['i plan to go should i tell her', 'should'],
    ['is it normal to still cry about it after 3 months', 'normal'],
    ['am i overreacting', 'normal'],
    ['is it bad to skip netball to revise more', 'should'],
    ['should i just quit', 'should'],
    ['what would you do', 'should'],
    ['can you help me make a revision plan', 'plan'],
    ['help me put a routine together', 'plan'],
    ['could you help me put together a week that has some shape to it', 'plan'],
    ['why do i keep doing this', 'why'],
    ['any tips for sleeping in the day', 'howto'],
    ['can you tell me something that would make my day', 'howto'],
    ['how do i stop overthinking at night', 'howto'],
    ['can you help me with a kind but honest message just a few lines', 'script'],
    ['ok help me with the email please in english is fine', 'script'],
    ['ok the bus idea works. can u give me like 3 things to say to start it', 'script'],
    // A worry about running out of words asks for none.
    ['what if i run out of things to say', 'whatif'],
  ])('%p asks for %p', (question, type) => {
    expect(askTypeOf(question)).toBe(type);
  });
});

describe('answers in the situation', () => {
  it.each(COACH_IDS)('%s: a routine asked for in retirement is a plan for retirement, and its words are not pasted back', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(4));
    const [, , plan] = talk(engine, [
      'I retired from the railways in March after 41 years. Truth is I am at a loose end most days.',
      'My wife Margaret volunteers at the hospice on Tuesdays, so the house is very quiet.',
      'Could you help me put a routine together? I am up at 6 regardless.',
    ]);
    expect(plan!.text).toContain(situationById('retirement')!.answers.plan);
    expect(plan!.text).not.toMatch(/Truth|loose end most days/);
    expectWellFormed(plan!.text);
  });

  it.each(COACH_IDS)("%s: a plan asked without naming the situation gets no plan of the situation's; a second way through gets its next", (coachId) => {
    const revision = situationById('exam-revision')!;
    const opening = "I have my GCSEs in 3 weeks and I can't make myself start revising";
    const [, first, second] = talk(createCoachEngine(coachId, seededRandom(2)), [opening, 'ok and what can i do?', 'what else can i do about it?']);
    expect(first!.text).toContain(revision.answers.howto);
    // "what else": the situation's answer not yet given, never its way through again.
    expect(second!.text).not.toContain(revision.answers.howto);
    expect(second!.text).toContain(revision.answers.plan);
    const [, weekend] = talk(createCoachEngine(coachId, seededRandom(2)), [opening, 'can you make me a plan for the weekend?']);
    expect(weekend!.text).not.toContain(revision.answers.plan);
    expect(weekend!.text).toContain(GENERAL_ANSWERS.plan);
    // Named in the question, a weekend of revision in blocks with real times.
    const [, named] = talk(createCoachEngine(coachId, seededRandom(2)), [opening, 'can you make me a revision plan for the weekend?']);
    expect(named!.text).toMatch(/^Here is a weekend plan in short blocks/);
    const [, week] = talk(createCoachEngine(coachId, seededRandom(2)), [opening, 'can you make me a revision plan for the next few weeks?']);
    expect(week!.text).toContain(revision.answers.plan);
  });

  it.each([
    ['our budgie flew out the window on sunday', 'we try the cage on balcony with millet. nothing. what else we can try?'],
    ['my husband Keith gives the cat food every time he yowls at 5am', 'Can you give me some ideas that would make it easier for Keith, not just more rules?'],
    ['my dad left me his old model railway', "What are my options? I can't rebuild it in the basement, the stairs are steep."],
  ])('a way to go about it asked for in other words gets the general way to work a problem out: %p', (before, asked) => {
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(2));
      engine.reply(before);
      expect(engine.reply(asked).text).toContain(GENERAL_ANSWERS.howto);
    }
  });

  it("guilt, fault or getting over it: the situation's own answer on one word of it, the general one elsewhere", () => {
    const breakup = talk(createCoachEngine('sage', seededRandom(2)), ['my girlfriend broke up with me last month', 'how do i get over it']);
    expect(breakup[1]!.text).toMatch(/^It does ease, even when that is hard to believe\. There is no set time, and it is normal to still miss someone months/);
    const day = talk(createCoachEngine('sage', seededRandom(2)), [
      'i wasted the whole day again, my essay is due friday and i havent started',
      'how do i stop feeling guilty',
    ]);
    expect(day[1]!.text).toMatch(/^Do not try to make up the whole day tonight/);
    const dinner = talk(createCoachEngine('sage', seededRandom(2)), [
      'my sister called me selfish at dinner in front of everyone and nobody said anything',
      'how do i stop feeling guilty',
      'is it my fault?',
    ]);
    expect(dinner[1]!.text).toMatch(/^First check which kind of guilt it is\./);
    expect(dinner[2]!.text).toMatch(/^From here I can't judge who was right, and it is rarely all one person\./);
  });

  it("a short question names one of the situation's particular questions by one word of it, never by the subject's own words", () => {
    const exam = talk(createCoachEngine('sage', seededRandom(2)), [
      'hi. i am student from vietnam, final exam of accounting in 10 days, i am very stress and cannot focus',
      'how to not be nervous',
      'i need tips for sleep before exam',
    ]);
    expect(exam[1]!.text).toMatch(/^Yes, feeling nervous before exams is very normal/);
    expect(exam[2]!.text).toMatch(/^One bad night is very common before an exam/);
  });

  it.each(COACH_IDS)('%s: the week the person described is said back, and a plan is fitted to it', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(3));
    const [, week, plan] = talk(engine, [
      "I have my GCSEs in 3 weeks and I can't make myself start revising",
      'I have school until 3:20 and netball on Wednesday evenings',
      'can you make me a revision plan?',
    ]);
    expect(week!.text).toContain("So your week has school until 3:20 and netball on Wednesday evenings; I'll keep that in mind.");
    // With times told, the plan is laid around them: real times on real days, clear of school and netball.
    expect(plan!.text).toContain('Your fixed points: weekdays school until 3:20pm; Wednesday netball 6pm–9pm.');
    expect(plan!.text).toMatch(/When to fit in a revision block: Monday 3:50pm–5:20pm/);
    expect(plan!.text).not.toMatch(/Wednesday ([6-8](:\d\d)?pm)/);
    expectWellFormed(plan!.text);
    expect(engine.remembered()).toContain('Your week: school until 3:20, netball on Wednesday evenings');

    const other = createCoachEngine(coachId, seededRandom(3));
    const [, bare] = talk(other, ["I have my GCSEs in 3 weeks and I can't make myself start revising", 'can you make me a revision plan?']);
    expect(bare!.text).toContain(situationById('exam-revision')!.answers.plan);
    expect(bare!.text).not.toContain('around your week');
  });

  it.each(COACH_IDS)('%s: "what do I say" about a party gets words to say about the party, not about work', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(2));
    const [, words] = talk(engine, ["my coworker's birthday party is on friday and I'm dreading it", 'what do i even say to people when i walk in']);
    // Words to say, quoted after "try" or "say".
    expect(words!.text).toMatch(/\b(try|say)\b[^.]{0,30}["'][A-Z]/i);
    expect(words!.text).not.toMatch(/\bwork\b(?! party)/i);
  });

  it('a question with no situation gets general content for its kind, never only a question back', () => {
    const engine = createCoachEngine('phoenix', seededRandom(1));
    const reply = engine.reply('what should I do?');
    expect(reply.text).toMatch(/1\. .+\s2\. /s);
  });

  it('one step weighed with no situation is met with checks for one step, never with options it did not give', () => {
    for (const coachId of COACH_IDS) {
      const asked = "my cousin says 'noted' every time i give advice. is it bad to be cheeky back? that's how we talk";
      const one = createCoachEngine(coachId, seededRandom(1)).reply(asked).text;
      expect(one).toContain(GENERAL_ONE_STEP);
      expect(one).not.toContain('Which option');
    }
    expect(GENERAL_ONE_STEP).not.toMatch(/\boption/);
  });

  it('a particular question is found by its words once each: "weekend" and "weekends" in its keys are one word', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    talk(engine, ['my twins turn 9 on the 14th and for the first time they want separate parties', 'Is it normal to feel a bit sad about this?']);
    expect(engine.reply('Should I do them on the same weekend or split them over two weekends?').text).not.toMatch(/staying in bed/);
  });

  it("a heavy subject's answer is for a question about going through it, not for any question with an \"it\" in it", () => {
    const opening = ['I was adopted as a baby and my daughter gave me a DNA test kit. I can not decide if I send it or not.'];
    const engine = createCoachEngine('sage', seededRandom(1));
    talk(engine, [...opening, 'I read that some papers from that time were falsified. This makes me a bit angry actually.']);
    const list = engine.reply('Can you help me make a list of pros and cons? I think better when I see it written.').text;
    expect(list).not.toMatch(/anger|angry/i);
    const cope = createCoachEngine('sage', seededRandom(1));
    talk(cope, [...opening, 'I read that some papers from that time were falsified. This makes me a bit angry actually.']);
    expect(cope.reply('how do i deal with this?').text).toMatch(/anger|angry/i);
  });

  it("words for someone the situation's words are not written for are not its words: the seller of a guitar is no bill to pay", () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    talk(engine, ['i accidentally won an online guitar auction last night, 1200 bucks', 'i make 19 an hour and my rent is 1100, i cannot pay this']);
    const words = engine.reply('what do i say to the seller').text;
    expect(words).not.toMatch(/payment plan|company you owe/);
    expect(words).toMatch(/"/);
  });

  it('"a practice plan that fits around work" is a plan, not a calming practice', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('i am learning sign language for my deaf grandson');
    const plan = engine.reply('Can you give me a practice plan that fits around work? Something realistic, not two hours a night.').text;
    expect(plan).toMatch(/plan/i);
    expect(plan).not.toMatch(/breath|relaxation|grounding|body scan/i);
  });

  it('words asked for someone else are never the words a situation gives for talking to oneself', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    talk(engine, ['i bought a second hand iphone from a guy called Tunde and it is locked', 'he blocked me. i paid 300 from my savings. i feel so stupid bro']);
    const reply = engine.reply('ok. and what do i tell my aunty if she asks how the phone is? i dont want to lie to her').text;
    expect(reply).not.toMatch(/with yourself/);
    expect(reply).toMatch(/"/);
  });

  it("a question about something particular within a life area is not met with the area's general answer", () => {
    const workStress = /clear ending|workday/;
    const particular = createCoachEngine('sage', seededRandom(1));
    talk(particular, ['our office does secret santa every year', 'i drew the managing director this time']);
    expect(particular.reply("what do you even buy the boss for R200?? anything cheap looks silly and I can't go over the limit").text).not.toMatch(workStress);
    expect(particular.reply('can i still vouch for her as a person but not the work?').text).not.toMatch(workStress);
    const general = createCoachEngine('sage', seededRandom(1));
    talk(general, ['things have been hard lately', 'I keep feeling behind on everything']);
    expect(general.reply('what can I do about my job?').text).toMatch(workStress);
  });

  it('an offer of something practical in a situation comes with its first step, gives the rest on a yes, and is not pressed after a no', () => {
    // Told without words to say back ("every night the same"): the situation's own lines go on, and then its offer.
    const messages = ['I lie awake every night replaying the day', 'every night the same, hours of it', 'same again last night, hours of it'];
    const yes = createCoachEngine('sage', seededRandom(7));
    const offer = talk(yes, messages).at(-1)!;
    expect(offer.text).toMatch(/practical|ideas|share something/);
    expect(offer.text).toContain('keep paper by the bed and write down every thought that is looping');
    // The rest: the first step, given already, is not given again.
    const rest = yes.reply('yes please').text;
    expect(rest).toContain('1. Tell yourself "It\'s written down, I can deal with it tomorrow." 2. Lie back');
    expect(rest).not.toContain('Keep paper by the bed');

    const no = createCoachEngine('sage', seededRandom(7));
    talk(no, messages);
    no.reply('no thanks');
    const later = talk(no, ['it is worse on sunday nights', 'i lie there for hours', 'sometimes until 3', 'then i am wrecked at work']);
    for (const reply of later) expect(reply.text).not.toMatch(/practical|a few ideas|share something that helps/);
  });

  it("once a situation is opened, what the person says next is said back, not met with the situation's stock lines again", () => {
    const engine = createCoachEngine('sage', seededRandom(7));
    const racing = situationById('racing-mind-at-night')!;
    engine.reply('I lie awake every night replaying the day');
    const reply = engine.reply('my cousin Tomas keeps borrowing my bike without asking').text;
    expect(reply).toMatch(/your cousin Tomas keeps borrowing your bike without asking/);
    for (const line of [...racing.ack, ...racing.questions]) expect(reply).not.toContain(line);
  });

  it('an exercise said not to work in passing is not the next thing offered', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('I have a group presentation on Tuesday and I am panicking');
    const reply = engine.reply('my friend said to do deep breathing, I tried it on Friday and it did not work at all, my heart was pounding');
    expect(reply.text).not.toMatch(/breathing, step by step|box breathing|4-7-8/i);
  });
});

describe('which written answers fit which situations', () => {
  it('names only answers and situations that exist', () => {
    const situationIds = new Set(SITUATIONS.map((s) => s.id));
    for (const [answerId, fits] of Object.entries(ANSWER_FITS)) {
      expect({ answerId, known: answerById(answerId) !== null }).toEqual({ answerId, known: true });
      for (const id of fits) expect({ answerId, id, known: situationIds.has(id) }).toEqual({ answerId, id, known: true });
    }
  });

  it('an answer written for another situation gives way to the one in play', () => {
    // "break up the afternoon" while the conversation is about tension in the neck and shoulders is not a breakup.
    const engine = createCoachEngine('harmony', seededRandom(1));
    const [, reply] = talk(engine, [
      "I've had a stiff neck and tight shoulders for months from tension",
      'Could you suggest how to break up the afternoon? I sit from 1 till 5',
    ]);
    expect(reply!.text).not.toMatch(/breakup|heart heal|unfollow/i);
  });
});

describe('reading people and feelings in a situation', () => {
  it.each([
    ['so angry rn. coworker brad just presented MY q3 analysis to the VP like it was his', 'coworker-conflict'],
    ['How do I talk to my 15 yr old son about his phone without a fight?', 'parenting-stress'],
    ['me and jake broke up 2 weeks ago', 'breakup'],
    ['Had a blow-up with my husband Dean on Saturday about the credit card bill', 'partner-arguments'],
  ])('%p is %p', (message, id) => {
    expect(situationOf(message)).toBe(id);
  });
});

describe('closing, rewording and particular questions', () => {
  it('"should i talk to the school?" is not answered by the situation\'s view on seeing a doctor', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('my son is 12 and says his stomach hurts every school morning');
    engine.reply('the pediatrician did blood tests, everything normal, she said maybe it is anxiety');
    const reply = engine.reply('should i talk to the school? i am afraid they will put a label on him').text;
    expect(reply).toContain("I'd lean towards telling");
    expect(reply).not.toMatch(/see a doctor|get it checked/);
  });

  it("a particular question of a situation only hinted at by a word is not the one asked (phone notes are no speech's notes)", () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('I am au pair in Munich. My family is nice but I work much more than the contract, 45 hours not 30.');
    engine.reply('I am afraid if I complain the family will be angry and the house will be uncomfortable');
    const reply = engine.reply('Yes I have write all the hours in my phone notes. Is this normal to write like this?').text;
    expect(reply).not.toMatch(/using notes|speech|audience/);
  });

  it('leads a way through with an event ahead only when the talk is about it, not a dentist appointment told in passing', () => {
    const talk = (third: string) => {
      const engine = createCoachEngine('sage', seededRandom(18));
      for (const message of [
        'so angry rn. coworker brad just presented MY q3 analysis to the VP like it was his. I built that whole deck',
        "he said 'we' a couple times but mostly 'I found that...' and my name was nowhere",
        third,
        'how do i cool off first? im literally shaking',
        'ok that helped a little. still mad but not shaking',
        "what do i actually say to him? i'd rather talk to him directly before going to my boss",
      ]) {
        engine.reply(message);
      }
      return engine.reply("hmm. he'll probably say it was a 'team effort' lol. what then").text;
    };
    expect(talk('and i have a dentist appointment tomorrow, of all days')).not.toMatch(/dentist appointment tomorrow coming up/);
    expect(talk('i want to say something in the team meeting tomorrow but i know if i do it right now ill sound unhinged')).toMatch(
      /^With tomorrow's team meeting coming up, here's what I'd suggest\. /,
    );
  });

  it('a new dog howling is answered by its situation, a cat hiding by what only a vet can say', () => {
    const dog = createCoachEngine('zenith', seededRandom(2)).reply('my new dog keeps howling when i leave, is that normal?').text;
    expect(dog).toMatch(/small steps/);
    const cat = createCoachEngine('zenith', seededRandom(2)).reply('hey. is it normal for a cat to hide under the bed for 9 days straight').text;
    expect(cat).toContain("I can't tell you what's normal for an animal the way a vet can");
    expect(cat).not.toMatch(/Most feelings/);
  });

  it('when to come out is answered by coming out\'s own view, never "sooner is better"', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply("i'm gay and i want to come out to my family, only my friend kasia knows");
    const reply = engine.reply("should i tell my mum at christmas or wait until i finish uni? i dont want to ruin the whole wigilia dinner").text;
    expect(reply).not.toMatch(/^Sooner is usually better/);
  });

  it('a number of hours and days in a message is not a question about how long to spend on a goal', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('I have to let someone go at my bakery and I keep putting it off, I want to get it over with');
    const reply = engine.reply('Could I offer her reduced hours instead? Like two days a week on the counter?').text;
    expect(reply).not.toContain('Short, regular time usually beats long, rare sessions');
  });

  it('a thank-you with a plan wishes luck for what is coming up, and asks nothing more', () => {
    const engine = createCoachEngine('zenith', seededRandom(2));
    const replies = talk(engine, [
      'my meeting with my manager is on wednesday and i want to ask for help with my workload',
      'what do i say to her',
      "writing this on a sticky note for the meeting. thanks, I'll let you know how it goes",
    ]);
    const last = replies.at(-1)!.text;
    expect(last).toMatch(/good luck with/i);
    expect(last).not.toMatch(/\?/);
  });

  it.each([
    'Thank you. Now I go and watch the football, Brann is playing.',
    'ok thank you. rain stop now, i go. many rider wait under bridge with same problem haha',
    "Thank you. I feel a bit less like a fraud. I'm off to collect my neighbour's dog.",
  ])('%p closes the conversation, with no question after', (message) => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my robot mower keeps escaping into the neighbour garden');
    expect(engine.reply(message).text).not.toMatch(/\?/);
  });

  it.each(['which office, where do i go', 'i wrote a note in the lift 2 weeks ago, nobody answer. my wife say i must go knock'])(
    '%p goes on, it does not leave',
    (message) => {
      const engine = createCoachEngine('sage', seededRandom(1));
      engine.reply('the neighbours above make noise every night and I am lost what to do');
      expect(engine.reply(message).text).not.toMatch(/whenever you want to talk again|come back any time|talking it through with me/);
    },
  );

  it('"hello, good night" opens a conversation rather than closing it', () => {
    const reply = createCoachEngine('harmony', seededRandom(1)).reply('Hello, good night. My name is Rosa');
    expect(reply.text).not.toMatch(/come back|take care/i);
  });

  it('"shorter?" after words to say gives one of those lines on its own', () => {
    const engine = createCoachEngine('harmony', seededRandom(2));
    const [words, shorter] = talk(engine, ["my manager keeps piling on last minute tasks, what do i say to her", 'hmm thats a bit long. shorter?']);
    const quoted = [...words!.text.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(quoted.length).toBeGreaterThan(1);
    const line = /"([^"]+)"/.exec(shorter!.text)?.[1];
    expect(quoted).toContain(line);
    expect(shorter!.text.length).toBeLessThan(words!.text.length);
  });

  it('"make it shorter" gives the line nearest what the words are for: feedback for a jam card, not for someone\'s work', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const [, words, shorter] = talk(engine, [
      'my oldest friend Brenda always enters her blackcurrant jam in the village show and it never sets',
      "Can you help me work out what to write on the little comment cards? Something honest but kind for a jam that hasn't set.",
      "That's a bit too flowery. Make it shorter, the cards are only the size of a luggage label.",
    ]);
    expect(words!.text).toMatch(/"Lovely colour and flavour/);
    expect(shorter!.text).toMatch(/"Lovely colour and flavour\. Needs a firmer set/);
    expect(shorter!.text).not.toMatch(/what matters is the ask/);
  });

  it('"That\'s a bit flowery for me. Something plainer?" after words to say gives one of those lines on its own', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const [, words, plainer] = talk(engine, [
      'my son and his family are moving to canada next year and i do not want to guilt him into staying',
      'can you help me word it?',
      "That's a bit flowery for me. I'm not a big talker. Something plainer?",
    ]);
    const line = /"([^"]+)"/.exec(plainer!.text)?.[1];
    expect(line).toBeDefined();
    expect(words!.text).toContain(line);
  });

  it('"too many words, can you make it in three short points?" gives the last answer\'s steps, short; "the ONE thing" gives one', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const [, steps, three] = talk(engine, [
      'my kids make the mornings chaos every day',
      'how do i make mornings calmer?',
      'Your suggestion is good but too many words, I will forget. Can you make it in three short points?',
    ]).map((r) => r.text);
    const given = [...steps!.matchAll(/\d\. ([^.]+)/g)].map((m) => m[1]);
    expect(given.length).toBeGreaterThan(2);
    expect(three).toMatch(/^In three short points: 1\. .+ 2\. .+ 3\. .+\.$/);
    const points = [...three!.matchAll(/\d\. ([^.]+)/g)].map((m) => m[1]!.split(',')[0]!);
    for (const point of points) expect(given.some((step) => step!.startsWith(point))).toBe(true);
    expect(engine.reply('still too many. which is the ONE thing i do this week').text).toMatch(/^The one thing: /);
    // "asking for one thing that's just mine" asks something of someone else, not the one step again.
    const asking = createCoachEngine('sage', seededRandom(1));
    talk(asking, ['my kids make the mornings chaos every day', 'how do i make mornings calmer?']);
    expect(asking.reply("ok I like the idea of asking for one thing that's just mine, like Sunday mornings").text).not.toMatch(/^The one thing: /);
    // "there's one thing he said I've been wondering about… too much?": a thing told, then a question of its own.
    const told = createCoachEngine('sage', seededRandom(1));
    talk(told, ['my kids make the mornings chaos every day', 'how do i make mornings calmer?']);
    const wondering = "there's one thing my mum said I've been wondering about. is it true kids get spoilt if you help them too much?";
    expect(told.reply(wondering).text).not.toMatch(/^The one thing: /);
    // Nothing numbered given yet: nothing to make short.
    expect(createCoachEngine('sage', seededRandom(1)).reply('can you make it in three short points?').text).not.toMatch(/^In three short points/);
  });

  it('"can you make it shorter so I can send it?" after steps gives them short, each question keeping its own mark', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const [, steps, shorter] = talk(engine, [
      "I got two offers for my old bicycle and I can't choose",
      'What questions should I go through before deciding?',
      'Good list. Can you make it shorter so I can send it to her? She hates long messages',
    ]).map((r) => r.text);
    expect(steps).toMatch(/1\. .+ 2\. .+ 3\. /);
    // The questions were short already: fewer of them, not the same again.
    expect(shorter).toMatch(/^In two short points: 1\. .+\? 2\. .+\?$/);
    expect(shorter).not.toMatch(/\?\.|If one option wins/);
    expect(shorter!.length).toBeLessThan(steps!.length);
    // Words asked for after steps are words, not the steps again.
    const words = createCoachEngine('sage', seededRandom(1));
    talk(words, ["I got two offers for my old bicycle and I can't choose", 'What questions should I go through before deciding?']);
    expect(words.reply('can you give me exact sentence in simple english, i will translate').text).not.toMatch(/^In three short points/);
  });

  it('"too many words… three short points" after words to say gives those words as points, not steps given before them', () => {
    const engine = createCoachEngine('sage', seededRandom(2));
    const [, , , three] = talk(engine, [
      'My daughter Katharina asks if I can take the two children three days every week.',
      'my shoulders are so tight from carrying the little one, can you give me something for that?',
      'How can I say this to Katharina without she feels I do not want to help?',
      'Your suggestion is good but too many words, I will forget. Can you make it in three short points?',
    ]).map((r) => r.text);
    expect(three).toMatch(/^In three short points: 1\. "Katharina, .+" 2\. "I do want to help\. .+" 3\. ".+"$/);
  });

  it('"is that too much?" after words to say is a new question, not a request for them shorter', () => {
    const engine = createCoachEngine('sage', seededRandom(2));
    const [, next] = talk(engine, [
      "my manager keeps piling on last minute tasks, what do i say to her",
      'what if i email the report to the director myself... is that too much?',
    ]);
    expect(next!.text).not.toMatch(/shorter|more casual version/i);
  });

  it('"how often should I do that?" is answered with how much practice, naming the technique given', () => {
    const engine = createCoachEngine('phoenix', seededRandom(1));
    engine.reply('can you give me progressive muscle relaxation');
    const reply = engine.reply('ok. how often in the day should I do something like that?');
    expect(reply.text).toMatch(/a day/);
    expect(reply.text).toMatch(/^For progressive muscle relaxation,/);
  });

  it('a question of fact the coach cannot check is answered honestly, with where to find out', () => {
    const engine = createCoachEngine('phoenix', seededRandom(1));
    engine.reply('I retired in March and I am at a loose end most days');
    const reply = engine.reply("My neighbour mentioned something called a men's shed. Do you know what that is?");
    expect(reply.text).toMatch(/can't look things up/);
    expect(reply.text).toMatch(/\?$/);
  });

  it('"you are AI right?" is a question about the coach', () => {
    const reply = createCoachEngine('harmony', seededRandom(1)).reply('thank you. you are AI right? you are better than my friend lol');
    expect(reply.text).toMatch(/\bAI\b|not a (therapist|person|human)/i);
  });
});

describe('openings and what was said before', () => {
  it('a first message that only introduces the person is welcomed, not said back', () => {
    const reply = createCoachEngine('phoenix', seededRandom(1)).reply('Good afternoon. My daughter set this up on my tablet. Not sure how it works');
    expect(reply.text).toMatch(/welcome|glad you're here|good to meet you|thank you for reaching out/i);
    expect(reply.text).not.toMatch(/you're not sure how it works/);
  });

  it.each([
    "Hi. I'm 45, live in Aarhus. I stopped drinking 3 weeks ago, I didn't like who I was at 10pm",
    'hi, got diagnosed with type 2 diabetes last week, I am 67',
    'Good evening. My daughter Salma is 8 and she still comes to our bed every night',
    'I was passed over for team lead position. They gave it to Marta, she is in company 2 years, I am 7',
    "Good evening. My daughter started university three weeks ago. The house is so quiet I don't know what to do with myself",
  ])('a first message that says what is going on is not asked what brings them: %p', (message) => {
    const reply = createCoachEngine('sage', seededRandom(2)).reply(message);
    expect(reply.text).not.toMatch(/good to meet you|what brings you|what's been (weighing on you|on your mind)/i);
  });

  it.each([
    'hello, sorry my english is not perfect',
    "G'day. My daughter put this app on my phone. Not sure how it works.",
    'hiya, my friend said to try this',
  ])(
    'a first message that only introduces is welcomed: %p',
    (message) => {
      expect(createCoachEngine('sage', seededRandom(2)).reply(message).text).toMatch(/welcome|glad you're here|good to meet you|thank you for reaching out/i);
    },
  );

  it('an event still to come is brought back once while listening', () => {
    const engine = createCoachEngine('harmony', seededRandom(3));
    const replies = talk(engine, [
      'I have a presentation on Tuesday and my voice shakes when I speak in front of people',
      'last semester someone laughed at my accent in class',
      'since then I get so self conscious in front of the class',
      'I practise at home and it is fine there',
    ]);
    const hooked = replies.slice(1).filter((r) => /Tuesday's presentation coming up/.test(r.text));
    expect(hooked).toHaveLength(1);
  });

  it('an event told as past is never spoken of as coming up', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const replies = talk(engine, [
      'hi. i am student from vietnam, i failed the exam last week and i am nervous about telling my parents tomorrow',
      'my parents pay all the tuition, very expensive. they always ask me how is the grade',
      'what should i do?',
    ]);
    expect(replies.filter((r) => /exam last week coming up/.test(r.text))).toHaveLength(0);
  });

  it('the one who died is not asked after as if alive, and is the one missed', () => {
    const engine = createCoachEngine('harmony', seededRandom(1));
    const replies = talk(engine, [
      'My husband Frank passed away last October.',
      'My son David says maybe I should see someone.',
      'Everyone keeps telling me I should be feeling better by now.',
      'I still make two cups of tea in the morning.',
      'My neighbour Joan lost her husband too.',
      'The house is so quiet.',
    ]);
    for (const reply of replies) {
      expect(reply.text).not.toMatch(/talk to Frank about|Frank someone you can talk to|What would you like Frank to understand|miss most about David/);
      expect(reply.text).not.toMatch(/Nice!|Love that|(good|glad) to hear|what worked/i);
    }
  });
});

describe('who was lost', () => {
  it.each([
    [['my cat mochi died on sunday. she was 15, older than my little brother', 'the house feels wrong without her'], /Mochi/, /your (little )?brother/],
    [
      ['I moved to be near my daughter Claire.', "Sold the house after my wife died. Claire is good to me but she's busy."],
      /your wife/,
      /Claire died|about Claire\b/,
    ],
  ])('is the one the death is said of: %p', (messages, named, never) => {
    const engine = createCoachEngine('harmony', seededRandom(2));
    const replies = talk(engine, messages);
    expect(replies.map((r) => r.text).join(' ')).toMatch(named);
    for (const reply of replies) expect(reply.text).not.toMatch(never);
  });

  it('"my late husband Denis" is never asked after as if alive', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    talk(engine, ["I'm going on the parish pilgrimage in May. I've been twice before with my late husband Denis."]);
    expect(engine.snapshot().memory.people).toContainEqual(expect.objectContaining({ name: 'Denis', lost: true }));
  });
});

describe('small turns that ask for something', () => {
  it('"can i ask something kind of personal" is welcomed, not met with a method', () => {
    const reply = createCoachEngine('harmony', seededRandom(1)).reply('can i ask something kind of personal');
    expect(reply.text).toMatch(/ask me anything|go ahead/i);
    expect(reply.text).not.toMatch(/1\. /);
  });

  it('"pomodoro is not for me" after a technique brings a different one', () => {
    const engine = createCoachEngine('zenith', seededRandom(1));
    engine.reply('I keep putting off my thesis, can you give me a technique for getting started?');
    const reply = engine.reply('do you have other technique? pomodoro is not for me I think');
    expect(reply.text).toMatch(/1\. .+\s2\. /s);
    expect(reply.text).not.toMatch(/pomodoro/i);
  });

  it('a question that names its own subject is answered about it, whatever the conversation was about', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    talk(engine, ['I retired in March after 41 years and I am at a loose end', 'my wife still works three days a week']);
    const reply = engine.reply('And for the sleeping, any tips? I am waking up at 3am and then the numbers start going in my head');
    expect(reply.text).toMatch(/\b(sleep|bed|night|awake)\b/i);
    expect(reply.text).not.toMatch(/retir/i);
  });
});

describe('reading what a message is before answering it', () => {
  it('opens a situation with the acknowledgement that fits what was said, once', () => {
    const engine = createCoachEngine('harmony', seededRandom(2));
    const [first, second] = talk(engine, ['i think i got ghosted. we went on 3 dates and now nothing for a week', 'he was so nice on the last date too']);
    expect(first!.text).toMatch(/^Being ghosted hurts/);
    expect(second!.text).not.toMatch(/ghosted|Dating apps|Waiting for a reply/);
  });

  it('a later message gets another of the situation\'s acknowledgements only when it is about what was said, else its own words said back', () => {
    const engine = createCoachEngine('harmony', seededRandom(2));
    const [, nervous, info] = talk(engine, [
      'i had a panic attack on the train this morning, heart pounding',
      'ok. tomorrow is the 7:50 again, honestly I am already a bit nervous now',
      'i take the red line, it is 25 minutes',
    ]);
    expect(nervous!.text).toMatch(/nervous/);
    expect(info!.text).toMatch(/^I hear that you take the red line\./);
    // With nothing to say back, a short acknowledgement.
    const short = createCoachEngine('harmony', seededRandom(2));
    const [, , plain] = talk(short, [
      'i had a panic attack on the train this morning, heart pounding',
      'ok. tomorrow is the 7:50 again, honestly I am already a bit nervous now',
      'red line. 25 minutes',
    ]);
    expect(plain!.text).toMatch(/^(That makes sense|I hear you|Okay, that helps me understand|Thank you, that fills in the picture)\./);
  });

  it.each(COACH_IDS)('"diagnosed 2 years ago" is told, not a question about a diagnosis (%s)', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    const reply = engine.reply('i look after my mum, she has dementia, diagnosed 2 years ago. she lives with me now');
    expect(reply.text).not.toMatch(/can't diagnose/);
  });

  it('"is there any way to get the parcel to him…?" asks for a way to do something for someone, not for a breathing exercise', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    talk(engine, ['a former pupil of mine came into the food bank and left without his parcel', 'I think I embarrassed him by saying his name']);
    const reply = engine.reply('Is there any way to get the parcel to him without embarrassing him further? I don\'t want to overstep.').text;
    expect(reply).not.toMatch(/breath|relaxation|body scan|grounding/i);
    expect(engine.reply('is there anything that helps with the racing heart?').text).toMatch(/breath|1\. /i);
  });

  it('a hello with a worry in it is answered, not welcomed', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    expect(engine.reply("Hi, I have a 5 week old and I'm running on nothing").text).toMatch(/newborn|baby/);
  });

  it('"stupid but relieved" is not celebrated', () => {
    const engine = createCoachEngine('zenith', seededRandom(1));
    talk(engine, ['my friend jess didnt add me to her birthday group chat', 'ok i sent something like that. shes typing...']);
    const reply = engine.reply("she said she thought she'd added me and it was a mistake omg. ok. i feel a bit stupid but relieved");
    expect(reply.text).not.toMatch(/Love that|celebrat|that energy/);
  });

  it('thanks followed by more to tell is not a goodbye', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my grandad died on tuesday');
    const reply = engine.reply('thanks. he was 88, it wasnt a surprise, he had been sick a long time. my cousin is organizing the funeral on friday');
    expect(reply.text).not.toMatch(/come back|whenever you want to talk again|glad some of this was useful/);
  });
});

describe('what reviewers flagged on the sealed set of this round', () => {
  it('"I need to vent, no tips yet" is heard, and nothing is advised unasked for the next messages', () => {
    const engine = createCoachEngine('zenith', seededRandom(1));
    const [vent, next, body] = talk(engine, [
      'ok i need to vent pls dont give me a list of tips yet',
      'my boss took credit for my work again today in front of everyone',
      'and my jaw is so tight from clenching',
    ]);
    expect(vent!.text).toMatch(/listen/);
    expect(vent!.text).not.toMatch(/dont give you/);
    for (const reply of [next!, body!]) expect(reply.text).not.toMatch(/1\. |"[A-Z]/);
  });

  it("a wife's choir is not said back as the person's week", () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply("i'm 68 and retired in march, feel a bit useless");
    const reply = engine.reply('My wife Margaret has her book club Tuesdays and the choir on Thursdays, she is out a lot');
    expect(reply.text).not.toMatch(/your week has/);
  });

  it('wishes good luck with an event once in a chat', () => {
    const engine = createCoachEngine('harmony', seededRandom(2));
    const replies = talk(engine, [
      'my observation is on monday and the deadline for grades too',
      'thanks that helps',
      'thanks again, really',
    ]);
    expect(replies.filter((r) => /Good luck with Monday's/.test(r.text)).length).toBeLessThanOrEqual(1);
  });

  it('two sentences run together are not said back as one', () => {
    const engine = createCoachEngine('phoenix', seededRandom(1));
    engine.reply('my best friend forgot my birthday dinner');
    expect(engine.reply("i'm 29 i know its a small thing").text).not.toMatch(/you're 29 you know/);
  });
});

describe('first messages about the chat itself', () => {
  it.each(COACH_IDS)('"is this like a real person or AI" is answered as a question about the coach (%s)', (coach) => {
    const reply = createCoachEngine(coach, seededRandom(1)).reply('hiii. is this like a real person or AI');
    expect(reply.text).toMatch(/\bAI\b/);
    expect(reply.text).not.toMatch(/1\. /);
  });

  it('"do I just type?" is told how the chat works', () => {
    const reply = createCoachEngine('zenith', seededRandom(1)).reply("Hello. My daughter set this app up for me. I'm not sure how it works, do I just type?");
    expect(reply.text).toMatch(/^Yes, just type/);
  });

  it('"can i ask advice about a friend" is asked what is happening, not given advice on a guess', () => {
    const reply = createCoachEngine('harmony', seededRandom(1)).reply('hello po. can i ask advice about a friend');
    expect(reply.text).toMatch(/\?$/);
    expect(reply.text).not.toMatch(/"|1\. /);
  });

  it('"do you ever get tired of people like me" is still not small talk about the coach', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('i always feel like a burden to my friends');
    expect(engine.reply('do you ever get tired of people like me').text).not.toMatch(/favourite foods/);
  });
});

describe('a technique said not to work in the same message', () => {
  it.each(COACH_IDS)('is not the one given (%s)', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(1));
    engine.reply('i get panic on the train, my chest gets tight');
    const reply = engine.reply(
      'can you give me something to do in the moment when my chest gets tight? ' +
        'I tried 4-7-8 breathing from youtube but holding the breath makes me more panicky',
    );
    expect(reply.text).not.toMatch(/4-7-8|hold your breath/i);
  });
});

describe('what reviewers flagged on the second sealed set of this round', () => {
  it('"nobody hurt" is not a hurt feeling', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('i am scared of driving on the highway');
    const reply = engine.reply('8 months ago a taxi went into the back of me, not a big accident, nobody hurt');
    expect(reply.text).not.toMatch(/feeling hurt/);
  });

  it('"wish me luck" in the middle of an exercise says goodbye instead of the next step', () => {
    const engine = createCoachEngine('zenith', seededRandom(1));
    talk(engine, ['i want to get fit', 'can you help me set a goal', 'i want to run 5k']);
    const bye = engine.reply('ok sige. thanks!! wish me luck');
    expect(bye.text).toMatch(/Good luck/);
    expect(bye.text).not.toMatch(/\?$/);
  });

  it('"it was nice to talk" in the middle of an exercise says goodbye instead of the next step', () => {
    const engine = createCoachEngine('zenith', seededRandom(1));
    talk(engine, ['i want to get fit', 'can you help me set a goal', 'i want to run 5k']);
    const bye = engine.reply('Good, I write it now. Thank you, it was nice to talk in English again, I will tell Zuzia.');
    expect(bye.text).not.toMatch(/Measurable|Achievable|\?$/);
  });

  it('a question in the middle of an exercise is never quoted back as an answer', () => {
    const engine = createCoachEngine('zenith', seededRandom(1));
    const replies = talk(engine, [
      'can you help me set a goal',
      'wait how many hours a day is realistic tho',
      'study 2 hours a day',
      'a tick in my planner',
      'yes 8',
      'it gets me into uni',
      'by june',
    ]);
    for (const reply of replies) expect(reply.text).not.toMatch(/how many hours a day is realistic/);
  });

  it("the parents' church on Sunday is not said back as the person's week", () => {
    const engine = createCoachEngine('phoenix', seededRandom(1));
    engine.reply('im bi and i want to tell my sister first');
    expect(engine.reply('my parents are pretty religious (korean church every sunday lol)').text).not.toMatch(/your week has/);
  });
});

describe('games that are sport, not screens', () => {
  it.each([
    ['I run the bowling club fixtures and someone else was given the list', 'Is it foolish to feel put out over a list of games?'],
    ['my daughter plays netball on saturdays', 'she lost three games in a row and now she wants to quit, should i let her?'],
  ])('%p then %p gets no answer about gaming', (first, second) => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply(first);
    expect(engine.reply(second).text).not.toMatch(/Games are built|controller|matches or how long/);
  });
});

describe('a question about something else than the situation in play', () => {
  const sleep = () => situationById('racing-mind-at-night')!;
  it.each([
    "is it bad that im annoyed at my nan?? like i love her but its kind of her fault",
    "why does the dough rise in the jar but the loaf doesn't?",
  ])('%p shares no word with sleepless nights', (question) => {
    expect(asksAboutSomethingElse(sleep(), question)).toBe(true);
  });

  it.each(['is it bad that i lie awake thinking at night?', 'is that normal?', 'why does my mind race when i lie down'])(
    '%p is about them, or too short to say',
    (question) => {
      expect(asksAboutSomethingElse(sleep(), question)).toBe(false);
    },
  );

  it('gets no answer written for the situation', () => {
    const engine = createCoachEngine('sage', seededRandom(5));
    engine.reply('i cant sleep since my nan moved in, my mind races all night');
    const reply = engine.reply('is it bad that im annoyed at my nan?? like i love her but its kind of her fault').text;
    expect(reply).not.toMatch(/lying awake|busy mind|at night/i);
  });
});

describe('words too common to hint at a situation', () => {
  it('hints at none of the situations they used to with everyday words, and still at low mood when feeling down', () => {
    const everyday = situationScores(
      [
        'it was over by ten, we talked in the room till late on monday',
        'about a new idea for the club group, three hours, months of message threads',
      ].join(' '),
    );
    for (const id of ['breakup', 'making-friends', 'workload-boss', 'burnout', 'coworker-conflict', 'presentation-speaking', 'homesick-new-place']) {
      expect(everyday.get(id) ?? 0).toBe(0);
    }
    expect(situationScores('i have been feeling down for weeks').get('low-mood') ?? 0).toBeGreaterThan(0);
    expect(situationScores('sit down, calm down, cut down').get('low-mood') ?? 0).toBe(0);
  });
});

describe('a gathering met as one to be nervous at only when the person says so', () => {
  it('gives no opening lines for advice asked about a car lent for a wedding, and gives them for nerves at one', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const lent = engine.reply(
      "Good evening. Please I need advice. My friend Kojo borrowed my car on Saturday for his cousin's wedding in Kasoa and brought it back Sunday night.",
    );
    expect(engine.snapshot().situation).toBeNull();
    expect(lent.text).not.toMatch(/opener|how do you know the host/i);
    const nervous = createCoachEngine('sage', seededRandom(1)).reply("my cousin's wedding is saturday and i'm so nervous. any advice?");
    expect(nervous.text).toMatch(/questions you can ask|how do you know|opener/i);
  });
});

describe('the general way through a problem', () => {
  it('says what it is for in the question\'s own words', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my aunties keep asking when i will get married');
    expect(engine.reply('how do i get them off my back').text).toMatch(/^Let's work out how to get them off your back, one small step at a time\./);
  });
});

describe('the general shape of a plan', () => {
  it('says what the plan is for in the person\'s words', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('i am late to everything and my friends make jokes about it');
    const reply = engine.reply("Mornings are the worst. Can you help me plan a morning that actually gets me out the door by 7:30?").text;
    expect(reply).toMatch(/^Let's plan a morning that actually gets you out the door by 7:30\./);
  });
});


describe('everyday situations with their own answers', () => {
  it.each([
    ['I have a job interview on Thursday at 10 and I am very much nervous about it', 'job-interview'],
    ['failed my driving test third time yesterday, always the roundabouts', 'driving-test'],
    ['mate owes me 400 quid, lent it him in feb for his MOT', 'money-owed'],
    ['my flatmate never pays his share of the bills and they are all in my name', 'flatmate-conflict'],
    ['the dog next door barks from 10am until 2 and I work nights', 'neighbour-dispute'],
    ['my landlord is keeping £400 of my deposit for a stain that was already there', 'tenant-landlord'],
    ['I rent a room in a flat. Since October there is black mould on the wall next to my bed', 'tenant-landlord'],
    ["my stepdaughter is 11 and acts like I'm not there", 'step-family'],
    ["my colleague keeps asking me to swap shifts and I can't say no", 'saying-no'],
    ['I am nurse on night shift. Her name is Jackie and she always ask me to swap the shift with her, and I always say yes', 'saying-no'],
    ['coach dropped me to the bench for the final and put a year 10 girl in my position', 'sports-team'],
  ])('%p is in %p', (message, id) => {
    expect(situationOf(message)).toBe(id);
  });

  it('takes "what should i do saturday" as a request for ideas, not a choice to weigh', () => {
    expect(askTypeOf('what should i do saturday his mum is at work just me and him all day')).toBe('howto');
    expect(askTypeOf('should i go to the party or not')).toBe('should');
    expect(askTypeOf('ok i send it he reply will send someone friday what i must do if friday nobody comes')).toBe('whatif');
  });

  it.each(COACH_IDS)('%s: answers their questions of fact plainly, and says who can confirm where it depends on the country', (coachId) => {
    const ask = (told: string, question: string) => {
      const engine = createCoachEngine(coachId, seededRandom(5));
      engine.reply(told);
      const reply = engine.reply(question).text;
      expectWellFormed(reply);
      return reply;
    };
    expect(ask('I have a job interview on Thursday at 10', 'How long does a reference check usually take?')).toMatch(/few days to about two weeks/);
    expect(ask('my landlord is keeping £400 of my £950 deposit for a stain', 'How long is he allowed to keep the deposit? Is there some rule?')).toMatch(
      /10 days/,
    );
    expect(ask('since october there is black mould on the wall next to my bed', 'Is it my responsibility or his?')).toMatch(/landlord is usually responsible/);
    const hedge = "my neighbour Colin's leylandii hedge is over four metres and shades my greenhouse";
    expect(ask(hedge, 'Is there actually a legal limit on hedge height?')).toMatch(/high hedges/);
    expect(ask('I have a job interview on Thursday', 'What do I say when they ask about my biggest weakness?')).toMatch(/weakness/);
  });
});
