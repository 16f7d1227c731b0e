/** Zenith: SMART goals, habit stacking, a momentum plan and a weekly review. */
import { askStep, flowsOf, isOnlyNumber, numberIn, type CoachFlow } from './flow-kit';

const smartGoal: CoachFlow = {
  id: 'smart-goal',
  title: 'SMART goal',
  names: [
    /\bsmart goals?\b/,
    /\bset (a |one |my |some |an )?(\w+ )?goals?\b/,
    /\bgoal for (this|the|next) week\b/,
    /\blosing momentum\b/,
    /\bachievable goal\b/,
  ],
  // "help me make a plan" names no technique: with a situation in play, its own plan answers it; with none, a goal is set.
  topics: [/\bgoals?\b/, /\bplan\b/, /\bresolutions?\b/],
  intro: ["Love it. Let's build a SMART goal: specific, measurable, achievable, relevant and time-bound. Five quick questions."],
  steps: [
    askStep(
      'tell me the specific thing you want to do',
      "Specific: what exactly do you want to do? One clear action beats a big wish, for example 'walk for 20 minutes' rather than 'get fit'.",
    ),
    askStep("tell me how you'll measure it", "Measurable: how will you know you've done it? A number, a count, or a clear finish line."),
    {
      label: 'rate your confidence from 1 to 10',
      ask: (ctx) =>
        `Achievable: on a scale of 1 to 10, how confident are you that you can do ${ctx.quote(0, 'it')}? If it's below 7, how could you make it a little smaller?`,
      react: (answer) => {
        const confidence = numberIn(answer, 10);
        if (confidence === null) return null;
        return confidence < 7
          ? 'Good call checking that. A smaller goal that happens beats a big one that doesn\'t.'
          : "That's a strong number. Let's keep going.";
      },
    },
    askStep('tell me why it matters to you', 'Relevant: why does this matter to you right now?'),
    { slot: 'when', label: 'tell me when it will be done', ask: () => 'Time-bound: when will you do it, and by when will it be done?' },
  ],
  finish: (ctx) => {
    const confidence = numberIn(ctx.answers[2] ?? '', 10);
    const achievable = confidence !== null && isOnlyNumber(ctx.answers[2] ?? '') ? `confidence ${confidence} out of 10` : ctx.quote(2, 'to be checked');
    return `Here's the goal you built. Specific: ${ctx.quote(0, 'to be decided')}. Measurable: ${ctx.quote(1, 'to be decided')}. Achievable: ${achievable}. Relevant: ${ctx.quote(3, 'it matters to you')}. Time-bound: ${ctx.quote(4, 'to be scheduled')}. That's a real plan. What's the very first step you'll take toward it?`;
  },
};

const habitStacking: CoachFlow = {
  id: 'habit-stacking',
  title: 'habit stack',
  names: [
    /\bhabit stack/,
    /\b(build|start|form|make|keep|create) (a |the |new |good |healthy |better )*habits?\b/,
    /\bhabits? (that|which) sticks?\b/,
    /\bstick to (a |my )?(new )?habit/,
  ],
  topics: [/\bhabits?\b/, /\broutines?\b/],
  intro: ['Habit stacking is one of my favourite tricks: attach the new habit to something you already do every day.'],
  steps: [
    askStep("tell me the habit you'd like to build", "What new habit would you like to build? Keep it tiny to start, like 'two minutes of stretching'."),
    askStep(
      'pick an anchor you already do every day',
      'Now pick an anchor, something you already do every day without thinking: making coffee, brushing your teeth, sitting down at your desk. Which one fits?',
    ),
    askStep('choose a small celebration', "How will you celebrate right after doing it? A quiet 'yes!', a tick on a chart, anything that feels good."),
  ],
  finish: (ctx) =>
    `Your habit stack. Anchor: ${ctx.quote(1, 'something you already do daily')}. New habit: ${ctx.quote(0, 'your tiny habit')}. Celebration: ${ctx.quote(2, 'a small moment of pride')}. Right after the anchor, do the tiny habit, then celebrate. Try it for a week and we can review how it went. What might get in the way, and how will you handle it?`,
};

const motivation: CoachFlow = {
  id: 'motivation',
  title: 'momentum plan',
  names: [/\bmotivat/, /\b(feel|feeling|i'm|im|am) (so |really )?stuck\b/, /\blost my (drive|spark|mojo)\b/, /\bno drive\b/, /\bget (my )?momentum\b/],
  topics: [/\bstuck\b/, /\bunmotivated\b/, /\bsmall step\b/],
  intro: [
    "Feeling stuck happens to everyone, and motivation usually comes back through action rather than before it. Let's get you moving with one small step.",
  ],
  steps: [
    askStep("tell me where you'd like more momentum", "What's one area of your life where you'd like to feel more momentum?"),
    askStep('tell me why it matters to you', 'Why does that matter to you? Think of the person you want to be, not just the result.'),
    askStep('pick a two-minute step', "What's the smallest possible step toward it, something you could do in two minutes?"),
    { slot: 'when', label: "tell me when and where you'll do it", ask: () => "Let's lock it in: when and where will you do it? Try the form 'When X happens, I will Y.'" },
  ],
  finish: (ctx) =>
    `Here's your momentum plan. Area: ${ctx.quote(0, 'your choice')}. Why it matters: ${ctx.quote(1, 'it matters to you')}. Two-minute step: ${ctx.quote(2, 'one tiny action')}. When and where: ${ctx.quote(3, 'to be scheduled')}. Small steps add up fast. How will you celebrate once you've done it?`,
};

const NOT_ONES_OWN_REVIEW = [
  'performance|annual|yearly|appraisal|mid-year|year-end|end of year|salary|pay|bad|poor|negative|harsh',
  'lit|literature|systematic|peer|code',
].join('|');

const weeklyReview: CoachFlow = {
  id: 'weekly-review',
  title: 'weekly review',
  names: [
    /\breview (\w+ ){0,3}(week|progress|month|goals?)\b/,
    /\bwhat went well\b/,
    /\blook(ing)? back (on|at) (my|the|this) week\b/,
    /\breflect on (my|the|this) week\b/,
    /\bprogress review\b/,
    /\bcheck in on (my|the) goal\b/,
  ],
  // A review of one's own week, not a performance review or an appraisal at work, nor the literature review of a dissertation.
  topics: [
    new RegExp(String.raw`(?<!\b(?:${NOT_ONES_OWN_REVIEW}) )\breview\b`),
    /\bprogress\b/,
  ],
  intro: ["Great habit. Let's run a quick progress review: four short questions."],
  steps: [
    askStep('tell me what went well', 'What went well this week, big or small?'),
    askStep('tell me what helped', 'What helped make that happen? Your effort, a person, a routine?'),
    askStep('tell me what got in the way', 'What got in the way, if anything?'),
    askStep('pick one thing to carry into next week', "What's one thing you'll carry into next week?"),
  ],
  finish: (ctx) =>
    `Your review. A win: ${ctx.quote(0, 'showing up for this review')}. What helped: ${ctx.quote(1, 'your effort')}. A challenge: ${ctx.quote(2, 'nothing major')}. Your focus for next week: ${ctx.quote(3, 'to be chosen')}. Noticing wins builds momentum. Which day will you check back in on that focus?`,
};

export const ZENITH_FLOWS = flowsOf('zenith', [smartGoal, habitStacking, motivation, weeklyReview]);
