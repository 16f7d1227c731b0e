/**
 * The holidays and the hardest news: a family Christmas that ends in rows is family conflict, with words for the peacemaker
 * and the situation's own view on not going; a first Christmas without a dad who died is grief, with its own answer on doing
 * the day differently; Christmas alone is loneliness, with a shape for the day and the photos everyone posts; presents that
 * cannot be afforded get words for a Secret Santa; a pregnancy lost and someone close nearing the end of life are situations
 * of their own; a boyfriend's family Christmas without the person, a grown-up child home from uni, drinking over the
 * holidays, dark winter evenings, an ex who has the children on the day and a year that feels like a failure each find
 * their own answers; "show my face for an hour" is backed for what it is, and "without a row" is a row feared, not had.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after, leadingOf } from './engine-helpers';

describe('the situation of a holiday message', () => {
  it.each([
    ['dreading christmas this year, my family always ends up fighting', 'family-conflict'],
    ["i'm home from uni for christmas and my mum and i always clash", 'family-conflict'],
    ['my daughter is coming home from uni for christmas and we always clash', 'family-conflict'],
    ['first christmas without my dad and i dont know how im going to get through it', 'grief-person'],
    ["i'm spending christmas alone this year", 'loneliness'],
    ['i cant afford presents for everyone this year and i feel awful', 'money-stress'],
    ['i drink way too much over christmas every year', 'drinking-less'],
    ['i get really down in winter, the dark evenings kill me', 'low-mood'],
    ['my ex has the kids for christmas this year', 'divorce-separation'],
    ['my boyfriend is spending christmas with his family and didnt invite me', 'partner-arguments'],
    ['another year and i havent done any of the things i said i would', 'goals-motivation'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each([
    // A friend's leaving out stays a friend's; a row feared is no row.
    ['my best friend didnt invite me to her birthday', 'friend-hurt'],
    ['how do i tell my husband i lost my job without a row', 'job-loss-search'],
  ])('%p still leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });
});

describe('hard news', () => {
  it.each([
    ['we lost the baby at 10 weeks', 'pregnancy-loss'],
    ['i had a miscarriage last week', 'pregnancy-loss'],
    ['we lost at 11 weeks, found out at the scan', 'pregnancy-loss'],
    ['my mum is dying', 'loved-one-dying'],
    ['my dad has terminal cancer', 'loved-one-dying'],
    ["my nan is in a hospice and they said it's days now", 'loved-one-dying'],
    ['my dad has cancer and this might be his last christmas', 'loved-one-dying'],
    ["my partner proposed at christmas dinner in front of everyone and i said yes but i'm not sure", 'marriage-doubts'],
    ['my son came out to me as gay over the weekend', 'child-came-out'],
    ['my 15 year old came out to me last night', 'child-came-out'],
    ["my daughter told me she's gay", 'child-came-out'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each([
    // Lost temper is no lost pregnancy; a death past is grief, not a death ahead.
    ['i lost it at him after 3 weeks of this', null],
    ['my dad died in the hospice last year', 'grief-person'],
    // Someone who works or volunteers at a hospice is dying of nothing.
    ['my wife is out at the hospice on tuesdays, so the house is quiet', null],
  ])('%p does not lead to a loss ahead or a lost pregnancy', (message, id) => {
    const found = leadingOf(message);
    expect(found).not.toBe('pregnancy-loss');
    expect(found).not.toBe('loved-one-dying');
    if (id) expect(found).toBe(id);
  });

  const LOST = ['we lost the baby at 10 weeks'];

  it.each(COACH_IDS)('%s: a lost pregnancy is met as a loss, and "at least it was early" gets words to answer it', (coachId) => {
    expect(after(coachId, LOST).reply).toMatch(/pregnancy|loss like this/);
    const { situation, reply } = after(coachId, [...LOST, 'everyone says at least it was early']);
    expect(situation).toBe('pregnancy-loss');
    expect(reply).toMatch(/^"At least it was early" and "you can try again" are usually meant as comfort/);
  });

  it.each(COACH_IDS)('%s: "how do i tell work why i was off?" gets words for a manager, not a stock opener', (coachId) => {
    const { reply } = after(coachId, [...LOST, 'how do i tell work why i was off?']);
    expect(reply).toMatch(/^You only need to share what you want to\. To your manager/);
    expect(reply).not.toMatch(/There's something I want to tell you/);
  });

  const DAD = ['my dad has cancer and this might be his last christmas'];

  it.each(COACH_IDS)('%s: making a last Christmas special, and crying, is answered for that day', (coachId) => {
    const { situation, reply } = after(coachId, [...DAD, 'i want to make it special but i keep crying']);
    expect(situation).toBe('loved-one-dying');
    expect(reply).toMatch(/^You do not need a big day to make it special/);
  });

  it.each(COACH_IDS)('%s: "what do i say to him?" then gets words for him, never the message before pasted into a request', (coachId) => {
    const { reply } = after(coachId, [...DAD, 'i want to make it special but i keep crying', 'what do i say to him?']);
    expect(reply).toMatch(/"I love you\."/);
    expect(reply).not.toMatch(/Can I ask you for something|I keep crying/);
  });

  it.each(COACH_IDS)('%s: wanting it to be over is answered as normal, tired and loving', (coachId) => {
    const { reply } = after(coachId, [
      'my mum is in a hospice, they say weeks now',
      'im so tired, i go every day after work',
      'is it awful that part of me wants it to be over?',
    ]);
    expect(reply).toMatch(/to wish it were over and then feel guilty for thinking it/);
  });
});

describe('the holidays, answered as asked', () => {
  const CHRISTMAS = ['dreading christmas this year, my family always ends up fighting'];

  it.each(COACH_IDS)('%s: a mum who expects the peace kept gets the words for staying out of the middle', (coachId) => {
    const { reply } = after(coachId, [...CHRISTMAS, 'my brother and my dad dont talk and mum expects me to keep the peace']);
    expect(reply).toMatch(/^You do not have to take sides or carry messages between family members/);
  });

  it.each(COACH_IDS)('%s: "should i just not go?" gets the family view on not going home, not a club tried once', (coachId) => {
    const { reply } = after(coachId, [...CHRISTMAS, 'what can i say if they start arguing at dinner?', 'should i just not go?']);
    expect(reply).toMatch(/not go home for the holidays|deciding whether to go to a family event/);
    expect(reply).not.toMatch(/as an experiment rather than a promise/);
  });

  const FIRST = ['first christmas without my dad and i dont know how im going to get through it'];

  it.each(COACH_IDS)('%s: skipping the big dinner after a death gets the answer on doing the day differently', (coachId) => {
    const { situation, reply } = after(coachId, [...FIRST, 'mum wants to do everything the same as always', 'is it ok to skip the big dinner this year?']);
    expect(situation).toBe('grief-person');
    expect(reply).toMatch(/^There is no rule that the first holidays without them have to look the same/);
  });

  const ALONE = ["i'm spending christmas alone this year"];

  it.each(COACH_IDS)('%s: alone at Christmas, the photos and the day itself each get their answer', (coachId) => {
    const photos = after(coachId, [...ALONE, "everyone's posting family photos and i just feel rubbish"]).reply;
    expect(photos).toMatch(/^Those photos show a few chosen seconds of a long day/);
    const day = after(coachId, [...ALONE, "everyone's posting family photos and i just feel rubbish", "what can i do on the day so it's not awful?"]).reply;
    expect(day).toMatch(/^A day alone is easier with a shape you choose in advance/);
  });

  it.each(COACH_IDS)('%s: telling the family about a Secret Santa gets the words for it, not the news in a stock opener', (coachId) => {
    const { reply } = after(coachId, [
      'i cant afford presents for everyone this year and i feel awful',
      'my kids are expecting loads and my sister always goes big',
      "how do i tell the family we're doing secret santa instead?",
    ]);
    expect(reply).toMatch(/how about a Secret Santa for the adults/);
    expect(reply).not.toMatch(/isn't easy for me to say/);
  });

  it.each(COACH_IDS)('%s: "should i just show my face for an hour?" is backed as going for a while, not as reaching out', (coachId) => {
    const { reply } = after(coachId, ['work christmas party on friday and i really dont want to go', 'should i just show my face for an hour?']);
    expect(reply).toMatch(/^Yes, I think showing your face for an hour is a good idea\. Going for a short, set time/);
    expect(reply).not.toMatch(/Reaching out plainly/);
  });

  it.each(COACH_IDS)('%s: a husband asked to back the person up "without a row" stays the in-laws\' answer', (coachId) => {
    const { situation, reply } = after(coachId, [
      'my in laws are staying with us for two weeks over christmas',
      'my mother in law rearranges my kitchen and comments on how i parent',
      'how do i get my husband to back me up without a row?',
    ]);
    expect(situation).toBe('family-conflict');
    expect(reply).toMatch(/^Talk to your partner alone and at a calm time, not in front of their family/);
  });

  it.each(COACH_IDS)('%s: a boyfriend\'s family Christmas without the person gets its own answer, and "say something?" a partner\'s', (coachId) => {
    const TOLD = ['my boyfriend is spending christmas with his family and didnt invite me', 'weve been together 2 years'];
    expect(after(coachId, TOLD).reply).toMatch(/^Being left out of a partner's family plans, like Christmas/);
    const { reply } = after(coachId, [...TOLD, 'should i say something or let it go?']);
    expect(reply).toMatch(/^If it keeps coming back to you, say something: with a partner/);
    expect(reply).not.toMatch(/your friend/);
  });

  const HOME = ['my daughter is coming home from uni for christmas and we always clash'];

  it.each(COACH_IDS)('%s: a daughter home from uni is met from the parent\'s side, and bringing it up points back to the words', (coachId) => {
    expect(after(coachId, HOME).reply).toMatch(/^Having a grown-up son or daughter back for the holidays/);
    const told = [...HOME, 'she treats the house like a hotel and sleeps till 2'];
    expect(after(coachId, told).reply).toMatch(/^When a grown-up child comes home for the holidays, everyone slips back into old roles/);
    const { reply } = after(coachId, [...told, 'how do i bring it up without ruining the holiday?']);
    expect(reply).toMatch(/"It's so good to have you home\./);
    expect(reply).not.toMatch(/When you comment on my choices/);
  });

  it("the student's own side is not met as the parent's", () => {
    const { reply } = after('sage', ["i'm home from uni for christmas and my mum and i always clash"]);
    expect(reply).not.toMatch(/grown-up son or daughter/);
  });

  it.each(COACH_IDS)('%s: drinking over the holidays gets a plan for the season, and a plan asked for the holidays is its plan', (coachId) => {
    const TOLD = ['i drink way too much over christmas every year', 'it starts with mulled wine at 11am and doesnt stop'];
    expect(after(coachId, TOLD).reply).toMatch(/^The holidays make drinking easy/);
    const { reply } = after(coachId, [...TOLD, 'give me a plan for the holidays']);
    expect(reply).toMatch(/each day of a holiday, decide your limit/);
    expect(reply).not.toMatch(/the one thing that matters most this week/);
  });

  it.each(COACH_IDS)('%s: dark winter evenings get light and shape to the day', (coachId) => {
    const TOLD = ['i get really down in winter, the dark evenings kill me'];
    expect(after(coachId, TOLD).reply).toMatch(/^Dark evenings and short winter days drag many people down/);
    const { reply } = after(coachId, [...TOLD, 'i barely leave the house once its dark at 4']);
    expect(reply).toMatch(/seasonal low mood/);
  });

  it.each(COACH_IDS)('%s: the first Christmas morning the ex has the children gets a plan for it', (coachId) => {
    const { situation, reply } = after(coachId, ['my ex has the kids for christmas this year', "it's the first time i won't wake up with them"]);
    expect(situation).toBe('divorce-separation');
    expect(reply).toMatch(/^The first Christmas morning without your children/);
  });

  it.each(COACH_IDS)('%s: a year that feels like a failure is met as such, then gets a kinder review', (coachId) => {
    expect(after(coachId, ['new years eve always makes me feel like a failure']).reply).toMatch(/^The new year has a way of turning into a verdict/);
    const { reply } = after(coachId, ['new years eve always makes me feel like a failure', 'another year and i havent done any of the things i said i would']);
    expect(reply).toMatch(/^The end of a year is a harsh time to take stock/);
  });
});

describe('a proposal, a child coming out and news kept from a wife', () => {
  const PROPOSED = ["my partner proposed at christmas dinner in front of everyone and i said yes but i'm not sure"];

  it.each(COACH_IDS)('%s: a yes said in front of everyone is met as such, and more time asked for gets words for it', (coachId) => {
    expect(after(coachId, PROPOSED).reply).toMatch(/^Saying yes in the moment, with everyone watching/);
    const { situation, reply } = after(coachId, [...PROPOSED, "i love him but i don't know if i want to get married", 'how do i tell him i need more time?']);
    expect(situation).toBe('marriage-doubts');
    expect(reply).toMatch(/^Asking for more time is fair, and a long engagement is common/);
    expect(reply).not.toMatch(/Can I ask you for something/);
  });

  it('the person who comes out is still met as the one coming out', () => {
    expect(leadingOf('i want to come out to my parents')).toBe('coming-out');
    expect(leadingOf('my friend came out to me')).not.toBe('child-came-out');
  });

  const SON = ['my son came out to me as gay over the weekend'];

  it.each(COACH_IDS)('%s: a parent who said the wrong thing gets words to put it right, never the steps for coming out', (coachId) => {
    expect(after(coachId, SON).reply).toMatch(/^When your child comes out to you/);
    const { reply } = after(coachId, [...SON, 'i love him but i said the wrong thing, i asked if he was sure']);
    expect(reply).toMatch(/^A clumsy first reaction is very common, and you can mend it/);
    expect(reply).not.toMatch(/Do you feel safe where you live|plan coming out/);
  });

  const REDUNDANT = ['i got made redundant two weeks before christmas'];

  it.each(COACH_IDS)('%s: a redundancy kept from a wife gets when and how to tell her, and "when should i tell her?" points back', (coachId) => {
    const told = [...REDUNDANT, "i havent told my wife yet, she's been so excited about the holidays"];
    expect(after(coachId, told).reply).toMatch(/^Tell them soon, ideally in the next day or two/);
    const { reply } = after(coachId, [...told, 'when should i tell her?']);
    expect(reply).toMatch(/tell them soon/);
    expect(reply).not.toMatch(/I don't have a good answer/);
  });

  it.each(COACH_IDS)('%s: the best man freezing gets what to do when the mind goes blank', (coachId) => {
    const { situation, reply } = after(coachId, [
      "my best mate is getting married and i'm the best man",
      "i have to give a speech and i'm terrified",
      'what if i freeze?',
    ]);
    expect(situation).toBe('presentation-speaking');
    expect(reply).toMatch(/If your mind goes blank or you freeze, pause/);
  });

  it.each(COACH_IDS)('%s: a mum who plans the whole wedding gets words to hold the big decisions, and "back off" points back to them', (coachId) => {
    const told = ['we got engaged last week and my mum is already planning everything', "she's booked a venue viewing without asking us"];
    expect(after(coachId, told.slice(0, 1)).reply).toMatch(/^When a parent starts planning everything for you/);
    expect(after(coachId, told).reply).toMatch(/^A parent who throws themselves into your wedding/);
    const { reply } = after(coachId, [...told, 'how do i tell her to back off without hurting her?']);
    expect(reply).toMatch(/We want to make the big decisions ourselves/);
    expect(reply).not.toMatch(/Could you back off\?/);
  });
});

describe('hosting, a breakup before Christmas and a plan asked for', () => {
  const HOSTING = ["i have to host christmas for 12 people and i'm already overwhelmed"];

  it.each(COACH_IDS)('%s: hosting for twelve is its own situation, taking over from mum and a plan asked for answered for it', (coachId) => {
    expect(after(coachId, HOSTING).situation).toBe('hosting-occasion');
    expect(after(coachId, [...HOSTING, "my mum usually did it but she's not well this year"]).reply).toMatch(/^Taking over from someone who always did it/);
    const { reply } = after(coachId, [...HOSTING, 'can you help me make a plan?']);
    expect(reply).toMatch(/^Here is a simple countdown\. 1\. Two weeks before/);
    expect(reply).not.toMatch(/SMART goal/);
  });

  it('a plan asked for with nothing else told still sets a goal with the goal coach', () => {
    expect(after('zenith', ['can you help me make a plan?']).reply).toMatch(/SMART goal/);
  });

  it('a brother-in-law on politics at Christmas dinner is still family conflict, not hosting', () => {
    expect(leadingOf("my wife's brother Graham always starts on politics at Christmas dinner")).toBe('family-conflict');
    expect(leadingOf('i want to get fitter')).toBe('exercise-motivation');
  });

  const BROKEN = ['my girlfriend broke up with me a week before christmas'];

  it.each(COACH_IDS)('%s: plans with her parents and a present bought are answered for a breakup at Christmas', (coachId) => {
    expect(after(coachId, [...BROKEN, 'we were supposed to go to her parents']).reply).toMatch(/^Plans you made together for the holidays leave a hole/);
    const { reply } = after(coachId, [...BROKEN, 'we were supposed to go to her parents', 'should i still send her a present?']);
    expect(reply).toMatch(/^I'd hold off\. A present so soon after a breakup/);
    expect(reply).not.toMatch(/text your ex/);
  });
});

describe('harassment at work, a scare, and wondering about ADHD', () => {
  it.each([
    ['someone at work keeps making comments about my body', 'harassment-at-work'],
    ["my manager keeps asking me out and won't take no", 'harassment-at-work'],
    ["my car got written off in a crash yesterday, nobody hurt but i'm shaken", 'shaken-after-scare'],
    ['i got mugged on the way home', 'shaken-after-scare'],
    ['i think i might have adhd', 'adhd-autism-wondering'],
    ["i think i'm autistic", 'adhd-autism-wondering'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each([
    ['my coworker keeps taking credit for my work', 'coworker-conflict'],
    ['my presentation was a car crash', 'presentation-speaking'],
    ['i was diagnosed with adhd at 34', 'new-diagnosis'],
  ])('%p stays %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it("a row with the boss that left the person shaken is no frightening event", () => {
    expect(leadingOf("i'm still shaken after the argument with my boss")).not.toBe('shaken-after-scare');
  });

  const COMMENTS = ['someone at work keeps making comments about my body'];

  it.each(COACH_IDS)('%s: comments about her body are harassment, and "am i overreacting?" is answered no', (coachId) => {
    expect(after(coachId, COMMENTS).reply).toMatch(/^Nobody should have to put up with comments about their body/);
    const { reply } = after(coachId, [...COMMENTS, "he's my manager so i dont know what to do", 'am i overreacting?']);
    expect(reply).toMatch(/You are not overreacting/);
    expect(reply).not.toMatch(/Yes, it is very common to doubt/);
  });

  const CRASH = ["my car got written off in a crash yesterday, nobody hurt but i'm shaken"];

  it.each(COACH_IDS)('%s: after a crash, driving again gets small steps, and still shaking is normal after a shock', (coachId) => {
    expect(after(coachId, [...CRASH, 'i dont think i can drive again']).reply).toMatch(/^Getting back behind the wheel soon, in small steps/);
    const { reply } = after(coachId, [...CRASH, 'i dont think i can drive again', 'is it normal to still be shaking?']);
    expect(reply).toMatch(/normal to feel shaky, jumpy, tearful or numb after a frightening event/);
  });

  it.each(COACH_IDS)('%s: wondering about ADHD, "what do i say to my gp?" gets words for a referral, not a list of symptoms', (coachId) => {
    const { reply } = after(coachId, ['i think i might have adhd', 'i lose everything and miss deadlines constantly, always have', 'what do i say to my gp?']);
    expect(reply).toMatch(/I'd like to be referred for an assessment/);
    expect(reply).not.toMatch(/each thing your body does/);
  });

  it.each(COACH_IDS)('%s: feeling low, "what do i say to my gp?" gets words for low mood; a sore knee still gets the list', (coachId) => {
    const low = after(coachId, ["i've been feeling low for months", 'what do i say to my gp?']).reply;
    expect(low).toMatch(/I've been feeling low most days/);
    expect(low).not.toMatch(/each thing your body does/);
    expect(after(coachId, ['my knee has been hurting for weeks', 'what do i say to my gp?']).reply).toMatch(/problems with my knee/);
  });
});

describe('a friend moving away and a missing pet', () => {
  it.each([
    ['my best friend is moving to australia next month', 'friend-moving-away'],
    ['my best mate is moving to canada in january', 'friend-moving-away'],
    ['my cat has been missing for three days', 'pet-missing'],
    ['our dog ran away during the fireworks', 'pet-missing'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it('a dog lost last year at fourteen is a pet who died, not one missing', () => {
    expect(leadingOf('i lost my dog last year, she was 14')).toBe('pet-loss');
  });

  it.each(COACH_IDS)('%s: a best friend leaving is no hurt done, and staying close gets a rhythm for it', (coachId) => {
    const FRIEND = ['my best friend is moving to australia next month', "we've been friends since we were 5"];
    expect(after(coachId, FRIEND).reply).not.toMatch(/Being hurt by a friend/);
    const { situation, reply } = after(coachId, [...FRIEND, 'how do we stay close?']);
    expect(situation).toBe('friend-moving-away');
    expect(reply).toMatch(/^Friendships across distance last best with a simple rhythm/);
  });

  it.each(COACH_IDS)('%s: a missing cat gets a search, not a method for any problem', (coachId) => {
    const { situation, reply } = after(coachId, ['my cat has been missing for three days', "she's never been gone this long", 'what else can i do?']);
    expect(situation).toBe('pet-missing');
    expect(reply).toMatch(/microchip database/);
    expect(reply).not.toMatch(/Write the problem in one sentence/);
  });
});

describe('trying for a baby', () => {
  it.each([
    ["we've been trying to get pregnant for two years and it's breaking me", 'fertility-struggles'],
    ['our second round of ivf failed', 'fertility-struggles'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each([
    ["i've been trying to quit smoking for 2 years", 'quit-smoking-vaping'],
    ["my friend is pregnant and i'm jealous", 'jealous-of-friend'],
    // A friend's pregnancy envied while trying stays envy, its own answers written for it.
    ['bestie is pregnant and weve been trying for 2 years, im happy for her but the jealousy is eating me up', 'jealous-of-friend'],
  ])('%p stays %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each(COACH_IDS)("%s: a sister's baby shower while trying gets leave to skip it, with words for her", (coachId) => {
    const TRYING = ["we've been trying to get pregnant for two years and it's breaking me"];
    expect(after(coachId, TRYING).reply).toMatch(/^Trying for a baby month after month/);
    const { situation, reply } = after(coachId, [...TRYING, 'my sister is pregnant and she wants me to be at the baby shower']);
    expect(situation).toBe('fertility-struggles');
    expect(reply).toMatch(/okay not to go to a baby shower/);
    expect(reply).toMatch(/"I'm so happy for you\. I can't make the shower/);
  });
});

describe('how one is, told to someone close', () => {
  it.each(COACH_IDS)('%s: "how do i tell him i\'m not okay?" is news of how one is, never a limit to work out together', (coachId) => {
    const { reply } = after(coachId, [
      'we lost the baby at 10 weeks',
      'my husband has just gone back to normal like nothing happened',
      "how do i tell him i'm not okay?",
    ]);
    expect(reply).toMatch(/I'm not okay/);
    expect(reply).not.toMatch(/make that happen/);
  });

  it.each(COACH_IDS)('%s: sitting in silence with a dying mum gets what to talk about, and that silence is fine', (coachId) => {
    const { reply } = after(coachId, ['my mum is dying', 'i dont know what to say when i visit, we just sit there']);
    expect(reply).toMatch(/^You do not have to fill every minute/);
  });
});
