/**
 * Questions said of him or her once the person has told who it is ("my son told me he's gay": "how did he seem afterwards?"),
 * never of someone who could be either; a partner's snoring, someone close coming out, time off work that is booked and then
 * asked back, and being asked when the baby is coming are situations of their own; a missing cat told by her name is still
 * a missing pet; something named as not working ("earplugs dont work") gets what helps with that very thing; the days
 * before a funeral and the things people say after a death are answered in a loss; leave "booked it off months ago" is no
 * good news; a burglary that keeps one awake is the burglary, not a racing mind; a Black Friday spree is money stress; a
 * dad's secret family is a family secret, where telling mum is weighed for a secret; an anniversary forgotten and the kids
 * off school while working from home are met as what they are; a first therapy appointment gets its own answers, never
 * what an employer needs to know; a colleague named is asked after by name, with the words for the case told.
 */
import { COACH_IDS } from '@contracts/coaches';
import { emptyMemory, type Memory } from '../../../frontend/src/features/ai-coaching/engine/memory';
import { askedForms, forOne, theirPronoun } from '../../../frontend/src/features/ai-coaching/engine/their-pronoun';
import { after, leadingOf } from './engine-helpers';

function memoryWith(people: Memory['people'], pets: Memory['pets'] = []): Memory {
  return { ...emptyMemory(), people, pets };
}

describe('a question said of one he or she', () => {
  it.each([
    ['How old are they, and when did you first notice the change?', 'he', 'How old is he, and when did you first notice the change?'],
    [
      'How long ago did they die, and what have the days since been like for you?',
      'she',
      'How long ago did she die, and what have the days since been like for you?',
    ],
    [
      'How do they usually react when you try to talk about it: do they open up, go quiet, or get annoyed?',
      'she',
      'How does she usually react when you try to talk about it: does she open up, go quiet, or get annoyed?',
    ],
    [
      'Is there anything about how they are right now that really frightens you, like saying they don\'t want to be here?',
      'he',
      'Is there anything about how he is right now that really frightens you, like saying he doesn\'t want to be here?',
    ],
    ['Have they been in touch since it happened?', 'he', 'Has he been in touch since it happened?'],
    ['Was their death sudden, or had they been ill for a while?', 'she', 'Was her death sudden, or had she been ill for a while?'],
    ['How are they in themselves at the moment?', 'he', 'How is he in himself at the moment?'],
  ] as const)('%p of %p is %p', (question, pronoun, said) => {
    expect(forOne(question, pronoun)).toBe(said);
  });

  it.each([
    'What brought them back home, and how long do you think they expect to stay?',
    'Who do you compare yourself to, and how much do you really know about how they feel inside?',
    'What has your partner said about why they need to do it now?',
  ])('%p is left as it is: a verb after "they" whose form for one is not sure', (question) => {
    expect(forOne(question, 'she')).toBe(question);
  });

  it('every form a question may have been asked in is known, so it is never asked twice', () => {
    expect(askedForms('Have you talked to them about it, and how did they take it?')).toEqual([
      'Have you talked to them about it, and how did they take it?',
      'Have you talked to him about it, and how did he take it?',
      'Have you talked to her about it, and how did she take it?',
    ]);
  });
});

describe('who "they" is', () => {
  it.each([
    ['the mum who died, in grief', memoryWith([{ name: null, role: 'mum', lost: true }]), 'grief-person', '', 'she'],
    ['a son, when he came out', memoryWith([{ name: null, role: 'son' }]), 'child-came-out', '', 'he'],
    ['a partner spoken of as "him"', memoryWith([{ name: null, role: 'partner' }]), 'partner-snoring', 'how do i tell him', 'he'],
    ['a cat told of as "she"', memoryWith([], [{ name: 'Luna', species: 'cat', pronoun: 'she' }]), 'pet-missing', '', 'she'],
  ] as const)('%s', (_, memory, situation, recent, pronoun) => {
    expect(theirPronoun(memory, situation, recent)).toBe(pronoun);
  });

  it.each([
    ['a friend, who could be either', memoryWith([{ name: null, role: 'friend' }]), 'friend-hurt', ''],
    ['a husband and a mum both told of', memoryWith([{ name: null, role: 'husband' }, { name: null, role: 'mum' }]), 'breakup', ''],
    ['a sister, when "he" is spoken of too', memoryWith([{ name: null, role: 'sister' }]), 'money-owed', 'he says she never pays'],
    ['a situation whose "they" is many', memoryWith([{ name: null, role: 'son' }]), 'step-family', ''],
    ['a neighbour nobody has said "he" or "she" of', memoryWith([{ name: null, role: 'neighbour' }]), 'neighbour-dispute', ''],
  ] as const)('nobody: %s', (_, memory, situation, recent) => {
    expect(theirPronoun(memory, situation, recent)).toBeNull();
  });

  it.each(COACH_IDS)('%s: a son who came out is "he" in the question', (coachId) => {
    const { situation, reply } = after(coachId, ["my son told me last night that he's gay"]);
    expect(situation).toBe('child-came-out');
    expect(reply).toMatch(/how did he seem afterwards\?$/);
  });

  it.each(COACH_IDS)('%s: a daughter who stays in her room is "she"', (coachId) => {
    const { reply } = after(coachId, ['my daughter has stopped talking to us, she stays in her room all day']);
    expect(reply).toMatch(/How old is she, and when did you first notice the change\?$/);
  });

  it.each(COACH_IDS)('%s: a partner spoken of as "him" is "he"', (coachId) => {
    const { reply } = after(coachId, [
      'my partner snores so loud i havent slept properly',
      'earplugs dont work',
      'should i sleep in the spare room or is that bad for us?',
      'how do i tell him without hurting his feelings',
    ]);
    expect(reply).toMatch(/your snoring has kept me awake/);
    expect(reply).toMatch(/Have you talked to him about it, and how did he take it\?$/);
  });

  it.each(COACH_IDS)('%s: a missing cat told by her name is a missing pet, and "she"', (coachId) => {
    const { situation, reply } = after(coachId, ['our cat luna has been missing since tuesday, she never stays out']);
    expect(situation).toBe('pet-missing');
    expect(reply).toMatch(/Where was she last seen, and which places nearby have you checked so far\?$/);
  });
});

describe('a question asked with a name', () => {
  it.each(COACH_IDS)('%s: a colleague named Sarah is asked after by name', (coachId) => {
    const { reply } = after(coachId, ['my colleague sarah keeps taking credit for my work']);
    expect(reply).toMatch(/Have you said anything to Sarah directly yet, and how did they react\?$/);
  });

  it.each(COACH_IDS)("%s: words asked for Sarah's credit-taking are the words for credit, not for being interrupted", (coachId) => {
    const { reply } = after(coachId, ['my colleague sarah keeps taking credit for my work', 'what do i say to her?']);
    expect(reply).toMatch(/"In the meeting, that idea was presented as yours, but I did the work on it\./);
    expect(reply).not.toMatch(/cut off in meetings/);
  });

  it('a name stands for "them" only where exactly one was named, and every form it was asked in is known', () => {
    const question = 'Have you spoken to them about it yet, and if so, how did they react?';
    expect(askedForms(question, ['sarah'])).toContain('Have you spoken to Sarah about it yet, and if so, how did she react?');
    expect(askedForms(question, ['sarah'])).toContain('Have you spoken to Sarah about it yet, and if so, how did they react?');
  });
});

describe('the situation of a message close to home', () => {
  it.each([
    ['my partner snores so loud i havent slept properly in weeks', 'partner-snoring'],
    ['my husband snores like a train', 'partner-snoring'],
    ['i snore and my wife is fed up', 'partner-snoring'],
    ['my best friend just came out to me as trans', 'someone-came-out'],
    ['my brother came out as gay last week', 'someone-came-out'],
    ["my sister told me she's gay", 'someone-came-out'],
    ['my cousin came out as bi and my family are being awful about it', 'someone-came-out'],
    ['my boss wants me to work christmas day and i booked it off months ago', 'time-off-at-work'],
    ['my manager cancelled my leave the week before my holiday', 'time-off-at-work'],
    ['i feel guilty taking time off when the team is so busy', 'time-off-at-work'],
    ['my mum keeps asking when im going to have a baby', 'asked-about-children'],
    ['my mother in law keeps dropping hints about grandkids', 'asked-about-children'],
    ["we've been trying for a baby for two years", 'fertility-struggles'],
    ['my dog ran off and hasnt come back', 'pet-missing'],
    ['my dad has a whole other family he kept secret for 20 years', 'family-secret'],
    ['i did a dna test and found out i have a half sister', 'family-secret'],
    ['my dad is not my biological father', 'family-secret'],
    ['my husband forgot our anniversary again', 'partner-arguments'],
    ['the kids are off school for two weeks and i work from home, im losing it', 'parenting-stress'],
    ["i want to learn spanish next year, we're going to madrid in may", 'learning-new-skill'],
    ['i keep trying to teach myself guitar but never stick at it', 'learning-new-skill'],
    ['i feel like a burden to everyone', 'feeling-a-burden'],
    ['i dont want to bother my friends with my problems', 'feeling-a-burden'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each([
    // One's own coming out, a parent home from hospital, a child's coming out, a booking for revision and envy while trying.
    ['i came out as gay to my best friend', 'coming-out'],
    ['my husband had an affair', 'partner-cheated'],
    ["i'm revising for my french exam", 'exam-revision'],
    ['i need to practise my presentation', 'presentation-speaking'],
    ['my son came out to me', 'child-came-out'],
    ['i booked off a week to revise for my exams', 'exam-revision'],
    ['bestie is pregnant and weve been trying for a baby for 2 years, im happy for her but the jealousy is eating me up', 'jealous-of-friend'],
  ])('%p still leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each([['my dad came out of hospital yesterday'], ['my friend has come out of hospital']])('%p is nobody coming out', (message) => {
    expect(leadingOf(message)).not.toBe('someone-came-out');
  });

  it.each([
    ["my son is learning to play guitar and he's so loud"],
    ['I was adopted as a baby and my daughter gave me a DNA test kit. I can not decide if I send it or not.'],
  ])("%p is neither one's own learning nor a secret come out", (message) => {
    expect(leadingOf(message)).not.toBe('learning-new-skill');
    expect(leadingOf(message)).not.toBe('family-secret');
  });
});

describe('a goodbye said, and one spoken of', () => {
  it.each([
    ["i have to go to my dad's funeral on friday"],
    ['i need to go back to work on monday and im dreading it'],
    ["i havent had a good night's sleep in weeks"],
    ['i want to say goodbye properly'],
    ["we're having a goodbye party on saturday"],
    ['i dont know how to say goodbye'],
  ])('%p is no goodbye to the coach', (message) => {
    for (const coachId of COACH_IDS) {
      const { reply } = after(coachId, ["i've been feeling really low", message]);
      expect(reply).not.toMatch(/Thank you for talking it through with me|I'm here whenever you want to talk again|I'd love to hear (?:how it goes|about it)/);
    }
  });

  it.each([['ok i need to go, my bus is here'], ['i have to go now, thanks'], ['sorry i have to go'], ['have a good night']])(
    '%p still says goodbye',
    (message) => {
      const { reply } = after('sage', ["i've been feeling really low", message]);
      expect(reply).toMatch(/(?:come back|whenever you|Go gently)/);
    },
  );
});

describe('talks close to home', () => {
  it.each(COACH_IDS)('%s: earplugs that do not work get what makes them work, and sleeping apart is weighed', (coachId) => {
    const SNORING = ['my partner snores so loud i havent slept properly in weeks'];
    const earplugs = after(coachId, [...SNORING, 'earplugs dont work']).reply;
    expect(earplugs).toMatch(/^Foam earplugs work far better when rolled thin/);
    expect(earplugs).not.toMatch(/What have you tried so far.*earplugs/);
    const apart = after(coachId, [...SNORING, 'earplugs dont work', 'should i sleep in the spare room or is that bad for us?']).reply;
    expect(apart).toMatch(/^Sleeping in separate rooms for sleep is far more common than people admit/);
  });

  it.each(COACH_IDS)('%s: a friend who came out gets words, and what to do with the wrong name', (coachId) => {
    const TOLD = ['my best friend just came out to me as trans'];
    const ACKS = /^(?:When someone tells you who they are|Being told something this personal|Someone choosing to come out to you)/;
    expect(after(coachId, TOLD).reply).toMatch(ACKS);
    const scared = after(coachId, [...TOLD, 'i want to be supportive but im scared of saying the wrong thing']).reply;
    expect(scared).toMatch(/^You do not need perfect words to be a good support/);
    const words = after(coachId, [...TOLD, 'i want to be supportive but im scared of saying the wrong thing', 'what should i say?']).reply;
    expect(words).toMatch(/"Thank you for telling me\. I know that took a lot/);
    const SCARED = [...TOLD, 'i want to be supportive but im scared of saying the wrong thing'];
    const name = after(coachId, [...SCARED, 'what should i say?', 'what if i use the wrong name by accident']);
    expect(name.reply).toMatch(/^If you use the old name or the wrong pronoun, correct yourself and carry on/);
  });

  it.each(COACH_IDS)('%s: leave booked and asked back: no good news, words for a new starter, and what if it is still no', (coachId) => {
    const BOOKED = ['my boss wants me to work christmas day and i booked it off months ago'];
    const first = after(coachId, BOOKED);
    expect(first.situation).toBe('time-off-at-work');
    expect(first.reply).not.toMatch(/good news/i);
    expect(first.reply).toMatch(/When did you book it, and was it approved in writing\?$/);
    const NEW = [...BOOKED, 'i feel like i cant say no, im new'];
    expect(after(coachId, NEW).reply).toMatch(/^Being new makes saying no feel much riskier/);
    expect(after(coachId, [...NEW, 'what do i say to her?']).reply).toMatch(/"I'm keeping the 25th as booked/);
    expect(after(coachId, [...NEW, 'what do i say to her?', 'what if she says no anyway?']).reply).toMatch(/^If leave for something important is refused/);
  });

  it.each(COACH_IDS)('%s: a mum who keeps asking about a baby: not sure yet, how to stop it, and Christmas dinner', (coachId) => {
    const ASKED = ['my mum keeps asking when im going to have a baby'];
    expect(after(coachId, ASKED).situation).toBe('asked-about-children');
    const unsure = [...ASKED, "we're not even sure we want kids"];
    expect(after(coachId, unsure).reply).toMatch(/^When you are not sure yourselves, questions from others can feel like pressure/);
    const stop = after(coachId, [...unsure, 'how do i get her to stop asking']).reply;
    expect(stop).toMatch(/Have one short, friendly line ready/);
    const dinner = after(coachId, [...unsure, 'how do i get her to stop asking', "it's going to come up at christmas dinner"]).reply;
    expect(dinner).toMatch(/^For a family gathering, prepare three things/);
  });

  it.each(COACH_IDS)('%s: after a mum died, the funeral on Friday and "a better place" are answered', (coachId) => {
    const LOSS = ['my mum died three weeks ago', 'i just feel numb'];
    expect(after(coachId, [...LOSS, 'the funeral is on friday']).reply).toMatch(/^The days before a funeral are often a strange mix of busy and numb/);
    const said = after(coachId, [...LOSS, 'the funeral is on friday', "everyone keeps telling me she's in a better place"]).reply;
    expect(said).toMatch(/^People often say things like "at least they're not suffering"/);
  });

  it.each(COACH_IDS)('%s: a burglary that keeps one awake is the burglary, and a camera is answered', (coachId) => {
    const BURGLED = ['we got burgled last week and now i cant sleep'];
    expect(after(coachId, BURGLED).situation).toBe('shaken-after-scare');
    const camera = after(coachId, [...BURGLED, 'every noise wakes me up', 'should we get a camera?']).reply;
    expect(camera).toMatch(/^Yes, if it would help you feel safer at home, a camera or video doorbell is a sensible step/);
  });

  it.each(COACH_IDS)('%s: a Black Friday spree is money stress, with what to send back and whether it can go back', (coachId) => {
    const SPREE = ['i spent way too much on black friday and now im panicking about money'];
    expect(after(coachId, SPREE).situation).toBe('money-stress');
    expect(after(coachId, [...SPREE, 'like 600 quid on stuff i dont need']).reply).toMatch(/^A spree like that is very common in the sales/);
    const back = after(coachId, [...SPREE, 'like 600 quid on stuff i dont need', 'can i return it?']).reply;
    expect(back).toMatch(/^Very often, yes\. In the UK and the EU you can usually return things bought online within 14 days/);
  });

  it.each(COACH_IDS)("%s: a dad's secret family: whether to tell mum is weighed for a secret, and words for him", (coachId) => {
    const SECRET = ['my dad has a whole other family he kept secret for 20 years', 'i found out last week from a facebook message'];
    expect(after(coachId, SECRET.slice(0, 1)).reply).toMatch(/^(?:Finding out something like this|A secret kept for years|Learning the truth)/);
    const tell = after(coachId, [...SECRET, 'should i tell my mum?']).reply;
    expect(tell).toMatch(/^Whether to tell someone else is one of the hardest parts, because you did not choose to know/);
    expect(tell).not.toMatch(/lean towards telling/);
    // The words just given were for him: pointed back to.
    const words = after(coachId, [...SECRET, 'should i tell my mum?', 'what do i even say to him']).reply;
    expect(words).toMatch(/^The words I gave just now are a good place to start: "I think Mum deserves to hear this from you/);
    expect(after(coachId, [...SECRET, 'what do i even say to him']).reply).toMatch(/"I found out about this and I'm still taking it in/);
  });

  it.each(COACH_IDS)('%s: an anniversary forgotten and the kids off school are met as what they are', (coachId) => {
    const forgot = after(coachId, ['my husband forgot our anniversary again']).reply;
    expect(forgot).toMatch(/^Being forgotten on an anniversary or a birthday can hurt more than a row/);
    const again = after(coachId, ['my husband forgot our anniversary again', "it's the third year in a row"]).reply;
    expect(again).toMatch(/^Being forgotten on a day that matters hurts/);
    const KIDS = ['the kids are off school for two weeks and i work from home, im losing it'];
    expect(after(coachId, KIDS).reply).toMatch(/^Working from home with the kids at home all day is a juggle nobody can do well/);
    expect(after(coachId, [...KIDS, 'i have back to back calls tomorrow']).reply).toMatch(/^Working from home with the kids off is one of the hardest juggles/);
  });

  it.each(COACH_IDS)('%s: a first therapy appointment: what to say, crying the whole time, and not telling everything', (coachId) => {
    const FIRST = ["i've got my first therapy appointment on thursday"];
    expect(after(coachId, FIRST).reply).not.toMatch(/Is this your first/);
    const SAY = [...FIRST, 'i dont even know what to say when i get there'];
    expect(after(coachId, SAY).reply).toMatch(/^You do not need a polished answer; a rough one is enough/);
    const CRY = [...SAY, 'what if i just cry the whole time?'];
    expect(after(coachId, CRY).reply).toMatch(/^Crying in therapy is very common, and therapists are completely used to it/);
    const all = after(coachId, [...CRY, 'do i have to tell her everything?']).reply;
    expect(all).toMatch(/^No, you do not have to tell your therapist everything, and certainly not all at once/);
    expect(all).not.toMatch(/workplaces|employer|\bHR\b/);
  });

  it.each(COACH_IDS)('%s: a new job on Monday is never asked what has been confusing so far, and names are answered', (coachId) => {
    const MONDAY = ['i start a new job on monday and im terrified'];
    expect(after(coachId, MONDAY).reply).not.toMatch(/so far/);
    const names = after(coachId, [...MONDAY, 'what should i wear?', 'what if i cant remember everyones names']).reply;
    expect(names).toMatch(/^Nobody expects you to remember every name in your first weeks/);
  });

  it.each(COACH_IDS)('%s: a mum with dementia who did not know her child: that hurt answered', (coachId) => {
    const { reply } = after(coachId, ['my mum has dementia and didnt recognise me today', 'it broke my heart']);
    expect(reply).toMatch(/^It is very painful when a parent does not recognise you/);
  });

  it.each(COACH_IDS)('%s: drinking every night since a breakup, and cutting down without feeling worse', (coachId) => {
    const DRINKING = ["i've been drinking every night since the breakup"];
    expect(after(coachId, DRINKING).reply).toMatch(/^Drinking more to get through something painful, like a breakup, a divorce or a loss/);
    const worse = after(coachId, [...DRINKING, 'like a bottle of wine most nights', 'how do i cut down without feeling worse?']).reply;
    expect(worse).toMatch(/^Cutting down is easier when something else does the job the drink was doing/);
    expect(worse).toMatch(/talk to a GP before stopping suddenly/);
  });

  it.each(COACH_IDS)('%s: lonely at uni where everyone already has their friend groups', (coachId) => {
    const { reply } = after(coachId, ['i feel so lonely since i moved here for uni', 'everyone already has their friend groups']);
    expect(reply).toMatch(/^At university it can look as if everyone found their friends in the first week/);
  });

  it.each(COACH_IDS)('%s: Spanish for a trip in May: an app given up on, how much a day, and the fear of speaking', (coachId) => {
    const SPANISH = ["i want to learn spanish next year, we're going to madrid in may", 'i tried duolingo before but stopped after 2 weeks'];
    expect(after(coachId, SPANISH).reply).toMatch(/^Lots of people stop an app after a couple of weeks/);
    const much = after(coachId, [...SPANISH, 'how much should i do a day?']).reply;
    expect(much).toMatch(/^Little and often works best: 15 to 20 minutes a day/);
    const speak = after(coachId, [...SPANISH, 'how much should i do a day?', "ok what about speaking, i'm scared to actually talk"]).reply;
    expect(speak).toMatch(/^Nearly everyone is scared to speak at first/);
  });

  it.each(COACH_IDS)("%s: a sister's wedding speech: met as a wedding, how long, and help to start it", (coachId) => {
    const SPEECH = ['my sister is getting married in june and i have to give a speech'];
    expect(after(coachId, SPEECH).reply).toMatch(/^Being asked to speak at a wedding is an honour and a worry at once/);
    const LONG = [...SPEECH, 'i hate public speaking', 'how long should it be?'];
    expect(after(coachId, LONG).reply).toMatch(/^Most people speak around 120 to 150 words a minute/);
    expect(after(coachId, [...LONG, 'can you help me start it?']).reply).toMatch(/^A blank page is hard, so start with a simple shape/);
  });

  it.each(COACH_IDS)('%s: 2000 words of 10000 with three weeks left gets the sums, and "how do i catch up?" is pointed back', (coachId) => {
    const BEHIND = ['im so behind on my dissertation, its due in 3 weeks', "i've written like 2000 words out of 10000"];
    expect(after(coachId, BEHIND).reply).toMatch(/^Catching up is a matter of numbers, not willpower/);
    expect(after(coachId, [...BEHIND, 'how do i catch up?']).reply).toMatch(/catching up is a matter of numbers/);
  });

  it.each(COACH_IDS)('%s: a flatmate asked twice about the dishes: from asking to agreeing', (coachId) => {
    const { reply } = after(coachId, [
      'my flatmate never cleans up after himself',
      'his dishes have been in the sink for a week',
      'ive asked him twice already',
    ]);
    expect(reply).toMatch(/^When you have asked and nothing has changed, move from asking to agreeing something specific/);
  });

  it.each(COACH_IDS)('%s: feeling a burden: met once, not twice, friends with their own stuff, and words to reach out', (coachId) => {
    const BURDEN = ['i feel like a burden to everyone'];
    const first = after(coachId, BURDEN).reply;
    expect(first).toMatch(/^Feeling like a burden is painful, and it often comes with feeling low/);
    expect(first).not.toMatch(/painful place to be/);
    const OWN = [...BURDEN, 'my friends have their own stuff going on'];
    expect(after(coachId, OWN).reply).toMatch(/^Friends having their own troubles does not mean there is no room for yours/);
    const say = after(coachId, [...OWN, 'i dont want to bother them', 'what would i even say?']).reply;
    expect(say).toMatch(/"I've been having a rough time lately and I've been keeping it to myself\./);
  });

  it.each(COACH_IDS)('%s: how long the piano takes to learn as an adult has an answer now', (coachId) => {
    const { reply } = after(coachId, ['I want to learn piano', 'how long does it take to learn the piano as an adult?']);
    expect(reply).toMatch(/^It depends on your goal and how often you practise, but as a rough guide/);
  });

  it.each(COACH_IDS)('%s: a cat put to sleep tomorrow: saying goodbye, and "should i stay in the room?" pointed to that part', (coachId) => {
    const SLEEP = ['my cat is being put to sleep tomorrow', 'i dont know how to say goodbye'];
    expect(after(coachId, SLEEP).reply).toMatch(/^Many people find it helps to plan the last day around what your pet loves/);
    const room = after(coachId, [...SLEEP, 'should i stay in the room?']).reply;
    expect(room).toMatch(/^That's what I was getting at just now: decide whether you want to be in the room/);
  });

  it.each(COACH_IDS)('%s: the situation question is never asked again in another form', (coachId) => {
    const { reply } = after(coachId, [
      "my son told me last night that he's gay",
      'i said i love him but i was shocked',
      'i just want to get it right',
      'my wife is fine with it',
    ]);
    expect(reply).not.toMatch(/how did (?:he|they) seem afterwards\?/);
  });
});
