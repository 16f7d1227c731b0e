/** Answers about feelings themselves: overthinking, anxiety, self-criticism, overwhelm, crying and whether a feeling is normal. Most specific first. */
import { all, unless } from './match-all';
import type { Answer } from './types';

// Too old for what: something to start or go back to.
const FOR_WHAT = 'this|that|it|uni|university|college|school|a degree|a new career';
const TO_DO = 'start|learn|begin|go back|study|change|try|retrain';

export const FEELING_ANSWERS: readonly Answer[] = [
  {
    id: 'too-old-to-start',
    // "do you think I'm too old for this honestly?", "Do you think 46 is too old to start something like this?"; not a puppy at 74.
    matches: [
      unless(
        'dog|puppy|cat|kitten|pet|baby|kids|children|pregnan\\w*',
        new RegExp(
          String.raw`\b(?:am i|i'?m|im|is \d{2}|\d{2} is|are we|is it) (?:just |a bit |way )?too (?:old|late)\b(?: (?:now|at my age|for me))?` +
            String.raw`(?: (?:for (?:${FOR_WHAT})|to (?:${TO_DO})\b)|\W*$)`,
        ),
      ),
    ],
    text:
      "No, I don't think you're too old. People start studying, an instrument, a sport or a new line of work at every age, " +
      'and older beginners often do well, because they know why they are there and they keep at it. ' +
      'Being the oldest in the room can feel odd at first, but most people are busy with their own work, and many will be glad of what you bring.',
    followUp: 'What made you want to start?',
  },
  {
    id: 'overthinking',
    matches: [
      all(
        /overthink\w*|over think\w*|ruminat\w*|racing thoughts|my mind (won'?t|doesn'?t|will not) (stop|switch off|shut off|quiet)|replay\w*/,
        /how|what|help|tips?|stop|ways?|advice/,
      ),
      /\b(how|what) (do|can|should) i (do to )?(quiet|calm|switch off|shut off) my (mind|brain|head|thoughts)\b/,
    ],
    text:
      'Overthinking feels like problem-solving but goes round in circles, so the aim is to notice the loop instead of trying to win the argument. ' +
      'Ask whether the thought is something you can act on today; if yes, pick one small step, and if not, write it down for a set 15-minute worry time ' +
      'later. ' +
      'When you catch yourself looping, move your attention into your senses, like the feel of your feet or five things you can see. ' +
      'Over time the mind learns that worries have a time and place, and they loosen their grip.',
    technique: 'worry-time',
    followUp: "What's the thought that keeps coming back most?",
  },
  {
    id: 'anxiety',
    matches: [
      all(/anxiety|anxious|worry|worrying|worried|nervous/, /how|what/, /deal|cope|handle|stop|manage|reduce|less|calm|help|get rid|do about|do when/),
    ],
    text:
      'Anxiety is your mind trying to protect you with the volume turned up too high, so the aim is to turn it down, not make it vanish. ' +
      'In the moment, slow your out-breath and bring your attention to what you can see, hear and touch. ' +
      'Day to day, move your body, keep caffeine moderate, and give your worries a set 15-minute slot so they do not run all day. ' +
      'When a worry grabs you, ask what is most likely to happen, not just the worst, and what you would do if it did.',
    technique: 'decatastrophising',
    followUp: 'What does the worry usually say?',
  },
  {
    id: 'self-criticism',
    matches: [
      all(/(hard on|harsh (on|with)|mean to|kinder to|kind to|nicer to|critical of|beating|beat) (myself|me)( up)?/, /how|what|stop|tips?|ways?/),
      all(/inner critic/, /how|what|stop|quiet|deal/),
    ],
    text:
      "Try talking to yourself the way you'd talk to a good friend in the same situation, since most of us would never say to a friend what we say to " +
      "ourselves. " +
      "When the critic starts, pause and say: 'This is a hard moment. Everyone struggles sometimes. May I be kind to myself right now.' " +
      'Put a hand on your chest while you say it, which sounds small but helps. ' +
      "Being kind to yourself isn't letting yourself off the hook; people actually bounce back and try again sooner when they're not beating themselves up.",
    technique: 'self-compassion-break',
    followUp: 'What does your inner critic tend to say?',
  },
  {
    id: 'overwhelm',
    matches: [all(/overwhelm\w*|too much on|too much to do|so much to do|drowning in/, /how|what/, /stop|deal|cope|handle|do|manage|less|start/)],
    text:
      'When everything feels urgent, get it all out of your head first: write every task on one list, however small. ' +
      'Then circle the one or two things that really matter today, and give each one a small first step you could do in 10 minutes. ' +
      'Look at the rest and ask what can wait, be shared or be dropped, and tell anyone affected. ' +
      'Take a short break to breathe and move between tasks, because a tired mind makes everything look bigger.',
    technique: 'smart-goal',
    followUp: 'What is the one thing that matters most today?',
  },
  {
    id: 'crying',
    matches: [
      all(/cry|crying|cried|tears|tearful/, /is it (ok|okay|normal|bad|weak|fine)|is crying|why do i|how (do|can) i stop|how to stop|should i/),
    ],
    text:
      'Yes, crying is a normal and healthy way for the body to let out stress and sadness, and it is not a sign of weakness. ' +
      'If you can, let it happen somewhere you feel safe, and notice that it usually eases on its own after a few minutes. ' +
      'If you need to steady yourself, for example at work, breathe out slowly, press your feet into the floor and sip some cold water. ' +
      'If you find yourself crying most days for weeks, it is worth talking to a doctor or counsellor about what is going on.',
    technique: 'self-compassion-break',
    followUp: 'What has been bringing the tears up lately?',
  },
  {
    id: 'is-it-normal',
    matches: [/\b(is it|is this|is that|am i|are these|are those) (\w+ ){0,2}normal\b/, /\bnormal to (feel|be|have|think|cry|want|not)\b/],
    text:
      'Yes, very likely. Most feelings that seem strange or too much on the inside are ones many people have, even if few talk about them. ' +
      "Feelings aren't right or wrong; they are signals about what's going on and what matters to you. " +
      'If a feeling is very intense, lasts for weeks or gets in the way of daily life, talking to a doctor or counsellor is a sensible next step, and a ' +
      'strong one.',
    technique: 'naming-emotions',
    followUp: "What's the feeling you're wondering about?",
  },
];
