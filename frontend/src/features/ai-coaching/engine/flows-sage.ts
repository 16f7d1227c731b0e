/** Dr. Sage: box breathing, body scan, 5-4-3-2-1 grounding and a first meditation habit. */
import { askStep, DIFFICULTY, feelingOf, flowsOf, type CoachFlow } from './flow-kit';
import { feelingGroup } from './lexicon';

const easeOff = (answer: string) =>
  DIFFICULTY.test(answer) ? "That's completely okay. You can shorten the count to 3, or simply breathe naturally and watch the breath." : null;

const boxBreathing: CoachFlow = {
  id: 'box-breathing',
  title: 'box breathing',
  names: [
    /\bbox breath/,
    /\b4 4 4 4\b/,
    /\bsquare breathing\b/,
    /\bbreathing (exercise|practice)\b/,
    /\bbreathe with me\b/,
    /\b(help|guide|teach|show|walk) (me |us )?(\w+ ){0,6}(breathe|breath|breathing)\b/,
  ],
  topics: [/\bbreath(e|ing)?\b/, /\bslow (me )?down\b/, /\bcalm (me )?down\b/, /\bpanic/],
  intro: [
    "Let's slow things down together with box breathing: in for 4, hold for 4, out for 4, rest for 4.",
    "Let's breathe together with a simple box: four counts in, four holding, four out, four resting.",
  ],
  steps: [
    askStep("let me know when you're settled", "First, let your shoulders drop and rest your feet on the floor. Let me know when you're settled."),
    {
      label: "try one round and tell me when you're done",
      ask: () =>
        "Breathe in gently through your nose for a count of 4, hold for 4, breathe out slowly for 4, and rest for 4. Take one round at your own pace, then tell me when you're done.",
      react: easeOff,
    },
    {
      label: "take three more rounds and tell me when you've finished",
      ask: () =>
        "Let's do three more rounds. Let each out-breath be a little softer than the last, and notice the pause at the bottom of the breath. Tell me when you've finished.",
      react: easeOff,
    },
    {
      label: 'tell me what you notice now',
      ask: () => 'Now let your breath return to its own rhythm. What do you notice in your body or mind, compared with when we started?',
      react: easeOff,
    },
  ],
  finish: (ctx) => {
    const feeling = feelingOf(ctx.answers[3] ?? '');
    const lead =
      feeling && feelingGroup(feeling) === 'bright'
        ? "It's lovely that you can feel a shift."
        : feeling
          ? "That's okay; sometimes the breath simply shows us how much we're carrying."
          : 'Thank you for noticing.';
    const noticed = ctx.answers[3] ? ` You noticed: ${ctx.quote(3, '')}.` : '';
    return `${lead}${noticed} You can return to this box any time, even for a single round. What would you like to bring your attention to next?`;
  },
};

const bodyScan: CoachFlow = {
  id: 'body-scan',
  title: 'body scan',
  names: [/\bbody scan/, /\bscan (my|the|your) body\b/, /\bnotice (\w+ ){0,4}(my |the )?body\b/, /\bwhat my body (is )?feel/],
  topics: [/\bmy body\b/, /\btension\b/, /\brelax\b/, /\bunwind\b/],
  intro: [
    "Let's do a short body scan, moving our attention slowly from the head down to the feet. There's nothing to change, only to notice.",
  ],
  steps: [
    askStep(
      'tell me what you notice in your face, jaw and shoulders',
      'Close your eyes if that feels okay, or soften your gaze. Bring your attention to your face, jaw and shoulders. ' +
        'What do you notice there? Tightness, warmth or nothing in particular are all fine.',
    ),
    askStep(
      'tell me what you notice in your chest and belly',
      'Now let your attention move down to your chest and belly, and notice the breath moving there. What do you find?',
    ),
    askStep(
      'tell me what you notice in your hands, legs and feet',
      'Now your hands, hips and legs, all the way down to your feet on the floor. What do you notice?',
    ),
    askStep('tell me where you feel most at ease', 'Last one: where in your body do you feel most at ease right now, even slightly?'),
  ].map((step) => ({
    ...step,
    react: (answer: string) =>
      /\b(tight|tense|tension|ache|aching|sore|clench\w*|heavy|stiff|knot\w*|pain)\b/i.test(answer)
        ? "Let's breathe into that area for a moment, with no need to change it."
        : null,
  })),
  finish: (ctx) =>
    `${ctx.answers[3] ? `When I asked where you feel most at ease, you said ${ctx.quote(3, '')}. Coming back to that spot is a simple way to steady yourself.` : 'Simply scanning like this is a way of coming home to your body.'} How are you feeling as we come out of the scan?`,
};

const grounding: CoachFlow = {
  id: 'grounding',
  title: '5-4-3-2-1 grounding',
  names: [/\b5 4 3 2 1\b/, /\bfive things\b/, /\bgrounding\b/, /\bground (myself|me|yourself)\b/, /\bget grounded\b/],
  topics: [/\bracing\b/, /\bspiral/, /\boverthinking\b/, /\bscattered\b/, /\ball over the place\b/],
  intro: ["Let's use the 5-4-3-2-1 exercise to bring you back to the room you're in, one sense at a time."],
  steps: [
    askStep('name five things you can see', 'Look around and name five things you can see.'),
    askStep('name four things you can feel', 'Now four things you can feel: the chair beneath you, your feet on the floor, the air on your skin.'),
    askStep('name three things you can hear', 'Three things you can hear, near or far.'),
    askStep('name two things you can smell', 'Two things you can smell, or two smells you like if nothing comes.'),
    askStep('notice one thing you can taste, or take one slow breath', 'And one thing you can taste, or simply take one slow breath.'),
  ],
  finish: (ctx) =>
    `You've just moved through all five senses${ctx.answers[0] ? `, starting with ${ctx.quote(0, '')}` : ''}. That's your attention arriving back in the present. How does your mind feel now compared with a few minutes ago?`,
};

const meditationHabit: CoachFlow = {
  id: 'meditation-habit',
  title: 'meditation plan',
  names: [
    /\bmeditation (habit|practice|routine)\b/,
    /\b(start|begin|build) (\w+ ){0,3}meditat/,
    /\bdaily meditat/,
    /\bhow (do|can|should) i meditate\b/,
    /\blearn (how )?to meditate\b/,
  ],
  topics: [/\bmeditat/],
  intro: ["A daily practice grows best from something very small. Let's shape one that fits your day."],
  steps: [
    {
      slot: 'when', label: 'tell me when in your day two quiet minutes could fit',
      ask: () => 'When in your day could two minutes of quiet fit most naturally? For example, after waking, after brushing your teeth, or before bed.',
    },
    { slot: 'where', label: "tell me where you'd sit", ask: () => 'Where would you sit for it? A particular chair, a spot by the window, or even the edge of your bed.' },
    askStep(
      'choose what to rest your attention on',
      'What would you like to rest your attention on: the breath, the sounds around you, or a kind phrase you repeat?',
    ),
  ],
  finish: (ctx) =>
    `Here's your practice. When: ${ctx.quote(0, 'a time that suits you')}. Where: ${ctx.quote(1, 'a quiet spot')}. Your anchor: ${ctx.quote(2, 'the breath')}. Two minutes is enough, and missing a day is simply part of practising. What might gently remind you to begin tomorrow?`,
};

export const SAGE_FLOWS = flowsOf('sage', [boxBreathing, grounding, bodyScan, meditationHabit]);
