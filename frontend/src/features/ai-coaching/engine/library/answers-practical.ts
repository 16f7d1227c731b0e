/**
 * Practical questions people ask a few messages in, whatever their situation: stretches at a desk or for
 * the lower back and how long to hold them, the pomodoro method, how many hours to revise, breathing
 * with a longer out-breath and whether it works mid-panic, text or in person, privately or in the group,
 * talking to someone close first, taking leave, consolidating debt, cutting down slowly or stopping at
 * once, now or later, what to bring, a pet's behaviour, writing in English and a complaint. Each answers the question
 * first and gives the reason.
 */
import { all, unless } from './match-all';
import type { Answer } from './types';

const ASKS = /what|how|any|some|can you|could you|give me|tips?|ideas?|should i|is it|is there|help/;
// Going somewhere that is not an outing to weigh: the doctor, bed, work, home.
const NOT_OUTINGS = 'doctor|gp|hospital|er|bed|sleep|therapy|work|school';
// Not when the body is the question ("or is it bad for the neck?"): nerves are not what holds them back.
const HEALTH_FIRST = String.raw`bad for|hurt|hurts|injur\w*|pain|sore|sick|ill|fever|contagious|doctor said`;
// Speaking up about something, or letting it go.
const SPEAK_UP = String.raw`say (?:something|anything)|speak up|bring it up|mention it|confront (?:him|her|them)|raise it|address it|` +
  String.raw`call (?:him|her|them) out|talk to (?:him|her|them) about it|tell (?:him|her|them)`;
const LET_GO = String.raw`let it go|let it fade|let it pass|leave it|ignore it|say nothing|drop it|keep quiet|stay quiet|let it slide|keep the peace|` +
  String.raw`not say anything|keep my head down|pretend (?:it|nothing) (?:never )?happened`;
const WHOSE = 'my|our|the|his|her|their';
const WEIGHS_TALKING = String.raw`should i|do i|(would|is) it (be )?better to`;
// Two ways to say it: written or spoken.
const WRITTEN = 'text|message|whatsapp|email|e ?mail|write|letter|dm|card|chat|note';
const SPOKEN = String.raw`call|ring|phone|calling|ringing|phoning|talk|speak|say it|tell (?:him|her|them) in person|see (?:him|her|them)|go (?:over|round)|` +
  String.raw`show up|turn up|drop (?:in|by)|go along`;
// The other side of going: "or skip it", "or stay in", "or give it a miss".
const STAY_AWAY = 'skip|stay (?:home|in|away)|give it a miss|sit it out|bail|miss it|pass|not bother';
const ENDING = 'quit|cancel|give up|drop out of|drop|pull out of|stop going to';
const PASTIMES = 'team|club|gym|membership|subscription|class|classes|lessons|choir|band|league|hobby|sport|training|practice|season';
// Weighing a step, not asking how to take it: "should i tell him", not "what should i tell him".
const WEIGHS = String.raw`(?<!\b(?:what|how|when|who|where|why|which|whether) )(?:should (?:i|he|she|we|they)|shall i|do i(?: even| really)?` +
  String.raw`(?: need to| have to)?|do you think i should|would you|is it (?:better|worth it) to|would it be better to)`;
// Seeing someone for the body or for the mind; "someone" alone is a doctor when it is about a symptom.
const MIND_HELP = String.raw`psychologist|psychiatrist|therapist|therapy|counsell?or|counsell?ing|professional`;
const BODY_HELP = String.raw`doctor|doc|gp|dr|physician|specialist|physio|physiotherapist|nurse|clinic`;
// Emergency care, by the names people give it: "a&e", "the er", "an ambulance", "999".
const EMERGENCY = String.raw`a ?&? ?e|a and e|er|emergency(?: room| department| services)?|ambulance|999|911|112|urgent care`;
const SEEK = String.raw`see|seeing|go to|going to|visit|call|ring|book|talk to|talking to|speak to|speaking to`;
// "talk to someone", or "see someone" about how one feels, is for the mind; "see someone about the dizziness" is a doctor.
const TALK_TO_SOMEONE = String.raw`(?:talk|speak|talking|speaking) to (?:someone|somebody)|see (?:someone|somebody) about (?:my |the |this |how i )?` +
  String.raw`(?:anxiety|depression|mood|feelings|stress|panic|grief|anger|feel)`;
const WEIGHED = String.raw`should|do you think|would you|is it worth|worth it|time to|yes or no|or wait|push (?:him|her|them|my \w+) to|make (?:him|her|them) `;
// Nor the truth told again and again ("do i tell her the truth every time?" of a mother with dementia asking for her husband).
const NOT_WHETHER_TO_TELL = String.raw`which (?:is|one|would be) better|or (?:the whole|everyone|all of them|both)` +
  String.raw`|tell (?:\w+ ){1,2}(?:now )?(?:that )?i (?:can'?t|cannot|won'?t|quit|give up|want to (?:quit|stop|leave|drop out))` +
  String.raw`|\b(?:every|each) time\b|\bagain and again\b|\bover and over\b`;
// An ex or a crush texted again is another question: whether to reach out at all.
const FOLLOW_UP_NOT = 'ex|crush|date|dating|match|ghosted|ghost';
const NUDGE = 'ask|text|message|email|call|ring|write to|chase|nudge|remind';
const STEP_BACK = 'delete|deactivate|uninstall|take down|unfollow|block|mute';
const ONLINE = String.raw`it|the apps?|apps|my account|the account|the video|the post|instagram|insta|tiktok|facebook|fb|twitter|snapchat|snap` +
  String.raw`|linkedin|youtube|reddit|the game|games|(?:the )?dating apps?|hinge|tinder|bumble`;
const JOB_HUNT = 'look|looking|search|searching|apply|applying|hunt|hunting';
// The sooner side of a choice of when: "before or after", "tonight or wait".
const SOON = 'before|now|today|tonight|this week|straight away|right away';
const LATER = 'wait|after|later|leave it (?:till|until)|tomorrow|the morning|next week';
const NOT_WHEN_TO = String.raw`ask again|chase|follow up|nudge|apologi[sz]e|say sorry|doctor|gp|dentist|vet|divorce|date|ex`;
// Animals whose behaviour is asked about.
const ANIMALS = 'cat|dog|kitten|puppy|rabbit|bunny|hamster|guinea pig|bird|parrot|budgie|pet';
const ANIMAL_DOING = "is|keeps|won'?t|has been|hides?|hiding|hissing|hisses|growls?";
// Smoking, vaping and drinking: cutting down or stopping is answered for them in their own situation.
const NOT_COFFEE_LIKE = String.raw`smok\w*|cigarett\w*|vap\w*|nicotine|patch\w*|alcohol|drink\w*|booze|beer|wine|weed|gambl\w*`;
// Something to do at the moment it happens, wherever the person is: "is there something fast i can do in the kitchen?"
const MOMENT_ASK = String.raw`what (?:can|should|could|do) i (?:actually |even )?do|is there (?:anything|something|any \w+)|any (?:quick |fast |small )?` +
  String.raw`(?:exercise|trick|tip|thing)s?|give me (?:one |a |something )?(?:quick|fast|small)|something (?:quick|fast|small)|one quick thing|` +
  // "Can you give me something to do in the 30 seconds before a roundabout?"
  String.raw`give me something (?:simple |easy |small )?(?:to do|i can do)`;
const PLACES = 'kitchen|meeting|chair|waiting room|car|office|shop|class|lecture|exam|queue|lift|elevator|train|bus|room|middle of it';
const MOMENT = String.raw`in the moment|when it (?:starts|happens|comes|hits|kicks in|begins)|right then|mid panic|right now|quick|quickly|fast` +
  String.raw`|(?:few|\d+) seconds|in the (?:${PLACES})(?: itself)?|at the (?:beach|table|party|desk|counter)` +
  String.raw`|during (?:the )?(?:call|meeting|exam|service|shift)|between (?:rounds|games|matches|sets|sessions|meetings|classes|calls)` +
  String.raw`|while (?:i'?m |im |i am )?waiting` +
  String.raw`|before the (?:call|meeting|exam|interview|presentation|talk|match|appointment)|\d+ min(?:ute)?s? before`;
// What it is for: the body or nerves, in this message ("no time for meditation") or as it happens ("when it starts bumping").
const CALM_NEED = String.raw`panic\w*|anxi\w*|nervous|nerves|scared|shak\w*|heart|breath\w*|calm|tense|tension|cramp\w*|sweat\w*|stress\w*` +
  String.raw`|fear|freak\w*|chest|hands|angry|meditat\w*|relax\w*|feeling it|it starts|starts? (?:bumping|racing|pounding)|exercise` +
  String.raw`|reset\w*|tilt\w*|fall(?:ing)? apart|freez\w*|go(?:ing)? blank|(?:goes|gets|going|getting) hot|boil\w*|rage|can'?t think`;
// Telling someone, not asking them for something ("tell her to cut the list") or saying no.
const TELLING =
  String.raw`(?:just |also |still |even |really )?` +
  String.raw`(?:tell|say something to|say anything to|talk to|speak to|be honest with|come clean to|open up to)`;
const TOLD = String.raw`(?!(?:you|u|someone|somebody|anyone|anybody|a|an)\b)(?!(?:\w+ ){0,2}(?:first|no)\b)(?!(?:him|her|them|\w+ \w+|\w+) to\b)\w+`;

// At night it is a way to sleep that is asked for; a body that hurts is a question for the body; eating is a habit.
const NOT_THE_MOMENT = String.raw`at night|in bed|bedtime|asleep|wake up|waking|pain|hurts?|eat|eating|food|diet`;
// The seconds it happens in, not only where: "anything fast", "in the moment", "I have 5 seconds".
const SECONDS = /\b(?:in the moment|when it (?:starts|happens|hits)|right then|quick|quickly|fast|(?:few|\d+) seconds)\b/;
const ASKED_FOR_THE_MOMENT = unless(NOT_THE_MOMENT, new RegExp(`^.*\\b(?:${MOMENT_ASK})\\b`));

/**
 * Something asked for the seconds it happens ("anything fast i can do at the counter?"), whatever it is for: read with the
 * conversation, which says what it is for.
 */
export const asksForTheMoment = (normalized: string): boolean => ASKED_FOR_THE_MOMENT.test(normalized) && SECONDS.test(normalized);

// What a withdrawal is from: "the contract I signed in a hurry", "the timeshare".
const SIGNED_UP_TO = 'contract|agreement|subscription|membership|timeshare|order|booking|policy';
// A chat that is a group's: "the staff WhatsApp", "our group chat".
const GROUP_CHAT = String.raw`(?:the|our|my|a) (?:\w+ )?(?:chat|whatsapp)`;
// Who a complaint goes to: "the message to support", "an email to the airline", "write to the landlord".
const COMPLAINED_TO = String.raw`support|customer service|customer care|` +
  String.raw`the (?:company|host|landlord|agency|airline|shop|store|seller|hotel|council|management)`;

export const PRACTICAL_ANSWERS: readonly Answer[] = [
  {
    // "can you help me write the message to support? short and factual", "how do i word a complaint to the airline"
    id: 'complaint-message',
    matches: [
      all(
        /\b(?:write|draft|word|phrase|put together|send)\b/,
        new RegExp(String.raw`\b(?:complaint|complain|refund|(?:message|email|letter|note) (?:to|for) (?:${COMPLAINED_TO}))\b`),
      ),
    ],
    text:
      'Keep it short and factual, so it is easy to act on: what it is about (the booking or order and its dates), what was promised ' +
      'and what you found as two or three plain facts, the one thing you want and by when, and photos attached. For example: ' +
      '"Hello, I\'m writing about my booking for this week. The flat does not match the listing: the second bedroom is missing and ' +
      'the shower does not work. I\'d like a partial refund or help finding another place by tomorrow evening. Photos attached, thank you." ' +
      'Facts and one clear ask get answered faster than anger.',
    followUp: 'What is the one thing you most want them to do?',
  },
  {
    // "how to run meeting so it dont become shouting", "give me simple agenda. 1 hour max", "how do I chair the residents' meeting"
    id: 'run-a-meeting',
    matches: [
      /\b(?:run|chair|lead|host|facilitate) (?:a |the |this |our |that )?(?:[a-z']+ )?meeting\b/,
      all(/\b(?:an? |the |simple |short )?agenda\b/, /\b(?:give|write|make|draft|help|need|what|how)\b/),
    ],
    text:
      'A clear shape and a few ground rules keep a meeting from turning into shouting. A simple hour: ' +
      '1. Five minutes: welcome, what must be decided today, and the rules (one person at a time, two minutes each, no interrupting). ' +
      '2. Ten minutes: the facts, read out once, so nobody argues about them. 3. Twenty-five minutes: each view in turn, timed, and you ' +
      'sum up each one fairly before the next. 4. Fifteen minutes: the options and a decision or a vote. 5. Five minutes: who does what, by ' +
      'when, and it goes in writing afterwards. If voices rise, pause it calmly and come back to the rule.',
    followUp: 'Which point do you expect the most heat on?',
  },
  {
    id: 'pet-behaviour',
    // "is it normal for a cat to hide under the bed for 9 days straight": an animal's behaviour, not a feeling of the person's.
    matches: [
      new RegExp(String.raw`\b(?:is (?:it|this|that) )?(?:normal|usual|ok|okay) for (?:a|my|the|our|her|his) (?:${ANIMALS})\b`),
      all(new RegExp(String.raw`\b(?:my|the|our|new) (?:${ANIMALS})s? (?:${ANIMAL_DOING})\b`), /is (?:it|this|that) normal|should i (?:be )?worr\w*/),
    ],
    text:
      "I can't tell you what's normal for an animal the way a vet can, and I'd rather not guess. " +
      'Hiding, hissing, not eating or acting differently for more than a few days is worth a call to the vet, who can check nothing hurts. ' +
      'Changes at home, like a move or a new animal, often make pets hide for a while; a quiet space of their own, their own food and litter, ' +
      'and a slow, calm routine usually help them settle.',
    followUp: 'How are you holding up while it settles?',
  },
  {
    id: 'write-in-english',
    // "hola, can i write in english? i want to practice", "is it ok if i write in english, my english is not perfect".
    matches: [
      /\b(?:can|could|may) i (?:write|speak|talk|chat) (?:in |with )?(?:english|my english)\b/,
      /\bis it (?:ok|okay|fine) (?:if i|to) (?:write|speak|talk) (?:in )?english\b/,
    ],
    text: "Of course. Write however it comes; I'll follow you, and mistakes don't matter here.",
    followUp: "What's on your mind today?",
  },
  {
    id: 'cut-down-or-stop',
    // "i can do slow reduce instead of stop all at once?" about coffee; smoking and drinking have their own answer in their situation.
    matches: [
      all(
        /slow(?:ly)? reduc\w*|reduc\w* (?:it )?slow(?:ly)?|cut(?:ting)? down (?:slowly|gradually|bit by bit|little by little)|taper\w*|wean\w*/,
        /stop|stopping|quit|quitting|cold turkey|all at once|at once/,
      ),
      all(/gradually|bit by bit|little by little|step by step|slowly/, /instead of|or (?:just )?(?:stop|quit)|cold turkey|all at once/, /should|can|better/),
    ].map((pattern) => unless(NOT_COFFEE_LIKE, pattern)),
    text:
      'Both can work, and for many things cutting down in steps is gentler: with coffee, for example, stopping all at once often brings ' +
      'a few days of headaches and tiredness, while dropping by about one cup every few days usually avoids most of that. ' +
      'Set the steps and dates in advance, so it is a plan rather than "less when I can". ' +
      'If a doctor told you to stop, it is fine to ask them whether a slower way down suits you.',
    followUp: 'What would your first step down look like?',
  },
  {
    id: 'stretch-hold',
    matches: [
      all(/how long/, /hold (it|this|that|each|them|the (stretch|pose|position))|hold for/),
      all(/one (leg|side)|both (legs|sides|together)/, /or|which|should i/, /stretch\w*|knee|leg|hold/),
    ],
    text:
      'Hold each stretch for about 20 to 30 seconds, breathing slowly, and do it 2 or 3 times. ' +
      'Do one side at a time unless the picture shows both together; for knee to chest, one knee at a time is gentler, and both together ' +
      'is a stronger stretch once that feels easy. ' +
      'A stretch should feel like a gentle pull, never pain; if anything hurts, sharpens or goes down your leg, stop and ask a doctor or physio.',
    followUp: 'Which part feels tightest at the end of the day?',
  },
  {
    id: 'desk-stretches',
    matches: [all(/stretch\w*|neck|shoulders?|posture/, /desk|chair|sitting|seated|at work|office|laptop|computer/, ASKS)],
    text:
      'Here are three you can do at your desk in under five minutes. ' +
      '1. Chin tuck: sit tall and slide your chin straight back, as if making a double chin, hold for 5 seconds, 5 times. ' +
      '2. Shoulder rolls and squeeze: roll your shoulders back 5 times, then squeeze your shoulder blades together for 5 seconds, 5 times. ' +
      '3. Seated twist: feet flat, turn your upper body to hold the back of the chair for 3 slow breaths, then the other side. ' +
      'Set a reminder every hour or so; a short, frequent break does more than one long stretch at the end of the day.',
    followUp: 'When in your day could you fit the first one in?',
  },
  {
    id: 'back-stretches',
    matches: [all(/stretch\w*|exercises?|loosen|relieve/, /(lower|low) back|back (pain|ache|hurts?)|sore back|stiff back|my back/, ASKS)],
    text:
      'Here are two gentle ones for the lower back. ' +
      '1. Knee to chest: lie on your back, bring one knee towards your chest with both hands, hold for 20 to 30 seconds, then the other side, ' +
      '2 or 3 times. ' +
      '2. Cat and cow: on hands and knees, slowly round your back up, then let it dip, 10 times with your breath. ' +
      'A short walk helps as much as any stretch, because the back likes movement more than rest. ' +
      "If the pain is sharp, goes down a leg, or hasn't eased in a few weeks, see a doctor or physio.",
    followUp: 'Is it worse after sitting, standing, or first thing in the morning?',
  },
  {
    id: 'pomodoro',
    matches: [all(/pomodoro|pomodoros/), all(/25 (min|mins|minute|minutes)/, /5 (min|mins|minutes)|break|thing|trick|method|rule/)],
    text:
      'The pomodoro method is simple: work on one thing for 25 minutes with a timer, then take a 5-minute break, and after four rounds take a longer ' +
      'break of 15 to 30 minutes. ' +
      "The numbers aren't fixed: 20 minutes on is fine, and so is 45 once focus comes more easily; what matters is a clear start, a clear stop and a real " +
      'break. ' +
      'In the break, stand up, get water, stretch or look out of a window, and leave your phone in another room, because five minutes of scrolling ' +
      'rarely stays five. ' +
      'Starting the timer is the hard part; the rest follows.',
    followUp: 'What will you work on in your first round?',
  },
  {
    id: 'study-hours',
    matches: [all(/how (many|much)|realistic|enough/, /hours?/, /study|studying|revise|revising|revision|exams?|school|homework/)],
    text:
      'For most people, 3 to 5 hours of real, focused revision a day is plenty, and on a school day 1 to 2 hours after school is realistic. ' +
      'Focused hours count more than total hours: three 45-minute blocks of testing yourself beat a whole afternoon of rereading. ' +
      'Put your weakest subject in your freshest slot, keep one evening lighter, and protect your sleep, ' +
      'since that is when your brain stores what you learned.',
    followUp: 'How many hours could you really give it on your busiest day?',
  },
  {
    id: 'longer-exhale',
    matches: [
      all(/breath\w*|breathe|inhale/, /exhale|out[- ]breath|out for (5|6|7|8|five|six|seven|eight)|longer out/, /how|right|correct|is (this|that|it)|or/),
    ],
    text:
      'Yes, in for 4 and out for 6 is a good rhythm; the longer out-breath is the part that tells your body to slow down. ' +
      "You don't need a hold between them; if a short pause at the top feels comfortable, that's fine, but skip it if it makes you feel short of breath. " +
      'Breathe in gently through your nose, let the out-breath be slow and soft through your mouth, and keep going for 2 to 5 minutes. ' +
      'If 4 and 6 feels too long, try 3 and 5; the ratio matters more than the numbers.',
    followUp: 'How did your body feel after a couple of minutes of it?',
  },
  {
    id: 'breathing-mid-panic',
    matches: [
      all(/does (it|this|that|breathing)( actually| really)? (work|help)/, /panic|happening|in the moment|already calm|attack|anxious|middle/),
      all(/only (works|work|helps) when/, /calm/),
    ],
    text:
      'It works in both, but it works best in the moment when you have practised it while calm. ' +
      'Practising a few minutes a day teaches your body the rhythm, so when panic starts you are using a skill you already have rather than trying ' +
      'something new. ' +
      "In the middle of it, it won't switch the feeling off at once, but a slow out-breath usually takes the edge off within a minute or two. " +
      'Feeling a bit strange the first few times is normal, and it tends to pass with practice.',
    followUp: 'When could you fit in a few minutes of practice each day?',
  },
  {
    id: 'what-to-bring',
    // "what should i bring if i do end up going? like to keep calm during all that waiting"
    matches: [all(/\bwhat (?:should|do|can|could) i (?:bring|take|pack)\b/, /\b(?:wait|waiting|calm|long day|hours|bored|nervous|anxious)\b/)],
    text:
      'Something to keep your mind busy and your body comfortable: a book or downloaded podcasts with headphones, a charger, water and ' +
      'a snack, a layer in case it is cold, and one small thing for your hands. For the moments you can do nothing else, breathe out ' +
      'longer than you breathe in, two or three times, and notice your feet on the floor.',
    followUp: 'What part of the waiting worries you most?',
  },
  {
    // "can you give me a short list of what to bring so I don't forget anything", "Can you help me make a short list to bring?"
    id: 'papers-to-bring',
    matches: [
      /\b(?:list|things|stuff) (?:of )?(?:what )?(?:i need )?to (?:bring|take|show)\b|\blist (?:for|of) (?:the )?(?:day|appointment|meeting)\b/,
      all(/\bwhat (?:should|do|must|can) i (?:bring|take)\b|\bwhat to bring\b/, /\b(?:list|appointment|meeting|office|embassy|interview|hearing|day)\b/),
    ],
    text:
      'This short list covers most appointments and meetings: 1. Any letter, form or email about it, with its reference number. ' +
      '2. ID, and proof of address in case it is asked for. 3. A few notes of the dates and what happened, in order. ' +
      '4. Your questions, written down, the most important first. 5. A pen and paper, or your phone charged, for the answers. ' +
      'If you are not sure what they need, a quick call or email first asking "Is there anything I should bring?" saves a second trip.',
    followUp: 'Which of these do you still need to find?',
  },
  {
    id: 'private-or-group',
    // "in the group chat or better private to him?", "should I say it in the group or privately?"
    matches: [
      all(
        /\b(?:group|group chat|groupchat|in front of (?:everyone|everybody|the others))\b/,
        /\b(?:private\w*|in private|one to one|1:1|just (?:to )?(?:him|her|them)|dm)\b/,
        /\bor\b/,
      ),
    ],
    text:
      'Privately, almost always. Raised in the group, it puts them on the spot in front of everyone, and people defend themselves ' +
      'instead of listening. Send it to them alone, keep it short and about what you need next time rather than everything that went ' +
      'wrong; the group only needs the outcome, if anything.',
    followUp: 'Would you like help with the first line?',
  },
  {
    id: 'text-or-in-person',
    matches: [
      all(
        /text|message|whatsapp|call|phone|letter|email|note|mailbox|letterbox|chat|card/,
        /in person|face to face|irl|meet (up|him|her|them)|to (his|her|their) face|knock/,
      ),
      // "should i text him or talk to him tonight?", "call her or just email?"
      new RegExp(String.raw`\b(?:${WRITTEN})\b.{0,40}\bor (?:just )?(?:${SPOKEN})\b|\b(?:${SPOKEN})\b.{0,40}\bor (?:just )?(?:${WRITTEN})\b`),
      // "Would a card be better than ringing her?"
      new RegExp(String.raw`\b(?:${WRITTEN})\b.{0,30}\bbetter than (?:${SPOKEN})\b|\b(?:${SPOKEN})\b.{0,30}\bbetter than (?:${WRITTEN})\b`),
    ],
    text:
      'In person, or a call, is usually best for something that matters, because your tone and your face carry as much as the words. ' +
      "A text or letter is not cowardly, though: it's a good choice when it's the only way you'll actually say it, when they need time to take it in, " +
      'or when talking tends to turn into a fight. ' +
      'You can also do both: a short message saying you would like to talk, then the talk itself.',
    followUp: 'Which one feels more like something you would actually do?',
  },
  {
    id: 'talk-to-ally-first',
    // "Should I talk to Ada first?", not "i need to talk to him first… what do i say to him".
    matches: [
      all(new RegExp(String.raw`(${WEIGHS_TALKING}) (talk|speak|tell|ask) (to )?((?:${WHOSE}) )?\w+ (first|before (saying|talking|telling))`)),
    ],
    text:
      'Yes, usually: talking first to the person closest to you means you go in on the same side, and they are not caught off guard. ' +
      'Agree together what you want to happen, who says it, and what you will both do if it goes badly. ' +
      'Then raise it together, at a calm time, rather than one of you alone in the heat of the moment.',
    followUp: 'How do you think they will feel about it?',
  },
  {
    id: 'take-leave',
    matches: [
      all(
        /should i|is it (ok|okay|bad|wrong|a good idea)|do i|can i/,
        /take (a |some |my )?(leave|time off|days? off|holiday|vacation|sick (day|leave)|week off)|use my leave/,
      ),
    ],
    text:
      'Yes, if you can: leave is there to be used, and a real break before you are exhausted works better than one after. ' +
      'To make it a real break, hand over properly: a short note of what is open, who covers what, and what can wait until you are back. ' +
      'Then switch notifications off and agree one way to reach you only for a true emergency, so you are not half-working the whole week.',
    followUp: 'What would you need to hand over before you go?',
  },
  {
    // "her baby shower is next saturday. should i go?? … i dont know if i can smile through it": a celebration that would hurt.
    id: 'go-when-it-hurts',
    matches: [
      all(
        /\b(?:should i|do i (?:have to|need to)|must i) (?:still |even |just |really )?go\b/,
        /smile through|face it|can'?t face|bear (?:it|to be)|too painful|too hard|hurts? too much|fall apart|break down|hold it together|keep it together/,
      ),
    ],
    text:
      "You don't have to go, and choosing not to isn't selfish when being there would hurt this much. " +
      'There are in-between ways too: go for the first hour with a reason to leave ready and one person who knows, ' +
      'or stay home and send a warm message and a small gift, so they know you care. ' +
      "Whichever you choose, decide it before the day, so you aren't deciding at the door.",
    followUp: 'Which of those feels most bearable to you?',
  },
  {
    id: 'go-or-not',
    matches: [
      all(
        // "should i just go along with it or push back?" goes along with a rule, not out somewhere.
        new RegExp(`(should i|would you|do i|is it worth) (still |even |just )?(not )?(go|going)(?! (to (the )?(${NOT_OUTINGS})|back|home|along with|ahead|through with|with (?:it|that|this)))`),
        /or not|at all|worth|if you were me|in my shoes|honestly|not go|still go|even go|just go|now that|go along(?! (?:to|with))/,
      ),
      // "should i go to his birthday drinks friday or skip it?"
      // "Do we go? Or is it worse to cancel now that she's booked?"
      all(
        /(?:should (?:i|we)|would you|do (?:i|we)|is it better to) (?:still |even |just )?go\b/,
        new RegExp(String.raw`\bor (?:is it (?:worse|better) to )?(?:just )?(?:${STAY_AWAY}|cancel)\b`),
      ),
      // "and the friday, go or not? tell me honestly"
      /\bgo or not\b|\bgo or stay home\b/,
    ].map((pattern) => unless(HEALTH_FIRST, pattern)),
    text:
      "If nothing is stopping you but nerves, I'd lean towards going, once, as an experiment rather than a promise. " +
      'Give yourself a set time, like an hour, and an easy way out, then decide afterwards whether to go back. ' +
      'Most people feel better for having gone than they expected, and if it turns out not to be for you, you have lost an hour, not a chance.',
    followUp: 'What would make it easier to walk in the first time?',
  },
  {
    id: 'start-studying',
    matches: [
      all(
        /how (do|can|should) i (even |actually |just )?(start|begin|get started|get going)|where (do|should) i (even )?start/,
        /study|studying|revise|revising|revision|book|homework|notes|chem\w*|math\w*|biology|physics|history|exam|subject/,
      ),
    ],
    text:
      'Make the first step so small it is hard to refuse. ' +
      '1. Pick one topic, not the whole subject, and open the book at that page. ' +
      '2. Set a timer for 10 minutes and write down three questions you think could come up on it. ' +
      '3. Close the book and try to answer them, then check what you missed. ' +
      'Testing yourself like this works far better than staring at or rereading the page, and once the first 10 minutes are done, carrying on is much easier.',
    followUp: 'Which topic will you start with?',
  },
  {
    id: 'new-pet-too-soon',
    matches: [
      all(
        /(another|new|next|other) (dog|cat|puppy|kitten|pet)|(get|getting|bring|adopt\w*)( over| home| in)? (a |another )?(puppy|kitten|dog|cat)/,
        /too soon|too early|ready|should (we|i)|is it (ok|okay|bad|wrong)|yes or no|bad idea|good idea/,
      ),
    ],
    text:
      "There's no set right time. It's only too soon if the new one would be a replacement rather than a new friend in their own right. " +
      "Many families find a new pet brings life back into the house, and it doesn't mean forgetting the one you lost. " +
      'Two questions help: can you welcome a new pet without comparing it all the time, and does everyone in the house feel ready, ' +
      "not just the kids? If not yet, it's fine to say \"not yet, maybe in the spring\" and put a date on it.",
    followUp: 'How do you feel about it yourself, apart from the kids?',
  },
  {
    id: 'quit-or-pause',
    // Something done for its own sake (a team, a membership, lessons); a job or a partner is a bigger choice than a pause answers.
    matches: [all(new RegExp(`(should i (just |really |even )?|is it time to )((${ENDING}) (the |my |this |our )?(${PASTIMES})|cancel (it|that))\\b`))],
    text:
      'I would not decide it on a low day, because a choice made in the middle of a bad patch often looks different a few weeks later. ' +
      'If you can, pause instead of ending it: freeze or skip a month, step back for a set time, and put a date in your diary to decide again. ' +
      'If on that date you still want out, you can quit knowing it is a clear choice and not just a bad week.',
    followUp: 'What would you miss about it, and what would you be glad to drop?',
  },
  {
    id: 'sell-or-keep',
    matches: [
      all(
        /should (i|we)|do (i|we) (have to|need to)|is it (ok|okay|bad|wrong|too soon) to/,
        /sell|give away|get rid of|clear out|donate|throw (out|away)|sort (out|through)/,
        /his|her|their|car|clothes|things|stuff|room|instrument|piano|belongings|house|flat|ashes/,
      ),
    ],
    text:
      'There is no rush, and you do not have to decide everything at once. ' +
      'Many people regret clearing things too quickly more than they regret waiting, so if an offer is fair it will usually still be there in a few months. ' +
      'It is fine to say "not yet, can we talk again in the spring?", and whatever you decide about the rest, ' +
      'keep one or two things that hold the most of them.',
    followUp: 'Is anyone pressing you to decide soon, or is the pressure coming from you?',
  },
  {
    id: 'honest-kind-feedback',
    matches: [
      // "what to write on the little comment cards? Something honest but kind for a jam that hasn't set", "feedback on his essay without crushing him".
      all(
        /\b(?:comments?|comment cards?|feedback|critique|review|judg(?:e|ing)|marks?|report)\b/,
        /\b(?:honest|kind|nice|gentle|tactful|constructive|encouraging|without (?:hurting|upsetting|crushing|offending))\b/,
        /\b(?:what|how|write|say|put|word|help)\b/,
      ),
    ],
    text:
      'Honest and kind fit together when you say one true good thing first, then the one thing to change as what it needs rather than what is wrong, ' +
      'and stop there. On a small card: "Lovely colour and flavour. Needs a firmer set: a few more minutes at a rolling boil." ' +
      'On someone\'s work: "The opening is strong. The middle is hard to follow; one example there would help." ' +
      'Leave out "but" between the two, and say nothing about the person, only the thing.',
    followUp: 'What is the best thing about it, and the one thing that most needs to change?',
  },
  {
    id: 'group-correction',
    // "Can you help me word a short note for the top of the puzzle? Light, a bit cheeky, not grovelling.", "draft a short message
    // for the group" after a mistake made in front of them.
    matches: [
      all(
        /\b(?:write|word|draft|help me with|what (?:do|should|can) i (?:write|put|say))\b/,
        /\b(?:note|message|post|notice|announcement|correction|line|paragraph)\b/,
        /\b(?:group|newsletter|everyone|members|club|chat|page|puzzle|committee|class|team|parents|residents|the list)\b/,
        /\b(?:mistake|error|wrong|correction|sorry|apologi[sz]e|grovel\w*|own up|light|cheeky|funny)\b/,
      ),
    ],
    text:
      'A short, light correction works better than a long apology: own it in a few words, give the fix, and move on. ' +
      'For example: "Quick correction from me: the date I gave was wrong, it\'s Saturday the 14th, not the 7th. My mistake, and thanks ' +
      'to everyone who spotted it!" Keep it to two lines; a touch of humour is fine if that is you, such as a promise to check your own ' +
      'work twice from now on, and people remember the fix far more than the slip.',
    followUp: 'What was the slip, in one line, and what is the right version?',
  },
  {
    id: 'check-my-message',
    matches: [
      all(
        /check|look over|read (it|this|my) (over|through|first)|proofread/,
        /message|text|email|letter|draft|whatsapp|sounds?|what i (wrote|write)/,
        /(can|could|will|would) (you|u)/,
      ),
    ],
    text:
      "Yes, paste it here when you've written it and I'll tell you how it reads. " +
      'Before you send it, check three things: it says what you need in one clear sentence, it has no blame in it ("you always…", "you never…"), ' +
      'and it ends with an easy next step for them, like a question.',
    followUp: 'What is the one thing you most want them to take from it?',
  },
  {
    id: 'practice-test-first',
    matches: [
      all(
        /practice (test|paper|exam|questions)|past papers?|mock( exam| paper)?|quiz/,
        /(now|first) or|or (keep|carry on|continue|go(ing)? (through|over)|finish)|before (i finish|finishing|going through)/,
      ),
    ],
    text:
      "Do the practice test now, even if you don't feel ready: it shows you exactly which parts to spend your time on, " +
      'and testing yourself is one of the best ways to make things stick. ' +
      'Then go back through your notes only for the questions you got wrong or guessed, and try those again in a day or two.',
    followUp: 'When could you fit the practice test in?',
  },
  {
    id: 'withdrawal-letter',
    // "What should I write in the withdrawal letter? Short please, in English", "help me write an email to cancel the membership"
    matches: [
      /\b(?:withdrawal|cancellation) (?:letter|email|form|notice)\b/,
      all(/\b(?:write|letter|email|word)\b/, /\b(?:withdraw|cancel)\w*\b/, new RegExp(String.raw`\b(?:${SIGNED_UP_TO})\b`)),
    ],
    text:
      'Keep it short and factual, and send it in a way you can prove, like registered post or an email you keep. You could write: ' +
      '"Dear Sir or Madam, I am writing to cancel the contract I signed with your company and to withdraw from it within the cancellation period. ' +
      'Please cancel the agreement, refund the deposit I paid, and confirm in writing that the contract has ended. Yours faithfully." ' +
      'Add your name, address, the contract number and the date you signed, and keep a copy with the postal receipt. ' +
      'If you paid by card, tell the card company too; a free consumer advice service can tell you the deadline where you live.',
    followUp: 'Do you know the date you signed, and the deadline for cancelling?',
  },
  {
    id: 'is-it-legal',
    matches: [
      all(/is (it|that|this) (even |actually |really )?legal|(can|are) (he|she|they) (even |legally |actually )?(allowed to|do that)/),
      // "is that allowed?" of someone else's doing (a landlord, a boss), not "can I bring my headphones, is this allowed?".
      all(/is (it|that|this) (even |actually |really )?allowed/, /he|she|they|him|them|landlord|boss|employer|company|manager|school|council|agency/),
    ],
    text:
      "I can't give legal advice, and the rules depend on where you live, but you don't have to guess. " +
      'A free advice service for tenants, workers or consumers, such as Citizens Advice or a local legal aid line, ' +
      'can tell you your rights, often the same week. ' +
      'Until then, write down the dates, what was said and keep every message or letter, and try not to agree to anything in writing yet.',
    followUp: 'Would it help to plan what to ask them when you call?',
  },
  {
    id: 'say-i-did-not-understand',
    matches: [all(/(don'?t|do not|didn'?t|did not|not) (understand|catch|get)/, /(what|how) (can|do|should) i say|polite|sentence|phrase|words/)],
    text:
      'Here are a few polite ways to say it. You could ask: "Sorry, could you say that again a little more slowly?", "Could you put that another way?", ' +
      'or "Just to check I have understood: do you mean…?" ' +
      'Asking shows you care about getting it right, and most people are glad to repeat themselves; native speakers ask this all the time too.',
    followUp: 'Which of those feels most natural for you to say?',
  },
  {
    id: 'speech-opening-line',
    matches: [
      all(
        /open(ing)? line|first line|how (do|should|can) i (start|open|begin) (it|the speech|my speech|the toast)/,
        /speech|toast|wedding|funny|joke|cringe|best man|maid of honou?r/,
      ),
    ],
    text:
      'A good first line says who you are and gives one small, true moment, which is funnier than any joke from the internet. ' +
      'For example: "For those who don\'t know me, I\'m [name], and I\'ve known [them] since [a small true moment you shared]." ' +
      'Keep it short, smile, and pause after it; the room wants you to do well.',
    followUp: 'What is a small, true moment you shared that would make people smile?',
  },
  {
    id: 'shaking-hands',
    matches: [all(/shak\w*|trembl\w*|shaky/, /paper|notes|cards|holding (the|my|a)|speech|toast|microphone|mic/, /what|how|any|tips?|help|stop/)],
    text:
      'Use small cards instead of paper, since cards do not rattle, and hold them with both hands or rest them on a table or lectern. ' +
      'Before you start, press your feet into the floor and breathe out slowly twice; the shake usually eases after the first minute. ' +
      'It also looks much smaller to the audience than it feels to you.',
    followUp: 'Would you like a short breathing practice for the minutes before you start?',
  },
  {
    // "should i ask her to pay the headphones or is too much?", "can I make him pay for my phone screen?": something broken.
    id: 'pay-for-damage',
    matches: [
      unless(
        // "…or is that petty": a doubt about asking, which the view on a step weighs.
        String.raw`rent|board|bills|towards|contribute|keep|her share|his share|their share|pay (?:me )?back|the money|loan|lent|petty`,
        all(
          /\b(?:ask|make|get) (?:him|her|them|my [a-z]+) (?:to )?(?:pay|replace|cover)\b/,
          /should i|is (?:it|that|this) (?:ok|okay|fair|too much|reasonable)|or is (?:it|that|this)? ?too much|can i\b/,
        ),
      ),
    ],
    text:
      "Yes, it's fair to ask. When someone breaks something of yours, paying for it or replacing it is what most people would expect, " +
      'family included, and asking once, calmly, is not making a fuss. Say it plainly and make it easy to do: ' +
      '"It came back broken, so I\'d like you to replace it or pay for a new one. We can spread it over a couple of months if that helps." ' +
      'If money is tight for them, agree an amount and a date rather than letting it go and resenting it later.',
    followUp: 'How do you think they would take being asked?',
  },
  {
    id: 'adult-child-rent',
    matches: [
      // A share of the home's costs, not a repair or a debt ("ask her to pay all of it or half?" for a dented car).
      unless(
        'all of it|half|the repair|repairs?|the damage|the dent|the bill for|back',
        all(
          // Not "make her pay for the jeans": paying for damage is no rent.
          new RegExp(
            String.raw`charge (him|her|them|my son|my daughter)|pay (rent|board|something|towards)|` +
              // Nor "ask her to pay the headphones": a thing paid for, said with no "for".
              String.raw`(ask|make) (him|her|them) (to )?(pay|contribute)(?! (?:(?:for|back) )?(?:the|my|it|that|what|a|an|her|his|me)\b)`,
          ),
          /should i|is it (ok|okay|fair|wrong|bad)|do i/,
        ),
      ),
    ],
    text:
      'Many parents ask a grown-up child living at home to pay a little, and it often helps: ' +
      'it is less about the money than about being an adult in a shared home. ' +
      'Agree the amount and the day together, keep it small while he or she is looking for work, and if you like, put it aside to give back later. ' +
      'Say it as a fair deal, not a punishment, for example "You\'re an adult in this house, so let\'s agree what we each put in", ' +
      'and work out the details together.',
    followUp: 'How do you think the conversation would go if you raised it this week?',
  },
  {
    id: 'new-pet-after-loss',
    matches: [all(/should (we|i) (get|adopt) (one|another|a new one)|replac\w* (him|her|them)/, /get|adopt|another|one|new/)],
    text:
      "There's no set right time. It's only too soon if a new pet would be a replacement rather than a new friend in their own right. " +
      "Feeling that it would be replacing them is a sign you may want a little longer, and that's fine. " +
      "You can say \"not yet, maybe in the spring\" and put a date on it, so it's a plan rather than a no.",
    followUp: 'How do the others at home feel about it?',
  },
  {
    id: 'out-loud-or-in-head',
    matches: [all(/out loud|aloud/, /in my head|in your head|silently|quietly|to myself/)],
    text:
      'In your head is completely fine: nobody around you needs to know you are doing it. ' +
      'Whispering it to yourself can help you focus the first few times, but silently naming things works just as well, on a bus, at a desk or in a meeting.',
    followUp: 'Where do you think you will use it first?',
  },
  {
    id: 'bills-first',
    matches: [
      all(/bills|finances|paperwork|accounts|money stuff/, /first|simple steps|where (do|should|can) i (even )?start|what (should|do) i (sort|do|deal with)/),
    ],
    text:
      'Here is a simple order. 1. Put the latest bills and bank statements in one folder, so everything is in one place. ' +
      '2. List what goes out each month and when: rent or mortgage, energy, water, council tax, phone and insurance. ' +
      '3. Set up direct debits or calendar reminders for the essentials first. ' +
      "4. If any account was in someone else's name, call the company and tell them; they have teams who help with exactly this. " +
      '5. Ask one person you trust, or a free money advice service, to go through it with you once.',
    followUp: 'Which of those feels most pressing to start with?',
  },
  {
    id: 'self-talk-before',
    matches: [
      all(
        /(tell|say to) myself|my brain (just )?says/,
        /walk on|go on stage|(minute|moment|right) before|before i (walk|go) (in|on|up|out)/,
        /what|how|any|should/,
      ),
    ],
    text:
      'Swap "don\'t mess up" for a line that points you at the task, such as "I know this. Breathe out, first line, go." ' +
      'Calling the nerves excitement ("I\'m excited, and I\'m ready") tends to work better than telling yourself to calm down, because your body is already ' +
      'up; this gives it a direction. Say it once, breathe out slowly, and start.',
    followUp: 'What line would sound like you?',
  },
  {
    id: 'question-cant-answer',
    matches: [
      all(/questions? (i|you) (can'?t|cannot|don'?t know how to|won'?t be able to) answer|(don'?t|do not) know the answer/, /what|how|any|tips?|do i|should i/),
    ],
    text:
      'It is fine not to know everything, and saying so calmly comes across better than guessing. ' +
      'Try: "That\'s a good question. I don\'t know offhand, but I\'ll find out and get back to you by Friday." ' +
      'Or give the part you do know first, then say what you will check. Writing down the question also buys you a few seconds to think.',
    followUp: 'Which question are you most worried someone will ask?',
  },
  {
    id: 'how-much-to-tell',
    matches: [
      all(
        /(do i have to|should i|must i|have i got to|do i need to) (tell|say|explain|share|give)/,
        /exactly|what i have|diagnosis|condition|details|everything|the whole (thing|story)|why/,
        /boss|manager|work|job|him|her|them|hr|school|teacher/,
      ),
    ],
    text:
      "No, in most workplaces you don't have to say exactly what you have. Saying \"I have a medical condition\" and what you need because of it " +
      '(time for appointments, a later start, a quieter desk) is usually enough. ' +
      'You can share more later if you want to, and HR or a workers\' advice service can tell you what your employer needs to know where you live.',
    followUp: 'What would you most like them to understand or change?',
  },
  {
    id: 'time-for-myself',
    matches: [all(/(time|minutes|moment|space) (for|to) (myself|me)|me time|alone time|time alone/, /how|any|can i|get|find/)],
    text:
      'A little time of your own can usually be found, even in a full week or a full house. ' +
      '1. Go for a short walk, alone, at the same time each day; it is easy to say "I\'m just getting some air." ' +
      '2. Use headphones with something calm for ten minutes, as a sign that you are off duty. 3. Take the first or last ten minutes of the day, before ' +
      'others are up or after they are in bed. 4. Ask one person to cover for you for half an hour, and say plainly that you need it.',
    followUp: 'Which of those could you try tomorrow?',
  },
  {
    id: 'urge-to-interrupt',
    // "What can I actually do in the moment when I feel the urge to jump in?": one's own interrupting, not someone else's.
    matches: [
      all(
        /\b(?:i|me|my)\b/,
        new RegExp(
          String.raw`\b(?:urge to (?:jump in|interrupt|cut in|talk)|stop (?:myself )?(?:interrupting|jumping in|cutting (?:people|others|them) off|` +
            String.raw`talking over)|i interrupt|i jump in|i cut (?:people|others|them) off|i talk over)\b`,
        ),
      ),
    ],
    text:
      'Give the urge something to do instead of speaking. 1. Write your point down in two or three words; it will keep, so you do not have ' +
      'to say it now. 2. Count two slow breaths after the other person stops before you start; the pause feels long to you and normal to them. ' +
      '3. Start with their point, not yours: "So you\'re saying…", then add your own. 4. On a call, keep your hand on the mute button and ' +
      'unmute only once they have finished. Tell one colleague you are working on it; people notice the change quickly and it takes the ' +
      'pressure off.',
    followUp: 'In which meeting this week could you try the notepad and the two breaths first?',
  },
  {
    id: 'interrupt-politely',
    matches: [
      all(/talk(ing|s)? (too long|too much|over)|interrupt\w*|cut (him|her|them|someone|people) off|keeps? talking|goes on and on/, /say|sentence|words/),
    ],
    text:
      'Try: "Sorry to cut in, I want to make sure we get to everything. Can we hear from someone else?" ' +
      'or "Thanks, that\'s helpful. Let\'s pause there so we can move on." ' +
      'Say their name first, keep your voice steady and slow, and hold up a hand a little if it helps; polite and firm is exactly right for whoever leads.',
    followUp: 'Which of those feels most like you?',
  },
  {
    id: 'debt-consolidation',
    matches: [all(/consolidat\w*/, /loan|debt|debts|credit|scam|idea|should/)],
    text:
      'A consolidation loan can help, but only if its interest rate is lower than what you pay now, the fees are small, and you stop using the old cards. ' +
      'It is not a scam in itself, but be wary of anyone who cold-calls you, asks for an upfront fee or promises to wipe your debt. ' +
      'Before you sign anything, a free debt advice service can look at all of it with you and tell you whether it is the right move or whether a payment ' +
      'plan would be cheaper.',
    followUp: 'Do you know roughly what interest rates you are paying at the moment?',
  },
  {
    id: 'delete-or-step-back',
    // "should i just delete instagram?", "should i delete the video?", "do i block him or is that too much"
    matches: [
      // An app, a post, an account; not a person ("block him", "delete his number") nor a group of friends.
      new RegExp(String.raw`\b(?:should i|shall i|do i|would you|is it (?:ok|okay|better) to)(?: just| also)? (?:${STEP_BACK}) (?:${ONLINE})\b`),
      // "so what is better: I delete the apps completely, or I keep them with some rule?"
      new RegExp(String.raw`\b(?:what(?:'s| is) better|which is better)\b.*\b(?:${STEP_BACK}) (?:${ONLINE})\b`),
    ],
    text:
      'You can, and if it keeps making you feel worse, that is reason enough. A step short of it often works as well and is easy to undo: ' +
      'log out or move the app off your home screen, mute or turn off comments and notifications, for two weeks. Then notice how you feel; ' +
      'if you do not miss it, delete it for good, and if you do, you have kept what was good about it.',
    followUp: 'What would you most like to stop seeing or feeling when you open it?',
  },
  {
    id: 'follow-up-or-wait',
    // "still nothing, 3 days. should I ask again or wait?", "do i chase him or just wait"
    matches: [
      all(
        new RegExp(String.raw`(?:${NUDGE}) (?:(?:him|her|them|it|the \w+) )?again|follow(?:ing)? up|(?:chase|nudge) (?:him|her|them|it)`),
        /wait|should i|or not|do i|too pushy|annoying/,
      ),
    ].map((pattern) => unless(FOLLOW_UP_NOT, pattern)),
    text:
      'After a few days with no answer, one short, friendly follow-up is fine and usually welcome, because messages get missed. ' +
      'Keep it light and give the reason and the date: "Just checking you saw this. I need to know by Friday to book." ' +
      'If there is still nothing after that, take the silence as information and plan for either answer.',
    followUp: 'What do you need to know, and by when?',
  },
  {
    id: 'now-or-wait',
    // "should i tell her before or wait until after?", "Should I say something tonight or wait until I'm calm?",
    // "should i wake him or wait for the morning", "do i tell him before or after? rob says after so we dont lose the gig".
    // Not a follow-up, an apology, a doctor's appointment or what to tell on a date: those have answers of their own.
    matches: [
      all(
        /should (?:i|we)|shall (?:i|we)|do i|is it better to|what you think|what do you think/,
        new RegExp(String.raw`\bor (?:just )?(?:${LATER})\b|\b(?:${SOON}) or (?:after|wait|later)\b`),
      ),
    ].map((pattern) => unless(NOT_WHEN_TO, pattern)),
    text:
      'Sooner is usually better than later, at the first calm moment you can find. Waiting tends to make it bigger in your head, ' +
      'and the other person can often tell something is up. The exceptions are when you are still angry, or right before something big ' +
      'for them, like a trip, an exam, a celebration or bedtime; then pick the first calm moment after it, and decide now when that will be.',
    followUp: 'When would that first calm moment be?',
  },
  {
    id: 'which-would-you-pick',
    // "can you just tell me which one you would pick", "which would you choose?"
    matches: [
      /\b(?:which (?:one )?would you (?:pick|choose|go for|take)|tell me which (?:one )?(?:you'?d|you would) (?:pick|choose|take))\b/,
      /\b(?:what|which) would you (?:pick|choose)\b|\bwhich (?:one )?should i (?:pick|choose|go for|take)\b/,
    ],
    text:
      "I can't know which is right for your life, but here is a way to find out which one you already lean to. " +
      'Give each option a side of a coin and flip it; in the second before it lands, notice which side you are hoping for. ' +
      "That hope is your answer more often than not. If you really don't mind either way, both are fine, and the time spent deciding " +
      'is the only thing you lose.',
    followUp: 'Which one were you hoping for?',
  },
  {
    id: 'reply-or-ignore',
    // "Should I reply to it or ignore?", "do I answer her or just leave it on read?"
    matches: [
      all(
        /(?:reply|respond|answer|write back)\w*/,
        /ignore|leave it|leave (?:him|her|them) on read|say nothing|not reply|not answer/,
        /should|do i|would you|better/,
      ),
    ],
    text:
      'Usually a short, calm reply does you more good than silence or a long defence: thank them or say you hear them, say what you will do ' +
      "if anything, and leave it there. Write it, wait an hour, then cut anything that argues. Ignoring is the better choice when a reply " +
      'would only restart a fight, or when it is unkind or unsafe to engage.',
    followUp: 'Would you like help with the first line of a reply?',
  },
  {
    id: 'how-long',
    // "how long does it usually last", "how long will this feeling go on?"; not how long to hold a stretch or a nap.
    matches: [
      new RegExp(
        String.raw`\bhow long (?:does |will |do |did |can |is )?` +
          String.raw`(?:it|this|that|these feelings|this feeling|the feeling|the worst of it|this thing|this stuff)` +
          String.raw`(?: (?:usually|normally|typically|going to|gonna|will|actually|really))? (?:last|take(?! to)|go on|be like this)\b`,
      ),
    ],
    text:
      // No number of weeks: it is asked of a changed life as often as of a headache after stopping coffee.
      "It's different for everyone and for each thing, and it rarely goes in a straight line. Most things like this ease bit by bit, " +
      'often sooner than it feels from the inside, with good and bad days mixed in, and each time it comes back it tends to be shorter ' +
      "and less sharp. If it isn't easing at all, or it gets in the way of daily life, that's a good time to talk to a doctor or counsellor.",
    followUp: 'What would help you get through the next few weeks?',
  },
  {
    id: 'enough-to-start',
    // "Is 3 days a week enough?", "Is 15 enough to practise this feeling?", "is that enough?" after a plan; not money, sleep or a dose.
    matches: [
      unless(
        'money|pounds|dollars|euros|quid|bucks|cost|price|budget|gift|present|tip|rent|pay|salary|savings|sleep|food|eat|calories|' +
          'protein|dose|mg|pills?|tablets?|water',
        new RegExp(
          String.raw`\bis (?:that|it|this|\d+|one|two|three|four|five|ten|fifteen|twenty)` +
            String.raw`(?: (?:days?|times?|minutes?|mins?|people|sessions?|nights?|weeks?|runs?|walks?)(?: a (?:week|day))?)? enough\b`,
        ),
      ),
    ],
    text:
      'For a start, yes. Doing it regularly, at a level you can keep up, matters far more than doing a lot, and a little done for a few ' +
      'weeks builds more than a big push that stops. Once it feels easy, add a little: one more day, a few more minutes, a few more people.',
    followUp: "What would tell you it's time to add a bit more?",
  },
  {
    id: 'short-reply',
    // "She replied with just 'ok 👍' what does that even mean", "he answer only 'ok'. is it bad?", "left me on seen, what does it mean"
    matches: [
      all(/(?:replied|answered|answer|wrote|texted|said|reply)\w*/, /\b(?:just|only) ['"‘“]?(?:ok|okay|k|fine|cool|sure|thumbs up|👍)/),
      all(/\b(?:left me on (?:read|seen)|seen it and|read it and)\b/, /what does|mean|is (?:it|that|this) bad|should i|normal/),
    ],
    text:
      'A short "ok" after a message that asked something of them usually means they have read it and are taking it in, not that they are ' +
      'angry. People often answer briefly when something touched a nerve, when they are busy, or when they need time to think. ' +
      'Give it a day or two; if things still feel off, a light, ordinary message about something else shows the door is still open.',
    followUp: 'How are you feeling about it now?',
  },
  {
    id: 'is-it-progress',
    // "he eat rice at table 10 minutes, no ipad. is this progress?", "she said yes to the night call. is that a win?"
    matches: [/\b(?:is|was|isn't|wasn't) (?:this|that|it) (?:a )?(?:progress|real progress|good progress|a win|win|a good sign|an improvement|a start)\b/],
    text:
      'Yes, that is real progress. Change like this comes in small steps and rarely in a straight line, and one step that held is exactly ' +
      'how it starts. Notice what made it possible this time, so you can set it up again.',
    followUp: 'What made it possible this time?',
  },
  {
    id: 'after-a-slip',
    // "wednesday i just couldnt. is the whole thing ruined now", "how do i not give up after one bad day?"
    matches: [
      /\b(?:is|was) (?:the whole thing|it all|everything|all of it|the plan|the week|my streak) (?:ruined|over|pointless|wasted|a waste|for nothing)\b/,
      /\b(?:did|have) i (?:ruin(?:ed)?|blow(?:n)?|blew|mess(?:ed)? up|wreck(?:ed)?) (?:it|everything|the whole thing)\b|\bback to square one\b/,
      /\b(?:not|stop myself) (?:give|giving) up after (?:one|a|1) (?:bad|off|lost|missed) (?:day|night|evening|week)\b/,
    ],
    text:
      "One missed day doesn't undo it. Every habit is built with gaps in it; what counts is what you do at the next planned time, " +
      'not the streak. Pick up at the next slot as if nothing happened, and if it was too much, make that slot smaller rather than skipping it. ' +
      "Many people find a simple rule helps: never miss twice in a row.",
    followUp: 'What got in the way that day, and could the next slot be a little smaller?',
  },
  {
    id: 'evening-ideas',
    // "What can I do with my evenings? Some ideas that are realistic", "any suggestions for the evenings?"; not a night without sleep.
    matches: [
      all(
        /ideas?|suggestions?|what (?:can|could|should) i do with|things to do|fill|how (?:do|can|should) i spend/,
        /(?:my |the |long |lonely |quiet )?(?:evenings|weekends|free time|spare time)/,
      ),
    ].map((pattern) => unless(String.raw`sleep|asleep|insomnia|awake|revis\w*|stud\w*|exams?`, pattern)),
    text:
      'Here are a few that many people find realistic, with nothing to buy. 1. A short walk at the same time each evening, even 15 minutes. ' +
      '2. One thing a week with other people: a choir, a library or community-centre evening, a walking group, a class. ' +
      '3. One phone call a day to someone, even a short one. 4. Something for your hands: cooking a proper meal, a puzzle, gardening, ' +
      'knitting, fixing something. 5. A series or a radio programme you look forward to, kept for one set time. ' +
      'Pick one for tomorrow evening rather than all of them; a small routine fills an evening better than a big plan.',
    followUp: 'Which of those sounds most like you?',
  },
  {
    id: 'in-the-moment',
    matches: [all(new RegExp(MOMENT_ASK), new RegExp(MOMENT), new RegExp(CALM_NEED))].map(
      (pattern) => unless(NOT_THE_MOMENT, pattern),
    ),
    text:
      'Here is one you can do anywhere, in a few seconds, without anyone noticing. ' +
      '1. Breathe out slowly through your mouth, longer than you breathe in: in for 4, out for 6 or more, two or three times. ' +
      '2. As you breathe out, press your feet into the floor and let your shoulders drop. ' +
      '3. If you have a few more seconds, name three things you can see. The long out-breath tells your body it is safe, and it works best when ' +
      'you have tried it once or twice while calm.',
    technique: 'grounding-5-4-3-2-1',
    followUp: 'Could you try it once today, while things are calm, so it is ready when you need it?',
  },
  {
    id: 'see-a-therapist',
    // "do you think I should talk to someone, like a psychologist? or wait", "is it worth seeing a counsellor".
    matches: [
      new RegExp(String.raw`^.*\b(?:${WEIGHED})(?: \w+){0,4} (?:(?:${SEEK}) (?:a |an |the |my |some )?(?:${MIND_HELP})|${TALK_TO_SOMEONE})\b`),
    ].map((pattern) => unless(String.raw`${BODY_HELP}|snor\w*|pain|lump|rash|symptoms?`, pattern)),
    text:
      "Yes, I think it's worth it, and you don't have to wait until things are at their worst. " +
      'A psychologist or counsellor gives you time that is only about you, and ways of coping that fit your life; many people go for a handful of ' +
      "sessions about one thing. If you'd like to look, Find Therapist in Solace can match you with a licensed therapist.",
    followUp: 'What would you most want help with if you went?',
  },
  {
    id: 'emergency-care',
    // "should i go to a&e", "should i call an ambulance?", "do i need the er": whether it is an emergency is never weighed as a
    // choice with a week pictured each way; the signs that make it one, and who to ask when unsure.
    matches: [new RegExp(String.raw`^.*\b(?:${WEIGHED}|do i need)(?: \w+){0,4} (?:${SEEK}|call|get|go to|need) (?:a |an |the )?(?:${EMERGENCY})\b`)],
    text:
      "I can't judge symptoms from here, so if you are unsure, call your local urgent medical advice line (NHS 111 in England) and they will " +
      'tell you where to go. Call an ambulance or go to A&E straight away for chest pain, trouble breathing, heavy bleeding, a sudden severe ' +
      'headache, weakness or numbness on one side, confusion or slurred speech, a seizure, a stiff neck with a fever or rash, or a head injury ' +
      'followed by drowsiness or being sick. If none of those fit, a pharmacist or your GP can look at it properly, and that is never wasting their time.',
    followUp: 'Is there someone who can be with you while you sort it out?',
  },
  {
    id: 'see-a-doctor',
    // "should he see the doctor about the snoring?", "should I push him to see someone about it?", "should i get it checked".
    matches: [
      new RegExp(String.raw`^.*\b(?:${WEIGHED})(?: \w+){0,4} (?:${SEEK}) (?:a |an |the |my |his |her |their |our |some )?(?:${BODY_HELP}|someone|somebody)\b`),
      new RegExp(String.raw`^.*\b(?:${WEIGHED})(?: \w+){0,4} get (?:it|this|that|him|her|them|myself) (?:checked|looked at|seen)\b`),
    ],
    text:
      "Yes, I think it's worth getting it checked. Going when something worries you is never a waste of a doctor's time: " +
      'if it is nothing, that is worth knowing, and if it is something, it is better found early. ' +
      'Write down what you have noticed and since when, so nothing is forgotten in the room. ' +
      "If it's someone else's health, you can't make them go, but you can say plainly that you're worried and offer to book it or go along.",
    followUp: "What's been in the way of booking it so far?",
  },
  {
    id: 'say-or-let-go',
    // "should i say something or just let it go?", "Should I bring it up with Dean again or just let it go now that we're fine?"
    matches: [
      all(
        /should (?:i|we)|shall i|do i|is it better to|would you|what do you think|what you think/,
        new RegExp(String.raw`\b(?:${SPEAK_UP})\b.{0,40}\bor (?:just )?(?:${LET_GO})\b|\b(?:${LET_GO}) or (?:${SPEAK_UP})\b`),
      ),
    ],
    text:
      'One quick test helps here. If it will still bother you in a week, say something, once, briefly and calmly: what happened and what ' +
      "you'd like next time. Held in, it tends to come out later as coldness or a bigger row. If it was a one-off from someone who is " +
      "usually kind, or you'll have forgotten it by next week, letting it go is a real choice, not weakness. Either way, decide it on purpose.",
    followUp: 'Will it still bother you next week, do you think?',
  },
  {
    id: 'tell-or-not',
    // "should i tell Faisal about the IBS thing?", "do I even tell them?"
    // Not which of two ways to tell ("only Lena or the whole team?"), nor telling someone one is giving up ("tell clive i can't do it"):
    // those are other questions.
    matches: [all(new RegExp(`${WEIGHS} ${TELLING} ${TOLD}`)), all(/(?:should i|shall i)$/, /tell|say something|talk to/)].map(
      (pattern) => unless(NOT_WHETHER_TO_TELL, pattern),
    ),
    text:
      "If you feel safe with them, I'd lean towards telling, in a few plain words and at a calm moment. " +
      'Something held back tends to sit between you and slip out at a worse time, while saying it lets them understand, and you stop carrying it alone. ' +
      'You choose how much to share: one true sentence is enough, and you can say more later. ' +
      "If you're unsure how they'll take it, it's fine to tell someone you trust first and pick your own time.",
    followUp: 'What worries you most about telling them?',
  },
  {
    id: 'look-for-a-new-job',
    // "should I start looking for new job? yes or no", "if i feel like this every week i should search a new job?"
    matches: [
      all(
        new RegExp(String.raw`(?:${JOB_HUNT})(?: for)? (?:a |an )?(?:new|another|different|other) (?:job|jobs|role|position|work|company)`),
        /should|would you|do you think|yes or no|time to|worth/,
      ),
    ],
    text:
      "Looking isn't leaving, so yes, I'd start looking, quietly. A few applications or a coffee with someone in a place you like cost little " +
      'and show you what else is out there; you only have to decide about leaving when there is a real offer to compare. ' +
      'Meanwhile, do your current job well enough that you can go on your own terms, not in the middle of a bad week.',
    followUp: "What would a better job need to have that this one doesn't?",
  },
  {
    id: 'group-message',
    // "Can you help me word a message to the team explaining how it'll work? Needs to go on the staff WhatsApp",
    // "help me word the note… going in the window", "help me write a post for the church moms group".
    matches: [
      all(
        /\b(?:word|write|draft|put together|help me with)\b/,
        /\b(?:message|post|note|notice|announcement|sign|poster)\b/,
        new RegExp(
          // "the staff WhatsApp", "the group chat"; not "she always messages on WhatsApp", which is a way to reach one person.
          String.raw`\b(?:to|for|in|on|into) (?:the |our |my |a )?(?:\w+ ){0,2}(?:team|group|staff|${GROUP_CHAT}|board|window|page|facebook|` +
            String.raw`class|club|committee|everyone|all of them|parents|neighbours|neighbors|residents)\b`,
        ),
      ),
    ],
    text:
      "For a note or a message to a group, put what it is about in the first line, then what happens and what you need from them, then who to ask; " +
      'keep the lines short, since most people read it on a phone. For example: "Hi all, quick one about [what]. [What will happen, with the ' +
      'date]. [What you need from them, and by when]. Any questions, message me. Thanks!" Or, shorter: "Hi all! [What is happening, and when]. ' +
      'Questions? Message me." Fill each bracket with one plain line, and a date makes it clear.',
    followUp: "What's the one thing everyone needs to know from it?",
  },
  {
    id: 'event-day-routine',
    // "Would you help me make a small routine for the match day? I get very nervous and then my hands are cold".
    // Not someone else's plan for the day ("without it sounding like I'm rejecting her plan").
    matches: [
      all(
        /(?<!\b(?:her|his|their|your|[a-z]+'s) )\b(?:routine|plan|checklist)\b/,
        new RegExp(
          String.raw`\b(?:match|game|competition|tournament|race|performance|concert|recital|audition|exam|interview|show|fair|debate|big)` +
            String.raw`[ -]?day\b|\bon the day\b|\bthe (?:day|morning) of (?:the|my)\b`,
        ),
      ),
    ],
    text:
      'A simple routine for the day itself keeps the nerves busy with small, known steps. 1. The night before, lay out everything you need ' +
      'and decide when you will leave, so the morning holds no decisions. 2. That morning, a normal breakfast and a short walk; nothing new. ' +
      '3. Arrive early enough to settle, find where you will be, and sit or stand there for a minute. 4. Just before, breathe out slowly ' +
      'three or four times, longer out than in, and warm your hands by pressing them together. 5. Once it starts, one step at a time; if your ' +
      'mind runs ahead, come back to the next move only.',
    followUp: 'Which part of the day feels hardest to get through?',
  },
  {
    id: 'task-in-sittings',
    // "Can you help me break it into small steps I can do one evening at a time?", "help me break the form into steps":
    // a long task put off, split into short sittings.
    matches: [
      all(
        new RegExp(
          String.raw`\b(?:break|split|divide|chop|cut)\b[^.?!]{0,30}\b(?:in|into) (?:small |smaller |little |easy |manageable |short )?` +
            String.raw`(?:steps|bits|parts|chunks|pieces|sittings)\b`,
        ),
        /help|can you|could you|how|give me|\?/,
      ),
    ],
    text:
      "Here's a way to split it into short sittings, one a day. 1. First, 15 minutes to gather everything it needs, such as papers, numbers, " +
      "logins and dates, and note what's missing. 2. Next, only the easy parts, then save it or mark where you stopped. 3. Then the part " +
      'that stops you, with everything beside you; any question you cannot answer, write down and ask the people who set it, just that one. ' +
      '4. Last, one sitting to check it through and finish. Stop each sitting at a set time, even halfway: short sittings you keep beat a ' +
      'long one you put off.',
    followUp: 'Which evening could the first sitting be?',
  },
  {
    id: 'beginner-normal',
    // "my legs are sinking when I try to float. Is that normal for beginner or I am doing something wrong?"
    matches: [
      all(/normal|common|usual|expected/, /beginners?|starting out|just started|first (?:few )?(?:weeks?|lessons?|classes|months?)|new to (?:it|this)/),
    ],
    text:
      'Yes, that is very common when you are starting out, and it does not mean you are doing it wrong. ' +
      'Almost everyone finds the first weeks clumsy; what feels hard now usually gets easier with practice, not with trying harder. ' +
      'Ask your teacher or instructor to watch you once and give you one thing to change, because that is exactly what they are there for.',
    followUp: 'What went a little better this time than the time before?',
  },
  {
    id: 'no-reply-normal',
    // "Is it normal for parents to just not reply these days?": invitations, messages and emails left unanswered; not one person
    // close to them who goes quiet ("he never replies to my texts"), which is no matter of manners.
    matches: [
      unless(
        'boyfriend|girlfriend|husband|wife|partner|relationship|ex|crush|dating|date|he|she|him|her|friend|best friend',
        all(
        /normal|common|usual|rude|a thing now|these days/,
          new RegExp(
            String.raw`(?:not|don'?t|doesn'?t|never|no one|nobody|hasn'?t|haven'?t) (?:\w+ )?` +
              String.raw`(?:repl(?:y|ies|ied|ying)|respond(?:ed|ing)?|answer(?:ed|ing)?|rsvp)|no (?:reply|replies|response|rsvps?)`,
          ),
        ),
      ),
    ],
    text:
      'Sadly, yes, it is common now: people read a message or an invitation, mean to answer later and forget. ' +
      'It is rarely about you; it is usually busyness. ' +
      'A short, friendly nudge a few days before usually gets an answer, such as "Just checking numbers for Saturday, can Mia come?" ' +
      'and it is fine to plan for the ones who answered and treat silence as a no.',
    followUp: 'How many of them have you heard back from so far?',
  },
  {
    id: 'bank-real-person',
    // "Is there a number I can ring at the bank if I get stuck? A real person I mean, not a computer."
    matches: [
      all(
        /bank|banking|banking app/,
        new RegExp(
          String.raw`(?:real|actual|human|live) (?:person|people|human|voice)|someone to talk to|speak to (?:a|someone)|` +
            String.raw`number (?:i|to) (?:can )?(?:ring|call|phone)|phone number|helpline`,
        ),
      ),
    ],
    text:
      'Yes. The number on the back of your bank card goes straight to your bank, and you can ask for a person there. ' +
      'If a recorded voice answers, saying "speak to an adviser" or pressing 0 usually gets you through. ' +
      'Tell them you are new to the app and would like to go slowly; many banks have a line or a branch appointment for just that. ' +
      'Keep the number, and a note of what you were trying to do, next to the phone.',
    followUp: 'Would it help to write down the steps that worked this time?',
  },
];
