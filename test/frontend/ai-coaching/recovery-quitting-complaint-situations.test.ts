/**
 * A recovery from an injury or an operation, quitting smoking or vaping, and a complaint about something bought: openings in
 * many styles (terse, rambling, lowercase, typos, slang, English as a second language, a formal older writer) are read as
 * these situations and met with their own words, the particular questions people in them ask get their own answers, and a
 * diagnosis, chronic pain, a sports team, exercise, drinking, other habits, a landlord, a neighbour, money and complaints at
 * work are read as before.
 */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { after } from './engine-helpers';
import { describeSituation } from './situation-cases';

const situationOf = (coachId: CoachId, message: string) => after(coachId, [message]).situation;

describeSituation({
  name: 'a recovery from an injury or operation',
  id: 'injury-recovery',
  openings: [
    'had acl reconstruction 6 weeks ago and im going out of my mind',
    "I broke my leg skiing in February and I still can't walk properly. I feel so low.",
    'knee op was 3 weeks ago, physio is sooo slow, missing football massively',
    'My hip replacement was in March. The surgeon is pleased but I feel frustrated that I still need the stick, and I hate depending on my ' +
      'daughter for everything.',
    'broke my wrist at work, cant do anything myself, cant even cut my food. fed up',
    "tore my ACL playing netball and the season is over for me. everyone else is still training and I'm stuck on the sofa",
    'recovering from surgery on my shoulder and honestly losing my mind a bit',
    "ruptured my achilles at five a side. 8 weeks in a boot and I've lost all my fitness",
    'im so scared of reinjuring my knee when i go back to rugby',
    "Six weeks on crutches after a fractured ankle and I'm climbing the walls",
    "had back surgery in january and progress has stalled, feel like i'll never get back to the gym",
    'torn ligament in my ankle, physio says 3 months, i run every day normally and this is killing me',
    'Good afternoon. I had a knee replacement five weeks ago. Progress with the exercises is slower than I had hoped and I find myself rather low.',
  ],
  acknowledged: new RegExp(
    '^(?:Recovering from an injury or an operation is slow|Being laid up after an injury or surgery|' +
      'The middle of a recovery can be the hardest part)',
  ),
  asked: [
    [
      'had acl reconstruction 6 weeks ago and im going out of my mind',
      [
        ["how long until i'm back to normal? when can i play again?", /Only your surgeon and physio can give you a timeline/],
        ['is it normal to feel like im not improving? physio is so slow', /Plateaus are a normal part of rehab/],
        ['i miss football so much, how do i cope with missing the whole season?', /Missing your sport can hurt as much as the injury/],
        ['ive lost all my fitness and put on weight, how do i stop that', /Fitness and muscle drop during a long recovery/],
        ["im scared to trust my knee again, what if i do it again", /Fear of hurting it again is very common/],
        ['how do i cope with relying on my girlfriend for everything?', /Needing help with ordinary things/],
        ["im so bored stuck at home all day, any ideas?", /Boredom is a big, underrated part of recovery/],
        ["when can i go back to work? i'm a plumber", /When you can go back to work depends on your job and your injury/],
        ['when am i allowed to drive again?', /Ask your surgeon or physio when it is safe for you to drive/],
        ["i think i overdid it yesterday and now its more swollen, have i had a setback?", /Most setbacks in rehab are small/],
        ['what signs mean something is wrong?', /Get help the same day, from the hospital team, NHS 111 in the UK or urgent care/],
        ['i feel really low and keep crying, is this normal?', /Low mood during a long recovery is common/],
        ["what's the best position to sleep in? the pain keeps me up at night", /Sleep is often hard after an injury or operation/],
        ['should i push harder than the physio says to speed it up?', /do not go beyond what your physio has set/],
        ['what if the wound looks red and hot?', /Get urgent help the same day.*wound becomes hot, red, leaking or smelly/],
      ],
    ],
  ],
});

describeSituation({
  name: 'quitting smoking or vaping',
  id: 'quit-smoking-vaping',
  openings: [
    'trying to quit smoking, day 3',
    'ok so i want to quit vaping',
    'Day 5 without a cigarette and I could kill someone',
    "I've smoked 20 a day for thirty years and my doctor says I must give up. I don't know where to start.",
    'been trying to give up the vape for months but everyone at work vapes on break',
    'my quit date is monday and im terrified',
    'slipped and had a fag last night after 2 weeks off them, feel like a failure',
    'cutting down on cigarettes but the cravings are insane',
    'my elf bar is basically glued to my hand, i need to quit but idk how',
    'I am 58 and have smoked since I was fifteen. My grandson asked me to stop smoking and I have decided to try, but the cravings after meals ' +
      'are very strong.',
    'quit smoking is so hard',
    'hello, i try stop vaping since one week, very difficult, i am angry all the time',
  ],
  acknowledged: new RegExp(
    '^(?:Quitting smoking or vaping is one of the hardest|Cravings, a short temper and feeling on edge|Smoking and vaping get woven into|' +
      'A relapse after a stretch without smoking)',
  ),
  asked: [
    [
      'trying to quit vaping, day 2 and its rough',
      [
        ['how do i deal with the cravings?', /Most cravings peak and fade within a few minutes/],
        ['why am i so irritable and snappy with everyone?', /Irritability, restlessness, trouble concentrating/],
        ['do nicotine patches actually work? which ones should i get?', /ask a pharmacist or your GP which products and strength would suit you/],
        ['how do i get through my morning coffee and breaks at work without one?', /Triggers are the moments your brain expects nicotine/],
        ['how do i get through a night out at the pub without vaping?', /Alcohol is one of the biggest triggers for slipping/],
        ['my boyfriend still smokes around me, how do i handle that?', /Being around people who smoke or vape makes quitting harder/],
        ['i caved and had a cigarette at a party last night. what now?', /A slip does not wipe out your progress/],
        ["will i put on weight? i'm already snacking loads", /Some weight gain after quitting is common/],
        ['should i cut down the vape gradually or stop completely?', /Stopping completely on a set date works better for most people/],
        ['how long does the withdrawal last? when does it get easier?', /the first three days are the hardest/],
        ['where can i get help? is there a free stop smoking service?', /local stop smoking services are free/],
      ],
    ],
    [
      'i want to quit smoking but i keep putting it off',
      [
        ['when should i set my quit date?', /Pick a date within the next week or two/],
        ['what if i slip up?', /If you slip and have one, do not treat it as the end/],
      ],
    ],
  ],
});

describeSituation({
  name: 'a complaint about something bought',
  id: 'consumer-complaint',
  openings: [
    'the sofa we bought from dfs is already sagging and they wont do anything',
    "my new washing machine stopped working after 2 weeks and the shop won't refund me",
    'ordered a table online, it arrived damaged and the seller is ignoring my emails',
    'amazon parcel never arrived and they say it was delivered',
    "I feel completely fobbed off by this company, I've rung them six times about my broken fridge",
    'wardrobe delivered broken and the courier just left, the company keeps saying to contact the manufacturer',
    'The dishwasher we purchased in May has broken down for the second time, and the retailer now refuses any further repair. I am at my ' +
      "wits' end.",
    'they sent me the wrong item and now want me to pay for the return postage',
    'im so angry, paid 900 quid for a mattress and its falling apart after 4 months and they keep fobbing me off',
    "want a refund for my trainers, the sole came off after a week and they said its wear and tear",
    'hello, i buy laptop in the shop one month ago, now is faulty and they refuse to refund, only repair',
    'Currys are refusing a refund on a faulty tv, absolute joke',
  ],
  acknowledged: /^(?:It is really frustrating when something you paid|Being fobbed off by a shop or seller|Chasing a refund, a repair or a replacement)/,
  asked: [
    [
      "my new washing machine stopped working after 2 weeks and the shop won't refund me",
      [
        ['can you write me a complaint email to send them?', /"Dear \[company\], Order \[number\], bought on \[date\] for \[price\]\./],
        ['what are my rights? is 30 days a thing?', /the Consumer Rights Act says goods must be of satisfactory quality/],
        ["they're ignoring my emails now, what do i do?", /send one final letter with a deadline/],
        ['i paid by credit card, can i do a chargeback or section 75?', /section 75 makes your credit card company jointly responsible/],
        ['what evidence should i keep? i lost the receipt', /Good evidence makes a complaint much harder to brush off/],
        ['how do i stay calm on the phone with customer service? i get so angry', /Before you call, write down in two lines/],
        ['they only offer a credit note instead of a refund, what do i do?', /A shop's own returns policy cannot take away your legal rights/],
        ["they repaired it once and now it's broken again, what now?", /after the first 30 days the seller usually gets one chance to repair or replace/],
        ['the shop says i have to contact the manufacturer under the warranty, is that right?', /your rights are with the retailer who sold it to you/],
        ['should i take them to small claims court?', /Small claims is the last step/],
        ["honestly is it worth the hassle? i'm so fed up with it", /It is worth it when the amount matters to you/],
        ["what if they still won't give me a refund?", /move up a step rather than starting again.*section 75/],
      ],
    ],
    [
      'ordered a table online, it arrived damaged and the seller is ignoring my emails',
      [
        [
          'the courier left it outside and it was damaged in transit, who is responsible, the courier or the seller?',
          /the seller is usually responsible until the item reaches you/,
        ],
      ],
    ],
  ],
});

describe('near the three situations', () => {
  it.each(COACH_IDS)('%s: a diagnosis, chronic pain, a team, exercise, a return to work and someone else hurt are read as before', (coachId) => {
    expect(situationOf(coachId, 'I was diagnosed with type 2 diabetes last week and I am scared')).toBe('new-diagnosis');
    expect(situationOf(coachId, "I've had chronic back pain for years and the physio isn't helping")).toBe('chronic-illness-pain');
    expect(situationOf(coachId, 'my sciatica is flaring up again and i cant sit at my desk')).toBe('chronic-illness-pain');
    expect(situationOf(coachId, 'i got dropped from the team for the cup final and im gutted')).toBe('sports-team');
    expect(situationOf(coachId, "coach put me on the bench again, I've been training so hard all season")).toBe('sports-team');
    expect(situationOf(coachId, 'i keep skipping the gym and i hate myself for it')).toBe('exercise-motivation');
    expect(situationOf(coachId, 'i want to start running but i never stick to it')).toBe('exercise-motivation');
    expect(situationOf(coachId, "I'm going back to work after my operation next week and I'm nervous")).toBe('back-to-work');
    expect(situationOf(coachId, 'my mum had a fall and broke her hip, now im caring for her every day and im exhausted')).toBe('caring-for-parent');
    expect(situationOf(coachId, "my son broke his arm at school and he's so upset he can't play football")).not.toBe('injury-recovery');
    expect(situationOf(coachId, "the GP surgery never answers the phone and I'm so frustrated")).not.toBe('injury-recovery');
    expect(situationOf(coachId, 'my knee hurts when i go down the stairs')).not.toBe('injury-recovery');
    expect(situationOf(coachId, 'our dog had surgery on his leg and he has to wear a cone')).not.toBe('injury-recovery');
  });

  it.each(COACH_IDS)("%s: a child's vaping, drinking, other habits and smoke that is no habit are read as before", (coachId) => {
    expect(situationOf(coachId, 'my son is vaping at school and i dont know what to do')).toBe('parenting-stress');
    expect(situationOf(coachId, 'my 15 year old daughter is vaping and lies about it')).not.toBe('quit-smoking-vaping');
    expect(situationOf(coachId, 'i want to stop drinking, i have wine every night')).toBe('drinking-less');
    expect(situationOf(coachId, 'trying to cut down on snacking in the evenings')).toBe('habit-change');
    expect(situationOf(coachId, 'i spend 6 hours a day on tiktok and i need to cut down')).toBe('phone-screen-time');
    expect(situationOf(coachId, 'i want to stop biting my nails')).not.toBe('quit-smoking-vaping');
    expect(situationOf(coachId, 'the smoke alarm keeps going off and wont stop')).not.toBe('quit-smoking-vaping');
    expect(situationOf(coachId, 'my husband smokes in the garden and the smell comes in')).not.toBe('quit-smoking-vaping');
    expect(situationOf(coachId, 'my flatmate smokes weed in his room every night and the whole flat stinks')).not.toBe('quit-smoking-vaping');
    expect(situationOf(coachId, 'i quit my job last week and feel lost')).not.toBe('quit-smoking-vaping');
  });

  it.each(COACH_IDS)('%s: a landlord, a neighbour, money, a friend who owes and complaints at work are read as before', (coachId) => {
    expect(situationOf(coachId, "my landlord won't fix the broken boiler and it's been three weeks")).toBe('tenant-landlord');
    expect(situationOf(coachId, 'the landlord is keeping my deposit for a stain on the carpet')).toBe('tenant-landlord');
    expect(situationOf(coachId, "my landlord says the washing machine is broken but he won't replace it")).toBe('tenant-landlord');
    expect(situationOf(coachId, 'my neighbour keeps parking across my drive')).toBe('neighbour-dispute');
    expect(situationOf(coachId, 'my neighbour complained to the council about my dog barking')).not.toBe('consumer-complaint');
    expect(situationOf(coachId, "i'm so broke, i can't pay my bills this month")).toBe('money-stress');
    expect(situationOf(coachId, 'my overdraft is maxed out and the bank keeps charging me')).toBe('money-stress');
    expect(situationOf(coachId, "my friend borrowed £200 and won't give me my money back")).not.toBe('consumer-complaint');
    expect(situationOf(coachId, 'a customer complained about me to my manager today and i feel awful')).not.toBe('consumer-complaint');
    expect(situationOf(coachId, 'i want to make a formal complaint about my manager')).not.toBe('consumer-complaint');
    expect(situationOf(coachId, 'i work in customer service and people shout at me all day')).not.toBe('consumer-complaint');
    expect(situationOf(coachId, 'the delivery driver at work keeps complaining about the rota')).not.toBe('consumer-complaint');
    expect(situationOf(coachId, 'I run a small etsy shop and a buyer says the mug arrived chipped')).not.toBe('consumer-complaint');
    expect(situationOf(coachId, 'my phone is broken and i feel lost without it')).not.toBe('consumer-complaint');
  });
});
