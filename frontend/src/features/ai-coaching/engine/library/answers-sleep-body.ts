/** Answers about sleep, energy, body tension and calming down fast. Most specific first. */
import { all, unless } from './match-all';
import type { Answer } from './types';

// Fainting, as people say it.
const FAINTING = 'faint|fainting|pass out|passing out|black out|blacking out';

export const SLEEP_BODY_ANSWERS: readonly Answer[] = [
  {
    id: 'hours-of-sleep',
    // "is 5 hours sleep gonna wreck me long term or nah", "will sleeping 4 hours ruin my health?"
    matches: [
      all(
        /\b(?:[3-7]|three|four|five|six|seven) (?:hours?|hrs?)(?: of)? sleep\b|\bsleep(?:ing)? (?:only |just )?(?:[3-7]|three|four|five|six) (?:hours?|hrs?)\b/,
        // Whether it does harm; whether it is enough is the next answer's.
        /\b(?:wreck\w*|bad for|harm\w*|damag\w*|hurt|long term|unhealthy|dangerous|kill\w*|ruin\w*)\b/,
      ),
    ],
    text:
      'One short night does no lasting harm; the body catches up. Most adults need about seven to nine hours, though, and months ' +
      'of five a night do take a toll on mood, focus and health, so it is worth protecting: a steady wake-up time, a short wind-down, ' +
      'and an earlier bedtime on the nights you can. If you sleep five hours however long you stay in bed, that is worth mentioning to a doctor.',
    followUp: 'How many nights a week is it that short?',
  },
  {
    // "Is it normal for nursing students to faint or am I just not cut out for this?": fainting at blood or needles, asked about.
    id: 'fainting-is-common',
    matches: [
      unless(
        // Feeling faint in panic has its own answer: panic raises blood pressure.
        String.raw`\b(?:feel(?:ing)? faint|anxious|anxiety|panic\w*)\b`,
        all(
          /\b(?:faint|fainted|fainting|faints|pass(?:ed|ing)? out)\b/,
          /\b(?:normal|common|usual|happen to (?:others|other people|anyone|everyone)|cut out for|weak)\b/,
          /\b(?:blood|needles?|injections?|jabs?|cannula|placement|procedure|surgery|vaccin\w*|nurs\w*|medic\w*|students?|ward|theatre)\b/,
        ),
      ),
    ],
    text:
      'Yes, it is common. Fainting at the sight of blood, needles or a procedure is a reflex, a sudden drop in heart rate and blood ' +
      'pressure, not a sign of weakness, and plenty of nurses, doctors and students have it early on, more so when hungry, short of sleep ' +
      'or standing still for long. It usually fades with exposure, and a technique called applied tension helps: tense your arms, legs ' +
      'and stomach for about 15 seconds, let go for 20, and repeat. Eat before you start, and sit or crouch down at the first warning signs, ' +
      'such as feeling hot, muffled hearing or going grey at the edges.',
    followUp: 'When are you next in a situation like that?',
  },
  {
    id: 'not-fainting',
    // "how to not faint? any trick" before a blood test, "my friend say squeeze the muscle before, is that real thing?"
    matches: [
      new RegExp(String.raw`\bhow (?:to|do i|can i|could i) (?:not|stop|avoid)(?: me)? (?:${FAINTING})\b`),
      new RegExp(String.raw`\b(?:not|stop|avoid) (?:${FAINTING})\b.*\b(?:trick|tips?|how)\b`),
      all(/squeez\w*|tens(?:e|ing)/, /muscles?/, /faint\w*|real thing|does (?:it|that) work|how (?:many|long)/),
      // "something to do if I feel it coming again? I went hot and my ears went all muffled": the warning signs of a faint.
      all(
        /\b(?:went|go|going|goes) (?:all )?(?:hot|clammy|grey|gray|white|pale)\b|\bears? (?:went |go )?(?:all )?muffled\b|\btunnel vision\b|\blight ?headed\b/,
        /\bsomething (?:to do|i can do)\b|\bwhat (?:do|can|should) i do\b|\bhow (?:do|can) i (?:stop|avoid)\b|\btips?\b|\btrick\b/,
      ),
    ],
    text:
      'If needles or blood are what make you faint, there is a simple technique called applied tension. ' +
      '1. Sit or lie down. 2. Tense the muscles of your arms, legs and stomach for about 15 seconds, until your face feels a little warm. ' +
      '3. Let go for 20 to 30 seconds. 4. Repeat five times, before and during the test. ' +
      'Eat and drink beforehand, tell the nurse you sometimes faint so you can lie down, and look away. ' +
      "If it's panic that makes you feel faint, you are very unlikely to actually faint, because panic raises your blood pressure rather than lowering it.",
    followUp: 'When do you next have to face it?',
  },
  {
    // "i cant fall asleep without the tv on… is it actually bad for you tho?", true crime podcasts in bed to fall asleep.
    id: 'tv-to-sleep',
    matches: [
      all(
        /\b(?:tv|telly|television|netflix|youtube|podcasts?|audiobooks?|the radio)\b/,
        /\b(?:fall asleep|falling asleep|to sleep|sleep with|sleep without|in bed|bedtime|before bed|at night|all night|sleep timer)\b/,
        /\b(?:bad|ok|okay|harm\w*|normal|should i|is it|how (?:do|can) i|stop|instead|what (?:could|can|should) i)\b/,
      ),
    ],
    text:
      'It is not harmful in itself, and plenty of people drift off to a voice. The catch is light and changing sound: a bright screen ' +
      'can hold sleep off, and a loud moment or the sound cutting out can wake you in the lighter part of the night. ' +
      '1. Keep it to sound only, with the screen off or turned away. 2. Choose something familiar and calm rather than gripping, ' +
      'so nothing pulls you back awake. 3. Set a sleep timer of 30 to 45 minutes, with the volume low. ' +
      '4. If you share the bed, a small speaker on your side or soft headband headphones keep it yours.',
    followUp: 'What do you usually put on?',
  },
  {
    id: 'work-email-in-bed',
    matches: [
      all(
        /e ?mails?|inbox|slack|work messages|work chat|teams messages/,
        /in bed|before (bed|sleep|sleeping)|at night|bedtime|last thing/,
        /is it|is that|is this|should i|is checking|is reading|is looking|ok to|okay to|fine to|bad (habit|idea|for)|how (do|can) i stop/,
      ),
    ],
    text:
      'Honestly, yes, it tends to work against you. Work email in bed keeps your mind in work mode just when it needs to switch off, ' +
      'and one stressful message can keep you turning it over for an hour, with the bright screen not helping either. ' +
      'Try a cut-off time, such as nothing after 9 pm, and charge your phone outside the bedroom with an ordinary alarm clock instead. ' +
      "A two-minute shutdown ritual helps too: write tomorrow's first task on paper, close the laptop and tell yourself work is done for today.",
    technique: 'wind-down-routine',
    followUp: 'What time could your cut-off be?',
  },
  {
    id: 'waking-at-night',
    matches: [
      all(
        /(wake|wakes|waking|woke) up (\w+ ){0,3}(at )?(1|2|3|4|5|one|two|three|four|five) ?(am|a m|in the morning|o'?clock)/,
        /why|how|what|stop|keep|always|every night|each night|tips?|normal/,
      ),
      all(
        /(wake|wakes|waking|woke) up (\w+ ){0,3}(in the middle of the night|during the night|at night|every night|in the night)/,
        /why|how|what|stop|keep|always|tips?|normal/,
      ),
      all(/(get|getting|go|going) back to sleep/, /why|how|what|tips?|help/),
    ],
    text:
      "Waking around 3 or 4 am is very common, and it's usually not a sign that something is wrong with you. " +
      'Sleep runs in cycles and everyone surfaces briefly between them; stress, alcohol, a warm room or a busy mind can turn those brief moments into full ' +
      'wake-ups. ' +
      "When it happens, don't check the time or your phone, keep the lights low and try a slow out-breath or a body scan. " +
      "If you're still awake after about 20 minutes, get up, do something quiet in dim light and go back to bed when you feel sleepy. " +
      "If it goes on for weeks and leaves you drained, it's worth mentioning to a doctor.",
    technique: 'stimulus-control',
    followUp: 'What tends to be on your mind when you wake?',
  },
  {
    id: 'cant-sleep',
    matches: [
      all(/(can'?t|cannot|can not|unable to|not able to|couldn'?t) (get to |fall )?(a)?sleep/, /what|how|help|tips?|advice|ideas?|suggestions?/),
      all(/insomnia|sleepless|lying awake|lie awake/, /what|how|help|tips?|advice/),
    ],
    text:
      'First, take the pressure off: a rough night is unpleasant, but you will cope tomorrow, and worrying about sleep keeps people awake more than ' +
      'anything. ' +
      "If your mind is busy, jot the thoughts on paper by the bed so they're parked until morning. " +
      'Try slow breathing with a longer out-breath, or tense and release your muscles from your feet up to your jaw. ' +
      "If you've been lying awake for around 20 minutes, get up, do something calm in dim light, like reading a paper book, and only go back to bed when " +
      "you feel sleepy.",
    technique: 'stimulus-control',
    followUp: 'Is it more a busy mind or a restless body tonight?',
  },
  {
    id: 'fall-asleep-faster',
    matches: [
      /\b(fall|get to|go to|drift off to|get) ?(a)?sleep (faster|quicker|quickly|sooner|easier|more easily|better)\b/,
      all(/how|tips?|help|ways?|tricks?|advice/, /fall asleep|falling asleep|get to sleep|drift off|nod off/),
      /\b(sleep better|better sleep|improve my sleep|sleep hygiene)\b/,
    ],
    text:
      "A few things make the biggest difference. Keep the same wake-up time every day, even after a bad night, because that's what sets your body clock. " +
      'Give yourself 30 to 60 minutes of dim, screen-free wind-down before bed, and keep the bedroom cool and dark. ' +
      'Once in bed, try 4-7-8 breathing or relax your muscles from your feet up, and let sleep come to you instead of chasing it.',
    technique: 'breathing-4-7-8',
    followUp: 'Which of those would be easiest to try tonight?',
  },
  {
    id: 'sleep-need',
    matches: [
      all(/how (much|many hours of) sleep/, /need|should|get|enough|normal|best/),
      /\b(is|are) (\d+|four|five|six|seven|eight|nine|ten) hours( of sleep)? (enough|too much|normal)\b/,
    ],
    text:
      'Most adults do best with somewhere around 7 to 9 hours, though it varies from person to person. ' +
      'The best guide is how you feel during the day: if you wake fairly refreshed and get through the afternoon without struggling, ' +
      'you are probably getting enough. ' +
      'Keeping the same wake-up time every day, weekends included, often helps more than trying to squeeze in extra hours.',
    technique: 'wind-down-routine',
    followUp: 'How many hours are you getting at the moment?',
  },
  {
    id: 'napping',
    matches: [
      all(/nap(s|ping)?/, /should i|is it|is napping|are naps|can i|how long|ok to|okay to|good to|bad to|good idea|bad idea|good for|bad for/),
    ],
    text:
      "A short nap can be a good idea, as long as it doesn't steal from your night. " +
      "Keep it to about 20 minutes and before 3 pm or so, so you wake refreshed instead of groggy and you're still sleepy at bedtime. " +
      "If you're struggling to sleep at night, it's usually better to skip naps for a while and go to bed a little earlier instead.",
    followUp: 'How has your night-time sleep been lately?',
  },
  {
    id: 'cut-down-caffeine',
    // "trying to cut down on energy drinks. how do i do it without feeling like garbage": caffeine, not alcohol.
    matches: [
      all(
        /\b(?:energy drinks?|red ?bull|monster|coffees?|caffeine|cokes?|cola|fizzy drinks?|soft drinks?|sodas?)\b/,
        /\b(?:cut(?:ting)? (?:down|back)|quit(?:ting)?|stop(?:ping)?|less|fewer|wean|taper|reduce|drop(?:ping)? one|give (?:it |them )?up)\b/,
      ),
    ],
    text:
      'Cut caffeine down gradually rather than all at once: stopping suddenly often brings a headache, tiredness and a short temper ' +
      'for a few days. 1. Count what you have on a usual day. 2. Drop one drink, or half of one, every three or four days, starting ' +
      'with the latest in the day, since that one costs the most sleep. 3. Put something you still like in its place: sparkling water, ' +
      'a decaf or herbal drink, or a few minutes outside. 4. Drink water and eat regular meals; much of the foggy, flat feeling is ' +
      'thirst and hunger. If a doctor has told you to cut back, their advice on how far and how fast comes first.',
    followUp: 'How many do you have on a usual day, and when is the first one?',
  },
  {
    id: 'caffeine',
    matches: [
      unless(
        'gift|present|souvenir|send (?:her|him|them)|bring (?:her|him|them)',
        all(/coffee|caffeine|energy drinks?|tea/, /should i|is it (ok|okay|bad|fine)|how (much|late|many)|when should|is (that|this) too much/),
      ),
      all(/coffee|caffeine|energy drinks?|tea/, /(does|can|do|will) (it|coffee|caffeine|tea) (affect|keep|stop)/),
    ],
    text:
      'Caffeine stays in the body for many hours, so an afternoon coffee can still be keeping you alert at bedtime even if you fall asleep. ' +
      'If sleep is a struggle, try having your last caffeine before about 2 pm for a couple of weeks and see whether your nights change. ' +
      'A morning coffee is fine for most people, and water, a walk or daylight can give a gentler lift later in the day.',
    technique: 'wind-down-routine',
    followUp: 'When do you usually have your last coffee or tea?',
  },
  {
    id: 'always-tired',
    matches: [
      all(
        /always|so|constantly|really|all the time|every day|still/,
        /tired|exhausted|drained|no energy|low energy|fatigued|sleepy/,
        /why|how|what/,
        /why am i|why do i|how (do|can) i|what can i|what should i|more energy|feel less/,
      ),
    ],
    text:
      'Tiredness has lots of causes, so start with the basics: regular sleep and wake times, daylight in the morning, some movement, regular meals and ' +
      'water. ' +
      'Stress and low mood drain energy too, even when sleep looks fine on paper. ' +
      'Try one change for a week, like a 10-minute walk outside before noon, and notice the difference. ' +
      "If you're exhausted most days for more than a few weeks, it's worth seeing a doctor to rule out anything physical.",
    technique: 'behavioural-activation',
    followUp: 'How has your sleep been lately?',
  },
  {
    id: 'jaw-tension',
    matches: [
      all(
        /jaw|clench\w*|teeth grinding|grind(ing)? (my )?teeth/,
        /what|how|anything|something|tips?|help|helps|can i|exercises?|stretch(es)?|relax|release|loosen/,
      ),
    ],
    text:
      'Yes, there is a quick jaw release you can do anywhere. Let your lips close gently and your teeth come slightly apart, with your tongue resting ' +
      'softly behind your top teeth. ' +
      'Place two fingertips just in front of your ears, where the jaw hinges, and rub in slow small circles for about 30 seconds while you breathe out ' +
      'slowly. ' +
      'Then open your mouth wide for 5 seconds, let it go, and notice the difference. ' +
      'Doing this a few times a day, and checking your jaw whenever you pick up your phone, helps break the clenching habit.',
    technique: 'progressive-muscle-relaxation',
    followUp: 'Would you like to try a short muscle relaxation that includes the jaw and shoulders?',
  },
  {
    id: 'body-tension',
    matches: [
      all(/tense|tension|tight|stiff|knots?/, /shoulders?|neck|back|body|muscles/, /what|how|anything|something|tips?|help|exercises?|relax|release|loosen/),
    ],
    text:
      'Try this: lift your shoulders up to your ears, hold for 5 seconds, then let them drop and breathe out slowly, three times. ' +
      'Then let your head tip gently towards one shoulder for a few breaths, and then the other, without forcing it. ' +
      'Set a reminder to check your shoulders a few times a day, since tension creeps back when we concentrate or worry. ' +
      'A short walk, a warm shower and regular breaks from the screen help it stay away.',
    technique: 'progressive-muscle-relaxation',
    followUp: 'Would you like a short muscle relaxation from head to toe?',
  },
  {
    id: 'panic-attack',
    matches: [
      all(/panic attacks?/, /what|how|help|stop|during|tips?|cope|deal|handle/),
      all(/panick?(ing|ed|y)?/, /what (do|should|can) i do|how (do|can) i (stop|calm)|help me/),
    ],
    text:
      "A panic attack feels frightening, but it is your body's alarm going off, and it will pass, usually within minutes. " +
      "Don't fight it; tell yourself, 'This is panic, it's uncomfortable and it will pass.' " +
      'Slow your out-breath, in for 4 and out for 6, again and again. ' +
      'Plant your feet, hold onto something solid, and name five things you can see and four you can touch. ' +
      "If it's the first time, or you have chest pain or real trouble breathing, call emergency services or ask someone nearby to help.",
    technique: 'grounding-5-4-3-2-1',
    followUp: 'Is it happening right now, or are you thinking about next time?',
  },
  {
    id: 'calm-down-fast',
    matches: [
      all(/calm (myself |me |yourself )?down/, /how|what|help|quick|quickly|fast|now|ways?|tips?/),
      all(/how|what/, /(relax|settle|chill out) (quickly|fast|right now|in the moment)/),
      /\b(how (do|can|should) i|help me|ways to|tips to|how to) (relax|unwind|chill out|de ?stress)$/,
    ],
    text:
      'Breathe out slowly, longer than you breathe in: in through your nose for 4, out through your mouth for 6 to 8, five or six times. ' +
      "A long out-breath is one of the quickest ways to tell your body it's safe. " +
      'Then press your feet into the floor and name five things you can see around you. ' +
      'If you can, splash cold water on your face or hold something cold, which helps the body settle quickly too.',
    technique: 'grounding-5-4-3-2-1',
    followUp: 'Would you like to do a slow breathing round together now?',
  },
];
