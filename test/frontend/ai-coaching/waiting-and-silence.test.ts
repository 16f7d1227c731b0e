/**
 * Waiting and silence: a reply that has not come from someone being dated is waited for, not chased like a booking; "should i
 * just drop it" there is weighed as stopping the chase; a partner who has gone quiet after a row is met as that, and how
 * their rows usually end is not asked once told; a choice put as not knowing ("i dont know if i should apologise or wait") is
 * answered in the first message.
 */
import { COACH_IDS } from '@contracts/coaches';
import { caseTerms, contentWords } from '../../../frontend/src/features/ai-coaching/engine/situations';
import { after } from './engine-helpers';

describe('waiting for a reply from someone being dated', () => {
  it.each(COACH_IDS)('%s: the wait is met as waiting, and texting again weighed for dating, not for a booking', (coachId) => {
    const opening = after(coachId, ['he hasnt replied to my message in 2 days']);
    expect(opening.situation).toBe('dating-anxiety');
    expect(opening.reply).toMatch(/Waiting for a reply from someone you like/);
    expect(opening.reply).not.toMatch(/Dating apps and first dates/);
    const again = after(coachId, ['he hasnt replied to my message in 2 days', 'should i text him again?']).reply;
    expect(again).toMatch(/one follow-up, then stop/);
    expect(again).not.toMatch(/book|Friday/);
  });

  it.each(COACH_IDS)('%s: "should i just drop it" is weighed as stopping the chase', (coachId) => {
    const { reply } = after(coachId, ["we've been talking for a month and now he's gone quiet", 'should i just drop it']);
    expect(reply).toMatch(/dropping it is usually right/);
    expect(reply).not.toMatch(/three plain checks|the sorry felt real/);
    const given = after(coachId, ['he hasnt replied in 3 days', 'should i just give up on him?']);
    expect(given.situation).toBe('dating-anxiety');
    expect(given.reply).toMatch(/the silence is an answer about them, not a verdict on you/);
  });

  it('a landlord or a boss who has not replied is not dating', () => {
    expect(after('sage', ["i emailed my landlord about the boiler and he hasn't replied in 3 days"]).situation).toBe('tenant-landlord');
  });

  it('the words that tell a case apart are kept for matching it, not for finding a question', () => {
    expect(contentWords('he hasnt replied to my message')).not.toContain('reply');
    expect(caseTerms('he hasnt replied to my message')).toEqual(expect.arrayContaining(['reply', 'messag']));
  });
});

describe('a partner gone quiet after a row', () => {
  it.each(COACH_IDS)('%s: the silence is met as silence, and how rows end is not asked once told', (coachId) => {
    const opening = after(coachId, ['my husband is ignoring me after our row last night']);
    expect(opening.situation).toBe('partner-arguments');
    expect(opening.reply).toMatch(/the silence can feel worse than the argument itself/);
    expect(opening.reply).toMatch(/Does the silence usually end on its own/);
    expect(opening.reply).not.toMatch(/Christmas/);
    const told = after(coachId, ['my husband is ignoring me after our row last night', 'it always ends with me saying sorry first']).reply;
    expect(told).not.toMatch(/make up|reach out first/);
  });

  it('a girlfriend who will not talk is a partner, not nobody', () => {
    expect(after('phoenix', ['my girlfriend wont talk to me since saturday']).situation).toBe('partner-arguments');
  });
});

describe('a choice put as not knowing, in the first message', () => {
  it.each(COACH_IDS)('%s: is answered there', (coachId) => {
    const fight = after(coachId, ['my best friend and i had a huge fight last week and i dont know if i should apologise or wait for her to reach out']);
    expect(fight.reply).toMatch(/reaching out first is not losing/);
    const money = after(coachId, ['my sister borrowed 500 quid and never paid me back, not sure whether to bring it up or just let it go']);
    expect(money.reply).toMatch(/bringing it up/);
    expect(money.reply).toMatch(/[Ll]etting it go/);
  });

  it('one step doubted is still being told, and heard first', () => {
    const { reply } = after('sage', ["I don't really click with my new therapist and I don't know if I should say something"]);
    expect(reply).not.toMatch(/^Here's something you can try/);
  });
});

describe('a step for one person, spoken of as that person', () => {
  it.each(COACH_IDS)('%s: asking her is followed by how she will answer', (coachId) => {
    const talk = ['i started a new job 3 weeks ago', 'my manager is called priya and shes nice but busy', 'should i ask her for a catch up?'];
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/asking her for a catch up is a good idea/);
    expect(reply).toMatch(/leave room for her to say what she can do/);
    expect(reply).not.toMatch(/\bthey\b|\bthem\b/);
  });
});

describe('keeping at what was told of', () => {
  it.each(COACH_IDS)('%s: "how do i stick with it this time" is answered for where it stopped before', (coachId) => {
    const { reply } = after(coachId, ['ive been doing couch to 5k twice and quit both times around week 3', 'how do i actually stick with it this time']);
    expect(reply).toMatch(/Week 3 is where a lot of people stop/);
  });
});

describe('hard news and someone to support', () => {
  it.each(COACH_IDS)('%s: hard news is met with sorrow, and the words after it are for that news', (coachId) => {
    const talk = ['my dad is in hospital and they dont know whats wrong yet', 'they found a tumour yesterday'];
    const news = after(coachId, talk).reply;
    expect(news).toMatch(/sorry/);
    expect(news).not.toMatch(/fills in the picture|understandable|You could say/);
    const words = after(coachId, [...talk, 'i dont know what to say to him']).reply;
    expect(words).toMatch(/If they have been diagnosed with something serious: "I'm here, and I'm not going anywhere/);
    expect(words).not.toMatch(/If they seem low|If they say they are fine/);
  });

  it.each(COACH_IDS)('%s: a partner laid off gets words for a job loss, and no question about a hospital', (coachId) => {
    const { reply } = after(coachId, ['my husband got laid off last week', 'i dont know what to say to him']);
    expect(reply).toMatch(/Right after a job loss/);
    expect(reply).not.toMatch(/hospital/);
    // Nobody told of a hospital: its question is for the wait to hear what is wrong.
    expect(after(coachId, ['my husband got laid off last week', 'he barely talks now']).reply).not.toMatch(/hospital/);
    expect(after(coachId, ['my partner is depressed', 'he wont get help']).reply).not.toMatch(/hospital/);
  });

  it.each(COACH_IDS)('%s: holding it together for someone ill is answered for the one holding it together', (coachId) => {
    const { reply } = after(coachId, ['my mum has been diagnosed with cancer', 'im trying to be strong for her but im falling apart']);
    expect(reply).toMatch(/You do not have to hold everything in/);
    expect(reply).not.toMatch(/hospital/);
  });
});

describe('where revision goes off track, told', () => {
  it.each(COACH_IDS)('%s: opening the notes and ending up on TikTok is met with what helps with the phone', (coachId) => {
    const { reply } = after(coachId, [
      'my mocks start in 2 weeks and i havent revised at all',
      'maths and chemistry are the worst',
      'i keep opening my notes and then going on tiktok',
    ]);
    expect(reply).toMatch(/Make the phone harder to reach than your notes/);
  });
});

describe('more work than there are hours', () => {
  const talk = ['my boss gave me 3 new projects today on top of everything', 'i already work till 8 most nights'];

  it.each(COACH_IDS)('%s: a no to more work is put as a choice for the manager, not news to break', (coachId) => {
    const opening = after(coachId, talk.slice(0, 1));
    expect(opening.situation).toBe('workload-boss');
    const { reply } = after(coachId, [...talk, 'how do i tell her i cant take them all on?']);
    expect(reply).toMatch(/Which would you like me to finish first\?/);
    expect(reply).not.toMatch(/hear it from me first/);
  });

  it.each(COACH_IDS)('%s: a manager who gets defensive is answered as that', (coachId) => {
    const { reply } = after(coachId, [...talk, 'how do i tell her i cant take them all on?', 'she gets defensive easily']);
    expect(reply).toMatch(/With a manager who gets defensive/);
  });
});

describe('a parent who yelled', () => {
  const talk = ['i yelled at my kids again this morning and i feel like a terrible mum', 'they were fighting over the ipad and we were late for school'];

  it.each(COACH_IDS)('%s: is met as a parent, and asked what sets it off', (coachId) => {
    const { situation, reply } = after(coachId, talk.slice(0, 1));
    expect(situation).toBe('parenting-stress');
    expect(reply).toMatch(/Yelling at your kids and then feeling terrible about it/);
    expect(reply).not.toMatch(/Working from home|angry at a parent/);
  });

  it.each(COACH_IDS)('%s: "how do i stop losing my temper with them?" stays with the kids, and what sets it off is not asked again', (coachId) => {
    const { situation, reply } = after(coachId, [...talk, 'how do i stop losing my temper with them?']);
    expect(situation).toBe('parenting-stress');
    expect(reply).toMatch(/the goal is a short pause, not perfect calm/);
    expect(reply).not.toMatch(/what usually happens just before|sets it off/i);
  });
});

describe('a panic attack told afterwards', () => {
  const talk = ['i had a panic attack at work today in a meeting', 'my heart was racing and i thought i was going to pass out'];

  it.each(COACH_IDS)('%s: panic at work is met as that, and a racing heart told as gone gets no breathing exercise', (coachId) => {
    expect(after(coachId, talk.slice(0, 1)).reply).toMatch(/Panic hitting at work, in a meeting or at your desk/);
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/fainting during a panic attack is rare/);
    expect(reply).not.toMatch(/box breathing|Breathe in through your nose for a slow count/);
  });

  it.each(COACH_IDS)('%s: "what do i do if it happens again" is the fear of the next one', (coachId) => {
    const { reply } = after(coachId, [...talk, 'what do i do if it happens again tomorrow?']);
    expect(reply).toMatch(/Being scared of the next attack is very common/);
  });
});

describe('a step the situation has its own answer for', () => {
  it.each(COACH_IDS)('%s: booking another driving test straight away gets the rebooking answer, not a plain yes', (coachId) => {
    const { reply } = after(coachId, ['i failed my driving test today', 'its my third time', 'should i book another one straight away?']);
    expect(reply).toMatch(/after a failed test you must choose a date at least 10 working days later/);
    expect(reply).not.toMatch(/is a good idea/);
  });
});

describe('a way tried that did not help', () => {
  const talk = [
    'ive been procrastinating on my dissertation for weeks',
    'every time i open it i just freeze',
    'i tried the pomodoro thing but i just stare at the screen',
  ];

  it.each(COACH_IDS)('%s: the task named is not asked for, and "what else can i do?" is not the way tried', (coachId) => {
    expect(after(coachId, talk.slice(0, 1)).reply).not.toMatch(/What is the task you keep putting off/);
    const { reply } = after(coachId, [...talk, 'what else can i do?']);
    expect(reply).not.toMatch(/The pomodoro method is simple/);
  });
});
