/**
 * "Can you remind me what you said about Tom?": the coach's own answer given back, found by who or what it was about, never
 * read as a request for a phone reminder; a reminder to set is still answered honestly. "Remind me what we decided?" goes
 * over the answers given. "What if I make a mistake…?" is a fear, never a step met with "is a good idea".
 */
import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';

const JOB = 'I started a new job 3 weeks ago and I feel like I know nothing';
const TOM = 'my manager Tom is nice but very busy, I dont want to bother him with questions';

describe('what the coach said, asked for again', () => {
  it.each(COACH_IDS)('%s: "remind me what you said about Tom" gives back the answer about Tom', (coachId) => {
    const first = after(coachId, [JOB, TOM]).reply;
    const advice = first.slice(0, 40);
    const { reply } = after(coachId, [JOB, TOM, 'how many questions is too many?', 'thats helpful. can you remind me what you said about Tom?']);
    expect(reply).toMatch(/^Here's what I said about Tom:/);
    expect(reply).toContain(advice);
    expect(reply).not.toMatch(/reminders? or set alarms/);
  });

  it.each(COACH_IDS)('%s: with no subject, the latest answer, and a reminder already given is not given again', (coachId) => {
    const messages = [JOB, TOM, 'how many questions is too many?'];
    const latest = after(coachId, messages).reply.slice(0, 30);
    const { reply } = after(coachId, [...messages, 'can you remind me what you said about Tom', 'what did you say earlier?']);
    expect(reply).toMatch(/^Here's what I said:/);
    expect(reply).toContain(latest);
    expect(reply).not.toMatch(/Here's what I said: Here's what I said/);
  });

  it.each(COACH_IDS)('%s: a reminder to set is still answered as one', (coachId) => {
    expect(after(coachId, [JOB, 'can you remind me to call my mum tomorrow']).reply).toMatch(/can't send reminders/);
  });
});

describe('what the talk came to, asked for', () => {
  const RUNNING = [
    'i want to start running but i never stick with anything',
    'i tried couch to 5k last year and quit in week 3',
    'mornings are impossible, i work 8 to 6',
    'what time should i run then',
  ];
  it.each(COACH_IDS)('%s: "remind me what we decided?" goes over the steps given, never a thank-you back', (coachId) => {
    const { reply } = after(coachId, [...RUNNING, 'thanks. remind me what we decided?']);
    expect(reply).toMatch(/^Here's what I said so far:/);
    // What each answer asked of the person, not its opening line.
    expect(reply).toMatch(/1\. Go back to the last week that felt comfortable.* 2\. Try straight after work/);
    expect(reply).not.toMatch(/Week 3 is where a lot of people stop|The best time is the one you can keep/);
  });

  it.each(COACH_IDS)('%s: the running cases are answered as told: week 3 of the plan, and a time around the working day', (coachId) => {
    expect(after(coachId, RUNNING.slice(0, 2)).reply).toMatch(/^Week 3 is where a lot of people stop/);
    expect(after(coachId, RUNNING).reply).toMatch(/^The best time is the one you can keep/);
    expect(after(coachId, RUNNING).reply).not.toMatch(/gyms are quietest/);
  });
});

describe('a mistake feared', () => {
  it.each(COACH_IDS)('%s: "what if I make a mistake in front of the team?" is answered as a fear', (coachId) => {
    const { reply } = after(coachId, [JOB, 'ok. and what if I make a mistake in front of the team?']);
    expect(reply).not.toMatch(/is a good idea/);
    expect(reply).toMatch(/\b(?:if|when)\b.*\bhappen/i);
  });
});
