/**
 * Someone else at risk is met as such: a friend, partner or brother who hurts themselves or speaks of not wanting to be here
 * is `someone-at-risk`, with the urgent steps, 988 and HOME to 741741; a child's self-harm outranks the stress of parenting
 * named with it; the person's own self-harm is never read as someone else's (the crisis check meets that); and a husband
 * who might be depressed is someone to support. A partner who hits or threatens is met as abuse, with safety first, even
 * when it is named with drink or an ex.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after, leadingOf } from './engine-helpers';

describe('the situation of someone else at risk', () => {
  it.each([
    ["my teenage daughter told me she's been cutting herself", 'child-self-harm'],
    ['my daughter has been self harming and i only found out today', 'child-self-harm'],
    ['my best friend has been cutting herself and asked me not to tell anyone', 'someone-at-risk'],
    ["my best friend told me she's been cutting herself", 'someone-at-risk'],
    ["my daughter's friend is cutting herself", 'someone-at-risk'],
    ['my son is 15 and last night he said he doesnt want to be here anymore', 'someone-at-risk'],
    ['my sister said she wants to kill herself', 'someone-at-risk'],
    ['my flatmate took an overdose last night', 'someone-at-risk'],
    ['my husband is suicidal and wont see a doctor', 'someone-at-risk'],
    ['my girlfriend has been self harming again', 'someone-at-risk'],
    ["my dad keeps saying we'd be better off without him", 'someone-at-risk'],
    ['my friend keeps posting about wanting to die', 'someone-at-risk'],
    ["my brother tried to kill himself last year and i'm scared it will happen again", 'someone-at-risk'],
    ['my boyfriend said he would kill himself if i leave him', 'someone-at-risk'],
    ['my friend said she wants to end it all', 'someone-at-risk'],
    ["my boyfriend hits me when he's drunk", 'partner-abuse'],
    ['my husband hit me last night', 'partner-abuse'],
    ['my ex threatened me', 'partner-abuse'],
    ["i'm scared of my husband", 'partner-abuse'],
    ["my girlfriend checks my phone and won't let me see my friends", 'partner-abuse'],
    ['my husband controls all our money', 'partner-abuse'],
    ['i think my husband might be depressed', 'supporting-someone'],
  ])('%p leads to %p', (message, id) => {
    expect(leadingOf(message)).toBe(id);
  });

  it.each([
    ['my mum doesnt know i self harm'],
    ["i've been self harming and my friend noticed"],
    ["i've been cutting myself and my best friend found out"],
    ['my grandad took his own life when i was 10'],
  ])("%p is nobody else's risk", (message) => {
    expect(leadingOf(message)).not.toBe('someone-at-risk');
  });

  it.each([['i want to end it all'], ['my son hits me when he has a meltdown'], ['my boss hit me with a deadline'], ["i checked my boyfriend's phone"]])(
    '%p is neither someone else at risk nor a partner who hurts',
    (message) => {
      expect(leadingOf(message)).not.toBe('someone-at-risk');
      expect(leadingOf(message)).not.toBe('partner-abuse');
    },
  );

  it('"i might be depressed" is no one else to support', () => {
    expect(leadingOf('i might be depressed')).not.toBe('supporting-someone');
  });
});

describe('someone else at risk, in a conversation', () => {
  it.each(COACH_IDS)("%s: a teenager's self-harm is met as hers, never as battles over bedtime", (coachId) => {
    const { situation, reply } = after(coachId, ["my teenage daughter told me she's been cutting herself"]);
    expect(situation).toBe('child-self-harm');
    expect(reply).toMatch(/Finding out your child is hurting themselves|Many parents go through this|Hurting themselves is usually/);
    expect(reply).not.toMatch(/bedtime|tantrum/);
  });

  it.each(COACH_IDS)('%s: a son who said he does not want to be here is asked after, as "he", and told the urgent steps', (coachId) => {
    const first = after(coachId, ['my son is 15 and last night he said he doesnt want to be here anymore']);
    expect(first.situation).toBe('someone-at-risk');
    expect(first.reply).toMatch(/Do you think he is safe right now, or could he be in danger tonight\?$/);
    const { reply } = after(coachId, ['my son is 15 and last night he said he doesnt want to be here anymore', 'i dont know what to do']);
    expect(reply).toMatch(/do not leave them alone: call 988 or your local emergency number/);
    expect(reply).toMatch(/text HOME to 741741/);
    expect(reply).toMatch(/"Are you having thoughts of ending your life\?"/);
  });

  it.each(COACH_IDS)("%s: a friend's secret self-harm: her safety before the promise", (coachId) => {
    const { reply } = after(coachId, ["my best friend told me she's been cutting herself", 'she made me promise not to tell anyone']);
    expect(reply).toMatch(/^Their safety comes before a promise of secrecy/);
    expect(reply).toMatch(/988/);
  });

  it.each(COACH_IDS)('%s: asked whom to tell, the answer names who can help', (coachId) => {
    const { reply } = after(coachId, ['my best friend has been cutting herself and asked me not to tell anyone', 'should i tell someone?']);
    expect(reply).toMatch(/^Tell someone who can do something: a parent or carer if they are under 18/);
  });

  it.each(COACH_IDS)('%s: a threat made to keep someone from leaving is taken seriously, and leaving stays theirs', (coachId) => {
    const { reply } = after(coachId, [
      'my boyfriend said he would kill himself if i leave him',
      'he threatens it every time i try to end it, what do i do?',
    ]);
    expect(reply).toMatch(/^Take a threat to end their life seriously, and keep yourself safe too/);
    expect(reply).toMatch(/leaving, or not, is still your decision/);
  });

  it.each(COACH_IDS)('%s: words asked for a friend at risk ask about suicide plainly', (coachId) => {
    const { reply } = after(coachId, ["my best friend told me she's been cutting herself", 'what do i say to her?']);
    expect(reply).toMatch(/"I've been worried about you since you told me\. Are you having thoughts of ending your life, or of hurting yourself\?"/);
  });

  it.each(COACH_IDS)('%s: a husband who might be depressed is asked after as "he"', (coachId) => {
    const { situation, reply } = after(coachId, ['i think my husband might be depressed']);
    expect(situation).toBe('supporting-someone');
    expect(reply).toMatch(/\bhe\b.*\?$/);
  });

  it.each(COACH_IDS)('%s: "wants to end it all" said as a joke is still asked about plainly', (coachId) => {
    const { reply } = after(coachId, ['my friend said she wants to end it all', "she said it as a joke but i'm not sure"]);
    expect(reply).toMatch(/^Take it seriously even if it was said as a joke or laughed off/);
    expect(reply).toMatch(/988/);
  });

  it.each(COACH_IDS)('%s: a boyfriend who hits when drunk: never her fault, safety first, the sorry and nowhere to go', (coachId) => {
    const HITS = ["my boyfriend hits me when he's drunk"];
    const first = after(coachId, HITS);
    expect(first.situation).toBe('partner-abuse');
    expect(first.reply).toMatch(/^Being hurt or frightened by a partner is never your fault/);
    expect(first.reply).toMatch(/Are you safe right now, and is there somewhere you could go if you needed to\?$/);
    expect(after(coachId, [...HITS, 'i love him though, and he always says sorry']).reply).toMatch(
      /^Loving someone who hurts you, and believing them when they say sorry, is very common/,
    );
    const nowhere = after(coachId, [...HITS, 'i dont have anywhere to go']).reply;
    expect(nowhere).toMatch(/^If you are thinking of leaving, plan it with a domestic abuse helpline/);
    expect(nowhere).toMatch(/call 911/);
  });

  it.each(COACH_IDS)('%s: a girlfriend who checks the phone and keeps friends away is control, met as such', (coachId) => {
    const { reply } = after(coachId, ["my girlfriend checks my phone and won't let me see my friends"]);
    expect(reply).toMatch(/^A partner who checks your phone, keeps you from your friends or controls the money is controlling you/);
  });
});
