/**
 * Settling somewhere new, a pet's loss or illness, a setback again, and a row about whose family gets Christmas: "i dont know
 * anyone here" is heard as that, not as a shrug, and nobody is asked who they have started to know; a hedge ("i guess") is
 * not said back; a pet is called what it is; "its my third time" after a failed test is met as a setback; a couple's
 * Christmas row gets its own answer, and a question about a silence nobody told of is not asked.
 */
import { COACH_IDS } from '@contracts/coaches';
import { SHARED_LINES } from '../../../frontend/src/features/ai-coaching/engine/coach-lines';
import { after } from './engine-helpers';

describe('somewhere new', () => {
  it.each(COACH_IDS)('%s: "i dont know anyone here" is told, not a shrug, and not asked about again', (coachId) => {
    const opening = after(coachId, ['ive been feeling really low since i moved here']);
    expect(opening.situation).toBe('homesick-new-place');
    const { reply, situation } = after(coachId, ['ive been feeling really low since i moved here', 'i dont know anyone here']);
    expect(situation).toBe('homesick-new-place');
    expect(reply).not.toMatch(/Not knowing is|curious together|If you had to guess|Let's start small/);
    expect(reply).not.toMatch(/anyone nearby you have started to get to know/);
  });

  it('when they moved, told with where to, is not asked', () => {
    const { reply } = after('harmony', ['i moved to leeds in september and i dont know anyone here']);
    expect(reply).toMatch(/Missing home after a move/);
    expect(reply).not.toMatch(/How long have you been in the new place/);
  });

  it.each(COACH_IDS)('%s: "i guess" is not said back as "you guess"', (coachId) => {
    const { reply } = after(coachId, ['ive been feeling really low since i moved here', 'i dont know anyone here', 'i guess i just feel invisible']);
    expect(reply).toMatch(/you just feel invisible/);
    expect(reply).not.toMatch(/you guess/);
  });
});

describe('a pet', () => {
  it.each(COACH_IDS)('%s: a dog put down is met as that choice, and asked about as a dog', (coachId) => {
    const { reply, situation } = after(coachId, ['we had to put our dog down this morning']);
    expect(situation).toBe('pet-loss');
    expect(reply).toMatch(/^Deciding to have a pet put to sleep, or put down/);
    expect(reply).toMatch(/What was your dog like/);
  });

  it.each(COACH_IDS)('%s: a sick rabbit is a pet that is ill, and what the vet said is not asked once told', (coachId) => {
    const { reply, situation } = after(coachId, ['my rabbit is sick and the vet says its serious']);
    expect(situation).toBe('pet-illness');
    expect(reply).toMatch(/^Finding out your pet is sick or seriously ill/);
    expect(reply).not.toMatch(/What did the vet say/);
  });
});

describe('a setback again', () => {
  it.each(COACH_IDS)('%s: "its my third time" after a failed test is met as a setback, not thanked for', (coachId) => {
    const { reply } = after(coachId, ['i failed my driving test again', 'its my third time']);
    expect(SHARED_LINES.situationAcksAgain.some((line) => reply.startsWith(line))).toBe(true);
    expect(reply).not.toMatch(/fills in the picture|helps me understand/);
  });

  it('a third time at something that was no failure is not a setback', () => {
    const { reply } = after('sage', ["i'm going to my first pottery class tonight", 'its my third time trying a class like this']);
    expect(SHARED_LINES.situationAcksAgain.some((line) => reply.includes(line))).toBe(false);
  });
});

describe('whose family gets Christmas', () => {
  it.each(COACH_IDS)("%s: the row is a couple's, met with its own acknowledgement and question", (coachId) => {
    const { reply, situation } = after(coachId, ['we had a row about christmas and whose family to go to']);
    expect(situation).toBe('partner-arguments');
    expect(reply).toMatch(/^Working out whose family to see at Christmas/);
    expect(reply).toMatch(/Which traditions or hopes for the day matter most to each of you/);
    expect(reply).not.toMatch(/left out/);
  });

  it.each(COACH_IDS)('%s: asked how to sort it, the Christmas answer, not the one for any row', (coachId) => {
    const { reply } = after(coachId, ['me and my boyfriend keep arguing about whose parents to see at christmas, how do we sort it?']);
    expect(reply).toMatch(/alternate years, split the day/);
    expect(reply).not.toMatch(/Start gently and talk about one issue at a time/);
  });

  it.each(COACH_IDS)('%s: neither giving in is a standoff, and no silence is asked about that nobody told of', (coachId) => {
    const talk = ['we had a row about christmas and whose family to go to', 'his mum always expects us and mine is on her own'];
    expect(after(coachId, talk).reply).not.toMatch(/the silence/);
    const { reply } = after(coachId, [...talk, 'what do we do? neither of us wants to give in']);
    expect(reply).toMatch(/When neither of you wants to give in/);
    expect(reply).not.toMatch(/Staying quiet now and then to keep the peace/);
  });
});

describe('a goodbye, and a job lost today', () => {
  it.each(COACH_IDS)('%s: "i just dont know how to say goodbye" is asked, and answered', (coachId) => {
    const talk = ['my best friend is moving to australia next month', "we've been friends since we were 5", 'i just dont know how to say goodbye'];
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/how much they matter before they go/);
    expect(reply).not.toMatch(/Something small that often helps/);
  });

  it.each(COACH_IDS)('%s: made redundant today, nobody is asked about days without work or a search not begun', (coachId) => {
    const opening = after(coachId, ['i got made redundant today']).reply;
    expect(opening).toMatch(/^Losing a job is a real loss/);
    expect(opening).not.toMatch(/How are you spending your days|Who knows you are looking|are you applying for/);
    const { reply } = after(coachId, ['i got made redundant today', '12 years at the same place']);
    expect(SHARED_LINES.situationAcksLong.some((line) => reply.startsWith(line))).toBe(true);
    expect(reply).not.toMatch(/fills in the picture|Who knows you are looking|are you applying for/);
  });

  it('three months on, how the days go is asked', () => {
    expect(after('sage', ['i lost my job 3 months ago and cant find anything']).reply).toMatch(/How are you spending your days right now/);
  });
});

describe('what was told said back, then the situation asked about', () => {
  it.each(COACH_IDS)('%s: after a breakup told, a question of the breakup, not one for any talk', (coachId) => {
    const { reply } = after(coachId, ['cant stop thinking about my ex', 'she left 2 months ago']);
    expect(reply).toMatch(/she left 2 months ago/);
    expect(reply).toMatch(/breakup|missing most right now|urge to text/);
    expect(reply).not.toMatch(/What would you like to happen next|good outcome look like|a week from now/);
  });

  it.each(COACH_IDS)('%s: what the wine does for them is not a step of the coach that helped', (coachId) => {
    const { reply } = after(coachId, ['i think im drinking too much', 'most nights a bottle of wine', 'it helps me switch off after work']);
    expect(reply).toMatch(/something else does the job the drink was doing/);
    expect(reply).not.toMatch(/good to hear|glad that helped|worth remembering what worked/);
    const vaping = after(coachId, ['i want to quit vaping', 'it helps me calm down when im stressed']).reply;
    expect(vaping).not.toMatch(/good to hear|glad that helped|worth remembering what worked/);
  });

  it.each(COACH_IDS)('%s: a child who will not go to school with a stomach ache is not a child starting a new school', (coachId) => {
    const { reply, situation } = after(coachId, ['my son wont go to school, he says his stomach hurts every morning']);
    expect(situation).toBe('parenting-stress');
    expect(reply).toMatch(/^A child who won't go to school/);
    expect(reply).toMatch(/What might be behind the worry/);
    expect(reply).not.toMatch(/starting a new school/);
  });
});

describe('a flatmate eating my food', () => {
  it.each(COACH_IDS)('%s: what the trouble is is not asked once told, and asking twice gets words for the food', (coachId) => {
    const opening = after(coachId, ['my flatmate keeps eating my food']).reply;
    expect(opening).not.toMatch(/What is bothering you most right now/);
    const { reply } = after(coachId, ['my flatmate keeps eating my food', 'ive asked her twice already']);
    expect(reply).toMatch(/For food: "I have asked about my food going missing/);
    expect(reply).toMatch(/ 2\. Put what you agreed in the house chat/);
    expect(reply).not.toMatch(/dishes|the noise/);
  });
});

describe('so much work i cant breathe', () => {
  it.each(COACH_IDS)('%s: a load said in the body\'s words is workload, not a breathing exercise', (coachId) => {
    const { reply, situation } = after(coachId, ['i have so much work i cant breathe']);
    expect(situation).toBe('workload-boss');
    expect(reply).toMatch(/^When work keeps landing on you faster than you can finish it/);
    expect(reply).not.toMatch(/breathing|grounding|Slack/);
    const more = after(coachId, ['i have so much work i cant breathe', 'my boss keeps adding stuff']).reply;
    expect(more).toMatch(/^Go in with facts, not feelings alone/);
    expect(more).not.toMatch(/If you have raised it and nothing changed/);
  });

  it('breathlessness with a racing heart is still met in the body', () => {
    expect(after('sage', ['i cant breathe my heart is racing']).reply).toMatch(/grounding|breath/i);
  });
});

describe('moving in together', () => {
  it.each(COACH_IDS)('%s: "what if it ruins things" is the fear that living together spoils it, not any what-if', (coachId) => {
    const talk = ['my girlfriend wants to move in together but im not sure im ready', 'weve been together 8 months', 'what if it ruins things'];
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/^Moving in does change things/);
    expect(reply).not.toMatch(/plan B/);
  });
});

describe('comparing myself to my sister', () => {
  it.each(COACH_IDS)('%s: met as a sister, and nothing said of feeds or accounts nobody told of', (coachId) => {
    const talk = ['i keep comparing myself to my sister', 'she has the house, the husband, the kids', 'and im 32 and single in a flatshare'];
    expect(after(coachId, talk.slice(0, 1)).reply).toMatch(/^Comparing yourself with a sister or brother/);
    for (let n = 1; n <= talk.length; n++) {
      const { reply } = after(coachId, talk.slice(0, n));
      expect(reply).not.toMatch(/accounts|scroll|on social media/);
    }
  });
});

describe('not knowing what is wrong', () => {
  it.each(COACH_IDS)('%s: "idk whats wrong with me lately" is a trouble told, said back in full words', (coachId) => {
    const { reply } = after(coachId, ['idk whats wrong with me lately']);
    expect(reply).toMatch(/you don't know what's wrong with you lately/);
    expect(reply).not.toMatch(/Not knowing is|curious together|Idk|If you had to guess/);
  });

  it.each(COACH_IDS)('%s: losing the joy in what they used to love is low mood', (coachId) => {
    const talk = ['idk whats wrong with me lately', 'just tired all the time and nothing feels fun', 'even gaming which i used to love'];
    const { reply, situation } = after(coachId, talk);
    expect(situation).toBe('low-mood');
    expect(reply).toMatch(/^Feeling flat, when nothing seems fun/);
  });
});

describe('a mum in hospital after a stroke', () => {
  it.each(COACH_IDS)('%s: typing while driving there is stopped first, and words for the bedside given once there', (coachId) => {
    const talk = ['my mum is in hospital and they think its a stroke', 'im driving there now'];
    expect(after(coachId, talk).reply).toMatch(/^First, please don't type while you're driving/);
    const { reply } = after(coachId, [...talk, 'ok im parked at the hospital. what do i even say to her when i go in']);
    expect(reply).toMatch(/^You do not need the right words at a hospital bedside/);
    expect(reply).not.toMatch(/on a walk or in the car|heavy drinking/);
  });

  it('driving tomorrow is no typing at the wheel', () => {
    expect(after('sage', ['im driving to my mums tomorrow and dreading it']).reply).not.toMatch(/type while you're driving/);
  });
});

describe('a dream uni', () => {
  it.each(COACH_IDS)('%s: getting into it is good news, not a rejection; not getting in still is', (coachId) => {
    const won = after(coachId, ['i got into my dream uni but its 300 miles away']);
    expect(won.situation).not.toBe('uni-rejection');
    expect(won.reply).not.toMatch(/rejection/i);
    expect(after(coachId, ['i didnt get into my dream uni']).situation).toBe('uni-rejection');
  });
});

describe('a husband who snores', () => {
  it.each(COACH_IDS)('%s: how long is not asked once told, and what comes after "but" is said back', (coachId) => {
    const talk = ['my husband snores so loud i havent slept properly in weeks', 'ive tried earplugs', 'i love him but im so tired im starting to resent him'];
    expect(after(coachId, talk.slice(0, 1)).reply).not.toMatch(/How long has the snoring been keeping you awake/);
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/you're so tired you're starting to resent him/);
  });
});

describe('panic at work, and tomorrow', () => {
  it.each(COACH_IDS)('%s: "what do i do if it happens again" is given what to do, not only the fear of it', (coachId) => {
    const { reply } = after(coachId, ['i had a panic attack at work today in front of everyone', 'what do i do if it happens again tomorrow']);
    expect(reply).toMatch(/If it does start again, slow your out-breath/);
  });
});

describe('a best man speech', () => {
  it.each(COACH_IDS)('%s: an opening for a wedding, and no questions at the end asked about', (coachId) => {
    const talk = ['i have to give a best man speech in 2 weeks and im terrified', 'i hate public speaking', 'can you help me start it'];
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/For a wedding speech, you could open: "Good evening, everyone/);
    expect(reply).not.toMatch(/For a talk at work|the questions at the end/);
  });
});

describe('a question written for one case, never asked in another', () => {
  it.each(COACH_IDS)('%s: no Christmas question after a forgotten birthday, no school one about a toddler', (coachId) => {
    for (let seed = 1; seed <= 6; seed++) {
      const birthday = ['my boyfriend forgot my birthday', 'he said he was busy with work', 'i just feel like i dont matter to him'];
      for (let n = 1; n <= birthday.length; n++) expect(after(coachId, birthday.slice(0, n), seed).reply).not.toMatch(/traditions or hopes/);
      const toddler = ['my toddler has tantrums every day', 'shes 2', 'it happens mostly at bedtime'];
      for (let n = 1; n <= toddler.length; n++) expect(after(coachId, toddler.slice(0, n), seed).reply).not.toMatch(/behind the worry/);
    }
  });
});

describe('a friend not replying, and a smear test', () => {
  it.each(COACH_IDS)('%s: "she hasnt replied in a week" of a friend is the friend, not dating', (coachId) => {
    const { reply, situation } = after(coachId, ['i think my friend is avoiding me', 'she hasnt replied in a week and she posted on insta']);
    expect(situation).toBe('friend-hurt');
    expect(reply).not.toMatch(/someone you like|dating/);
    expect(after(coachId, ['he hasnt replied to my message in 2 days']).situation).toBe('dating-anxiety');
  });

  it.each(COACH_IDS)('%s: dread of a smear test is a medical fear, and its hurting last time is answered', (coachId) => {
    const talk = ['my anxiety is through the roof about my smear test tomorrow', 'last time it really hurt'];
    expect(after(coachId, talk.slice(0, 1)).situation).toBe('medical-dental-fear');
    expect(after(coachId, talk).reply).toMatch(/A smear test usually takes about five minutes/);
  });
});

describe('a first job starting on monday', () => {
  it.each(COACH_IDS)('%s: nothing asked of a first week not yet had, and "not good enough" is the new job\'s worry', (coachId) => {
    const talk = ['i start a new job on monday and im really nervous', 'its my first job after uni', 'what if im not good enough'];
    for (let n = 1; n <= talk.length; n++) expect(after(coachId, talk.slice(0, n)).reply).not.toMatch(/than it did on your first day/);
    const { reply, situation } = after(coachId, talk);
    expect(situation).toBe('new-job');
    expect(reply).toMatch(/^Almost every new starter wonders whether they are good enough/);
  });
});

describe('my dog barking when i leave', () => {
  it.each(COACH_IDS)('%s: the owner whose dog barks is not told how to raise it with the owner', (coachId) => {
    const { reply, situation } = after(coachId, ['my dog keeps barking when i leave the house and the neighbours complained']);
    expect(situation).toBe('new-dog-struggles');
    expect(reply).not.toMatch(/your dog seems to bark|many owners have no idea/);
    expect(after(coachId, ['my neighbours dog keeps barking all day']).situation).toBe('neighbour-dispute');
  });
});

describe('eating at night in secret', () => {
  it.each(COACH_IDS)('%s: a binge is not met as snacking, and hating oneself after is met with kindness', (coachId) => {
    const talk = ['i cant stop eating at night', 'i binge on crisps and chocolate after everyone goes to bed', 'then i hate myself in the morning'];
    const binge = after(coachId, talk.slice(0, 2)).reply;
    expect(binge).toMatch(/If you often feel out of control around food/);
    expect(binge).not.toMatch(/Evening snacks are fine/);
    const { reply } = after(coachId, talk);
    expect(reply).toMatch(/^Eating in secret at night and waking up hating yourself/);
    expect(reply).not.toMatch(/Evening snacks are fine|completely understandable/);
  });
});
