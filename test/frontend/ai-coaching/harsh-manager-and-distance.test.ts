/**
 * A manager who shouts at, belittles or picks on the person, and a relationship lived at a distance: openings in many
 * styles are read as these situations and met with their own words, a colleague's rudeness and too much work are read
 * as before, and the particular questions people in them ask get their own answers.
 */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { after } from './engine-helpers';

const situationOf = (coachId: CoachId, message: string) => after(coachId, [message]).situation;

describe('a manager who treats the person badly', () => {
  const openings = [
    'my boss shouts at me in front of everyone and i dont know what to do',
    'Team leader yells at me in front of the whole team almost every shift.',
    'my manager humiliates me in meetings, i feel sick every morning',
    'I think I am being bullied by my manager. She criticises everything I do.',
    'supervisor picks on me all the time, only me, never the others',
    'my boss is a bully honestly. he called me stupid today infront of customers',
    'Hello. My manager laugh at me and make fun of me because my english is not perfect.',
    'my head chef screams at me every service and i cry in the walk in fridge lol',
    'toxic boss. tore into me again today',
    'my manager yelled at me in front of my colleagues',
  ];
  const acknowledged = /^(?:Being shouted at or put down by the person who manages you|When a manager humiliates you|Being picked on by someone above you)/;

  it.each(COACH_IDS)('%s: openings in many styles are a manager who treats you badly, met with its own words', (coachId) => {
    for (const message of openings) {
      const { situation, reply } = after(coachId, [message]);
      expect({ message, situation }).toEqual({ message, situation: 'harsh-manager' });
      expect({ message, acknowledged: acknowledged.test(reply) }).toEqual({ message, acknowledged: true });
    }
  });

  it.each(COACH_IDS)('%s: a colleague who shouts is still a difficult coworker, and work piled on still the workload', (coachId) => {
    expect(situationOf(coachId, 'my colleague yelled at me in front of my manager')).toBe('coworker-conflict');
    expect(situationOf(coachId, 'my coworker keeps ignoring me and talks over me in meetings')).toBe('coworker-conflict');
    expect(situationOf(coachId, 'my boss took credit for my work again today in front of everyone')).toBe('coworker-conflict');
    expect(situationOf(coachId, 'my manager keeps piling work on me and i work every weekend')).toBe('workload-boss');
    expect(situationOf(coachId, "my boss keeps giving me more work, i'm drowning in work")).toBe('workload-boss');
    // The one with power over them, shouting: the manager.
    expect(situationOf(coachId, 'my boss keeps shouting at me when i cant finish everything on time')).toBe('harsh-manager');
  });

  it.each(COACH_IDS)('%s: answers the particular questions of a manager who treats you badly', (coachId) => {
    const opening = 'my boss shouts at me in front of everyone, it happens every week';
    const asked: [string, RegExp][] = [
      ['is this bullying or am i overreacting?', /^Bullying at work usually means behaviour that keeps happening/],
      ['should i keep a record of it? like write it down?', /A calm, dated record is much harder to brush aside/],
      ['what do I say in the moment when he shouts?', /"I'm going to step out for a minute"/],
      ['should i report him to hr or go to his boss?', /^Reporting it to HR, or to your manager's own boss, is a fair step/],
      ['can I get help from a union or acas?', /Acas gives free, confidential advice about bullying/],
      ['should i quit and find another job?', /not the same as giving up/],
      ['my english is not perfect and he laughs at my accent, what can i do?', /it shows skill, not weakness/],
      ['what if it gets worse after i complained?', /being punished for raising a concern is serious/],
      ['how do i get through the shift tomorrow without crying at work?', /Getting through is enough on a day like this/],
      ['how do i sleep on sunday night before work?', /^Lying awake dreading the next day is very common when work does not feel safe/],
      ["he threatened to fire me and I'm on probation, can he do that?", /A threat to fire you said in anger is not the same as a fair process/],
      ['everyone saw it and nobody said anything. what do i do?', /many stay quiet because they are scared too/],
    ];
    for (const [question, answer] of asked) {
      const { situation, reply } = after(coachId, [opening, question]);
      expect({ question, situation }).toEqual({ question, situation: 'harsh-manager' });
      expect({ question, reply }).toEqual({ question, reply: expect.stringMatching(answer) });
    }
  });
});

describe('a long-distance relationship', () => {
  const openings = [
    "me and my boyfriend are long distance, he lives in canada and i'm in glasgow",
    'LDR for 2 years now and its getting harder',
    'my gf is in another country and the time difference is 8 hours',
    'Hello, my husband is working in Dubai and I stay in Kerala with kids, long distance is very hard for me',
    "we've been doing long distance since uni, she moved to berlin for work",
    'my fiance lives 5 hours away and we only see each other once a month',
    "im in a long-distance relationship and i feel like we're drifting apart",
    'my girlfriend lives in another city and i miss her so much it hurts',
    'hi, my partner is on the other side of the world and we barely talk anymore',
  ];
  const acknowledged = /^(?:Loving someone who lives far away|Time zones, long gaps between visits|When your partner has a whole life you cannot see)/;

  it.each(COACH_IDS)('%s: openings in many styles are a long-distance relationship, met with its own words', (coachId) => {
    for (const message of openings) {
      const { situation, reply } = after(coachId, [message]);
      expect({ message, situation }).toEqual({ message, situation: 'long-distance' });
      expect({ message, acknowledged: acknowledged.test(reply) }).toEqual({ message, acknowledged: true });
    }
  });

  it.each(COACH_IDS)('%s: a row at home, a parent cared for from abroad and a move for a partner are read as before', (coachId) => {
    expect(situationOf(coachId, 'my husband and I keep arguing about the dishes')).toBe('partner-arguments');
    expect(situationOf(coachId, 'my mum has dementia and i live in another country')).toBe('caring-for-parent');
    expect(situationOf(coachId, "moved to berlin 4 months ago for my partner's job and i kind of have zero friends here")).toBe('making-friends');
    // The partner far away: the distance.
    expect(situationOf(coachId, 'my husband works abroad and we only talk on video calls')).toBe('long-distance');
  });

  it.each(COACH_IDS)('%s: answers the particular questions of a long-distance relationship', (coachId) => {
    const opening = "me and my boyfriend are long distance, he lives in canada and i'm in glasgow";
    const asked: [string, RegExp][] = [
      ['the time difference is 8 hours, when should we even call?', /find the hours that overlap/],
      ['feels like we are drifting, nothing to talk about on calls anymore. what can we do?', /your contact has become routine, not that the love has gone/],
      ['how do we pay for visits? flights are so expensive', /taking turns to travel or splitting by what each of you earns/],
      ['when should we close the gap?', /^Most long-distance relationships go better with a rough end date/],
      ["im jealous of his friends there, he goes on nights out all the time. is that bad?", /you only see pieces of it and your mind fills in the rest/],
      ['how do i start the conversation about us without a fight?', /Lately I've been feeling further away from you/],
      ['is it normal to feel lonely in a relationship?', /you can love someone and still miss having them near/],
      ['what can we do together on video so it feels like a proper date?', /Cook the same recipe on a video call/],
      ['we keep arguing over text and things get misread, what do we do?', /"I don't want to fight by text\. Can we talk on a call tonight\?"/],
      ["he doesnt want to move here and i dont want to give up my career. who moves?", /What would need to be true for moving to feel possible for you\?/],
      ['i always feel awful after a visit when he flies back, how do i cope?', /the drop after days of closeness can hit hard/],
      ['my family says it never works, is it worth it?', /many couples who live together now spent years apart first/],
    ];
    for (const [question, answer] of asked) {
      const { reply } = after(coachId, [opening, question]);
      expect({ question, reply }).toEqual({ question, reply: expect.stringMatching(answer) });
    }
  });
});
