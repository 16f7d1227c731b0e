/**
 * Answers about feelings themselves: overthinking, anxiety, self-criticism, forgiving oneself, guilt, what people think, getting
 * over something, being understood, trust and fault, overwhelm, crying and whether a feeling is normal. Most specific first.
 */
import { all, unless } from './match-all';
import type { Answer } from './types';

// Too old for what: something to start or go back to.
const FOR_WHAT = 'this|that|it|uni|university|college|school|a degree|a new career';
// "go back" only to learning: "is it too late to go back after i already said ok?" is about putting something right.
const TO_DO = 'start|learn|begin|go back to (?:uni|university|college|school|study|studying|education)|study|change|try|retrain';

const BUILD = 'build|boost|improve|grow|get|gain|work on';
// Lifting a low mood now: "feel better", "cheer myself up".
const LIFT = String.raw`feel (?:a bit |a little |any )?better|cheer (?:myself|me) up|lift my mood|feel less (?:low|sad|down|crap|bad|shit)`;
// Whether something is worth worrying about, asked of anything: a child, the body, a habit.
const WORRY_ASK = String.raw`when (?:should|do) i (?:start to |start )?(?:worry|be worried|be concerned)|should i be (?:worried|concerned)|` +
  String.raw`is (?:this|it|that) (?:just )?a phase|(?:is it|could it be|if it'?s) (?:something )?(?:more )?serious`;
// Something that stopped being fun: "stopped liking it", "lost interest in", "don't enjoy swimming anymore".
const NO_LONGER_FUN = String.raw`stop(?:ped)? (?:liking|loving|enjoying)|lost (?:interest|the love|my love|motivation) (?:in|for)|` +
  String.raw`(?:don'?t|do not|no longer) (?:enjoy|like|love) (?:it|\w+ing)(?: any ?more)?`;
// Putting something right, late: "is it too late to fix this / to apologise?"
const MEND = String.raw`fix|repair|mend|save|make (?:it|this|things) right|make up|apologi[sz]e|say sorry|reach out|talk|go back|` +
  String.raw`change my mind|take it back|say something|complain`;
// "wife wants to sell the house. i dont… who is right?": the same question of who was right.
const MY_FAULT = String.raw`is (?:it|this|that|all this) (?:all )?my fault|was it my fault|was i (?:in the )?wrong|` +
  String.raw`am i (?:the problem|the one in the wrong|to blame)|who(?:'s| is| was) (?:right|wrong|in the right|in the wrong)(?: here)?(?=\W*$)`;

export const FEELING_ANSWERS: readonly Answer[] = [
  {
    id: 'expecting-the-worst',
    matches: [
      all(
        new RegExp(
          String.raw`\bwhat (?:do you|do they|do people|would you) call\b|\bis there (?:a|any) (?:name|word|term)\b|` +
            String.raw`\bwhat(?:'s| is) (?:it|that) called\b|\bwhats it called\b`,
        ),
        /\b(?:the worst|catastroph\w*|doom|worst case)\b/,
      ),
    ],
    text:
      'That is often called catastrophising: the mind jumps to the worst outcome and treats it as likely. ' +
      'It is very common, especially about things you care about, and noticing it, as you just did, is the first step. ' +
      'When it starts, ask yourself three things: what is the worst that could happen, what is the best, and what is most likely? ' +
      'The most likely one is usually much closer to what actually happens.',
    technique: 'decatastrophising',
    followUp: 'When does it tend to show up for you?',
  },
  {
    id: 'too-old-to-start',
    // "do you think I'm too old for this honestly?", "Do you think 46 is too old to start something like this?", "if I'm getting too old for
    // this", "is too late for me to learn this? honest"; not a puppy at 74.
    matches: [
      unless(
        'dog|puppy|cat|kitten|pet|baby|kids|children|pregnan\\w*',
        new RegExp(
          String.raw`\b(?:am i|i'?m|im|is \d{2}|\d{2} is|are we|is(?: it)?) (?:just |a bit |way |getting |getting a bit )?too (?:old|late)\b` +
            String.raw`(?: (?:now|at my age|for me))?` +
            String.raw`(?: (?:for (?:${FOR_WHAT})|to (?:${TO_DO})\b)|\W*$)`,
        ),
      ),
      // "Is it silly to take a course at 80?", "Is it foolish to start at my age?"
      unless(
        'dog|puppy|cat|kitten|pet|baby|kids|children|pregnan\\w*',
        /\bis it (?:silly|stupid|daft|crazy|ridiculous|mad|foolish|too late) to (?:start|learn|take|try|begin|do)(?: [^?.!]{2,40})? at (?:\d{2}|my age)\b/,
      ),
    ],
    text:
      "No, I don't think you're too old. People start studying, an instrument, a sport or a new line of work at every age, " +
      'and older beginners often do well, because they know why they are there and they keep at it. ' +
      'Being the oldest in the room can feel odd at first, but most people are busy with their own work, and many will be glad of what you bring.',
    followUp: 'What made you want to start?',
  },
  {
    // "can you give me something to do when i get the urge to google", "how do i stop googling my symptoms".
    id: 'urge-to-google',
    matches: [
      all(
        new RegExp(
          String.raw`\b(?:urge|urges|tempted|itch) to (?:google|search|look (?:it|things|stuff) up)|stop (?:myself )?googling\b`,
        ),
        /\b(?:how (?:do|can|should) i|what (?:can|should|do) i|something to do|give me|any tips|help me|ways? to)\b/,
      ),
    ],
    text:
      'Put a gap between the urge and the search, because each search calms you for a moment and teaches your mind to need the next one. ' +
      '1. When the urge comes, set a 15-minute timer and tell yourself you can search when it rings, if you still want to. ' +
      '2. Write the exact question you wanted to type on a note, so it is out of your head and waiting. ' +
      '3. Use those minutes for something with your hands or feet: a walk round the block, a shower, one drawer tidied. ' +
      '4. When the timer rings, ask whether a search would tell you anything new or only soothe you for an hour. ' +
      'Most urges fade within the wait, and each one you sit out makes the next a little weaker.',
    technique: 'worry-time',
    followUp: 'When does the urge tend to hit hardest?',
  },
  {
    // A quarrel gone over and over in the head, whatever it is about: fits any situation, unlike overthinking in general.
    id: 'replaying-a-quarrel',
    matches: [
      // "whats a good way to stop it taking over my head. I catch myself drafting arguments with him in the shower"
      all(
        new RegExp(
          String.raw`\b(?:tak(?:e|es|ing) over my (?:head|mind|brain|thoughts|life)|rent free|(?:drafting|having|rehearsing) (?:arguments|rows)|` +
            String.raw`arguing with (?:him|her|them|\w+) in my head|(?:imaginary|pretend) (?:arguments|rows|conversations))\b`,
        ),
        /how|what|help|tips?|stop|ways?|advice/,
      ),
    ],
    text:
      "Going over an argument in your head is very common while something is unresolved; the mind keeps rehearsing a talk it hasn't had. " +
      'A few things help. 1. Give it a slot: once a day, take ten minutes to write down everything you would say, then close the page. ' +
      'When it starts again in the shower or in bed, tell yourself "that\'s for later" and let it wait. ' +
      '2. Decide your one next real step and when, because the loop eases once there is a plan. ' +
      '3. When you catch yourself mid-argument, name it ("rehearsing again") and move your attention to something you can feel or hear. ' +
      'The aim is not to stop thinking about it, but to think about it at a time you choose.',
    technique: 'worry-time',
    followUp: 'Which line do you keep wanting to say most?',
  },
  {
    id: 'overthinking',
    matches: [
      all(
        /overthink\w*|over think\w*|ruminat\w*|racing thoughts|my mind (won'?t|doesn'?t|will not) (stop|switch off|shut off|quiet)|replay\w*/,
        /how|what|help|tips?|stop|ways?|advice/,
      ),
      /\b(how|what) (do|can|should) i (do to )?(quiet|calm|switch off|shut off) my (mind|brain|head|thoughts)\b/,
      // "how do i stop thinking about it", "i cant get him out of my head, any tips"
      // "please give me some way to not think of the bad comments at night".
      all(
        /stop thinking about|can'?t stop thinking|keep thinking about|(?:not|stop) think(?:ing)? of|get (?:it|this|that|him|her|them) out of my head/,
        /how|what|help|tips?|ways?|advice/,
      ),
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
    // "Why would a grown man get nervous talking to 15 blokes he can't even see?", "why do i freeze when it's my turn to speak"
    id: 'why-nervous-speaking',
    matches: [
      all(
        /\bwhy\b/,
        /nervous|anxious|freeze|freezing|froze|panic|shaky|shaking|go blank|goes blank|tongue[- ]tied|clam up/,
        /talk|talking|speak|speaking|say anything|my turn|on the call|on the phone|in front of|meeting|presentation|on the radio|out loud/,
      ),
    ],
    text:
      'Because speaking while others listen puts you on the spot, and the body reads being heard and judged as a small threat: ' +
      'it sends adrenaline, whatever your age or experience. ' +
      "When you can't see the listeners, it can be harder still, because there are no nods or smiles to tell you it is going fine. " +
      'It is very common, and it says nothing about what you can do. ' +
      'It eases with small, repeated turns: one short prepared line, said, and then stop, a few times, until your body learns it is safe.',
    technique: 'box-breathing',
    followUp: 'Would you like a short plan for the next time it is your turn?',
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
    id: 'forgive-myself',
    // "how do i forgive myself", "i cant forgive myself for what i said"
    matches: [/\b(?:how (?:do|can|could) i|can'?t|cannot|will i ever|help me) (?:ever |even |just )?forgive myself\b/],
    text:
      'Forgiving yourself is not saying it did not matter; it is deciding that carrying the punishment forever helps no one. ' +
      '1. Name what you did plainly, without making it bigger or smaller than it was. ' +
      '2. Make whatever amends you still can, even a small one, like a sorry or a change in how you act. ' +
      '3. Ask what you would say to a good friend who had done the same, and say it to yourself. ' +
      '4. Keep the lesson and let the rest go a little more each time it comes back.',
    technique: 'self-compassion-break',
    followUp: 'What would you say to a friend who had done the same?',
  },
  {
    id: 'stop-feeling-guilty',
    // "how do i stop feeling guilty", "why do i feel so guilty all the time"
    matches: [all(/\bguilt\w*/, /how (?:do|can) i (?:stop|not|get rid|deal|handle|cope)|how to (?:stop|not)|why do i (?:always |still )?feel|stop feeling/)],
    text:
      'First check which kind of guilt it is. If you did something that goes against what you care about, the guilt is a signal: ' +
      'make it right where you can, and then it has done its job and can go. If you did nothing wrong, like saying no, resting or ' +
      'putting yourself first for once, the guilt is an old habit, not a verdict: notice it ("there is the guilt again") and do the ' +
      'reasonable thing anyway. It fades with practice.',
    followUp: 'Which kind does this one feel like?',
  },
  {
    id: 'what-people-think',
    // "how do i stop caring what people think?", "i care too much about what others think of me"
    matches: [
      all(
        /\bwhat (?:people|others|other people|everyone|they|the others|strangers|my family) (?:will )?(?:think|say)\b/,
        /how|stop|caring|care (?:so |too )?much|worry (?:so |too )?much|tips?|help/,
      ),
    ],
    text:
      "You can't switch it off completely, since caring what others think is part of being human, but you can turn it down. " +
      '1. Notice whose opinion it really is: often an imagined crowd, not one real person. ' +
      "2. Ask whether you'd take advice about your life from them; if not, their view gets less weight. " +
      '3. Remember most people are thinking about themselves far more than about you. ' +
      '4. Do one small thing your way, like an outfit or an opinion said out loud, and notice that nothing bad follows. It gets easier each time.',
    followUp: 'Whose opinion weighs on you most?',
  },
  {
    id: 'get-over-it',
    // "how do i get over it", "how do i move on from this", "how do i let it go"
    matches: [/\bhow (?:do|can|should) i (?:ever |just |even )?(?:get over (?:it|this|that)|move on|let (?:it|this|that) go)\b/],
    text:
      'There is no switch, but it does fade sooner when you stop fighting it. ' +
      '1. Give it a set time each day, like 15 minutes to think or write about it, instead of pushing it away all day. ' +
      '2. Cut the reminders you can: put things away, mute what keeps showing it to you. ' +
      '3. Put something of your own in the space it leaves, however small: a walk, a call, a class. ' +
      '4. Notice the good hours when they come. It comes back in waves, and each wave is usually a little shorter.',
    followUp: 'What brings it back most often?',
  },
  {
    id: 'make-them-understand',
    // "how do i make her understand?", "how do i get him to see it"
    matches: [/\bhow (?:do|can) i (?:make|get) (?:him|her|them|my \w+|\w+) (?:to )?(?:understand|see (?:it|that|my side|where)|listen|get it)\b/],
    text:
      "You can't make anyone understand, but you can make it easier for them. Pick a calm moment, say one specific thing that " +
      'happened and how it felt, then ask them to say back what they heard: "Can you tell me what you heard me say?" ' +
      'Listen to their side in turn; people understand more readily once they feel understood. ' +
      'If they still don\'t, that says something about them, not about whether your feelings count.',
    followUp: 'What is the one thing you most want them to get?',
  },
  {
    id: 'trust-again',
    // "how do i trust her again", "can i ever trust him again?"
    matches: [/\b(?:how (?:do|can|could) i|can i|will i|should i) (?:ever |really |even )?(?:trust|believe) (?:him|her|them|my \w+|\w+) again\b/],
    text:
      'Trust comes back through what someone does over time, not through one conversation. ' +
      'Agree together what would help, like openness about the thing that broke it and doing what they say they will, ' +
      'then watch for that over weeks, and let yourself notice the small kept promises as well as the doubts. ' +
      "It's also fair to decide that it can't come back; that is yours to decide, not a failure.",
    followUp: 'What would you need to see to start trusting again?',
  },
  {
    id: 'too-late-to-mend',
    // "is it too late to fix this?", "is it too late to apologise to her?"
    matches: [new RegExp(String.raw`\bis it (?:too late|already too late) (?:to|for) (?:${MEND})`)],
    text:
      'Rarely. Most people take a late sorry or a late "can we talk?" far better than we fear, and time often softens the other side too. ' +
      'Keep it simple: own your part, say you would like to put it right, and let them answer in their own time. ' +
      "Even if it doesn't mend everything, you will know you tried, and that usually sits better than wondering.",
    followUp: 'What would you most want to put right?',
  },
  {
    id: 'my-fault',
    // "is it my fault?", "was i wrong?", "am i the problem?"
    matches: [new RegExp(String.raw`\b(?:${MY_FAULT})\b`)],
    text:
      "From here I can't judge who was right, and it is rarely all one person. A fairer question than whose fault it is: what was my " +
      'part, and what was theirs? Write both down honestly. Own your part, if there is one, with a plain sorry for just that, and leave ' +
      'theirs with them. Blaming yourself for all of it is as unfair as blaming them for all of it.',
    followUp: 'What do you think your part was, if any?',
  },
  {
    id: 'confidence',
    // "how can i be more confident", "how do i build my confidence"
    matches: [
      /\bhow (?:do|can|could|should) i (?:be|feel|get|become|sound) (?:more |a bit more )?confident\b/,
      new RegExp(String.raw`\b(?:${BUILD}) (?:my |some |more )?(?:self ?)?confidence\b`),
    ],
    text:
      'Confidence mostly follows action rather than coming before it, so it is built in small, repeated steps. ' +
      '1. Pick one thing slightly outside your comfort zone this week and do it, even shakily. ' +
      '2. Each evening, write down three things you handled, however small; the mind forgets these. ' +
      '3. Speak a little slower than feels natural; it sounds calm, to others and to you. ' +
      "4. When the inner critic starts, answer it the way you'd answer a friend.",
    followUp: 'Where would you most like to feel more confident?',
  },
  {
    id: 'feel-better-now',
    // "what can i do right now to feel better?", "how do i cheer myself up"
    matches: [
      new RegExp(String.raw`\b(?:what can i do|how (?:do|can) i|anything i can do|something i can do)\b.{0,25}\b(?:${LIFT})\b`),
      /\bhow (?:do|can) i cheer (?:myself|me) up\b/,
    ],
    text:
      'Something small and physical usually works faster than thinking your way out of it. Pick one: ' +
      '1. Get outside for ten minutes, even just round the block. 2. Message or call one person, about anything. ' +
      '3. Do one small thing you would normally enjoy, like a song you love, a shower or a proper hot drink. ' +
      "4. Clear one small surface. Mood tends to follow action, so it's fine not to feel like it first.",
    technique: 'behavioural-activation',
    followUp: 'Which one could you do in the next ten minutes?',
  },
  {
    id: 'pep-talk',
    // "can you give me a pep talk", "say something encouraging pls"
    matches: [
      /\b(?:pep talk|motivate me|encourage me|hype me up|cheer me on)\b/,
      /\b(?:say something (?:nice|encouraging|positive)|(?:need|want) (?:some )?encouragement)\b/,
    ],
    text:
      "Here's your pep talk. You're here, looking for a way through instead of giving up, and that already says something about you. " +
      "You don't have to feel ready or sure to do the next thing; you only have to do the next small part of it. " +
      "You have got through hard days before, and you can get through this one too: one step, then the next.",
    followUp: "What's the next small step?",
  },
  {
    id: 'break-the-cycle',
    // "how do i break the cycle", "i want to break this pattern"
    matches: [/\bbreak (?:the|this|that|my) (?:cycle|pattern|loop|vicious circle)\b/],
    text:
      'A cycle breaks at the point where you can still choose. 1. Write down the last three times it happened: what came just before, ' +
      'what you did, and what came after. 2. Find the earliest moment in that chain where you could do something different. ' +
      "3. Decide one small different thing for that moment, and put a reminder where you'll see it. " +
      '4. Expect it to slip sometimes; each time you catch it a little earlier counts.',
    followUp: 'What usually sets it off?',
  },
  {
    id: 'when-to-worry',
    // "when should i worry?", "is this just a phase?", "should i be worried?", "what if it's something more serious?"
    matches: [new RegExp(String.raw`\b(?:${WORRY_ASK})\b`)],
    text:
      'Often it settles by itself, but a few signs make it worth having it looked at by someone who can see it in person, like a doctor, ' +
      'a teacher or a counsellor: it has gone on for more than a few weeks, it is getting worse rather than better, or it gets in the way of ' +
      'sleep, eating, school or work. Anything sudden and severe, like chest pain or trouble breathing, needs help straight away. ' +
      'Otherwise, a short note of when it happens and what came before helps you, and them, see the pattern.',
    followUp: 'How long has it been going on?',
  },
  {
    id: 'lost-interest',
    // "is it normal to stop liking something u were good at??", "i don't enjoy swimming anymore, why"
    matches: [
      all(
        new RegExp(String.raw`\b(?:${NO_LONGER_FUN})\b`),
        /normal|why|ok|okay|weird|bad|lazy|what|how|should/,
      ),
    ],
    text:
      "Yes, it's normal, and it isn't laziness. Interests change, and something you are good at can stop being fun once it turns into " +
      'pressure, results or other people\'s hopes. It helps to ask what changed: the thing itself, or what is around it, like a coach, ' +
      'the hours, friends who left or the fear of getting worse. Sometimes a break brings the fun back; sometimes it shows it is time ' +
      'for something new. Both are allowed.',
    followUp: 'When did it stop feeling fun, do you think?',
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
    id: 'hold-back-tears',
    // "What do I do at the gate on wednesday so I don't cry in front of him?": holding it together for a moment ahead.
    matches: [
      all(
        new RegExp(
          String.raw`(?:so (?:that )?i (?:don'?t|do not|won'?t)|not to|without|how (?:do|can) i not|stop myself(?: from)?) ` +
            String.raw`(?:cry|crying|burst\w* into tears|tear\w* up)|hold (?:back )?(?:the |my )?tears|keep it together`,
        ),
        /how|what (?:do|can|should) i do|tips?|any way/,
      ),
    ],
    text:
      'Decide beforehand what you will do in that moment and keep it short; at a goodbye, a hug and one cheerful line like "See you at three!" is enough. ' +
      'If the tears rise, breathe out slowly for longer than you breathe in, press your tongue to the roof of your mouth and look at something ' +
      'specific, like a sign or a colour. ' +
      'Give the feeling somewhere to go afterwards, in the car or on the walk home; a few tears are fine, and nothing to be ashamed of. ' +
      'It often helps to tell yourself beforehand that you can feel it and still get through the moment.',
    followUp: 'What could you do just after, to let the feeling out?',
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
    id: 'taking-this-long',
    // "Is it normal for it to take this long? Everything online says a week.": how long something takes, not a feeling.
    matches: [
      /\b(?:normal|usual|ok|okay|common) (?:for (?:it|this|that|things|them|him|her|[a-z]+) )?to take (?:this|so|that) long\b/,
      /\b(?:is|does) (?:it|this|that) (?:usually |normally )?take (?:this|so|that) long\b/,
    ],
    text:
      'Very often, yes: most things take longer in real life than the quick answers online suggest, because those describe the easy ' +
      'cases. What matters more than the total time is the direction: whether it is a little better than a week or two ago. ' +
      'If it is slowly improving, keep going as you are; if nothing has moved at all, or it is getting worse, that is the time to change ' +
      'the approach or ask someone who knows this particular thing well.',
    followUp: 'Compared with a week or two ago, is it any better?',
  },
  {
    id: 'is-it-normal-of-others',
    // "is it normal that he dont say what he really want?", "is that normal when ppl join a team": someone else's ways, not a feeling.
    matches: [
      new RegExp(
        String.raw`\b(?:is (?:it|this|that)|it is) (?:\w+ ){0,2}normal (?:that|when|for|if) ` +
          String.raw`(?:he|she|they|ppl|people|friends?|kids?|teens?|teenagers?|boys|girls|men|women|couples?|someone|my (?!own\b)[a-z]+|a [a-z]+)\b`,
      ),
    ],
    text:
      'Yes, it happens a lot, and it usually says more about what is going on for them than about you or how much you matter to them. ' +
      'People often keep back what they want so as not to sway someone they care about, or drift towards whoever they see most, ' +
      'without meaning anything by it. The surest way to know is to ask, gently and without pressure, and to listen to the answer.',
    followUp: 'How could you ask them about it in a way that feels easy?',
  },
  {
    id: 'is-it-normal',
    // "is normal? i am 52, not a child": "is it normal" as it is written in a second language, or "Normal?" alone.
    matches: [
      /\b(is it|is this|is that|am i|are these|are those) (\w+ ){0,2}normal\b/,
      /\bnormal to (feel|be|have|think|cry|want|not)\b/,
      /^(?:(?:and|but|so|ok) )?(?:is )?normal\b(?! (?:day|days|life|people|person|week|weeks|routine|school|job|size|price))/,
    ],
    text:
      'Yes, very likely. Most feelings that seem strange or too much on the inside are ones many people have, even if few talk about them. ' +
      "Feelings aren't right or wrong; they are signals about what's going on and what matters to you. " +
      'If a feeling is very intense, lasts for weeks or gets in the way of daily life, talking to a doctor or counsellor is a sensible next step, and a ' +
      'strong one.',
    technique: 'naming-emotions',
    followUp: "What's the feeling you're wondering about?",
  },
];
