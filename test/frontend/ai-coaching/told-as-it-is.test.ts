/**
 * A trouble met as it was told: an ex getting married years on, a gym tried and hated, drinking every night since a divorce
 * (never asked why they want to drink less when they have not said so), and money tight with rent up and hours cut, whose
 * first question does not assume a debt; a tax return due 31 January and where to start; telling the children of a
 * grandparent's cancer; a bullied child's phone; a new puppy regretted and crying in the crate; presenting to the board; an
 * email to the wrong client; a mum who might not make it, and whether to bring the children; changing careers at 45, to nursing,
 * and how to afford it; a sister not spoken to in three years, and what to say after so long; a long drive on Sunday never asked
 * when it is; a first date after ten years never met as waiting for a reply; lonely in a new city, working from home;
 * ADHD wondered about and how to get diagnosed, never answered as a parent's; stalling on a driving test; a husband who wants
 * to move abroad for his job; a boyfriend texting his ex; burnt out and unable to take time off on a short-staffed team; a son of
 * 16 who wants to drop out; eating at night when not hungry; a neighbour asked twice about loud music; a hangover and dread
 * about what was said; a boss who messages at weekends; a first baby and fear of giving birth; a carer for her mum (never read as
 * a career) with a brother who never helps; type 2 diabetes and the food one likes; a son anxious about starting secondary
 * school, never met as the kids off school; Christmas presents one cannot afford; friends who all own houses.
 */
import { COACH_IDS } from '@contracts/coaches';
import { asksFor, toldIn } from '../../../frontend/src/features/ai-coaching/engine/understanding/told';
import { after, leadingOf } from './engine-helpers';

describe('troubles met as told', () => {
  it.each([
    ['money is really tight this month', 'money-stress'],
    ['rent went up and my hours got cut', 'money-stress'],
    ["we're living paycheck to paycheck", 'money-stress'],
    ['i got a new puppy and i think i made a mistake', 'new-dog-struggles'],
    ["my manager wants me to present to the board next week and i'm terrified", 'presentation-speaking'],
    ["i can't stop thinking about a mistake i made at work today", 'mistake-at-work'],
    ['my mum is in hospital and they said she might not make it', 'loved-one-dying'],
    ["i'm 45 and i want to change careers but i'm scared it's too late", 'career-change'],
    ['i want to get into teaching', 'career-change'],
    ["my sister and i haven't spoken in 3 years and i want to reach out", 'family-conflict'],
    ["my husband wants to move abroad for his job and i don't want to go", 'partner-wants-to-move'],
    ['my best friend is moving abroad', 'friend-moving-away'],
    ['i found out my boyfriend has been texting his ex', 'partner-jealousy'],
    ['i cant stop eating at night, even when im not hungry', 'eating-routine'],
    ['i skip breakfast and then im starving at night', 'eating-routine'],
    ["i'm pregnant and terrified of giving birth", 'fear-of-birth'],
    ['my wife is scared of giving birth', 'fear-of-birth'],
    ["i'm a carer for my mum and i haven't had a day off in months", 'caring-for-parent'],
    ['my ex is getting married next month. we broke up two years ago and i thought i was over it', 'breakup'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each(COACH_IDS)('%s: an ex getting married years on is met as that, not as a fresh breakup', (coachId) => {
    const { reply } = after(coachId, ['my ex is getting married next month. we broke up two years ago and i thought i was over it']);
    expect(reply).toMatch(/^Hearing that an ex is getting married or engaged can bring it all back, even years after the breakup/);
  });

  it.each(COACH_IDS)('%s: a gym tried and hated gets another kind of exercise', (coachId) => {
    const { reply } = after(coachId, ['i want to start exercising in the mornings', "i've tried the gym before, hated it"]);
    expect(reply).toMatch(/^If you found it boring or hated it, the answer is usually to change the kind of exercise you do/);
  });

  it.each(COACH_IDS)('%s: drinking every night since a divorce is asked about as told', (coachId) => {
    const first = after(coachId, ["i've been drinking every night since my divorce"]);
    expect(first.reply).toMatch(/^Drinking more to get through something painful, like a breakup, a divorce or a loss/);
    expect(first.reply).toMatch(/What made you start thinking about your drinking now\?$/);
    const { reply } = after(coachId, ["i've been drinking every night since my divorce", 'maybe 4 or 5 glasses of wine']);
    expect(reply).toMatch(/(?:stop completely|evenings at home, work dinners or nights out|usually pour a drink)\?$/);
    for (const r of [first.reply, reply]) expect(r).not.toMatch(/want to drink less now|when everyone else is drinking/);
  });

  it.each(COACH_IDS)('%s: money tight, then rent up and hours cut: the gap from both sides', (coachId) => {
    const first = after(coachId, ['money is really tight this month']);
    expect(first.reply).toMatch(/Which cost or bill is worrying you most right now, and when is it due\?$/);
    const { reply } = after(coachId, ['money is really tight this month', 'rent went up and my hours got cut']);
    expect(reply).toMatch(/^When rent goes up and hours go down at the same time, the gap is real/);
  });

  it.each(COACH_IDS)('%s: a tax return due 31 January is never asked when it is due, and where to start is for the return', (coachId) => {
    const first = after(coachId, ['i have to do my tax return by 31 january and i havent started']);
    expect(first.reply).not.toMatch(/when is it due\?/);
    const { reply } = after(coachId, ['i have to do my tax return by 31 january and i havent started', 'where do i even start?']);
    expect(reply).toMatch(/^A tax return is a string of small jobs, not one big one\. 1\. Today: find your login/);
  });

  it.each(COACH_IDS)("%s: telling the children of a grandparent's cancer", (coachId) => {
    const { reply } = after(coachId, ['my dad has been diagnosed with cancer', 'how do i tell my kids?']);
    expect(reply).toMatch(/^Children cope best with simple, honest words that fit their age/);
  });

  it.each(COACH_IDS)("%s: a bullied child's phone is kept, with proof and the school", (coachId) => {
    const { reply } = after(coachId, [
      'my daughter is being bullied at school',
      "she's 11 and it's mostly online, in a group chat",
      'should i take her phone away?',
    ]);
    expect(reply).toMatch(/^I'd be careful about taking the phone away/);
    expect(reply).not.toMatch(/Xbox|console/);
  });

  it.each(COACH_IDS)('%s: a new puppy regretted, and crying all night in the crate', (coachId) => {
    const first = after(coachId, ['i got a new puppy and i think i made a mistake']);
    expect(first.reply).toMatch(/^Feeling you have made a mistake with a new puppy is so common it has a name, the puppy blues/);
    const { reply } = after(coachId, ['i got a new puppy and i think i made a mistake', 'he cries all night in the crate']);
    expect(reply).toMatch(/^A new dog often cries at night because it is in a strange place/);
  });

  it.each(COACH_IDS)('%s: an email sent to the wrong client gets the next hour', (coachId) => {
    const { reply } = after(coachId, ["i can't stop thinking about a mistake i made at work today", 'i sent an email to the wrong client']);
    expect(reply).toMatch(/^Sending an email to the wrong person happens in every office; what matters is the next hour/);
  });

  it.each(COACH_IDS)('%s: a mum who might not make it, and whether to bring the children', (coachId) => {
    const first = after(coachId, ['my mum is in hospital and they said she might not make it']);
    expect(first.situation).toBe('loved-one-dying');
    const { reply } = after(coachId, ['my mum is in hospital and they said she might not make it', 'i dont know whether to bring the kids to see her']);
    expect(reply).toMatch(/^Children usually cope better with simple, honest words than with a secret they can feel/);
  });

  it.each(COACH_IDS)('%s: changing careers at 45: too late met, nursing and the money answered', (coachId) => {
    const CAREER = ["i'm 45 and i want to change careers but i'm scared it's too late"];
    expect(after(coachId, CAREER).reply).toMatch(/Plenty of people change careers in their forties, fifties and beyond/);
    expect(after(coachId, [...CAREER, "i'd like to retrain as a nurse"]).reply).toMatch(/^Nursing welcomes people who come to it later/);
    const money = after(coachId, [...CAREER, "i'd like to retrain as a nurse", 'how would i afford it though?']).reply;
    expect(money).toMatch(/^Money is the part that most often decides it/);
    expect(money).not.toMatch(/make it work with money/);
  });

  it.each(COACH_IDS)('%s: a sister not spoken to in three years, and words after so long', (coachId) => {
    const SISTER = ["my sister and i haven't spoken in 3 years and i want to reach out"];
    expect(after(coachId, SISTER).reply).toMatch(/^Wanting to reach out after years of silence takes courage/);
    const { reply } = after(coachId, [...SISTER, 'what do i even say after so long?']);
    expect(reply).toMatch(/^Reaching out first is not the same as saying you were wrong/);
    expect(reply).not.toMatch(/When you comment on my choices/);
  });

  it.each(COACH_IDS)('%s: a drive on Sunday told is never asked when it is', (coachId) => {
    const { reply } = after(coachId, ['i get really anxious before driving on the motorway', 'i have to drive to my mums on sunday, 2 hours']);
    expect(reply).toMatch(/^For a long drive to something that matters, plan it so it feels like several short drives/);
    expect(reply).not.toMatch(/and when is it\?/);
  });

  it.each(COACH_IDS)('%s: a first date after ten years is not met as waiting for a reply', (coachId) => {
    const { situation, reply } = after(coachId, ['i have a first date on saturday and i havent dated in 10 years']);
    expect(situation).toBe('dating-anxiety');
    expect(reply).toMatch(/^Dating apps and first dates ask you to open up to strangers/);
    expect(reply).not.toMatch(/Waiting for a reply/);
  });

  it.each(COACH_IDS)('%s: lonely in a new city and working from home: people built into the week', (coachId) => {
    const { reply } = after(coachId, ["i've been so lonely since i moved to a new city", 'i work from home so i never meet anyone']);
    expect(reply).toMatch(/^Working from home can mean whole days with no real conversation/);
  });

  it.each(COACH_IDS)("%s: how to get diagnosed with ADHD is the appointment, never a parent's wondering", (coachId) => {
    const { reply } = after(coachId, ['i think i have adhd, i can never focus at work', 'how do i get diagnosed?']);
    expect(reply).toMatch(/^At the appointment, be direct and bring examples/);
    expect(reply).not.toMatch(/after their child is diagnosed/);
  });

  it.each(COACH_IDS)('%s: "what if i stall?" the day before a driving test is about stalling, not failing', (coachId) => {
    const { reply } = after(coachId, ['i have my driving test tomorrow', 'what if i stall?']);
    expect(reply).toMatch(/^No, stalling once on the test does not usually fail you on its own/);
  });

  it.each(COACH_IDS)('%s: a husband who wants to move abroad: family here, and words for him', (coachId) => {
    const MOVE = ["my husband wants to move abroad for his job and i don't want to go"];
    expect(after(coachId, MOVE).reply).toMatch(/^When one of you wants to move for work and the other does not want to go/);
    expect(after(coachId, [...MOVE, 'all my family is here']).reply).toMatch(/^Leaving family and friends is often the heart of it/);
    expect(after(coachId, [...MOVE, 'all my family is here', 'what do i say to him?']).reply).toMatch(
      /"I can see how much this job means to you, and I want you to have work you love\./,
    );
  });

  it.each(COACH_IDS)('%s: burnt out on a short-staffed team: cover is the employer\'s job, with words for the manager', (coachId) => {
    const { reply } = after(coachId, ["i'm so burnt out, i've been working 60 hour weeks for months", "i can't take time off, we're short staffed"]);
    expect(reply).toMatch(/^When a team is short-staffed it is easy to feel you are the one holding it together/);
    expect(reply).toMatch(/"I've been working well beyond my hours for months/);
  });

  it.each(COACH_IDS)('%s: a son of 16 who wants to drop out: met as that, and asked what is behind it', (coachId) => {
    const SON = ['my 16 year old son wants to drop out of school'];
    expect(after(coachId, SON).reply).toMatch(/^Hearing your teenager wants to drop out is alarming/);
    expect(after(coachId, [...SON, 'he says he wants to be a youtuber']).reply).toMatch(
      /^Start by finding out what is behind it rather than arguing about the plan/,
    );
  });

  it.each(COACH_IDS)('%s: eating at night when not hungry, crisps after the kids are in bed', (coachId) => {
    const NIGHT = ['i cant stop eating at night, even when im not hungry'];
    expect(after(coachId, NIGHT).reply).toMatch(/^Eating at night when you are not hungry is very common/);
    expect(after(coachId, [...NIGHT, 'usually crisps and chocolate after the kids are in bed']).reply).toMatch(
      /^Evening snacks are fine; the aim is to enjoy them on purpose/,
    );
  });

  it.each(COACH_IDS)('%s: a neighbour asked twice already: the council, not a second friendly word', (coachId) => {
    const { reply } = after(coachId, ['my neighbour plays loud music every night until 2am', "i've asked him twice already"]);
    expect(reply).toMatch(/^You can go to the council once talking has not worked/);
  });

  it.each(COACH_IDS)('%s: a hangover and dread about what was said, and a word to the one it was said to', (coachId) => {
    const HANGOVER = ["i've got a really bad hangover and anxiety about what i said last night"];
    expect(after(coachId, HANGOVER).reply).toMatch(/^A hangover with dread about what you said the night before is so common/);
    expect(after(coachId, [...HANGOVER, "i think i was rude to my friend's boyfriend"]).reply).toMatch(
      /"Sorry if I was a bit much last night, I'd had too many\. Hope you got home okay\."/,
    );
  });

  it.each(COACH_IDS)('%s: a boss who messages at weekends: whether to ignore it is answered for days off', (coachId) => {
    const { reply } = after(coachId, ['my boss keeps messaging me on whatsapp on weekends', 'should i just ignore it?']);
    expect(reply).toMatch(/^In most jobs you do not need to answer messages in the evening, at the weekend or on your days off/);
  });

  it.each(COACH_IDS)('%s: a first baby and fear of giving birth: never asked about a past birth, and the pain answered', (coachId) => {
    const BIRTH = ["i'm pregnant and terrified of giving birth"];
    expect(after(coachId, BIRTH).reply).toMatch(/^Being frightened of giving birth is much more common than people say out loud/);
    expect(after(coachId, [...BIRTH, "it's my first, due in march"]).reply).not.toMatch(/past birth|last birth/);
    expect(after(coachId, [...BIRTH, "it's my first, due in march", "what if i can't handle the pain?"]).reply).toMatch(
      /^Worry about the pain is one of the most common fears/,
    );
  });

  it.each(COACH_IDS)('%s: a carer for her mum, with a brother who never helps', (coachId) => {
    const CARER = ["i'm a carer for my mum and i haven't had a day off in months"];
    expect(after(coachId, CARER).reply).toMatch(/^Caring for a parent who is getting older or unwell is a huge amount of work/);
    expect(after(coachId, [...CARER, 'my brother lives nearby but never helps']).reply).toMatch(/^Ask for help in clear, specific ways/);
  });

  it.each(COACH_IDS)('%s: type 2 diabetes and the food one likes', (coachId) => {
    const { reply } = after(coachId, ['i just got diagnosed with type 2 diabetes', "i'm scared i'll have to give up everything i like eating"]);
    expect(reply).toMatch(/^A diagnosis that touches food usually means changing how and how often you eat things/);
  });

  it.each(COACH_IDS)('%s: a son anxious about starting secondary school, and how to help him', (coachId) => {
    const SCHOOL = ["my son is starting secondary school in september and he's really anxious"];
    const first = after(coachId, SCHOOL).reply;
    expect(first).toMatch(/^A child anxious about starting a new school is very common/);
    expect(first).not.toMatch(/kids at home all day|drop out/);
    expect(after(coachId, [...SCHOOL, 'what can i do to help him?']).reply).toMatch(/^Most children settle into a new school/);
  });

  it.each([['i have to do my tax return by 31 january'], ['the essay is due 5 april'], ['i need it finished by the end of march']])(
    '%p tells when',
    (message) => {
      expect(toldIn(message)).toContain('when');
    },
  );

  it('"…and when is it?" asks when, so a day told is never asked again', () => {
    expect(asksFor('Is there a drive coming up that you need to do, and when is it?')).toContain('when');
  });

  it.each(COACH_IDS)('%s: Christmas presents one cannot afford are met as Christmas, not as a bill', (coachId) => {
    const { reply } = after(coachId, ["i can't afford christmas presents this year"]);
    expect(reply).toMatch(/^Christmas can make money worries louder/);
  });

  it.each(COACH_IDS)('%s: friends who all own houses are a comparison made off the screen too', (coachId) => {
    const { reply } = after(coachId, ['i keep comparing myself to my friends who all own houses']);
    expect(reply).toMatch(/^Comparing yourself with friends who seem further ahead, with houses, partners or careers/);
    expect(reply).not.toMatch(/posts|the app/);
  });
});
