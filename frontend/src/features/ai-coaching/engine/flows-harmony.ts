/** Dr. Harmony: naming an emotion, a boundary script, talking through a hard conversation, self-compassion. */
import { askStep, feelingOf, flowsOf, numberIn, type CoachFlow, type FlowContext } from './flow-kit';
import { FEELINGS } from './lexicon';
import { capitalize, listPhrase, tokens } from './text';

const SENSATIONS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\b(chest|heart|breath|breathing)\b/, ['anxiety', 'fear', 'pressure']],
  [/\b(stomach|gut|belly|tummy)\b/, ['dread', 'sadness', 'disappointment']],
  [/\b(throat|tears|teary|crying|eyes)\b/, ['sadness', 'grief', 'hurt']],
  [/\b(jaw|fists?|clench\w*|hot|teeth|face)\b/, ['anger', 'frustration', 'resentment']],
  [/\b(shoulders?|neck|back)\b/, ['stress', 'overwhelm', 'responsibility']],
  [/\b(restless|jitter\w*|shak\w*|buzz\w*|fidget\w*)\b/, ['anxiety', 'restlessness', 'excitement']],
  [/\b(numb|empty|nothing|hollow)\b/, ['numbness', 'loneliness', 'exhaustion']],
  [/\b(heavy|tired|limbs|legs|slow|drained)\b/, ['tiredness', 'sadness', 'discouragement']],
];
const DEFAULT_CANDIDATES = ['sadness', 'worry', 'frustration', 'loneliness'];

const NEEDS = ['rest', 'reassurance', 'connection', 'space', 'fairness', 'safety', 'respect', 'understanding', 'comfort', 'support', 'time', 'recognition', 'care', 'clarity', 'acceptance'];

function candidatesFor(sensation: string): readonly string[] {
  const words = tokens(sensation).join(' ');
  return SENSATIONS.find(([pattern]) => pattern.test(words))?.[1] ?? DEFAULT_CANDIDATES;
}

/** The feeling the user chose, as a noun ("anxiety"), from the lexicon or from the offered candidates. */
function namedFeeling(answer: string, sensation: string): string | null {
  const feeling = feelingOf(answer);
  if (feeling) return FEELINGS[feeling].noun;
  const words = tokens(answer);
  return [...candidatesFor(sensation), ...DEFAULT_CANDIDATES].find((candidate) => words.includes(candidate)) ?? null;
}

function needIn(answer: string): string | null {
  const words = tokens(answer);
  return NEEDS.find((need) => words.includes(need)) ?? null;
}

function feelingName(ctx: FlowContext): string | null {
  return namedFeeling(ctx.answers[1] ?? '', ctx.answers[0] ?? '');
}

const emotionNaming: CoachFlow = {
  id: 'emotion-naming',
  title: 'emotion naming',
  names: [
    /\bcan'?t (quite )?name\b/,
    /\bname (it|this|the feeling|what i)\b/,
    /\bwhat (i am|i'm|im) feeling\b/,
    /\bunderstand (what i|my) feel/,
    /\b(label|name) (my|the|this) (emotions?|feelings?)\b/,
    /\bemotion (naming|labell?ing)\b/,
    /\bput a name to\b/,
    /\bdon't know what i('m| am) feeling\b/,
    /\bsort (it|this|them) out\b/,
  ],
  topics: [/\bmixed feelings\b/, /\bconfus/, /\bnumb\b/],
  intro: ["Let's gently get to know this feeling together. There's no wrong answer at any step."],
  steps: [
    askStep(
      'tell me where you notice the feeling in your body',
      'First, where do you notice it in your body? Maybe a tight chest, a heavy stomach, a lump in the throat, or restless hands.',
    ),
    {
      label: 'choose the word that fits best',
      ask: (ctx) =>
        ctx.answers[0]
          ? `Sensations like that often travel with feelings such as ${listPhrase(candidatesFor(ctx.answers[0]).map(String))}. Does one of those fit, or is there another word?`
          : `Feelings people often name here are ${listPhrase(DEFAULT_CANDIDATES)}. Does one of those fit, or is there another word?`,
    },
    {
      label: 'rate how strong it is from 0 to 10',
      ask: (ctx) => {
        const name = feelingName(ctx);
        const lead = name ? `${capitalize(name)} makes sense.` : ctx.answers[1] ? `${ctx.quote(1, '')} is a good word for it.` : "We don't need a perfect word.";
        return `${lead} How strong is it right now, from 0 to 10?`;
      },
    },
    {
      slot: 'need', label: 'tell me what the feeling might need',
      ask: (ctx) =>
        `Feelings often point to a need. What might this ${feelingName(ctx) ?? 'feeling'} be asking for: rest, reassurance, connection, space, fairness, or something else?`,
    },
    {
      label: 'write a few kind words for yourself',
      ask: (ctx) => {
        const need = needIn(ctx.answers[3] ?? '');
        return `Last step: if a close friend felt this way${need ? ` and needed ${need}` : ''}, what kind words would you offer them? Try offering those same words to yourself.`;
      },
    },
  ],
  finish: (ctx) => {
    const name = feelingName(ctx);
    const strength = numberIn(ctx.answers[2] ?? '', 10);
    const need = needIn(ctx.answers[3] ?? '');
    const parts = [
      `Where you notice it: ${ctx.quote(0, 'somewhere not yet clear')}.`,
      `What you named it: ${name ?? ctx.quote(1, 'still unnamed, and that is okay')}${strength !== null ? `, at about ${strength} out of 10` : ''}.`,
      `What it needs: ${need ?? ctx.quote(3, 'still to be discovered')}.`,
      ctx.answers[4] ? `Your kind words: ${ctx.quote(4, '')}.` : '',
    ].filter(Boolean);
    return `Here's what you discovered. ${parts.join(' ')} Feelings soften when they're named and met with care. How does it feel to have put words to it?`;
  },
};

const boundary: CoachFlow = {
  id: 'boundary',
  title: 'boundary script',
  names: [/\bboundar(y|ies)\b/, /\bsay(ing)? no\b/, /\bpeople pleas/],
  topics: [/\btaken advantage\b/, /\bwalks? all over me\b/],
  intro: ["Boundaries are a way of caring for a relationship and for yourself at the same time. Let's build a simple script together."],
  steps: [
    askStep("tell me who it's with and what keeps happening", 'Who is the boundary with, and what keeps happening?'),
    askStep('tell me how it feels and what you need', 'How do you feel when it happens, and what do you need instead?'),
    askStep(
      'put your request into one clear sentence',
      "What would you like to ask for? Try one clear, doable request, such as 'I can't take calls after 9pm' or 'Please ask before borrowing my things.'",
    ),
    askStep(
      "write what you'll tell yourself if guilt shows up",
      "Guilt often shows up when we start caring for our own needs; it doesn't mean you're doing something wrong. " +
        'What would you like to say to yourself if the guilt appears?',
    ),
  ],
  finish: (ctx) =>
    `Here's your boundary script. What happens: ${ctx.quote(0, 'the situation you described')}. How it affects you: ${ctx.quote(1, 'it matters to you')}. Your request: ${ctx.quote(2, 'to be decided')}. A gentle way to open is: "This matters to me, so I want to be honest with you."${ctx.answers[3] ? ` And if guilt shows up: ${ctx.quote(3, '')}.` : ''} You can say it kindly and still mean it. How does it feel to imagine saying it?`,
};

const hardConversation: CoachFlow = {
  id: 'hard-conversation',
  title: 'conversation reflection',
  names: [
    /\b(hard|difficult|tough|awkward|painful) (conversation|talk|chat)\b/,
    /\b(argument|fight|row|falling out) with\b/,
    /\btalk (it|this|that) through\b/,
    /\bconflict with\b/,
    /\bwe (had a )?(fight|argument|argued)\b/,
  ],
  topics: [/\bargu(ed|ment|ing)\b/, /\bfight\b/],
  intro: ["Thank you for bringing it here. Let's walk through it gently, one piece at a time."],
  steps: [
    askStep('tell me what happened', 'What happened, as simply as you can put it? Just the facts, the way a camera would have seen it.'),
    { slot: 'feeling', label: 'tell me how you felt', ask: () => 'How did you feel during it, and how do you feel now?' },
    {
      slot: 'need', label: 'tell me what you needed',
      ask: () => "What did you need in that moment that you didn't get? Maybe to be heard, respected, understood, or something else.",
    },
    askStep("tell me what you'd still like to say", 'If you could say one more thing to them, kindly and honestly, what would it be?'),
  ],
  finish: (ctx) => {
    const parts = [
      `What happened: ${ctx.quote(0, 'a hard moment')}.`,
      `How you felt: ${ctx.quote(1, 'not easy to put into words')}.`,
      `What you needed: ${ctx.quote(2, 'still becoming clear')}.`,
      ctx.answers[3] ? `What you'd still like to say: ${ctx.quote(3, '')}.` : '',
    ].filter(Boolean);
    return `You've put words to a hard moment. ${parts.join(' ')} You don't have to send it anywhere; naming it already matters. How are you feeling about it now?`;
  },
};

const selfCompassion: CoachFlow = {
  id: 'self-compassion',
  title: 'self-compassion practice',
  names: [
    /\bkinder to (myself|me)\b/,
    /\bself compassion\b/,
    /\bhard on myself\b/,
    /\bgentler? with myself\b/,
    /\bkind to myself\b/,
    /\b(hate|criticise|criticize|blame) myself\b/,
    /\binner critic\b/,
  ],
  topics: [],
  intro: ["Let's practise a little self-compassion together. You deserve the same kindness you'd give a friend."],
  steps: [
    askStep("tell me what you've been hard on yourself about", 'What have you been hard on yourself about lately?'),
    askStep("tell me what you'd say to a friend", 'If a close friend told you that about themselves, what would you say to them?'),
    askStep(
      'write those words for yourself',
      "Could you offer those words to yourself now, perhaps starting with 'It makes sense that'? Write them here if you like.",
    ),
    askStep('choose one small act of care for today', 'And one small act of care for today, something that would feel kind to your body or mind?'),
  ],
  finish: (ctx) =>
    `Your words for yourself: ${ctx.answers[2] ? ctx.quote(2, '') : ctx.quote(1, 'the kindness you would give a friend')}. Your act of care for today: ${ctx.quote(3, 'something gentle you choose')}. Kindness toward yourself is a practice, and you just practised it. How does it feel to hear those words from yourself?`,
};

export const HARMONY_FLOWS = flowsOf('harmony', [emotionNaming, boundary, hardConversation, selfCompassion]);
