import { COACH_IDS, COACHES, type CoachId } from '@contracts/coaches';
import { createCoachEngine, type CoachEngine, type FlowId } from '../../../frontend/src/features/ai-coaching/engine';
import { expectWellFormed } from './engine-helpers';

// A Random that never makes a reply reflective, so each test sees the plain technique steps.
const calm = () => 0.9;

function start(coachId: CoachId, message: string): CoachEngine {
  const engine = createCoachEngine(coachId, calm);
  const first = engine.reply(message);
  expect(first.kind).toBe('technique');
  return engine;
}

/** Answers each step in turn; returns every reply, checking the flow moves one step per answer. */
function walk(engine: CoachEngine, answers: readonly string[]) {
  return answers.map((answer, i) => {
    const reply = engine.reply(answer);
    expect(reply.kind).toBe('technique');
    expectWellFormed(reply.text);
    const flow = engine.snapshot().flow;
    if (i < answers.length - 1) expect(flow?.step).toBe(i + 1);
    else expect(flow).toBeNull();
    return reply.text;
  });
}

/** Starts the technique with `opening`, answers every step and returns the wrap-up. */
function wrapUp(coachId: CoachId, opening: string, answers: readonly string[]): string {
  return walk(start(coachId, opening), answers)[answers.length - 1] as string;
}

const flowOf = (engine: CoachEngine) => engine.snapshot().flow?.id;

describe('the quick start and every suggested prompt lead into a fitting technique', () => {
  const expected: Record<CoachId, { quickStart: FlowId; prompts: FlowId[] }> = {
    sage: { quickStart: 'box-breathing', prompts: ['box-breathing', 'grounding', 'meditation-habit', 'body-scan'] },
    phoenix: { quickStart: 'thought-record', prompts: ['thought-record', 'thinking-traps', 'behavioral-activation', 'thought-record'] },
    harmony: { quickStart: 'emotion-naming', prompts: ['emotion-naming', 'boundary', 'hard-conversation', 'self-compassion'] },
    zenith: { quickStart: 'smart-goal', prompts: ['smart-goal', 'habit-stacking', 'motivation', 'weekly-review'] },
  };

  for (const coachId of COACH_IDS) {
    const coach = COACHES[coachId];
    it(`${coachId}: "${coach.quickStart}"`, () => {
      const engine = start(coachId, coach.quickStart);
      expect(flowOf(engine)).toBe(expected[coachId].quickStart);
    });
    coach.suggestedPrompts.forEach((prompt, i) => {
      it(`${coachId}: "${prompt}"`, () => {
        const engine = start(coachId, prompt);
        expect(flowOf(engine)).toBe(expected[coachId].prompts[i]);
      });
    });
  }

  it('mirrors what the user said before starting, when there is something to mirror', () => {
    const engine = createCoachEngine('phoenix', calm);
    expect(engine.reply(COACHES.phoenix.quickStart).text).toMatch(/^\S.*you keep expecting the worst to happen\./);
    expect(createCoachEngine('zenith', calm).reply(COACHES.zenith.suggestedPrompts[2] as string).text).toContain('you feel stuck.');
  });

  it('a request by name starts a technique from any message, not only the first', () => {
    const engine = createCoachEngine('sage', calm);
    engine.reply('Long day today');
    expect(engine.reply('Can we do a body scan?').kind).toBe('technique');
    expect(flowOf(engine)).toBe('body-scan');
  });

  it('a technique named as one the person cannot or will not do is not started', () => {
    const engine = createCoachEngine('sage', calm);
    engine.reply("I'm learning to drive at 42 and my hands go stiff at the big roundabout");
    engine.reply("Can you give me something to do in the 30 seconds before a roundabout? Something simple, I can't think of five things while driving.");
    expect(engine.snapshot().flow).toBeNull();
  });

  it('a practical "anything else worth trying?" gets no exercise', () => {
    const engine = createCoachEngine('sage', calm);
    engine.reply("I've done something really stupid and I need to figure out how to tell my mum");
    engine.reply("She lent me her sapphire ring for my cousin Ellie's engagement drinks on Saturday. It was her mum's.");
    engine.reply('Sunday morning I went for a swim with my housemate and forgot I had it on. Came out and it was gone.');
    const reply = engine.reply(
      "I've put a lost notice on the local Facebook group and rung the council lost property. Is there anything else worth trying before I tell her?",
    );
    expect(reply.text).not.toMatch(/\b1\. /);
    expect(engine.snapshot().flow).toBeNull();
  });

  it('a related word alone only offers the technique', () => {
    const engine = createCoachEngine('sage', calm);
    const reply = engine.reply('I keep holding my breath at my desk');
    expect(reply.kind).toBe('reply');
    expect(reply.text).toMatch(/the box breathing together\?$/);
    expect(engine.snapshot().flow).toBeNull();
  });
});

describe('Dr. Sage', () => {
  it('box breathing: 4-4-4-4 over several steps, then a wrap-up with an open question', () => {
    const engine = start('sage', 'Guide me through a two-minute breathing exercise.');
    const texts = walk(engine, ["I'm ready", 'done', 'finished those', 'My shoulders feel looser and I feel calmer']);
    expect(texts[0]).toMatch(/in .*4, hold for 4, .*out .*4, and rest for 4/);
    expect(texts[1]).toMatch(/three more rounds/);
    expect(texts[3]).toContain('"My shoulders feel looser and I feel calmer"');
    expect(texts[3]).toMatch(/\?$/);
    expect(engine.snapshot().completedFlows).toContain('box-breathing');
  });

  it('box breathing eases off when the user finds it hard', () => {
    const engine = start('sage', 'box breathing please');
    engine.reply('ok');
    expect(engine.reply("I can't hold my breath that long").text).toMatch(/count to 3|breathe naturally/);
  });

  it('body scan: head to feet, remembering where the user feels at ease', () => {
    const engine = start('sage', 'Help me notice what my body is feeling.');
    const texts = walk(engine, ['My jaw is tight', 'My chest feels calm', 'Legs are restless', 'My hands']);
    expect(texts[0]).toMatch(/breathe into that area/);
    expect(texts[0]).toMatch(/chest and belly/);
    expect(texts[1]).toMatch(/feet/);
    expect(texts[3]).toContain('"My hands"');
  });

  it('5-4-3-2-1 grounding: five senses in order', () => {
    const engine = start('sage', 'My thoughts are racing. How can I ground myself right now?');
    expect(engine.snapshot().flow?.step).toBe(0);
    const texts = walk(engine, ['lamp, mug, window, book, plant', 'chair, floor, sleeve, air', 'traffic, fan, birds', 'coffee, soap', 'mint']);
    expect(texts[0]).toMatch(/four things you can feel/);
    expect(texts[1]).toMatch(/Three things you can hear/);
    expect(texts[2]).toMatch(/Two things you can smell/);
    expect(texts[3]).toMatch(/one thing you can taste/);
    expect(texts[4]).toContain('"lamp, mug, window, book, plant"');
  });

  it('meditation habit: when, where and anchor, quoted back', () => {
    expect(wrapUp('sage', 'How do I start a daily meditation habit?', ['after my morning coffee', 'the armchair by the window', 'the breath'])).toContain('When: "after my morning coffee". Where: "the armchair by the window". Your anchor: "the breath".');
  });
});

describe('Phoenix', () => {
  it('thought record: situation → thought → emotion 0–100 → evidence for → against → balanced → re-rate', () => {
    const engine = start('phoenix', 'Walk me through a thought record.');
    const texts = walk(engine, [
      'In a meeting when my manager asked for the report',
      "I'm going to get fired, I always mess up",
      'anxious, about 80',
      'I missed one deadline last week',
      'I had a good review and he thanked me yesterday',
      'I made one mistake, but my work is mostly solid',
      '40',
    ]);
    expect(texts[0]).toMatch(/^.*Step 2, the automatic thought/);
    expect(texts[1]).toMatch(/Step 3, the emotion: what did you feel when you thought "I'm going to get fired, I always mess up", and how strong was it from 0 to 100\?/);
    expect(texts[2]).toMatch(/Step 4, evidence for/);
    expect(texts[3]).toMatch(/Step 5, evidence against/);
    expect(texts[4]).toMatch(/Step 6, a balanced thought/);
    expect(texts[5]).toMatch(/re-rate: reading "I made one mistake, but my work is mostly solid", how strong is the anxiety now/);
    const summary = texts[6] as string;
    expect(summary).toContain('Automatic thought: "I\'m going to get fired, I always mess up".');
    expect(summary).toContain('Balanced thought: "I made one mistake, but my work is mostly solid".');
    expect(summary).toContain('The anxiety went from 80 to 40.');
    expect(summary).toMatch(/\?$/);
  });

  it('thought record: an answer that says "stop" inside a sentence is still an answer', () => {
    const engine = start('phoenix', 'Help me challenge a negative thought I keep having.');
    engine.reply('At home last night');
    engine.reply("I can't stop thinking that nobody likes me");
    expect(engine.snapshot().flow).toMatchObject({ id: 'thought-record', step: 2 });
  });

  it('thinking traps: spots likely traps in the thought, then a fairer view', () => {
    const engine = start('phoenix', 'What thinking traps might I be falling into?');
    const texts = walk(engine, ["Everyone thinks I'm useless and I should be better", 'mind reading, probably', 'One comment does not mean everyone thinks that']);
    expect(texts[0]).toMatch(/mind reading/);
    expect(texts[0]).toMatch(/'should' statements/);
    expect(texts[1]).toContain('If a friend told you "Everyone thinks I\'m useless and I should be better"');
    expect(texts[2]).toMatch(/may be a case of mind reading, and a fairer view might be "One comment does not mean everyone thinks that"/);
  });

  it('a tiny next step when procrastinating', () => {
    const engine = start('phoenix', 'I procrastinate when I feel low. Where do I start?');
    const texts = walk(engine, ['my tax return', 'open the folder and find one receipt', 'right after lunch', '3']);
    expect(texts[0]).toContain('five-minute version of "my tax return"');
    expect(texts[3]).toContain('Tiny step: "open the folder and find one receipt". When: "right after lunch".');
    expect(texts[3]).toContain('3 out of 10');
  });
});

describe('Dr. Harmony', () => {
  it('emotion naming: body → names → intensity → need → a self-compassionate line', () => {
    const engine = start('harmony', COACHES.harmony.quickStart);
    const texts = walk(engine, ['a tight chest', 'anxiety I think', '7', 'reassurance', "It makes sense you're worried; you're doing your best"]);
    expect(texts[0]).toMatch(/anxiety, fear and pressure/);
    expect(texts[1]).toMatch(/^.*Anxiety makes sense\. How strong is it right now, from 0 to 10\?/);
    expect(texts[2]).toMatch(/What might this anxiety be asking for/);
    expect(texts[3]).toMatch(/needed reassurance, what kind words/);
    const summary = texts[4] as string;
    expect(summary).toContain('Where you notice it: "a tight chest".');
    expect(summary).toContain('What you named it: anxiety, at about 7 out of 10.');
    expect(summary).toContain('What it needs: reassurance.');
    expect(summary).toMatch(/\?$/);
  });

  it('boundary script: who and what, feeling and need, the request, words for the guilt', () => {
    const script = wrapUp('harmony', 'How can I set a boundary without feeling guilty?', [
      'My sister borrows money and never pays it back',
      'I feel used and I need fairness',
      'Please pay back what you borrowed before asking again',
      "I'm allowed to protect my savings",
    ]);
    expect(script).toContain('Your request: "Please pay back what you borrowed before asking again".');
    expect(script).toContain('And if guilt shows up: "I\'m allowed to protect my savings".');
  });

  it('talking through a hard conversation, and being kinder to yourself', () => {
    const talkThrough = ['We argued about chores', 'Angry, now sad', 'To be heard', 'I do care about us'];
    expect(wrapUp('harmony', 'I had a hard conversation. Can we talk it through?', talkThrough)).toContain(`What you'd still like to say: "I do care about us".`);
    const kinder = ['Missing my run', 'One run is nothing', 'It makes sense that I was tired', 'an early night'];
    expect(wrapUp('harmony', 'How do I be kinder to myself today?', kinder)).toContain(
      'Your words for yourself: "It makes sense that I was tired". Your act of care for today: "an early night".',
    );
  });
});

describe('Zenith', () => {
  it('SMART goal: specific → measurable → achievable → relevant → time-bound → a summary quoting every answer', () => {
    const engine = start('zenith', 'Help me set one achievable goal for this week.');
    const texts = walk(engine, [
      'Go for a 20-minute walk three times this week',
      'I will tick it off in my calendar',
      '6',
      'I want more energy for my kids',
      'Monday, Wednesday and Friday before work',
    ]);
    expect(texts[0]).toMatch(/^.*Measurable:/);
    expect(texts[1]).toMatch(/Achievable: on a scale of 1 to 10, how confident are you that you can do "Go for a 20-minute walk three times this week"\?/);
    expect(texts[2]).toMatch(/Good call checking that.*Relevant:/);
    expect(texts[3]).toMatch(/Time-bound:/);
    expect(texts[4]).toContain(
      'Specific: "Go for a 20-minute walk three times this week". Measurable: "I will tick it off in my calendar". Achievable: confidence 6 out of 10. Relevant: "I want more energy for my kids". Time-bound: "Monday, Wednesday and Friday before work".',
    );
    expect(texts[4]).toMatch(/What's the very first step/);
  });

  it('SMART summary falls back sensibly for answers the user was unsure about', () => {
    const summary = wrapUp('zenith', 'smart goal', ['Learn ten Spanish words', "I don't know", '8', 'idk', 'by Sunday']);
    expect(summary).toContain('Measurable: to be decided.');
    expect(summary).toContain('Relevant: it matters to you.');
  });

  it('habit stacking: habit, anchor, celebration', () => {
    expect(wrapUp('zenith', 'How can I build a habit that sticks?', ['two minutes of stretching', 'after brushing my teeth', 'a fist pump'])).toContain('Anchor: "after brushing my teeth". New habit: "two minutes of stretching". Celebration: "a fist pump".');
  });

  it('a momentum plan and a weekly review', () => {
    const stuck = ['fitness', 'to keep up with my kids', 'put my trainers by the door', 'When I get home, I will change'];
    expect(wrapUp('zenith', 'I feel stuck. How do I find my motivation again?', stuck)).toContain('Two-minute step: "put my trainers by the door".');
    const review = ['I finished the report', 'an early start', 'too many meetings', 'block focus time'];
    expect(wrapUp('zenith', 'Let us review what went well this week.', review)).toContain('Your focus for next week: "block focus time".');
  });
});

describe('leaving, switching and pausing a technique', () => {
  it.each(['stop', 'something else', 'skip', "Can we talk about something else?", 'never mind'])('"%s" leaves the flow and returns to listening', (exit) => {
    const engine = start('phoenix', 'Walk me through a thought record.');
    engine.reply('At work');
    const left = engine.reply(exit);
    expect(left.kind).toBe('reply');
    expect(left.text).toMatch(/thought record/);
    expect(left.text).toMatch(/\?$/);
    expect(engine.snapshot().flow).toBeNull();
    const next = engine.reply("I'm worried about my presentation");
    expect(next.kind).toBe('reply');
    expect(next.text).toMatch(/presentation/);
    expect(next.text).not.toMatch(/Step \d/);
  });

  it.each(COACH_IDS)('%s: every technique can be left at its first step', (coachId) => {
    for (const prompt of [COACHES[coachId].quickStart, ...COACHES[coachId].suggestedPrompts]) {
      const engine = start(coachId, prompt);
      expect(engine.reply('stop').kind).toBe('reply');
      expect(engine.snapshot().flow).toBeNull();
    }
  });

  it('switches to another technique only when asked to', () => {
    const engine = start('sage', 'box breathing');
    expect(engine.reply('Can we do the body scan instead?').kind).toBe('technique');
    expect(flowOf(engine)).toBe('body-scan');
  });

  it('re-explains the current step without moving on', () => {
    const engine = start('zenith', 'set a goal');
    const again = engine.reply('what do you mean?');
    expect(again.text).toMatch(/Specific:/);
    expect(engine.snapshot().flow?.step).toBe(0);
  });

  it('answers a question about the coach mid-flow, then comes back to it', () => {
    const engine = start('harmony', 'How can I set a boundary without feeling guilty?');
    const reply = engine.reply('are you a real therapist?');
    expect(reply.text).toMatch(/not a therapist.*boundary script/);
    expect(engine.snapshot().flow?.step).toBe(0);
  });

  it('the mood check-in mid-flow points back to the flow', () => {
    const engine = start('sage', 'box breathing');
    expect(engine.moodReply('okay').text).toMatch(/box breathing/);
    expect(engine.snapshot().flow?.id).toBe('box-breathing');
  });

  it('a finished technique is not offered again in the same chat', () => {
    const engine = start('sage', 'box breathing');
    walk(engine, ['ok', 'done', 'done', 'calmer']);
    const later = ['I am so stressed', 'Everything is stressful', 'Still anxious', 'So anxious today', 'Stressed again'].map((m) => engine.reply(m).text);
    expect(later.some((t) => /box breathing/.test(t))).toBe(false);
  });
});
