/**
 * Deciding about a job offer (a move, a deadline, a partner not keen, children's schools, a counter-offer) and a falling
 * out in a club or group (a choir, a book club, a running club, am dram, a committee, a volunteer group): openings in many
 * styles are read as these situations and met with their own words, the particular questions people in them ask get
 * their own answers, and near misses (a job interview, a new job, a house offer, stage fright in a choir, a match, a
 * friend group, a colleague, a club merely mentioned) are read as before.
 */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { after } from './engine-helpers';
import { describeSituation } from './situation-cases';

const situationOf = (coachId: CoachId, message: string) => after(coachId, [message]).situation;

describeSituation({
  name: 'deciding about a job offer',
  id: 'job-offer-decision',
  openings: [
    'i got offered a job in manchester but my wife isnt keen',
    'ive been offerd a job in bristol and dont no if i shud take it',
    'Good afternoon. I have received a written offer of employment from a firm in Edinburgh and I must give my answer by Monday. ' +
      'My husband and I have lived in Cardiff for thirty years.',
    "Hello, company in Munich offered me a position, more salary but my family stay in Porto. I don't know what to decide",
    'They want me to relocate for a promotion, I have until the end of the week to tell them',
    'my boss made me a counter offer after i handed in my notice and now im torn',
    "I got the job in London!! but it's a 2 hour commute each way and I have a toddler",
    'job offer. deadline tomorrow. cant decide',
    "I had my interview on tuesday and today they offered me the job! now I actually have to decide",
    'offer came thru from the leeds office. more money, my own team. but partner not keen n kids settled at school here',
    "So I've been going back and forth all week. Last month I applied for a senior role at a bigger company almost on a whim, " +
      "and on Tuesday they offered me the job. It's about 8k more, I'd be leading a team of twelve, and they've said two days a " +
      "week remote. The catch is it's in Birmingham and we live in Norwich, my partner has just got settled in her own job, and " +
      'our eldest starts her GCSEs in September. I have to let them know by next Wednesday.',
  ],
  acknowledged: /^(?:A job offer with a deadline|Weighing an offer that means a move|Being wanted by a new employer)/,
  asked: [
    [
      "I've been offered a job in Glasgow and I have to decide by Friday",
      [
        ['can you just give me the pros and cons?', /Typical pros: more money, a bigger role or team.*Typical cons: leaving friends, family/],
        ["how do i talk to my wife about it? she's not keen", /"I don't want to decide this without you\. Can you tell me what worries you most/],
        ["what about the kids? they'd have to change schools", /Moving in the middle of GCSEs or A-levels is the hardest/],
        ['can i ask for more time? they want an answer by friday', /could I have until Wednesday to give you my answer\?"/],
        ['can i negotiate the salary or ask for hybrid days?', /"Thank you for the offer, I'm excited about the role\. Before I accept, could we talk about the package\?/],
        ['would a weekly commute work, living there in the week and home at weekends?', /the tiredness of Sunday nights and Friday evenings/],
        ['how do i turn it down politely?', /"Thank you so much for offering me the role and for your time\./],
        ['my current employer has made a counter-offer, should i stay?', /A counter-offer is flattering, but think about why you started looking/],
        ["what if i regret it and it's the wrong decision?", /which you would regret more in five years: having tried it, or never knowing/],
        ['what does a relocation package usually cover?', /Check for a clawback clause/],
        ['how do i hand in my notice?', /Do not resign until you have the offer in writing/],
      ],
    ],
    [
      // A view with its reasons, not questions back.
      'i got offered a job in manchester but my wife isnt keen',
      [['should i take it?', /three things usually tip it\. 1\. Whether the people at home are on board.*Whether it can be tried and undone.*Whether the deadline can be moved/]],
    ],
  ],
});

describeSituation({
  name: 'a falling out in a club or group',
  id: 'club-group-conflict',
  openings: [
    'The choir director made a comment about my accent in front of everyone',
    'our book club has turned really cliquey and i feel left out',
    'theres this woman at running club who has basically taken over and everyone just lets her',
    'Good evening. I have sung with our church choir for some twenty years and the new choirmaster has made it quite plain that ' +
      'he does not want the older members for the solos.',
    'hello, in my choir the leader laugh about my accent from poland and others laugh too. i feel very bad, i want to stop go there',
    'falling out at am dram, the director gave the lead to his girlfriend again and now half the cast arent speaking',
    'the committee of our allotment society voted me off after i questioned the accounts',
    'im in a volunteer group for the food bank and one of the other volunteers keeps talking about me behind my back',
    'the club chair keeps shouting at me at meetings and i dont know whether to quit',
    'my runing club has gone realy cliquey since the new organiser took over',
    'Something happened at my book club on Thursday that upset me and I cannot stop thinking about it. We were talking about a ' +
      "novel set in Lagos and I said something about my own family, and the woman who runs it cut across me and said we should " +
      'stick to the text. Nobody said a word. I have been going for three years and now I wonder if I should just stop.',
  ],
  acknowledged: /^(?:A falling out in a club or group|Being singled out, talked over or left on the edge|Groups run by volunteers often have their politics)/,
  asked: [
    [
      'The choir director made a comment about my accent in front of everyone',
      [
        ['what should i say to the director?', /"Could I have a quick word\? When you said that about me at rehearsal last week/],
        ['is it ok that she commented on my accent like that?', /A comment about your accent or where you are from is not OK/],
        ['should i just leave the choir?', /Try not to decide in the same week as the upset/],
        ['now people are taking sides and gossiping, what do i do?', /When people take sides, the calmest person usually comes out best/],
        ['she always gives the solos to the same people, how can i get one?', /"I'd love the chance to do a solo at some point\./],
        ['how do i raise it with the committee?', /"Dear committee, I'd like to raise something that happened at rehearsal/],
        ['should i say something in the whatsapp group chat?', /Keep anything about the falling out out of the group chat/],
        ['how do i face everyone at rehearsal next week?', /Going back after a falling out is often the hardest part/],
        ['one of the altos has taken over everything, how do i deal with that?', /When one person takes over a group, others often feel the same/],
        ['the altos are so cliquey, how do i fit in?', /Cliques are common in long-running groups/],
      ],
    ],
  ],
});

describe('near the job offer and the club', () => {
  it.each(COACH_IDS)('%s: an interview, a new job, a move, pay and lost work are read as before, and no house offer is a job offer', (coachId) => {
    expect(situationOf(coachId, 'I have a job interview on Monday')).toBe('job-interview');
    expect(situationOf(coachId, 'I started a new job last week and I feel completely lost')).toBe('new-job');
    expect(situationOf(coachId, "we're moving house next month and I'm drowning in packing boxes")).toBe('moving-house');
    expect(situationOf(coachId, 'my colleague joined after me and he is paid more than me')).toBe('pay-rise');
    expect(situationOf(coachId, "I got laid off and I've been applying for jobs for months")).toBe('job-loss-search');
    // An offer on a house, a friend's offer of help, a place at university: no job to weigh.
    expect(situationOf(coachId, 'we got an offer on our house and now we need to find somewhere')).not.toBe('job-offer-decision');
    expect(situationOf(coachId, 'my friend offered to help me move flat on saturday')).not.toBe('job-offer-decision');
    expect(situationOf(coachId, "I've been offered a place at Leeds university but I'm not sure")).not.toBe('job-offer-decision');
    expect(situationOf(coachId, 'i work remote so no coworkers either')).toBeNull();
  });

  it.each(COACH_IDS)('%s: nerves in a choir, a match, a friend group and a colleague are read as before, and a club merely named is no falling out', (coachId) => {
    expect(situationOf(coachId, 'I sing in a choir and get terrible stage fright before concerts')).toBe('performance-nerves');
    expect(situationOf(coachId, "my choir has a concert on friday and i'm really nervous")).toBe('performance-nerves');
    expect(situationOf(coachId, "big match on saturday for my football team and i'm so nervous")).toBe('sports-team');
    expect(situationOf(coachId, 'coach dropped me to the bench for the final')).toBe('sports-team');
    expect(situationOf(coachId, 'my friends made a group chat without me')).toBe('friend-group-left-out');
    expect(situationOf(coachId, 'me and my best friend had a falling out last week')).toBe('friend-group-left-out');
    expect(situationOf(coachId, 'There is a colleague, Craig, he copies my accent when I talk in meetings.')).toBe('coworker-conflict');
    expect(situationOf(coachId, 'my coworker keeps ignoring me in meetings and the whole team has taken sides')).toBe('coworker-conflict');
    expect(situationOf(coachId, "I'm thinking of joining a running club to get fitter")).not.toBe('club-group-conflict');
    expect(situationOf(coachId, 'our book club is reading a thriller this month')).not.toBe('club-group-conflict');
  });
});
