/**
 * A friend's plans the person cannot afford (a hen do, a stag weekend, being a bridesmaid, a birthday trip) and envy of a
 * friend (her engagement, pregnancy, job or house; being the single one as everyone pairs off): openings in many styles
 * (terse, rambling, lower case, typos, slang, English as a second language) are read as these situations and met with their
 * own words, the particular questions people in them ask get their own answers, and money owed, debts, a friend who hurt
 * the person and a partner's jealousy are read as before.
 */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { after } from './engine-helpers';
import { describeSituation } from './situation-cases';

const situationOf = (coachId: CoachId, message: string) => after(coachId, [message]).situation;

const HEN_DO = 'the hen do is in lisbon for 3 nights and its going to be about £700 each, money is really tight';

describeSituation({
  name: "a friend's plans you can't afford",
  id: 'costly-friend-plans',
  openings: [
    HEN_DO,
    "my best mate's stag do is in amsterdam, £850 all in, i literally cannot afford it",
    'im maid of honour for my sister in law and the costs keep piling up, dress, hen do, shower. im on a really tight budget',
    "Bridesmaid for my best friend next summer and I honestly can't afford it. Dress £180, hen weekend £450, plus the wedding itself.",
    'friend wants us all to go to ibiza for her 30th and its like 900 quid, i cant afford that',
    'the group chat is planning a girls holiday to greece and i just dont have the money',
    "hi, my friend's birthday trip is in barcelona and cost is too much for me, i am student. i dont want she is sad with me",
    'cant afford the stag do tbh, lads will rip me',
    'Good afternoon. I have been asked to be best man for an old school friend, and the stag weekend alone is going to cost more than I can manage this month.',
    "so basically my uni friends have booked a villa in portugal for my friend's 25th and everyone just assumed i'm coming, its £600 before " +
      'flights and i feel awful because i love her but i honestly cant afford it',
    'hen do costs r insane, im skint',
    'everyone in my friend group earns way more than me and they keep planning expensive weekends away i cant keep up',
    'i dont want to seem like i dont care but i cant afford my best friends wedding abroad',
  ],
  acknowledged: /^(?:Being asked to a hen do, a stag weekend or a friend's big trip|Hen dos, stag weekends, weddings abroad and birthday trips|When the group chat is buzzing about flights and villas)/,
  asked: [
    [
      HEN_DO,
      [
        ['how do i tell hannah i cant afford lisbon without her thinking i dont care?', /Tell your friend on their own and soon, ideally before any deposits are paid/],
        ['what do i actually write to her? i want it casual, not formal', /Keep it casual.*"Hey you! I've been looking at the hen do and I'm gutted, but I can't stretch to it/],
        ['should i tell the whole group or just her?', /Tell your friend first and on their own, because it is their celebration/],
        ['should i offer to organise a cheaper night in at mine instead?', /Yes, offer it.*"Can I do a proper night for you at mine instead\?"/],
        ['could i just go for one night?', /going for one night or one day is often a very good answer/],
        ['should i borrow the money and pay it off after?', /My clear view is no: do not go into debt for someone else's celebration/],
        ['should i just put it on my credit card?', /do not go into debt for someone else's celebration/, 'money-stress'],
        ['is it selfish? i feel like a bad friend', /it is not selfish or tight, and it does not make you a bad friend/],
        ['what if the others keep pushing me to come?', /You only need to say it once kindly.*"Thanks, but it's not doable for me\./],
        ['im also maid of honour, how do i still be a good one on a tight budget?', /You can be a brilliant maid of honour or best man on a small budget/],
        ['the group chat is sending like 40 messages a day and its stressing me out', /It is fine to mute it\. A group chat sending 40 messages a day/],
        ['i already paid the deposit, can i still pull out?', /It is not too late to change your mind, even after saying yes or paying a deposit/],
        ['how much is normal to spend on a hen do anyway?', /There is no fixed rule.*"Could we have a version for people on a tighter budget\?"/],
      ],
    ],
    [
      'cant afford the stag do tbh, lads will rip me',
      [
        ["the lads keep pressuring me in the chat to just come and pay later, what do i do?", /you do not owe the group your bank balance/],
        ['is it tight of me? they will think im cheap', /it is not selfish or tight/],
      ],
    ],
  ],
});

describeSituation({
  name: 'feeling envious of a friend',
  id: 'jealous-of-friend',
  openings: [
    'im single and everyone in the group is coupled up now and i feel a bit left behind',
    "my best friend just got engaged and i'm so happy for her but also weirdly jealous",
    'my best mate landed the job i wanted and i feel so envious of her',
    'bestie is pregnant and weve been trying for 2 years, im happy for her but the jealousy is eating me up',
    "Jealous of my friend. She bought a house with her boyfriend and I'm still renting a room. Feel horrible for it.",
    'hello, my close friend is getting married and I am happy for her but also I feel envy. I think I am bad friend.',
    'jelous of my best freind n i hate myself for it',
    "Everyone's coupled up now. I'm the only single one left in our friend group and weddings are getting harder.",
    'i feel so jealous of my friends lately, they all seem to have their lives together and im happy for them but it hurts',
    'my oldest friend got promoted again and i smiled and said congrats but honestly i felt sick with envy',
    'i get so jealous when my best friend tells me about her new boyfriend, i should be happy for her',
    'all my friends are getting married and having babies and im still single',
  ],
  acknowledged: /^(?:Feeling jealous of a friend while being truly happy for her|When a close friend gets engaged, pregnant, a new job or a house|Being the single one while everyone around you pairs off)/,
  asked: [
    [
      "my best friend just got engaged and i'm so happy for her but also weirdly jealous",
      [
        ['should i tell her how i feel?', /Usually you do not need to.*"I'm so happy for you, and a tiny part of me is jealous/],
        ['what do i say when she tells me more news?', /Lead with warmth.*"Oh my goodness, that's amazing, I'm so happy for you! Tell me everything\."/],
        ["its the wedding planning, im her bridesmaid and its all she talks about", /You can be fully there for her wedding and still have private pangs of envy/],
        ['and now shes pregnant too and we have been trying for a baby', /A friend's pregnancy can hurt in a particular way/],
        ['she also got a promotion and bought a house, why not me', /When a friend lands the job, promotion or house you want/],
        ['what does it mean that i feel like this?', /Envy usually points to something you want for yourself/],
        ['her instagram posts make it worse, should i mute her?', /It is fine to mute her posts for a while/],
        ['is it normal?', /Yes, it is very normal, and most people feel it at some point/],
        ['ive been avoiding her and not replying to her messages, what do i do?', /Pulling away is a very common way of handling envy/],
        ['i keep having bitter thoughts about her, does that make me a horrible person?', /Thoughts are not actions.*"That's the jealousy talking\."/],
        ['im scared ill lose her once shes married, how do i keep us close?', /Part of the envy is often a fear of losing her/],
      ],
    ],
    [
      'im single and everyone in the group is coupled up now and i feel a bit left behind',
      [['how do i stop feeling like the odd one out now that im the only single one?', /Being the single one while everyone pairs off is a very common stage/]],
    ],
  ],
});

describe('near a friend\'s costly plans and envy of a friend', () => {
  it.each(COACH_IDS)('%s: asked straight away, the two are read as themselves', (coachId) => {
    expect(situationOf(coachId, 'how do i tell hannah i cant afford lisbon without her thinking i dont care?')).toBe('costly-friend-plans');
    expect(situationOf(coachId, 'is it awful to feel jealous of your best friend when youre also genuinely happy for her')).toBe('jealous-of-friend');
    expect(after(coachId, ['how do i tell hannah i cant afford lisbon without her thinking i dont care?']).reply).toMatch(
      /Tell your friend on their own and soon/,
    );
    expect(after(coachId, ['is it awful to feel jealous of your best friend when youre also genuinely happy for her']).reply).toMatch(
      /it is not awful, and it does not make you a bad person or a bad friend/,
    );
  });

  it.each(COACH_IDS)('%s: a friend who hurt the person, a partner\'s jealousy and comparing online are read as before', (coachId) => {
    expect(situationOf(coachId, 'my friend lied about me')).toBe('friend-hurt');
    expect(situationOf(coachId, 'my best friend ignored my engagement news and i am hurt')).toBe('friend-hurt');
    expect(situationOf(coachId, 'my partner is jealous of my friends')).toBe('partner-jealousy');
    expect(situationOf(coachId, 'my boyfriend is jealous of my best friend')).toBe('partner-jealousy');
    expect(situationOf(coachId, "i'm so jealous of my ex's new girlfriend")).toBe('breakup');
    expect(situationOf(coachId, 'everyone my age is getting married and buying houses and i feel so behind')).toBe('social-media-comparison');
    // A friend's envy of the person, or the person's envy of a sister, is no envy of a friend.
    expect(situationOf(coachId, 'my friend is jealous of me since i got engaged')).not.toBe('jealous-of-friend');
    expect(situationOf(coachId, "I'm jealous of my sister, she has everything")).not.toBe('jealous-of-friend');
  });

  it.each(COACH_IDS)('%s: debts, money owed, a speech and nerves about a hen do are read as before', (coachId) => {
    expect(situationOf(coachId, 'i owe £1,400 on klarna')).toBe('money-stress');
    expect(situationOf(coachId, 'we cant afford a holiday this year')).toBe('money-stress');
    expect(situationOf(coachId, "i can't afford rent this month and my landlord doesnt care")).toBe('money-stress');
    expect(situationOf(coachId, 'i had to put it on my credit card and now i cant pay it off')).toBe('money-stress');
    expect(situationOf(coachId, 'my mate still owes me £200 for the stag do')).toBe('money-owed');
    expect(situationOf(coachId, 'I paid for the airbnb for the group trip and two of them still owe me £150')).toBe('money-owed');
    expect(situationOf(coachId, 'dreading the hen do, i wont know anyone')).toBe('social-anxiety-event');
    expect(situationOf(coachId, 'i have to give the best man speech and im terrified')).toBe('presentation-speaking');
  });
});
