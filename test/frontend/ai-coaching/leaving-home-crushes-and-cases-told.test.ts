/**
 * Leaving home when a parent relies on you and having feelings for someone, read as situations of their own; and cases told
 * in passing met as what they are: being left for someone else, being asked to speak at a funeral, nicotine as the way to
 * calm down, rent taking most of a wage, a panic at a roundabout, crying in a wedding speech, a boss who seems cold,
 * being told your parents are divorcing, Christmas alone with family abroad, an exam tomorrow with nothing revised, and
 * neighbours too loud to sleep; a dog's name given with his age; the words left of a dissertation worked out per day; and
 * whether to go to A&E, never weighed as a choice; and no motivation to do anything heard as low mood.
 */
import { COACH_IDS } from '@contracts/coaches';
import { SHARED_LINES } from '../../../frontend/src/features/ai-coaching/engine/coach-lines';
import { after } from './engine-helpers';
import { describeSituation } from './situation-cases';

const UNI = 'i got into uni but i feel guilty leaving my mum on her own';

describeSituation({
  name: 'leaving home when a parent relies on you',
  id: 'leaving-a-parent',
  openings: [
    UNI,
    'im moving out next month and my dad will be on his own',
    'my mum relies on me for everything and i want to move away for uni',
    'feel so guilty about moving out, its just been me and mum since i was 12',
    'its always been me and my dad and i feel awful about leaving home',
  ],
  acknowledged: /^(?:Leaving home when a parent leans on you|When it has been the two of you|Worrying how a parent will cope)/,
  asked: [
    [
      UNI,
      [
        ['what if she cant cope without me', /^Most parents cope better than their children fear/],
        ['is it selfish to go?', /it is not selfish to build your own life/],
        ['she keeps crying and asking me to stay', /usually fear of being alone talking/],
      ],
    ],
  ],
});

const FRIEND = 'i have feelings for my best friend';

describeSituation({
  name: 'having feelings for someone',
  id: 'feelings-for-someone',
  openings: [
    FRIEND,
    'i have a crush on someone at work',
    'i think im falling for my flatmate',
    'i want to ask him out but im terrified',
    'he doesnt like me back and it hurts',
    'i like my friend as more than a friend',
  ],
  acknowledged: /^(?:Having feelings for someone|Liking someone who may not feel the same|Working up to asking someone out)/,
  asked: [
    [
      FRIEND,
      [
        ['should i just tell her', /^If the feelings are lasting and the other person is free to say yes/],
        ['but she has a boyfriend', /already with a partner, the kindest thing/],
        ['how can i tell if she likes me', /no sure way to read someone's mind/],
      ],
    ],
  ],
});

describe('near the new situations', () => {
  it.each(COACH_IDS)('%s: a parent cared for, a dog left at home and a crush waited on are read as before', (coachId) => {
    expect(after(coachId, ['my mum relies on me since her stroke and i do everything for her']).situation).not.toBe('leaving-a-parent');
    expect(after(coachId, ['i feel bad leaving him alone all day when i go to work']).situation).not.toBe('leaving-a-parent');
    expect(after(coachId, ["im leaving my dad's business to start my own"]).situation).not.toBe('leaving-a-parent');
    expect(after(coachId, ['my crush left me on read']).situation).toBe('dating-anxiety');
    expect(after(coachId, ['i keep falling for scams']).situation).not.toBe('feelings-for-someone');
    expect(after(coachId, ['i fancy a change']).situation).not.toBe('feelings-for-someone');
  });
});

describe('cases told in passing', () => {
  it.each(COACH_IDS)('%s: left for someone else is met as that, later in a breakup and as its opening', (coachId) => {
    const { reply } = after(coachId, ['my girlfriend broke up with me', 'she left 2 months ago for someone else']);
    expect(reply).toMatch(/^Being left for someone else/);
    expect(reply).not.toMatch(/How long ago did the breakup happen/);
    expect(after(coachId, ['my boyfriend left me for someone else']).reply).toMatch(/^Being left for someone else/);
    expect(after(coachId, ['my wife left me for another man']).reply).toMatch(/^Being left for someone else/);
    const hurting = after(coachId, ['i cant stop checking my exs instagram', 'will it ever stop hurting']).reply;
    expect(hurting).toMatch(/^It does ease, even when that is hard to believe/);
  });

  it.each(COACH_IDS)('%s: asked to speak at the funeral: how to do it, then what to say about him', (coachId) => {
    const FUNERAL = ['my grandad died last week', 'the funeral is friday and they want me to speak'];
    expect(after(coachId, FUNERAL).reply).toMatch(/^Keep it short, about three to five minutes/);
    const { reply } = after(coachId, [...FUNERAL, 'i dont know what to say about him']);
    expect(reply).toMatch(/^You do not have to sum up a whole life/);
    expect(reply).not.toMatch(/like the funeral/);
  });

  it.each(COACH_IDS)('%s: vaping to calm down gets what calms instead', (coachId) => {
    expect(after(coachId, ['i want to quit vaping', 'it helps me calm down when im stressed']).reply).toMatch(/^Nicotine feels calming partly/);
  });

  it.each(COACH_IDS)('%s: rent against a wage is money worry, and no question of another case follows', (coachId) => {
    const RENT = ['i only make 1800 a month and rent is 900', 'its just never enough'];
    expect(after(coachId, RENT.slice(0, 1)).situation).toBe('money-stress');
    const { reply } = after(coachId, RENT);
    expect(reply).not.toMatch(/fills in the picture|helps me understand/);
    const both = `${after(coachId, RENT.slice(0, 1)).reply} ${reply}`;
    expect(both).not.toMatch(/people you live with|If any of it is owed|When the spending happens/);
  });

  it.each(COACH_IDS)('%s: "what if she hates me for it" before coming out gets the answer for a bad reaction', (coachId) => {
    const { reply } = after(coachId, ['i think i need to tell my mum im gay', 'what if she hates me for it']);
    expect(reply).toMatch(/If someone reacts badly, remember that first reactions are often not final/);
  });

  it.each(COACH_IDS)('%s: a panic at a roundabout last time is answered, and asked again pointed back to', (coachId) => {
    const TEST = ['i have my driving test tomorrow and im so nervous', 'i failed the first one because i panicked at a roundabout'];
    expect(after(coachId, TEST).reply).toMatch(/^Panicking once at a roundabout/);
    expect(after(coachId, [...TEST, 'what if it happens again']).reply).toMatch(/panicking once at a roundabout/);
  });

  it.each(COACH_IDS)('%s: a wedding speech: how long, and what if i cry', (coachId) => {
    const SPEECH = ['my sister is getting married and i have to give a speech', 'im the maid of honour and i hate public speaking'];
    expect(after(coachId, SPEECH).reply).toMatch(/^A wedding speech does not need to be long or clever/);
    expect(after(coachId, [...SPEECH, 'how long should it be']).reply).toMatch(/A wedding speech or a toast is best at 3 to 5 minutes/);
    expect(after(coachId, [...SPEECH, 'what if i cry']).reply).toMatch(/^Getting emotional during a speech/);
  });

  it.each(COACH_IDS)('%s: a boss who seems cold: met as that, the words to ask, and those words pointed back to', (coachId) => {
    const BOSS = ['i think my boss hates me', 'she never says hi to me but shes nice to everyone else'];
    expect(after(coachId, BOSS.slice(0, 1)).reply).toMatch(/^Feeling that your manager hates you/);
    const cold = after(coachId, BOSS).reply;
    expect(cold).toMatch(/"I've sensed things might be a bit off between us lately/);
    expect(cold).not.toMatch(/anyone above your manager/);
    const words = after(coachId, [...BOSS, 'should i ask her if ive done something wrong', 'ok but what do i actually say']).reply;
    expect(words).toMatch(/^The words I gave earlier are a good place to start: "I've sensed things/);
  });

  it.each(COACH_IDS)('%s: parents divorcing: the news, not the two homes; not your fault; and school', (coachId) => {
    const first = after(coachId, ['my parents are getting divorced']).reply;
    expect(first).toMatch(/^Being told your parents are getting divorced/);
    expect(first).toMatch(/When did they tell you about the divorce/);
    expect(first).not.toMatch(/how does the week work|packing/);
    const fault = after(coachId, ['my parents are getting divorced', 'i think its my fault, they always argued about me']).reply;
    expect(fault).toMatch(/^It is not your fault\. Parents separate because of things between the two of them/);
    expect(after(coachId, ['my parents are getting divorced', 'how do i act normal at school']).reply).toMatch(/do not have to act normal/);
    const twoHomes = after(coachId, ['my parents split up last year and i live between two houses', 'its exhausting']).reply;
    expect(twoHomes).not.toMatch(/When did they tell you about the divorce/);
  });

  it.each(COACH_IDS)('%s: Christmas alone with family abroad stays loneliness, not money worries', (coachId) => {
    const ALONE = ['christmas is coming and ill be alone again this year', 'my family lives abroad and i cant afford the flight'];
    const first = after(coachId, ALONE.slice(0, 1));
    expect(first.situation).toBe('loneliness');
    expect(first.reply).toMatch(/^Facing Christmas or the holidays on your own/);
    expect(first.reply).toMatch(/How would you like to spend the holidays/);
    const far = after(coachId, ALONE);
    expect(far.situation).toBe('loneliness');
    expect(far.reply).toMatch(/^Living far from family can make everyday life feel lonelier/);
    expect(after(coachId, ['i cant afford the rent this month']).situation).toBe('money-stress');
  });

  it.each(COACH_IDS)('%s: an exam tomorrow with nothing revised: a plan for tonight is for tonight', (coachId) => {
    const EXAM = ['i have an exam tomorrow and i havent revised at all'];
    const tonight = after(coachId, [...EXAM, 'can you help me make a plan for tonight']).reply;
    expect(tonight).toMatch(/^With one evening left, go for what is most likely to come up/);
    expect(tonight).not.toMatch(/Give each day/);
    expect(after(coachId, [...EXAM, 'its maths and i always fail maths']).reply).toMatch(/^With one evening left/);
    expect(after(coachId, ['i have an exam tomorrow and im so nervous', 'what should i do tonight']).reply).toMatch(/^Keep tonight light/);
  });

  it.each(COACH_IDS)('%s: loud neighbours keeping one awake are the neighbours, and asked twice already, the council', (coachId) => {
    const LOUD = ['i cant sleep because my neighbours are so loud', 'they play music until 2am every night'];
    expect(after(coachId, LOUD.slice(0, 1)).situation).toBe('neighbour-dispute');
    expect(after(coachId, LOUD).reply).toMatch(/^Keep a simple diary from today/);
    expect(after(coachId, [...LOUD, 'ive already asked them nicely twice']).reply).toMatch(/^You can go to the council once talking has not worked/);
  });

  it.each(COACH_IDS)("%s: a dog's name given with his age, in lower case, is thanked for and used", (coachId) => {
    const { reply } = after(coachId, ['my dog died yesterday', 'his name was biscuit, he was 14']);
    expect(reply).toMatch(/^Biscuit\. Thank you for telling me his name\. 14 years is a long life/);
    expect(after(coachId, ['my dog died yesterday', 'his name was biscuit, he was 14', 'i keep expecting him at the door']).reply).not.toMatch(
      /your dog\b/,
    );
  });

  it.each(COACH_IDS)('%s: words written, words needed and the days left are worked out as a daily target', (coachId) => {
    const { reply } = after(coachId, ['i keep putting off my dissertation', 'its due in 3 weeks and ive written 2000 words out of 10000']);
    expect(reply).toMatch(/^That's 8,000 words in 21 days: about 390 a day, or about 540 if you keep weekends free\./);
    expect(after(coachId, ['done 1,500 of 3,000 words and its due in 2 days']).reply).toMatch(/^That's 1,500 words in 2 days: about 750 a day\./);
    // A figure not told plainly is never guessed.
    expect(after(coachId, ['i keep putting off my dissertation', 'ive written 2000 words out of 10000']).reply).not.toMatch(/a day/);
    expect(after(coachId, ['i keep putting off my dissertation', 'its due in a week and ive written 9000 of 8000']).reply).not.toMatch(/^That's/);
  });

  it.each(COACH_IDS)('%s: scared of being judged at the gym is met as that, and the machines get a first session', (coachId) => {
    const GYM = ['i want to start going to the gym but im scared everyone will judge me', 'i dont even know how to use the machines'];
    expect(after(coachId, GYM.slice(0, 1)).reply).toMatch(/^Walking into a gym for the first time, worried that people will judge you/);
    expect(after(coachId, GYM).reply).toMatch(/^Keep your first sessions simple/);
  });

  it.each(COACH_IDS)('%s: whether to go to A&E or call an ambulance is never weighed as a choice', (coachId) => {
    const HEAD = ['ive had a headache for 3 days and im convinced its a brain tumour'];
    expect(after(coachId, HEAD).reply).toMatch(/^Being convinced a symptom means something terrible/);
    for (const asked of ['should i go to a&e', 'should i call an ambulance?', 'should i go to the er', 'do i need to go to A and E']) {
      const { reply } = after(coachId, [...HEAD, asked]);
      expect({ asked, reply }).toEqual({ asked, reply: expect.stringMatching(/^I can't judge symptoms from here/) });
      expect(reply).not.toMatch(/Picture the week/);
    }
    expect(after(coachId, ['my sister and i fell out', 'should i call her']).reply).not.toMatch(/judge symptoms/);
  });

  it.each(COACH_IDS)('%s: no motivation to do anything is low mood; scrolling in bed and a lost hobby stay in it', (coachId) => {
    const LOW = ['i have no motivation to do anything lately', 'i just lie in bed scrolling all day', 'i used to love painting but now i cant be bothered'];
    expect(after(coachId, LOW.slice(0, 1)).situation).toBe('low-mood');
    expect(after(coachId, LOW.slice(0, 2)).situation).toBe('low-mood');
    expect(after(coachId, LOW).reply).toMatch(/^When things you used to like feel flat/);
    expect(after(coachId, ['i have no motivation to study']).situation).toBe('goals-motivation');
  });

  it('a hard thing told with no feeling named is not thanked for', () => {
    const { reply } = after('zenith', ['i only make 1800 a month and rent is 900', 'its just never enough']);
    expect(SHARED_LINES.situationAcks.some((line) => reply.startsWith(line))).toBe(false);
  });
});
