/** Phoenix: thought record, thinking traps and a tiny next step (behavioural activation). */
import { askStep, feelingPhrase, flowsOf, numberIn, type CoachFlow } from './flow-kit';
import { capitalize, listPhrase, tokens } from './text';

const thoughtRecord: CoachFlow = {
  id: 'thought-record',
  title: 'thought record',
  names: [
    /\bthought record/,
    /\bchallenge (\w+ ){0,4}thoughts?\b/,
    /\b(look at|examine|test|question|unpack) (that|this|the|a|my) (\w+ )?thought\b/,
    /\bnegative thoughts?\b/,
    /\bexpect(ing)? the worst\b/,
    /\bworst case\b/,
  ],
  topics: [/\bcatastroph/, /\bwhat if\b/, /\boverthinking\b/, /\bruminat/],
  intro: [
    "Let's put that thought on paper with a thought record. Seven short steps, one at a time.",
    "Great, let's do a thought record. We'll go step by step, and you can keep each answer short.",
  ],
  steps: [
    askStep('describe the situation', 'Step 1, the situation: where were you and what was happening when the thought showed up?'),
    {
      slot: 'thought', label: 'write down the automatic thought',
      ask: () => 'Step 2, the automatic thought: what went through your mind in that moment? Write it the way it sounded in your head.',
    },
    {
      label: 'name the emotion and rate it from 0 to 100',
      ask: (ctx) => `Step 3, the emotion: what did you feel when you thought ${ctx.quote(1, 'that')}, and how strong was it from 0 to 100?`,
    },
    {
      label: 'list the evidence for the thought',
      ask: (ctx) =>
        `Step 4, evidence for: what facts support ${ctx.answers[1] ? `the thought ${ctx.quote(1, '')}` : 'the thought'}? Facts, not feelings: things a camera could record.`,
    },
    askStep(
      'list the evidence against the thought',
      "Step 5, evidence against: what facts don't fit that thought? Anything that went differently, or something you'd point out to a friend?",
    ),
    askStep(
      'write a balanced thought',
      "Step 6, a balanced thought: holding both sides, what's a fairer way to see it? It doesn't have to be positive, just true to all the evidence.",
    ),
    {
      label: 're-rate the feeling from 0 to 100',
      ask: (ctx) =>
        `Last step, re-rate: reading ${ctx.answers[5] ? ctx.quote(5, '') : 'your balanced thought'}, how strong is ${feelingPhrase(ctx.answers[2] ?? '', 'that feeling')} now, from 0 to 100?`,
    },
  ],
  finish: (ctx) => {
    const parts = [
      ctx.answers[0] ? `Situation: ${ctx.quote(0, '')}.` : '',
      `Automatic thought: ${ctx.quote(1, 'not written down')}.`,
      ctx.answers[4] ? `Evidence against it: ${ctx.quote(4, '')}.` : '',
      `Balanced thought: ${ctx.quote(5, 'still to be found, and that is fine')}.`,
    ].filter(Boolean);
    const before = numberIn(ctx.answers[2] ?? '', 100);
    const after = numberIn(ctx.answers[6] ?? '', 100);
    const feeling = feelingPhrase(ctx.answers[2] ?? '', 'the feeling');
    let shift = '';
    if (before !== null && after !== null) {
      shift =
        after < before
          ? ` ${capitalize(feeling)} went from ${before} to ${after}. Even a small shift counts.`
          : ` ${capitalize(feeling)} is at ${after} now, from ${before} before. Feelings can take a while to catch up with a new thought, and that's okay.`;
    }
    return `Here's your thought record. ${parts.join(' ')}${shift} You tested a thought instead of just believing it. What do you make of seeing it laid out like this?`;
  },
};

interface Trap {
  name: string;
  short: string;
  explain: string;
  signs: RegExp;
  named: RegExp;
}

const TRAPS: readonly Trap[] = [
  {
    name: 'catastrophizing',
    short: 'catastrophizing',
    explain: 'jumping to the worst outcome',
    signs: /\b(worst|disaster|terrible|awful|ruin\w*|what if|can't cope|end of the world|catastroph\w*)\b/,
    named: /catastroph|worst/,
  },
  {
    name: 'all-or-nothing thinking',
    short: 'all-or-nothing thinking',
    explain: 'seeing things in black and white',
    signs: /\b(always|never|completely|totally|perfect\w*|ruined|every single|nothing ever)\b/,
    named: /all or nothing|black and white|all-or-nothing/,
  },
  {
    name: 'mind reading',
    short: 'mind reading',
    explain: 'assuming you know what others think',
    signs: /\b(they|he|she|everyone|people|others) (\w+ )?(think|thinks|must think|will think|judge|judges|hate|hates)\b|\bjudging me\b/,
    named: /mind read/,
  },
  {
    name: 'fortune telling',
    short: 'fortune telling',
    explain: 'predicting the future as if it were certain',
    signs: /\b(will|going to|gonna) (fail|mess|go wrong|never|be a disaster)\b|\bi'll (fail|mess|never)\b|\bwon't ever\b/,
    named: /fortune|predict/,
  },
  {
    name: "'should' statements",
    short: "a 'should'",
    explain: 'rigid rules for yourself',
    signs: /\b(should|shouldn't|must|have to|ought)\b/,
    named: /should|must/,
  },
  {
    name: 'labeling',
    short: 'labeling',
    explain: 'a whole-person verdict from one moment',
    signs: /\bi'm (a |an |so )?(failure|stupid|idiot|loser|useless|worthless|pathetic|mess)\b/,
    named: /label/,
  },
  {
    name: 'personalization',
    short: 'personalization',
    explain: 'taking the blame for things outside your control',
    signs: /\b(my fault|because of me|blame myself|i ruin\w*)\b/,
    named: /personali|blame|fault/,
  },
  {
    name: 'overgeneralization',
    short: 'overgeneralization',
    explain: 'one event becoming a rule',
    signs: /\b(everyone|nobody|no one|every time|everything)\b/,
    named: /overgenerali|generali/,
  },
];

const wordsOf = (answer: string) => tokens(answer).join(' ');
const trapsIn = (answer: string) => TRAPS.filter((trap) => trap.signs.test(wordsOf(answer)));

const thinkingTraps: CoachFlow = {
  id: 'thinking-traps',
  title: 'thinking-trap check',
  names: [
    /\bthinking traps?\b/,
    /\bthought traps?\b/,
    /\bcognitive distortions?\b/,
    /\bthinking (errors|patterns|mistakes)\b/,
    /\bthought patterns?\b/,
    /\bunhelpful (thinking|thoughts)\b/,
  ],
  topics: [],
  intro: ["Let's go trap-spotting. Thinking traps are habits of mind everyone falls into, and naming them loosens their grip."],
  steps: [
    askStep("share one thought that's been bothering you", "Tell me one thought that's been bothering you lately, in the words your mind uses."),
    {
      label: 'tell me which trap feels most familiar',
      ask: (ctx) => {
        const found = trapsIn(ctx.answers[0] ?? '').slice(0, 3);
        if (found.length === 0) {
          return `Some common traps are all-or-nothing thinking, catastrophizing, mind reading, fortune telling and 'should' statements. Which of these, if any, sounds like ${ctx.quote(0, 'that thought')}?`;
        }
        return `Looking at ${ctx.quote(0, 'that thought')}, I can see possible signs of ${listPhrase(found.map((trap) => `${trap.name} (${trap.explain})`))}. Which feels most familiar, or does another trap fit better?`;
      },
    },
    {
      label: "tell me what you'd say to a friend with that thought",
      ask: (ctx) =>
        ctx.answers[0]
          ? `If a friend told you ${ctx.quote(0, '')}, what would you gently point out to them?`
          : 'If a friend had that thought, what would you gently point out to them?',
    },
  ],
  finish: (ctx) => {
    const chosen = TRAPS.find((trap) => trap.named.test(wordsOf(ctx.answers[1] ?? ''))) ?? trapsIn(ctx.answers[0] ?? '')[0];
    const verdict = chosen ? `may be a case of ${chosen.name}` : 'may be one of those traps';
    const fairer = ctx.answers[2] ? `, and a fairer view might be ${ctx.quote(2, '')}` : '';
    return `So the thought ${ctx.quote(0, 'you shared')} ${verdict}${fairer}. Next time it shows up, try naming it: "there's ${chosen ? chosen.short : 'that trap'} again." What's one situation this week where you might notice it?`;
  },
};

const behavioralActivation: CoachFlow = {
  id: 'behavioral-activation',
  title: 'tiny-step plan',
  names: [
    /\bprocrastinat/,
    /\bbehaviou?ral activation\b/,
    /\b(can't|cannot|cant|hard to) get (myself )?(started|going|moving)\b/,
    /\bno energy to\b/,
  ],
  // "where do I even start" with a debt or a move told is a question about that, not this technique asked for by name.
  topics: [/\bunmotivated\b/, /\bputting (it|things) off\b/, /\btiny step\b/, /\bwhere do i (even )?start\b/],
  intro: [
    "When mood is low, waiting to feel motivated rarely works; action tends to come first and motivation follows. Let's find one tiny next step.",
  ],
  steps: [
    askStep("tell me one thing you've been putting off", "What's one thing you've been putting off?"),
    {
      // Only an action is a five-minute version: "i just feel paralysed" is asked once more, never met with "Nice work".
      slot: 'action',
      label: 'shrink it to a five-minute version',
      ask: (ctx) => `What's the smallest, five-minute version of ${ctx.quote(0, 'it')}? Something almost too easy to skip.`,
    },
    { slot: 'when', label: 'pick a time or cue for it', ask: () => "When exactly could you do that, today or tomorrow? A time or a cue works, like 'right after lunch'." },
    askStep('rate your mood from 0 to 10', 'Before you try it, how would you rate your mood from 0 to 10? Afterwards you can rate it again and compare.'),
  ],
  finish: (ctx) => {
    const mood = numberIn(ctx.answers[3] ?? '', 10);
    const rating = mood !== null ? ` You're starting at ${mood} out of 10; afterwards, notice whether it shifts even a little.` : '';
    return `Your plan. Tiny step: ${ctx.quote(1, ctx.answers[0] ? ctx.quote(0, '') : 'one small thing')}. When: ${ctx.quote(2, 'a time you choose')}.${rating} Whatever happens, doing it is information, not a test. What might get in the way, and how could you make it even easier?`;
  },
};

export const PHOENIX_FLOWS = flowsOf('phoenix', [thoughtRecord, thinkingTraps, behavioralActivation]);
