/**
 * Betting that has got out of hand, a fear of motorways and fast roads, starting therapy, nerves before performing music or
 * drama, and going back to work after time off: openings in many styles are read as these situations and met with their own
 * words, the particular questions people in them ask get their own answers, and a talk at work, a driving test, a newborn's
 * sleep and a match for the person's team are read as before.
 */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { after } from './engine-helpers';
import { describeSituation } from './situation-cases';

const situationOf = (coachId: CoachId, message: string) => after(coachId, [message]).situation;

describeSituation({
  name: 'betting that has got out of hand',
  id: 'gambling',
  openings: [
    'i keep losing money on betting apps and i cant stop',
    "lost 400 quid on accas this weekend and my girlfriend doesnt know",
    'I think I have a gambling problem. I spend my wages on online slots every payday',
    'chasing my losses again last night, down 2k this month',
    'Hello, my husband does not know I lost our savings on casino app. I am very ashamed',
    'been betting on football since i was 18 and now im 26 and in debt because of it',
    'i put my whole paycheck on roulette last night and lost it all, feel sick',
    "My betting has got out of control. I've borrowed from my brother to cover rent after a bad week on bet365.",
    'gambling addiction, need help',
    'im addicted to in play betting, every match i have to have money on it',
  ],
  acknowledged: /^(?:Betting that has got out of hand|Chasing losses, hiding what you have spent|Betting apps and casino sites are built to keep you playing)/,
  asked: [
    [
      "lost 400 quid on accas this weekend and my girlfriend doesnt know",
      [
        ['how do i block all the betting apps and sites on my phone?', /GAMSTOP, which is free and blocks you from licensed online betting/],
        ['can my bank put a block on my card so it wont go through?', /stops your card being used for betting and casino payments/],
        ['she doesnt know ive been hiding it. should i tell her?', /hiding losses usually does more harm to trust than the losses themselves/],
        ['i keep chasing, i just want to win it back. how do i stop?', /treat money already lost as gone, like a bill that has been paid/],
        [
          'the urge is worst when im watching the football at weekends, what do i do during the match?',
          /skip the live match for a few weeks and watch the highlights later/,
        ],
        ['i borrowed 3k to cover my bets and now im in my overdraft, what do i do about the debt?', /StepChange, National Debtline or Citizens Advice/],
        // Debt asked about with no word of betting: money worries are the subject from here, the answer still the betting one.
        ["i've borrowed 3k and have an overdraft, what do i do?", /StepChange, National Debtline or Citizens Advice/, 'money-stress'],
        ['is there a helpline or free support i can talk to?', /National Gambling Helpline, run by GamCare, is free and open day and night/],
        ['how do i know if its actually a problem or just a bit of fun?', /you do not need a label to get help/],
        ['every payday i end up betting my wages, how do i stop that?', /Payday is a very common trigger/],
        ['should i delete my accounts or just the apps?', /close each betting account, not just the app/],
        ['they keep sending me free bets and offers by email, what do i do?', /a free bet is how many people get started again/],
        [
          'all my mates do accas in the group chat, how do i stop without being left out?',
          /"I'm off the betting for a while, but I'm still up for watching the game\."/,
        ],
      ],
    ],
  ],
});

describeSituation({
  name: 'a fear of driving on motorways and fast roads',
  id: 'driving-fear',
  openings: [
    'i passed my test 6 years ago but im terrified of motorways',
    'had my licence 3 yrs, fine in town. but joining the dual carriageway makes my legs shake. i go the long way everywhere',
    'Since the crash in January I am scared to drive, even to the shop',
    "I have to drive to my sister's wedding in Leeds next month and it's 3 hours of motorway. dreading it",
    'i get so nervous driving on the motorway',
    'slip roads terrify me, i never know when to merge',
    'Hello. I am driving 10 years in my country but in UK the motorway is very fast and I am afraid of driving here',
    'had a panic attack on the motorway last year and havent been on one since',
    'i avoid the motorway and it adds 40 mins to my commute every day',
    'scared of driving',
  ],
  acknowledged: new RegExp(
    '^(?:Being afraid of motorways or fast roads|Fear behind the wheel, especially after a scare, a crash|' +
      'Planning longer routes to avoid the motorway)',
  ),
  asked: [
    [
      'i passed my test 6 years ago but im terrified of motorways',
      [
        ['how do i actually get onto the motorway from the slip road? i never know when to merge', /Speed up to match the traffic in the left lane/],
        ['what do i do if i panic or freeze while im driving on it?', /Panic peaks and then passes/],
        [
          'how do i practise with someone in the passenger seat without them stressing me out?',
          /"I just need you there\. Please don't tell me what to do unless I ask\."/,
        ],
        ['can i get a refresher lesson with an instructor even though i passed years ago?', /Pass Plus is a short course that includes motorway driving/],
        ['should i just start with one junction on a quiet sunday morning?', /Start so small that it feels almost too easy/],
        ['i have to do a long drive to a wedding in june, 3 hours. how do i manage that?', /plan it so it feels like several short drives/],
        ['lorries scare me and i never overtake, is that ok?', /you do not have to overtake them/],
        ['is it worse at night or in the rain? i hate driving in the dark', /look towards the left edge of the road/],
        [
          'it started after a crash two years ago, someone rear-ended me. will it ever go away?',
          /short, familiar trips first, at quiet times, before the road where it happened/,
        ],
        ['i always take the long way round to avoid the motorway, is that bad?', /Keep the longer route as a back-up, not the rule/],
        ['what if i break down on the motorway?', /wait behind the barrier, well away from the traffic/],
        ['how fast do i have to go on the motorway? 70 feels too fast', /it is a maximum, not a target/],
      ],
    ],
  ],
});

describeSituation({
  name: 'starting therapy',
  id: 'starting-therapy',
  openings: [
    'my first therapy session is on thursday and im so nervous',
    "I have my first session with a counsellor on Friday and I don't know what to say",
    'starting therapy next week, online, and my flatmates can hear everything through the walls',
    'Hi. I start counselling tomorrow through NHS talking therapies and I want to cancel',
    'ive had 4 therapy sessions and i dont think its working',
    "I don't really click with my new therapist and I don't know if I should say something",
    'first time going to therapy ever, 34 years old and terrified lol',
    'My doctor referred me for CBT sessions and the first one is on Monday, I am very anxious about it',
    "my therapy sessions are on video and i'm scared someone at home will overhear",
    'frist therapy appointment tmrw, feel sick',
  ],
  acknowledged: /^(?:Feeling nervous before starting therapy|Sitting down with a stranger to talk about what is hard|Wondering whether therapy is working)/,
  asked: [
    [
      'my first therapy session is on thursday and im so nervous',
      [
        ['what actually happens in a first session? what should i expect?', /more about getting to know you than diving deep/],
        ['i dont know what to say when she asks why im there', /"I've been feeling anxious and low for a few months/],
        ['its on video and my flatmates might overhear, how do i get some privacy at home?', /sit in your parked car, or book a small room/],
        ['i keep thinking about cancelling the appointment, what should i do?', /"I nearly cancelled today\."/],
        ['how long does it take before therapy actually helps?', /within the first four to six sessions/],
        ['what if i dont like my therapist? can i switch to a different one?', /"I'm finding it hard to open up with you, and I'm not sure why\./],
        ['is everything i say confidential? will they tell anyone?', /at serious risk of harm, they may need to share that/],
        [
          'there is something embarrassing i have never told anyone, do i have to say it?',
          /what feels unspeakable to you is very unlikely to shock them/,
        ],
        ["what do i do if there's a long silence and i have nothing to say?", /they are not a test, and you are not doing it wrong/],
        ["what should i do after the session? i feel like i'll be drained", /leave a little space afterwards/],
      ],
    ],
  ],
});

describeSituation({
  name: 'nerves about performing',
  id: 'performance-nerves',
  openings: [
    'first gig with my band next week, im the drummer and i always rush when im nervous',
    "I have my grade 8 piano recital on Friday and I'm dreading it",
    'audition for drama school tomorrow and i cant stop feeling sick',
    'doing an open mic for the first time, just me and my guitar, terrified',
    'Hello, I sing in a choir and next month I have a solo in the concert. I am very nervous, my voice shake',
    'stage fright before every gig, even after 5 years playing in a band',
    "my first dj set at a club is on friday and i keep thinking i'll mess it up",
    'im in the school play and i keep thinking i will forget my lines on opening night',
    'playing live makes me so anxious, I mess up songs I know perfectly at home',
    'gig nerves. big one saturday',
  ],
  acknowledged: /^(?:Nerves before going on stage|Worrying about shaking hands, a dry mouth|Putting yourself in front of an audience)/,
  asked: [
    [
      'first gig with my band next week, im the drummer and i get really nervous',
      [
        ['what should i do right before going on stage? like the last few minutes backstage', /Use the last 15 minutes before you go on for a fixed routine/],
        ['i always rush the tempo when im nervous, how do i stop speeding up?', /lock onto their beat, not your heartbeat/],
        ['what if i mess up in the middle of a song?', /The golden rule is to keep going/],
        ['my mouth goes dry when im nervous, what can i do?', /gently biting the tip of your tongue/],
        ['what if my mind goes blank and i forget the lyrics?', /come back in at the chorus, which most people remember/],
        ['its worse when my friends are in the audience, why is that?', /friends who come are on your side/],
        ['i cant sleep the night before a gig, any tips?', /a poor night's sleep will not ruin the performance/],
        ['should i have a drink before we go on to calm my nerves?', /keep it to a single drink well before you go on/],
        ['which song should we open with? how do i order the setlist?', /Open with a song you know cold/],
        ['i also have an audition for a music college in march, how do i prepare for the panel?', /"Could I start that again\?"/],
        ['the last gig went badly and i keep replaying it, how do i move on?', /write down three things that went well, then one thing to practise/],
      ],
    ],
  ],
});

describeSituation({
  name: 'going back to work after time off',
  id: 'back-to-work',
  openings: [
    "I go back to work in two weeks after 11 months of maternity leave and I'm dreading it",
    'going back to work after maternity leave next month, baby starts nursery on monday',
    'my maternity leave ends in march and i feel sick thinking about going back',
    'Returning to work after 4 months off sick with depression, phased return starts Monday',
    'i was signed off with burnout for 3 months and i go back next week, so anxious',
    "back to work after a year off, feel like i've forgotten everything",
    'Hello. After my paternity leave I must go back to office and my new manager I never met',
    'first week back after mat leave and i cried in the toilets twice',
    'i have a return to work meeting on thursday after being off sick since june',
    "I'm going back to work after a career break of five years to look after my kids",
  ],
  acknowledged: /^(?:Going back to work after a long time away|After months away, whether with a baby|Returning to work brings practical worries)/,
  asked: [
    [
      "I go back to work in two weeks after 11 months of maternity leave and I'm dreading it",
      [
        ['should i use my keeping in touch days before i go back?', /up to 10, or up to 20 on shared parental leave/],
        ['should i get in touch with my manager before my first day?', /"Hi Jo, I hope things are good\. I'm due back on Monday the 3rd/],
        ['how do i ask for flexible working, like 3 days a week?', /give you an answer within two months/],
        ['how do i settle her into nursery? drop off is going to be awful', /keep the goodbye short, warm and the same every time/],
        ['i feel so guilty leaving my baby, is that normal?', /that takes nothing away from their bond with you/],
        [
          "i feel so out of date, like i've forgotten how to do my job. how do i get my confidence back?",
          /your experience and judgement did not disappear while you were away/,
        ],
        ["i'm still breastfeeding, how do i do pumping at work?", /a private, clean room to express in, not the toilets/],
        ['there was a restructure while i was away and my role has changed, what are my rights?', /first refusal of a suitable other job/],
        ['what should my first week back look like?', /Keep your first week about landing/],
        [
          "everyone says she'll keep getting sick at nursery in the first winter, is that true?",
          /very common for children in their first year at nursery to catch one bug after another.* It does ease.* Plan back-up care now/,
        ],
      ],
    ],
    [
      "Returning to work after 4 months off sick with depression and i'm scared",
      [
        ['can i ask for a phased return? how does that work?', /half days for the first week or two, building up over four to six weeks/],
        ["what do i tell colleagues about where i've been?", /"I was unwell for a while, but I'm doing better, thanks\./],
      ],
    ],
  ],
});

describe('near the five situations', () => {
  it.each(COACH_IDS)('%s: a talk at work, a driving test, a newborn, a match and couples counselling are read as before', (coachId) => {
    expect(situationOf(coachId, "I have a presentation at work on Friday and I'm so nervous my voice shakes")).toBe('presentation-speaking');
    expect(situationOf(coachId, 'I have terrible stage fright when I have to present at work')).toBe('presentation-speaking');
    expect(situationOf(coachId, "my driving test is next week and i'm terrified of roundabouts")).toBe('driving-test');
    expect(situationOf(coachId, 'my instructor wants to take me on the dual carriageway in my next driving lesson')).toBe('driving-test');
    expect(situationOf(coachId, 'our newborn wakes every two hours at night and i am so tired')).toBe('new-baby');
    expect(situationOf(coachId, "I'm on maternity leave and my baby won't settle in the evenings")).toBe('new-baby');
    expect(situationOf(coachId, "big match on saturday for my football team and i'm so nervous")).toBe('sports-team');
    expect(situationOf(coachId, 'coach dropped me to the bench for the final')).toBe('sports-team');
    expect(situationOf(coachId, "we're starting couples counselling next week and i'm nervous")).toBe('partner-arguments');
    expect(situationOf(coachId, 'my rent is due on friday and i cannot pay it')).toBe('money-stress');
    // A bet said in passing is no betting; a return to work after long leave is not life with a newborn.
    expect(situationOf(coachId, "I bet she's going to be angry with me")).not.toBe('gambling');
    expect(situationOf(coachId, 'I go back to work after maternity leave in May and the baby starts nursery')).toBe('back-to-work');
  });
});
