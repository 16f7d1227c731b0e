import { COACH_IDS, COACHES } from '@contracts/coaches';
import {
  SNAPSHOT_VERSION,
  createCoachEngine,
  seededRandom,
  type CoachEngine,
  type EngineSnapshot,
} from '../../../frontend/src/features/ai-coaching/engine';

const calm = () => 0.9;
const roundTrip = (snapshot: EngineSnapshot) => JSON.parse(JSON.stringify(snapshot)) as EngineSnapshot;

/** A chat as the screen stores it: every line, in order, with the mood check-in and an unprompted message. */
function recordedChat(engine: CoachEngine, userMessages: readonly string[]) {
  const history: { sender: 'user' | 'ai'; text: string }[] = [{ sender: 'ai', text: engine.greeting().text }];
  userMessages.forEach((text, i) => {
    history.push({ sender: 'user', text }, { sender: 'ai', text: engine.reply(text).text });
    if (i === 1) {
      history.push({ sender: 'ai', text: engine.moodCheckInPrompt() });
      history.push({ sender: 'user', text: engine.moodUserLine('okay') }, { sender: 'ai', text: engine.moodReply('okay').text });
      history.push({ sender: 'ai', text: engine.unprompted().text });
    }
  });
  return history;
}

describe('snapshot', () => {
  it('is plain, versioned JSON', () => {
    const engine = createCoachEngine('phoenix', seededRandom(1));
    engine.reply('Walk me through a thought record.');
    engine.reply('At work \u{1F62C}');
    const snapshot = engine.snapshot();
    expect(snapshot.version).toBe(SNAPSHOT_VERSION);
    expect(snapshot.coachId).toBe('phoenix');
    expect(roundTrip(snapshot)).toEqual(snapshot);
    expect(snapshot).toMatchObject({ userMessages: 2, flow: { id: 'thought-record', step: 1, answers: ['At work'] } });
  });

  it('keeps what was answered for someone named, so their words are not given twice after a reload', () => {
    const engine = createCoachEngine('sage', seededRandom(2));
    engine.reply('how do I tell Priya I need to be fully offline next week?');
    const snapshot = roundTrip(engine.snapshot());
    expect(snapshot.answered.some((key) => key.includes('Priya'))).toBe(true);
    expect(createCoachEngine('sage', seededRandom(2), snapshot).snapshot().answered).toEqual(snapshot.answered);
  });

  it('keeps the situation in play and what was offered, and reads back only situations that exist', () => {
    const engine = createCoachEngine('harmony', seededRandom(1));
    engine.reply('my manager keeps piling on last minute tasks and i work every weekend');
    engine.reply('what do i even say to her');
    const snapshot = roundTrip(engine.snapshot());
    expect(snapshot.situation).toBe('workload-boss');
    expect(snapshot.frame['workload-boss']).toBeGreaterThan(0);
    expect(snapshot.lastWords.length).toBeGreaterThan(0);
    const restored = createCoachEngine('harmony', seededRandom(1), snapshot);
    expect(restored.snapshot()).toEqual(engine.snapshot());
    // The same words are kept for "shorter?" (the lead before them is the random source's choice).
    const quoted = (text: string) => /"([^"]+)"/.exec(text)?.[1];
    expect(quoted(restored.reply('shorter?').text)).toBe(quoted(engine.reply('shorter?').text));

    const tampered = {
      ...snapshot,
      situation: 'not-a-situation',
      offeredSituation: '__proto__',
      frame: { 'workload-boss': Number.POSITIVE_INFINITY, burnout: -3, 'made-up': 5, 'exam-revision': 1e9 },
      declinedSituations: ['burnout', 'burnout', 'nope', 7],
      named: ['workload-boss', 'workload-boss', 'constructor', null],
      mentioned: 'burnout',
      heard: ['manager', 'MANAGER', '<script>', 'x', 42, 'tasks', 'tasks'],
    } as unknown as EngineSnapshot;
    const read = createCoachEngine('harmony', seededRandom(1), tampered).snapshot();
    expect(read.situation).toBeNull();
    expect(read.offeredSituation).toBeNull();
    expect(read.frame).toEqual({ 'exam-revision': 1_000 });
    expect(read.declinedSituations).toEqual(['burnout']);
    expect(read.named).toEqual(['workload-boss']);
    expect(read.mentioned).toEqual([]);
    expect(read.heard).toEqual(['manager', 'tasks']);
    // What the conversation was about is kept with it.
    expect(snapshot.named).toContain('workload-boss');
    expect(snapshot.heard).toEqual(expect.arrayContaining(['manager', 'piling', 'weekend']));
  });

  it('keeps the two ways just offered, so a restored chat reads "what to do" as the answer, and refuses any other value', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('Bike got stolen outside the station on Tuesday evening.');
    const snapshot = roundTrip(engine.snapshot());
    expect(snapshot.offeredWays).toBe(1);
    const restored = createCoachEngine('sage', seededRandom(1), snapshot);
    expect(restored.reply('what to do').text).toMatch(/1\. .*2\. .*3\./);
    for (const offeredWays of [-1, 1.5, '1', 2 ** 60, null, { valueOf: 1 }]) {
      const read = createCoachEngine('sage', seededRandom(1), { ...snapshot, offeredWays } as unknown as EngineSnapshot).snapshot();
      expect(read.offeredWays).toBeNull();
    }
  });

  it('is a copy: changing it does not change the engine', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('hello');
    const snapshot = engine.snapshot();
    snapshot.userMessages = 99;
    expect(engine.snapshot().userMessages).toBe(1);
  });

  it.each(COACH_IDS)('%s: restoring continues the same flow at the same step', (coachId) => {
    const original = createCoachEngine(coachId, calm);
    original.reply(COACHES[coachId].quickStart);
    original.reply('first answer here');
    const restored = createCoachEngine(coachId, calm, roundTrip(original.snapshot()));
    expect(restored.snapshot()).toEqual(original.snapshot());
    const a = original.reply('second answer here');
    const b = restored.reply('second answer here');
    expect(b.kind).toBe('technique');
    expect(b.text).toBe(a.text);
    expect(restored.snapshot().flow).toEqual(original.snapshot().flow);
  });

  it('restoring keeps the count, so the reflective rule carries on across sessions', () => {
    const engine = createCoachEngine('harmony', calm);
    for (const message of ['one thing', 'two things', 'three things', 'four things', 'five things']) engine.reply(message);
    const restored = createCoachEngine('harmony', () => 0.1, roundTrip(engine.snapshot()));
    expect(restored.reply('six things').kind).toBe('reflective');
  });

  it('a restored chat greets with a welcome back and the step it was waiting on', () => {
    const engine = createCoachEngine('zenith', calm);
    engine.reply('Help me set one achievable goal for this week.');
    engine.reply('Read ten pages a day');
    const greeting = createCoachEngine('zenith', seededRandom(5), roundTrip(engine.snapshot())).greeting();
    expect(greeting.kind).toBe('greeting');
    expect(greeting.text).toMatch(/SMART goal/);
    expect(greeting.text).toMatch(/Measurable:/);
  });

  it.each([
    ['another coach', (s: EngineSnapshot) => ({ ...s, coachId: 'sage' })],
    ['another version', (s: EngineSnapshot) => ({ ...s, version: 99 })],
    ['garbage', () => ({ nonsense: true })],
  ])('ignores a snapshot of %s and starts fresh', (_, spoil) => {
    const engine = createCoachEngine('phoenix', calm);
    engine.reply('Walk me through a thought record.');
    const restored = createCoachEngine('phoenix', seededRandom(1), spoil(engine.snapshot()) as unknown as EngineSnapshot);
    expect(restored.snapshot()).toMatchObject({ userMessages: 0, flow: null });
    expect(restored.greeting().text).toContain('Phoenix');
  });

  it('repairs a damaged snapshot field by field', () => {
    const engine = createCoachEngine('phoenix', calm);
    engine.reply('Walk me through a thought record.');
    const damaged = {
      ...roundTrip(engine.snapshot()),
      userMessages: -3,
      flow: { id: 'thought-record', step: 2, answers: ['only one', 42] },
      offer: 'no-such-flow',
      topics: { work: 2, weather: 5 },
      recent: [7, 'ok'],
    } as unknown as EngineSnapshot;
    const snapshot = createCoachEngine('phoenix', calm, damaged).snapshot();
    expect(snapshot).toMatchObject({ userMessages: 0, flow: { id: 'thought-record', step: 2, answers: ['only one', ''] }, offer: null, topics: { work: 2 }, recent: ['ok'] });
  });
});

describe('restoring from a stored chat history', () => {
  it.each(COACH_IDS)('%s: continues the flow where the chat left off', (coachId) => {
    const live = createCoachEngine(coachId, seededRandom(3));
    const history = recordedChat(live, [COACHES[coachId].quickStart, 'the first answer', 'the second answer']);
    const restored = createCoachEngine(coachId, seededRandom(4), { history });
    expect(restored.snapshot().flow).toEqual(live.snapshot().flow);
    expect(restored.snapshot().userMessages).toBe(3);
    const next = restored.reply('the third answer');
    live.reply('the third answer');
    expect(next.kind === 'technique' || next.kind === 'reflective').toBe(true);
    expect(restored.snapshot().flow).toEqual(live.snapshot().flow);
  });

  it('does not count the mood line as a message, and remembers the mood', () => {
    const live = createCoachEngine('sage', seededRandom(3));
    const history = recordedChat(live, ['Long day', 'I feel tired']);
    const snapshot = createCoachEngine('sage', seededRandom(4), { history }).snapshot();
    expect(snapshot.userMessages).toBe(2);
    expect(snapshot.lastMood).toBe('okay');
  });

  it("treats the coach's past lines as recently used, so the next line differs", () => {
    const live = createCoachEngine('phoenix', seededRandom(3));
    const history = recordedChat(live, ['hello']);
    const last = history.filter((m) => m.sender === 'ai').map((m) => m.text);
    const restored = createCoachEngine('phoenix', seededRandom(3), { history });
    expect(last).not.toContain(restored.reply('hello').text);
  });

  it('a yes to an offer made before the chat was closed still starts it', () => {
    const live = createCoachEngine('sage', seededRandom(3));
    const history = recordedChat(live, ["I'm so stressed about everything"]);
    expect(history[history.length - 1]?.text).toMatch(/box breathing/);
    const restored = createCoachEngine('sage', seededRandom(9), { history });
    expect(restored.reply('yes').kind).toBe('technique');
    expect(restored.snapshot().flow?.id).toBe('box-breathing');
  });

  it('copes with an empty or malformed history', () => {
    expect(createCoachEngine('zenith', calm, { history: [] }).snapshot().userMessages).toBe(0);
    const odd = { history: [null, { sender: 'user' }, { sender: 'robot', text: 'x' }, { sender: 'user', text: '   ' }, { sender: 'user', text: 'hi' }] };
    expect(createCoachEngine('zenith', calm, odd as never).snapshot().userMessages).toBe(1);
  });
});
