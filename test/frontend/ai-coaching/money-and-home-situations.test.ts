/**
 * Money with a partner and a grown-up child moving back home: openings in many styles (a text in shorthand, English as a
 * second language, a formal older writer, a long ramble, typos) are read as these situations and met with their own words,
 * the particular questions people in them ask get their own answers, and a bill split with friends, money a friend owes,
 * money worries, flatmates, a teenager at home, a child leaving home, a move and other near misses are read as before.
 */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { after } from './engine-helpers';
import { describeSituation } from './situation-cases';

const situationOf = (coachId: CoachId, message: string) => after(coachId, [message]).situation;

describeSituation({
  name: 'money with a partner',
  id: 'partner-money',
  openings: [
    'my boyfriend earns way more than me and wants to split everything 50/50',
    'me and my gf are moving in together and she earns like double what i do, how do we split rent??',
    "My husband earns three times what I do and I feel guilty that I can't contribute as much to the bills.",
    'husband pays for everything and i feel like a kept woman',
    'We are getting married next year and we cant agree on money. He is a saver and I am a spender lol',
    'i earn more than my girlfriend and i always pay for holidays and meals out, starting to feel a bit resentful tbh',
    'Good afternoon. My wife and I have never combined our finances, and now that she has stopped work to look after our daughter I wonder what is fair.',
    'my fiance wants to keep our money separate after the wedding and idk how i feel',
    'we just moved in together and im paying most of the rent because he earns less',
    'bf makes way more money than me but still wants me to pay half for every dinner and i cant keep up',
    'ok so this is a bit awkward but here goes. me and my partner have been together 4 years and we moved into a flat in january. ' +
      "he earns about 55k and i'm on 24k, and we've always just split everything down the middle, rent, bills, food, the lot. but now " +
      "i've got nothing left at the end of the month and he's booking holidays like it's nothing. i don't want to seem like i'm after his money",
    'my boyfreind earns way more then me and wants evrything 50 50',
    'Dear coach, my wife is the main earner in our house and I find it hard. She pays for most things and I feel I have less say.',
    'my wife and i have separate accounts and she pays for nothing',
  ],
  acknowledged: /^(?:Money between partners is one of the things|Sorting out who pays for what|When one of you earns much more)/,
  asked: [
    [
      'my boyfriend earns way more than me and wants to split everything 50/50',
      [
        [
          "what's fair? just tell me what most couples do",
          /split the shared costs in proportion to income and each keep some money of your own\. For example, if you take home £3,500/,
        ],
        ['how do we actually work out a proportional split?', /If you take home £2,400 a month and your partner £1,600, the total is £4,000/],
        ['should we get a joint account or keep separate ones?', /a joint account for shared bills and food that you each pay into every month/],
        ['i feel so guilty that i earn less, like a freeloader', /Earning less is not the same as giving less/],
        ['what about holidays and meals out? he always picks expensive restaurants', /pay for holidays in the same proportion as the bills/],
        ["he's a saver and i'm more of a spender, how do we deal with different spending habits?", /A spender and a saver together is very common/],
        ['how do i even bring it up without it being awkward?', /"Can we sit down at the weekend and talk about how we split money\?/],
        ['what if he refuses and insists 50 50 is fair?', /equal bills on unequal pay rarely feel equal/],
        ["we're moving in together in march, how should we do the rent?", /Whose name is on the tenancy and the bills/],
        ["and we're getting married next year, how do we do the wedding budget?", /Set the wedding budget together before you book anything/],
        ['how do we split things if i go part time after we have a baby?', /the time at home is a shared choice, so its cost should be shared too/],
        ['what do you think i should do about the money?', /My view is that when one of you earns much more.*you pay £1,200 and £800/],
      ],
    ],
    [
      'i earn more than my girlfriend and i always pay for holidays and meals out, starting to feel a bit resentful tbh',
      [["i pay for everything and i'm starting to resent it, is that bad?", /Feeling resentful about always paying is a sign the set-up needs talking about/]],
    ],
  ],
});

describeSituation({
  name: 'a grown-up child moving back home',
  id: 'adult-child-home',
  openings: [
    'Good morning. I need advice about my son, he is 26 and moved back home in May after he lost his job at the bank',
    'my son is 26 and moved back home and we keep fighting about the dishes',
    'our son (27) has moved back in with us to save for a deposit and i think he should pay rent',
    'my 24 year old moved back home after uni and treats the place like a hotel',
    'My daughter, who is 31, has asked to move back in with us after losing her job. My husband is against it.',
    'son moved back in after his divorce and his girlfriend is staying over every night now',
    'hello, my son he come back to live with us after he lose his work in London, he is 29, he sleep all day',
    'my eldest has come back home to live and the house feels so crowded, i feel guilty saying it',
    'daughter and her little boy moving back in with us next week while she sorts out debts',
    'boomerang kid situation here lol. 25, back in his old room, no rent, no plan',
    "My daughter split up with her boyfriend and she's moving back home next month. I love her but I'm dreading it.",
    "so our youngest (she's 28) has been back living with us since christmas after things went wrong with her flatmates and her job, and at " +
      "first it was lovely but now it's four months on and there's washing everywhere, she comes in at 2am, and my husband thinks we should " +
      "say something but i don't want to push her out when she's down",
    'Our eldest has lost his job and asked if he can move back in with us. We are both retired and used to our peace and quiet.',
    'sons girlfreind basicly lives here now since he moved back home, i never agreed to that',
  ],
  acknowledged: /^(?:Having a grown-up son or daughter move back home|When an adult child comes home|Sharing your home again with a grown-up child)/,
  asked: [
    [
      'my son is 26 and moved back home and we keep fighting about the dishes',
      [
        ['should we even have let him move back?', /In most cases it is worth saying yes, with a clear plan/],
        ['how much rent should we charge him?', /around 10 to 20% of take-home pay.*on £1,800 a month that is about £180 to £360/],
        ['should we write the house rules down?', /Agree a short set of house rules in the first week, and write them down/],
        ['how long should we let him stay?', /Agree a rough timescale at the start/],
        ['he treats the house like a hotel and does nothing, what do i do?', /Give them whole jobs that are theirs/],
        ['i miss my own space and a bit of peace and quiet', /It is normal to miss your own space/],
        ['can his girlfriend stay over?', /it is fair to set terms for partners staying over/],
        ["my husband disagrees with me, he thinks i'm too soft", /Agree between the two of you first/],
        ['how do i talk to him without a row?', /"Can we sit down on Sunday and talk about how things are working at home\?"/],
        ["he's really low after losing his job, how hard should i push him?", /it is fine to go gently.*some structure usually helps more than space/],
        ["he says he's saving for a house deposit but spends it all on nights out", /Ask them to set up a standing order into savings on payday/],
        ['what would you do about him being back home?', /My view is that saying yes is usually right, but only with terms agreed at the start/],
      ],
    ],
    [
      'Our eldest has lost his job and asked if he can move back in with us. We are both retired and used to our peace and quiet.',
      [
        [
          "he's only been here a week and i already feel taken for granted, he never says thank you. how do i deal with it?",
          /Feeling taken for granted usually means the deal has never been said out loud/,
        ],
      ],
    ],
  ],
});

describe('near money with a partner and a grown-up child at home', () => {
  it.each(COACH_IDS)('%s: a bill split with friends, money owed, money worries, pay and flatmates are not money with a partner', (coachId) => {
    expect(situationOf(coachId, 'my friends always want to split the bill evenly at restaurants even though i only have a salad')).not.toBe('partner-money');
    expect(situationOf(coachId, 'we went out for my birthday and everyone split the bill 50/50 but i only had a starter')).not.toBe('partner-money');
    expect(situationOf(coachId, 'my boyfriend owes me 500 quid and hasnt paid it back')).toBe('money-owed');
    expect(situationOf(coachId, 'my friend borrowed money off me and never paid it back')).toBe('money-owed');
    expect(situationOf(coachId, "i'm in so much debt and i can't pay the rent this month")).toBe('money-stress');
    expect(situationOf(coachId, "my husband lost his job and we can't pay the bills")).toBe('money-stress');
    expect(situationOf(coachId, 'our finances are a mess and the credit card debt keeps growing')).toBe('money-stress');
    expect(situationOf(coachId, 'my colleague earns more than me for the same job')).toBe('pay-rise');
    expect(situationOf(coachId, 'my sister earns way more than me and always rubs it in')).not.toBe('partner-money');
    expect(situationOf(coachId, 'my flatmate earns way more than me but we split the rent 50 50')).not.toBe('partner-money');
    expect(situationOf(coachId, 'my flatmate never pays his share of the bills and they are all in my name')).toBe('flatmate-conflict');
    expect(situationOf(coachId, 'my flatmates want to split the heating bill in half but i barely use it')).toBe('flatmate-conflict');
    expect(situationOf(coachId, 'my boyfriend and i broke up and now we have to sort out the joint account')).toBe('breakup');
    expect(situationOf(coachId, "my mum has dementia and I've been added to her joint account to pay her bills")).toBe('caring-for-parent');
    expect(situationOf(coachId, 'my husband and i keep arguing about the housework')).toBe('partner-arguments');
  });

  it.each(COACH_IDS)('%s: a teenager, a child leaving home, a move and the person\'s own return home are not a grown-up child moving back', (coachId) => {
    expect(situationOf(coachId, 'my teenage son never leaves his room and wont talk to me')).toBe('teen-withdrawn');
    expect(situationOf(coachId, 'my son is 15 and spends all his money on fortnite')).toBe('parenting-stress');
    expect(situationOf(coachId, 'my daughter moved out last month and the house is so quiet')).toBe('empty-nest');
    expect(situationOf(coachId, 'my son went to uni in september and i miss him')).toBe('empty-nest');
    expect(situationOf(coachId, "we're moving house next month and there are boxes everywhere")).toBe('moving-house');
    expect(situationOf(coachId, "I'm 26 and had to move back home with my parents after my breakup, I feel like a failure")).not.toBe('adult-child-home');
    expect(situationOf(coachId, "my parents want me to pay rent now that i've moved back home")).not.toBe('adult-child-home');
    expect(situationOf(coachId, 'i moved back home to Lagos after 6 years in London and everything feels strange')).not.toBe('adult-child-home');
    expect(situationOf(coachId, 'my son came back home from school crying again today')).not.toBe('adult-child-home');
    expect(situationOf(coachId, 'my mum wants to move in with us after her fall')).toBe('caring-for-parent');
  });
});
