/**
 * Said back and asked as meant: a typo said back spelled right and a pet's name with its capital; troubles told in everyday
 * words (a tense home, "says i don't listen", school calling names, a dream uni, not leaving the house, a nan with dementia)
 * met as what they are; an opening question on the case its acknowledgement met; "how do i cope with this" answered for the
 * case just told; a shrug with an answer in it taken as an answer; "should i let it go?" weighed as what it is; and a case
 * met within its talk (TikTok while putting work off, a partner suspected of cheating, an ex's texts, a bad grade, a thing said
 * replayed, a boiler not fixed).
 */
import { COACH_IDS } from '@contracts/coaches';
import { after, leadingOf } from './engine-helpers';

describe('said back as meant', () => {
  it.each(COACH_IDS)('%s: a misspelt word is said back spelled right, a name in lower case with its capital', (coachId) => {
    const { reply } = after(coachId, ['im stressing evry1 out and i dont know why']);
    expect(reply).toMatch(/you're stressing everyone out and you don't know why/);
    expect(reply).not.toMatch(/evry1/);
    const pet = after(coachId, ['my dog max died yesterday', 'i keep thinking about max']).reply;
    expect(pet).toMatch(/you keep thinking about Max\b/);
  });

  it.each(COACH_IDS)('%s: a word typed as a name keeps its own spelling', (coachId) => {
    // "Dane" is a name, never a misspelt "date".
    const { reply } = after(coachId, ["my brother Dane keeps taking my stuff and i'm sick of it"]);
    expect(reply).not.toMatch(/\bdate\b/i);
  });
});

describe('troubles told in everyday words', () => {
  it('are met as what they are', () => {
    expect(leadingOf('my mum is stressing evryone out at home')).toBe('family-conflict');
    expect(leadingOf('im stressing evry1 out and i dont know why')).not.toBe('family-conflict');
    expect(leadingOf('my gf says i dont listen to her')).toBe('partner-arguments');
    expect(leadingOf('everyone at school thinks im weird')).toBe('child-bullied');
    expect(leadingOf('people at school call me names')).toBe('child-bullied');
    expect(leadingOf('i dont fit in anywhere')).toBe('loneliness');
    expect(leadingOf('i got rejected from my dream uni')).toBe('uni-rejection');
    expect(leadingOf('i didnt get into the university i wanted')).toBe('uni-rejection');
    expect(leadingOf('my nan has dementia and she doesnt recognise me anymore')).toBe('caring-for-parent');
    expect(leadingOf('i havent left the house in 3 days')).toBe('low-mood');
    expect(leadingOf('i just dont see the point')).toBe('low-mood');
    // A grandparent in a care home is no caring of the person's own.
    expect(leadingOf('my grandad moved into a care home last month and his house is being sold')).not.toBe('caring-for-parent');
  });

  it.each(COACH_IDS)('%s: a sister who owes money and a falling-out feared: the answer fits family too', (coachId) => {
    const { reply } = after(coachId, ['my sister always borrows money and never pays it back', 'i dont want to fall out with her']);
    expect(reply).toMatch(/^A calm, clear request rarely ends a good friendship or a close family bond/);
    expect(reply).not.toMatch(/our friendship/);
  });

  it.each(COACH_IDS)('%s: each is acknowledged for its own case', (coachId) => {
    expect(after(coachId, ['my mum is stressing evryone out at home']).reply).toMatch(/^When one person at home is stressed/);
    expect(after(coachId, ['my gf says i dont listen to her']).reply).toMatch(/^Being told you don't listen stings/);
    expect(after(coachId, ['i spent too much money this month again']).reply).toMatch(
      /^Finding you have spent more than you meant to.*When the spending happens, what is usually going on just before/,
    );
  });

  it.each(COACH_IDS)('%s: a grandparent cared for is asked after as who they are, and "how do i cope" answered for the case', (coachId) => {
    const NAN = ['my nan has dementia and she doesnt recognise me anymore'];
    const first = after(coachId, NAN).reply;
    expect(first).toMatch(/^Watching someone you love change, especially with dementia/);
    expect(first).not.toMatch(/your parent\b/);
    const { reply } = after(coachId, [...NAN, 'how do i cope with this']);
    expect(reply).toMatch(/^It is very painful when a parent does not recognise you/);
    expect(reply).not.toMatch(/caring task/);
  });

  it.each(COACH_IDS)('%s: work on the phone in bed is asked about as that, not as a list of tasks', (coachId) => {
    const { reply } = after(coachId, ['i check slack in bed every night']);
    expect(reply).toMatch(/^When work follows you home on your phone/);
    expect(reply).toMatch(/What time do you usually look at work messages or emails for the last time at night/);
    expect(reply).not.toMatch(/Which tasks on your list/);
  });
});

describe('answers given with a shrug, and a hurt to let go', () => {
  const RUNNING = ['i want to start running but i never stick to it', 'i tried couch to 5k twice and gave up'];

  it.each(COACH_IDS)('%s: "idk maybe mornings" is an answer, and the time of day is not asked for again', (coachId) => {
    const { reply } = after(coachId, [...RUNNING, 'idk maybe mornings']);
    expect(reply).not.toMatch(/what happened most recently|What's one thing you do know/);
    expect(reply).not.toMatch(/What time of day/);
  });

  it.each(COACH_IDS)('%s: a forgotten birthday is not called an anniversary, and letting it go is weighed as itself', (coachId) => {
    const BIRTHDAY = ['my boyfriend forgot my birthday', "he said sorry but i'm still upset"];
    const said = after(coachId, BIRTHDAY).reply;
    expect(said).toMatch(/It really hurt that the day went by without a word/);
    const { reply } = after(coachId, [...BIRTHDAY, 'should i let it go?']);
    expect(reply).toMatch(/^Letting it go works when the hurt has really eased/);
    expect(reply).not.toMatch(/if you leave it/);
  });
});

describe('a case met within its talk', () => {
  it.each(COACH_IDS)('%s: time lost to TikTok while putting work off stays the putting off, with its answer for distraction', (coachId) => {
    const { situation, reply } = after(coachId, ['i have so much uni work and i keep putting it off', 'i just end up on tiktok for hours']);
    expect(situation).toBe('procrastination');
    expect(reply).toMatch(/^Make distractions a bit harder to reach/);
  });

  it.each(COACH_IDS)('%s: a boyfriend suspected of cheating is met as suspicion, and asked what was noticed', (coachId) => {
    const { situation, reply } = after(coachId, ['i think my boyfriend is cheating']);
    expect(situation).toBe('partner-jealousy');
    expect(reply).toMatch(/^Suspecting a partner of cheating is a horrible place to be/);
    expect(reply).toMatch(/What have you noticed that makes you suspect it/);
  });

  it.each(COACH_IDS)('%s: an ex who keeps texting and missing him: what replying is for, not only how to stop it', (coachId) => {
    const { reply } = after(coachId, ['my ex keeps texting me and i dont know if i should reply', 'part of me misses him']);
    expect(reply).toMatch(/Before you reply, ask yourself what you want from it/);
  });

  it.each(COACH_IDS)('%s: a bad grade is a mark, not putting work off; a thing said replayed is the replaying', (coachId) => {
    const grade = after(coachId, ['i got a bad grade on my essay and i feel so stupid']);
    expect(grade.situation).toBe('self-criticism');
    expect(grade.reply).toMatch(/^A bad grade after real effort can sting/);
    expect(grade.reply).toMatch(/What did the feedback on that piece of work say/);
    const said = after(coachId, ['i cant stop thinking about something embarassing i said at work']);
    expect(said.situation).toBe('worry-overthinking');
    expect(said.reply).toMatch(/^Replaying something embarrassing you said/);
  });

  it.each(COACH_IDS)('%s: a boiler not fixed: the repair met, asked about in writing, and asking three times answered', (coachId) => {
    const BOILER = ['my landlord wont fix the boiler and its freezing'];
    const first = after(coachId, BOILER).reply;
    expect(first).toMatch(/^Living with a repair your landlord will not fix/);
    expect(first).toMatch(/Have you reported what is broken in writing/);
    expect(first).not.toMatch(/the deposit, a repair, the rent/);
    expect(after(coachId, [...BOILER, 'ive asked 3 times']).reply).toMatch(/^There is no single fixed deadline for most repairs/);
  });

  it.each(COACH_IDS)('%s: a mum in hospital is the waiting; a wedding speech is never asked after as a presentation', (coachId) => {
    const hospital = after(coachId, ["my mum is in hospital and i'm scared"]).reply;
    expect(hospital).toMatch(/^Having someone you love in hospital, and waiting to hear what is wrong, is frightening/);
    expect(hospital).toMatch(/who is with you, and how are you getting to and from the hospital\?$/);
    expect(after(coachId, ['i have to give a speech at my brothers wedding']).reply).not.toMatch(/presentation/);
  });

  it.each(COACH_IDS)('%s: a dad missed a year on is grief, and how long ago is not asked again', (coachId) => {
    const first = after(coachId, ['i miss my dad so much, its been a year']);
    expect(first.situation).toBe('grief-person');
    expect(first.reply).not.toMatch(/How long ago/);
    expect(first.reply).not.toMatch(/conversation with them/);
    expect(leadingOf('sometimes i still pick up the phone to call him')).toBe('grief-person');
    expect(leadingOf('i miss my mum, she lives in spain')).not.toBe('grief-person');
  });

  it.each(COACH_IDS)('%s: tantrums every morning: which moment of the day is not asked for', (coachId) => {
    expect(after(coachId, ['my kid has been having tantrums every morning before school']).reply).not.toMatch(/which moment of the day/);
  });

  it.each(COACH_IDS)('%s: a fight with a best friend: met as a fight, and "apologise or wait?" weighed as asked', (coachId) => {
    const FIGHT = ['my best friend and i had a huge fight last week and now she wont talk to me'];
    const first = after(coachId, FIGHT);
    expect(first.situation).toBe('friend-hurt');
    expect(first.reply).toMatch(/^A big fight with a close friend can leave you replaying every word/);
    const { reply } = after(coachId, [...FIGHT, 'should i apologise or wait for her to reach out?']);
    expect(reply).toMatch(/^After a big fight, waiting for the other person to move first/);
    expect(reply).not.toMatch(/A good apology names what you did/);
    const told = after(coachId, ['my best friend and i had a huge fight because she said i always make everything about me']);
    expect(told.situation).toBe('friend-hurt');
    expect(told.reply).not.toMatch(/what did she say/);
  });

  it.each(COACH_IDS)('%s: wanting to quit and scared to is met as that; a reply not come from him is dating', (coachId) => {
    const quit = after(coachId, ['i want to quit my job but im scared']);
    expect(quit.situation).toBe('career-change');
    expect(quit.reply).toMatch(/^Wanting to quit a job and being scared to is a very common place to be stuck/);
    expect(quit.reply).toMatch(/What is pushing you to leave, and what keeps you staying/);
    expect(leadingOf('he hasnt replied to my message in 2 days')).toBe('dating-anxiety');
    expect(leadingOf("we've been talking for a month")).toBe('dating-anxiety');
    expect(leadingOf('my mum hasnt replied to my text')).not.toBe('dating-anxiety');
    expect(leadingOf('im burnt out and want to quit my job')).toBe('burnout');
  });
});
