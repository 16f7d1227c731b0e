/**
 * Answers for particular moments people bring to a coach: no tears in grief, words for a funeral,
 * a craving, a toddler who will not sleep, an interview question about leaving a job, an
 * appointment to prepare for, telling family how things are, sharing chores. Listed before the
 * general answers, so "I can't cry" is not answered as "I cry too much".
 */
import { alternatives } from '../text';
import { all, unless } from './match-all';
import type { Answer } from './types';

// Reaching out to someone: "should i text him", not "should i send it back".
const SEND_TO_SOMEONE = String.raw`send(?! (?:it|them|this|that|the \w+) back)|text|message|reply|answer`;
// Who knows a place from inside, and the step before which to ask them.
const INSIDERS = 'students|staff|employees|members|tenants|parents';
const COMMIT = 'decide|choose|accept|sign|commit';
// A sit-down to prepare for: "the review", "my one to one", "the meeting with HR".
const SIT_DOWNS = String.raw`review|appraisal|meeting|talk|conversation|one to one|1 ?(?:to|on) ?1|check in|catch up|hearing|mediation|evaluation`;

// Asking what to ask: "what should I ask", "what i should ask him" (the order many writers use), "questions to ask".
// Not "what do I ask for then", which asks what to request.
const ASK_WHAT = new RegExp(
  String.raw`(?:what (should|do|can) i ask|what i should ask|questions? (to|for) (ask|my|the)|questions (should|do|can) i ask|what to ask)` +
    String.raw`(?! for\b)|anything (i should|to) ask`,
);

export const MOMENT_ANSWERS: readonly Answer[] = [
  {
    id: 'numb-cant-cry',
    matches: [
      all(
        // Not "i havent cried like this since my dad died", which is crying more.
        new RegExp(
          String.raw`(can't|cannot|cant|unable to|haven't|havent|don't|dont) (i )?(cry|cried)(?! (like this|this much|so much|that much|this hard))` +
            String.raw`|no tears|feel (kind of |so |really )?numb|feel nothing|numbness`,
        ),
        /normal|why|wrong|ok|okay|bad|should/,
      ),
    ],
    text:
      'Yes, it is common. Numbness and not being able to cry are often how the mind protects you when something is too big to take in at once, ' +
      'especially early on. ' +
      'It says nothing about how much you care, and tears often come later, sometimes at an unexpected moment. ' +
      'For now, be gentle with yourself: eat, rest, and let yourself feel whatever does come, including nothing.',
    followUp: 'How have the days been for you since it happened?',
  },
  {
    id: 'funeral-words',
    matches: [all(/funeral|memorial|eulogy|service/, /say|speech|speak|words|write|talk/)],
    text:
      'You do not need to sum up a whole life. A short, honest tribute of two or three minutes is enough, in three parts: who they were to you, ' +
      'one small story that shows them, and what you will carry forward from them. ' +
      'Write it out and read it from paper; it is fine to pause, breathe or cry, and people will wait for you. ' +
      "If it helps, start with 'I want to tell you about the person I knew' and go from there.",
    followUp: 'What is one small story about them that you would like people to hear?',
  },
  {
    id: 'cravings',
    matches: [all(/crav\w*|urge|urges|smok\w*|cigarettes?|vap\w*|nicotine/, /how|what|help|stop|deal|cope|handle|tips?/)],
    text:
      'A craving rises and falls like a wave, usually within 5 to 10 minutes, so the main skill is riding it out rather than fighting it. ' +
      'When it comes, delay for 10 minutes, change what you are doing (stand up, drink water, brush your teeth, chew gum or go for a short walk), ' +
      'and breathe out slowly a few times. ' +
      'Plan for your usual trigger moments in advance, like after meals or with coffee, and swap the ritual for something else. ' +
      'Nicotine replacement such as patches or gum, or a free quit line, can double your chances, so it is worth asking a pharmacist or doctor.',
    followUp: 'When does the strongest craving usually hit you?',
  },
  {
    id: 'child-calls-self-stupid',
    matches: [
      // "he threw the pencil case and then cried that he has 'stupid brain'. I don't know what to say him."
      all(
        new RegExp(
          String.raw`stupid brain|(?:says?|said|saying|cried|cries|shouted|call(?:s|ed|ing)? (?:himself|herself|themselves)|thinks?)(?: that)?` +
            String.raw`(?: (?:he|she|they))?` +
            String.raw`(?: is| has| are| have|'s|'re)?(?: an?)? (?:stupid|dumb|thick|idiot|useless|rubbish|bad boy|bad girl|the worst)\b|` +
            String.raw`hates? (?:himself|herself|themselves)`,
        ),
        /what (do|should|can|could) i say|what to say|say (to )?(him|her|them)|how (do|should|can) i (respond|answer|help)|give me something|what (do|should) i do/,
      ),
    ],
    text:
      'When a child says something like "I have a stupid brain", answer the feeling before the words: "You\'re really fed up. That was hard tonight." ' +
      'Then one true, short line: "Your brain isn\'t stupid. It works in its own way, and some things are harder for it, like homework when you\'re tired. ' +
      'That\'s not your fault, and we\'ll work it out together." ' +
      'Leave the homework for tonight; a hug and a calm, ordinary bedtime say more than a long talk. ' +
      'At bedtime, read together and name one thing they did well today, so the day ends on something good.',
    followUp: 'What usually helps them wind down before bed?',
  },
  {
    id: 'toddler-sleep',
    matches: [
      // A child's sleep, not a child named beside the person's own nights ("drive my son to training on Wednesday nights").
      // A school-age child ("didn't want do his homework… for bedtime") is past naps and night feeds: not this answer.
      unless(
        String.raw`homework|school|teacher|class|grade|year [1-9]|pencil case|(?:[5-9]|1[0-7]) ?(?:years?|yrs?|yo)(?: old)?|` +
          String.raw`(?:son|daughter|child|kid|he|she)(?: \w+)? is (?:[5-9]|1[0-7])`,
        all(
          /toddler|baby|babies|infant|newborn|my (son|daughter|kid|child|little one)|kids|children/,
          new RegExp(
            [
              String.raw`bedtime|bed time|naps?\b|napping|sleep (through|regression)|up (all|in the) night|night wak`,
              String.raw`(?<!\b(?:i|we) )(won'?t|wont|doesn'?t|does not|can'?t|refuses? to|never) (go to )?(sleep|settle|stay in bed|go to bed|nap)`,
              String.raw`(wakes?|waking|woke|keeps? waking) (up )?(at|every|in the night|several|crying|screaming|\d)`,
              String.raw`(get|getting|put|putting) (him|her|them|the baby|the kids) (down|to sleep|to bed)`,
            ].join('|'),
          ),
        ),
      ),
    ],
    text:
      'A calm, same-every-night bedtime routine of 20 to 30 minutes (bath, pyjamas, a book, lights down) helps a small child know sleep is coming. ' +
      'Keep night wake-ups short, quiet and a little boring: same words, low light, no play. ' +
      'Check that naps are not too late in the day and that bedtime is not so late that they are overtired. ' +
      'If you try a gradual approach, like sitting by the bed and moving a little further away every few nights, give it one to two weeks. ' +
      'If it goes on for weeks or you are worried, a doctor or health visitor can help, and you deserve rest too.',
    followUp: 'Is there anyone who could take one night or one nap shift this week so you can sleep?',
  },
  {
    id: 'interview-why-left',
    matches: [all(/interview|interviewer|they ask|asked/, /why (i|did i) (left|leave|lost)|laid off|let go|fired|redundan\w*|gap/)],
    text:
      'Keep it short, true and forward-looking. For example: "My role was cut in a restructuring. I am proud of what I did there, especially one ' +
      'result you can name, and I am excited about this role because of a reason that fits them." ' +
      'Do not apologise or go into detail; two or three sentences, then steer to what you bring. ' +
      'Practise it out loud a few times until it feels ordinary to say.',
    followUp: 'What is one result from that job you are proud of?',
  },
  {
    id: 'questions-before-deciding',
    // "What questions should I ask current students before I decide?", "what should i ask people who work there?"
    matches: [
      all(
        /what (?:questions|things) (?:should|do|can|could) i ask|what should i ask/,
        new RegExp(String.raw`\b(?:current|former|other) (?:${INSIDERS})|people (?:who|that) (?:work|study|live|go)|before i (?:${COMMIT})\b`),
      ),
    ],
    text:
      'Ask about the everyday, not the brochure. 1. What does a normal week actually look like? 2. What surprised you most after you ' +
      'started? 3. What do people struggle with there, and what helps? 4. What would you do differently if you were choosing again? ' +
      '5. Would you choose it again? Listen for the stories more than the answers, and ask two or three people, not one.',
    followUp: 'Who could you ask?',
  },
  {
    id: 'appointment-questions',
    matches: [
      all(
        ASK_WHAT,
        /doctor|gp|physio\w*|therapist|nurse|dentist|specialist|appointment|audiologist|optician|consultant|neurologist|surgeon|clinic|fitting|vet/,
      ),
    ],
    text:
      'Write your questions down before you go and take them with you; it is easy to forget in the room. ' +
      'Good ones are: what is going on and what does it mean for me, what can I do myself this week, what are the warning signs that mean I ' +
      'should stop or come back sooner, and what is the next step. ' +
      'Say what worries you most first, so there is time for it, and note the answers or ask if you can write them down.',
    followUp: 'What worries you most that you would like them to answer?',
  },
  {
    // "What should I ask the trainer if I do go? I don't even know the words.", "what do i ask the landlord"
    id: 'questions-to-ask',
    matches: [all(ASK_WHAT, /\b(?:him|her|them|trainer|coach|instructor|teacher|landlord|seller|builder|agent|manager|tutor|club|school)\b/)],
    text:
      'A few plain questions work almost anywhere. Write them down first, so you do not freeze: ' +
      '1. "What would you suggest, given where I am now?" 2. "What are my options, and what would you do in my place?" ' +
      '3. "What should I do, or avoid, before next time?" 4. "Who do I contact if something comes up?" ' +
      'Ask one at a time and note the answers; asking plainly shows you are taking it seriously, not that you know nothing.',
    followUp: 'Which of those matters most to you to have answered?',
  },
  {
    // "What would a compromise even look like?", "how do we meet in the middle on this"
    id: 'compromise',
    matches: [
      /what (would|could|does|might) (a|the) compromise (even |actually )?look like|(find|reach|make|work out) a compromise/,
      /how (do|can|could) we compromise|meet (halfway|in the middle)/,
    ],
    text:
      'A fair compromise usually gives each of you the part that matters most, rather than half of everything. ' +
      '1. Each of you names the one thing you most need from it, and one thing you could let go of. ' +
      '2. Look for an option that keeps both of those most-needed things, even if it was neither of your first ideas. ' +
      '3. Agree to try it for a set time, like two weeks, then talk about how it went and adjust. ' +
      'Putting it as a trial makes it easier for both of you to say yes.',
    followUp: 'What is the one thing you most need from it, and what could you let go of?',
  },
  {
    // "need a present idea. wife turns 50 on friday", "can you give me some ideas, not expensive, something she will really like?"
    id: 'gift-ideas',
    // Not a choice between two gifts ("experience or a thing? which is better"), which is weighed.
    matches: [
      /\b(?:present|gift|birthday) ideas?\b|\bideas? for (?:a |her |his |their |the )?(?:present|gift|birthday)\b|\b(?:need|want) a (?:present|gift)\b/,
      all(
        /\b(?:ideas|something)\b/,
        /\b(?:birthday|present|gift)\b/,
        /\b(?:she|he|they) (?:will |would )?(?:really )?(?:like|love)s?\b|\bnot expensive\b|\bcheap\b/,
      ),
    ].map((pattern) => unless(String.raw`\bwhich (?:is|one|would)\b`, pattern)),
    text:
      'Personal beats expensive, so start from what they already love. 1. A small upgrade to something they do: new strings or a ' +
      'songbook for an instrument, a good pen for someone who writes, a book by an author they like. 2. Time together: a day out, a class, ' +
      'a small concert or a meal somewhere new. 3. Something made by you: a playlist, a few printed photos, or a short letter about what ' +
      'you love about them. Any of these with a card in your own words lands better than a costly thing chosen in a hurry.',
    followUp: 'What do they love doing most at the moment?',
  },
  {
    id: 'tell-family',
    matches: [
      // Not "how do I tell my mom no": that is a boundary.
      unless(
        String.raw`(tell|say to) (\w+ ){0,3}no`,
        all(
          /what (should|do|can) i (tell|say to)|what i should (tell|say to)|how (do|can|should) i tell/,
          /worry|worried|struggling|how i (am|feel)|not (ok|okay|doing well)|hard time|lonely|depressed|anxious|therapy|how things are/,
        ),
      ),
    ],
    text:
      'You can be honest without alarming them. Share one true thing, one thing that is helping, and one thing they can do. ' +
      'For example: "Things are harder than I have let on, especially in the evenings. Our calls really help, and it would mean a lot if we kept them up." ' +
      'Most people who love you would rather know, and it lets them support you in the way you need.',
    followUp: 'What is the one thing you most want them to understand?',
  },
  {
    id: 'burnout',
    matches: [all(/burn ?out|burned out|burnt out|compassion fatigue|running on empty/, /is (this|it|that)|am i|how|what|signs?|normal|why/)],
    text:
      'It may well be. Burnout often shows up as exhaustion that sleep does not fix, feeling numb or detached from people you care about, and a ' +
      'sense that nothing you do is enough. ' +
      'It is a sign of carrying too much for too long, not a sign that you are bad at your job or a bad person. ' +
      'What helps is real recovery time, protecting sleep between shifts, talking to someone you trust at work about the load, and a doctor if it ' +
      'goes on or you feel low most days.',
    followUp: 'What has been taking the most out of you lately?',
  },
  {
    id: 'rent-money-urgent',
    matches: [
      all(
        /rent|landlord|bills?|overdue|late payment|eviction|evicted|short on money|can't pay|cant pay|cannot pay/,
        // A payment that cannot be made, not any question near the word "rent" ("should I tell Aoife? I'd be paying half the rent").
        new RegExp(
          String.raw`can'?t (pay|afford|cover)|cannot (pay|afford|cover)|short|behind (on|with)|late (with|on)|overdue|evict\w*|payment plan|is due` +
            String.raw`|due (on|this|next|friday|monday)`,
        ),
      ),
      // Calling the landlord, after rent due was told; not about noise or a repair ("Should I go again or call the landlord?").
      unless(
        'noise|noisy|loud|music|neighbou?rs?|upstairs|repairs?|fix|heating|boiler|mou?ld|leak\\w*|damp|broken',
        all(/\b(?:call|ring|phone|contact) (?:my |the )?(?:landlord|company|bank|lender)\b/),
      ),
    ],
    text:
      'Contact your landlord or the company before the due date, not after: most would rather agree a plan than chase a missed payment. ' +
      'Say it plainly, for example: "I can pay 800 on Friday and the remaining 400 on the 15th. Can we agree that?" and get the agreement in writing. ' +
      'Look at what can help this month: an advance on pay, a local assistance line (211 in the US), or a free debt or housing advice service.',
    followUp: 'How much is due, and what could you pay by the date?',
  },
  {
    id: 'caregiving',
    matches: [
      all(
        /caring for|care of|caregiver|carer|look after|looking after|fell again|falls|alone at home/,
        /parent|dad|father|mom|mum|mother|grandma|grandpa|him|her|he|she/,
      ),
    ],
    text:
      'Caring for someone while working is a huge load, and it is not selfish to need support with it. ' +
      'If safety is the worry, tell their doctor about falls or changes, and look at practical help: a personal alarm, a neighbour or relative ' +
      'who can check in, or home care for the hours you are away. ' +
      'Share the load where you can, with siblings, friends or local carer services, and plan one short break for yourself each week.',
    followUp: 'What would make the biggest difference to you this week?',
  },
  {
    id: 'teen-talk',
    matches: [
      all(
        // A teenager, not any child or grown-up son: "how do I tell her to come less" about a mother-in-law is not this.
        /teen|teens|teenage|teenager|teenagers|my (son|daughter|kid|boy|girl),? (is )?(1[3-9])|(son|daughter) (1[3-9])/,
        /talk|open up|won't talk|wont talk|shuts? (me )?out|ignores?|how (do|can) i|what (should|can) i/,
      ),
    ],
    text:
      'Teenagers often talk more side by side than face to face, so try the car, a walk, cooking or a game rather than a sit-down talk. ' +
      'Keep it low-pressure: one easy question, then listen without fixing or lecturing, and let silences be. ' +
      'It helps to say it once, plainly: "I\'m here whenever you want to talk, about anything, no judgement," and then keep showing up.',
    followUp: 'When do the two of you usually get along best?',
  },
  {
    id: 'comparison',
    matches: [all(/instagram|tiktok|social media|influencers?|compar\w*/, /how|stop|feel|why|what/)],
    text:
      'Feeds show everyone\'s highlights and often edited ones, so comparing your everyday life to them is a rigged game. ' +
      'Notice which accounts leave you feeling worse and mute or unfollow them, and set one phone-free time, like the first hour of the morning. ' +
      'When the comparison starts, name it ("there\'s comparing again") and turn to one thing your body or life did for you today.',
    followUp: 'Which accounts or moments tend to set it off for you?',
  },
  {
    id: 'prepare-for-talk',
    // "how do i prepare for the review?", "how should i prepare for my one to one with Claire"
    matches: [new RegExp(String.raw`\bhow (?:do|can|should) i (?:best )?prepare (?:myself )?for (?:[a-z']+ ){0,3}(?:${SIT_DOWNS})\b`)],
    text:
      'A little preparation makes these much easier. 1. Write the two or three points you most want to get across, each with one example. ' +
      '2. Guess the hardest question they might ask and jot a short answer to it. ' +
      '3. Decide what you want to come out with: an agreement, a date, some support. ' +
      '4. Bring your notes; looking at them is fine. Afterwards, send a short message of what was agreed, so it is in writing.',
    followUp: 'What is the one point you most want to get across?',
  },
  {
    id: 'plan-tomorrow',
    // "can you help me plan tomorrow?", "help me plan my day"
    matches: [/\b(?:plan|organi[sz]e|structure) (?:out )?(?:tomorrow|today|my day|the day|my morning|tomorrow morning|my evening)\b/],
    text:
      "Let's keep it simple. 1. Pick the one thing that matters most and put it first, in the morning if you can. " +
      '2. Add two smaller things, no more. 3. Put in a real break around the middle of the day and a clear time to stop. ' +
      '4. Tonight, write the first step of the first thing, so you can start without deciding. Anything else is a bonus.',
    followUp: "What's the one thing that matters most?",
  },
  {
    id: 'get-through-week',
    // "how do i get through the week?", "how do i survive until friday"
    matches: [
      /\bhow (?:do|can|will) i (?:get through|survive|make it through) (?:the|this|the rest of the|the rest of this|next) (?:week|month)\b/,
      /\bhow (?:do|can|will) i (?:get through|survive|make it) (?:to|until|till) (?:friday|the weekend)\b/,
    ],
    text:
      'Take it a day at a time rather than as a whole week. 1. Each morning, pick the one thing that must happen today and do it first. ' +
      '2. Put one small good thing in each day: a walk at lunch, a call, something to look forward to in the evening. ' +
      "3. Protect your sleep; it's what carries you through the rest. 4. At the end of the week, notice what you got through.",
    followUp: 'Which day looks hardest?',
  },
  {
    id: 'reaching-out',
    matches: [
      all(new RegExp(String.raw`is (that|this|it) ok(ay)? to send|should i (?:${SEND_TO_SOMEONE})|send (her|him|them) a message`)),
      // Not a message about a deal gone wrong ("Seller is in Breda. Send him a message or just fix it myself?").
    ].map((pattern) => unless('seller|landlord|company|client|customer|dealer|refund|complain|complaint|fix it', pattern)),
    text:
      'A short, warm message is usually a good idea, and it does not have to fix everything at once. ' +
      'Keep it honest and light on pressure, for example: "I\'ve been thinking of you and I miss you. No pressure to reply, I just wanted you to know." ' +
      'Then give it time; a slow reply is not always a no.',
    followUp: 'What would you most like them to know?',
  },
  {
    id: 'panic-on-transport',
    matches: [all(/subway|train|metro|tube|bus|plane|flight|commute|driving/, /panic|anxiety|anxious|attack|scared|freak/)],
    text:
      'Panic on a train or bus feels terrible but passes, usually within minutes, and it cannot hurt you. ' +
      'When it starts, breathe out longer than you breathe in, hold something cold or textured, and name things you can see out loud in your head. ' +
      'Plan the trip so you feel in control: stand near the doors, know you can get off at the next stop, and start with short journeys at quieter times. ' +
      'If it keeps happening, a doctor or therapist can help with panic, and it responds well to treatment.',
    followUp: 'Which part of the journey is the hardest for you?',
  },
  {
    id: 'shared-chores',
    matches: [all(/roommate|roomie|flatmate|housemate|partner|husband|wife|boyfriend|girlfriend/, /clean\w*|chores?|dishes|mess|tidy|housework/)],
    text:
      'Pick a calm moment, not right after a mess, and talk about the system rather than their character. ' +
      'You could say: "I have been feeling frustrated about the cleaning, and I think we need a clearer system. Could we split the jobs and put ' +
      'them on a list?" ' +
      'Agree on who does what and how often, write it down where you both see it, and plan a short check-in after two weeks to adjust.',
    followUp: 'Which job bothers you most right now?',
  },
  {
    // "I say sorry too much. At work. About 30 times a day… Give me replacements.": sorry said by reflex.
    id: 'sorry-too-much',
    matches: [
      unless(
        // Words to write ("help me write a short email… not too many apologize words") or an apology to make are asked otherwise.
        String.raw`\b(?:write|email|e-mail|message|letter|text|apologi[sz]e to|apology part|the apology)\b`,
        all(
          /\b(?:i|me) (?:always |keep |constantly |just )?(?:say|saying|said|apologi[sz]e|apologi[sz]ing)\b|\bsaid sorry to\b|\bsorry\b.*\bsorry\b/,
          /sorry|apologi[sz]\w*/,
          /\btoo (?:much|often|many)\b|\ball (?:the|day) (?:time|long)\b|\b\d+ times\b|\bconstantly\b|\breplacements?\b|\binstead of sorry\b|\bwhy do i\b/,
        ),
      ),
    ],
    text:
      'Saying sorry by reflex is very common, often a way of keeping things smooth, and it can be swapped rather than just stopped. ' +
      'Try a thank-you or a plain statement instead: "Thanks for waiting" rather than "Sorry I\'m late"; "Quick question:" rather than ' +
      '"Sorry to bother you"; "Good catch, I\'ll fix that" rather than "Sorry, my mistake"; "Excuse me" when you bump into someone. ' +
      'Keep a real sorry for when you have done something that cost or hurt someone, and it will mean more when you say it.',
    followUp: 'Which sorry do you catch yourself saying most often?',
  },
  {
    // "a few polite ways to change the subject when Carl gets going", "lines I can use at lunch to change the subject".
    id: 'change-the-subject',
    matches: [
      all(
        new RegExp(
          String.raw`\b(?:change|changing|switch|switching) (?:the )?(?:subject|topic)\b|` +
            String.raw`\bsteer (?:it|things|the (?:conversation|talk|chat)) (?:away|elsewhere|somewhere else)\b`,
        ),
        /\b(?:how|what|ways?|lines?|something|help|give|tips?|ideas?)\b/,
      ),
    ],
    text:
      'A friendly question about something else does most of the work, because people like talking about their own things. ' +
      'Try: "Anyway, I keep meaning to ask, how did the [trip, garden, new job] go?" or "Oh, that reminds me, did you see…?" ' +
      'If someone keeps coming back to it, a light, plain line is enough: "Let\'s give that one a rest, I\'d rather hear about your week." ' +
      'Say it with a smile and move straight on; there is no need to explain or to argue the point.',
    followUp: 'What do you know they love talking about, that you could have ready?',
  },
  {
    // "7am to about 10pm. Do you have any tips for staying sharp that long?": a long day to get through with a clear head.
    id: 'long-day-sharp',
    matches: [
      unless(
        // Sleepy at the wheel is a danger with an answer of its own: stop and rest.
        String.raw`\b(?:driv\w*|wheel|motorway|highway)\b`,
        all(
          /\b(?:stay|staying|keep|keeping|be) (?:sharp|alert|awake|focused|fresh|going)\b/,
          /\b(?:long|all day|that long|shift|\d+ ?(?:am|pm)|\d+ hours?|twelve|fourteen|fifteen|double)\b/,
        ),
      ),
    ],
    text:
      'A long day goes better in blocks than in one push. ' +
      '1. Eat something with protein before you start, and pack small snacks and water rather than one big meal, which tends to bring a slump. ' +
      '2. Take a few minutes away every two or three hours, even just a walk outside or to the window, to reset your attention. ' +
      '3. Keep caffeine for the morning and early afternoon, so it helps during the day without costing you sleep after. ' +
      '4. Write down anything tricky as it comes up, so you are not holding it all in your head. ' +
      'The night before counts too: an early night does more than any trick on the day.',
    followUp: 'Which part of the day do you think will be the hardest to stay sharp in?',
  },
  {
    id: 'offer-of-help',
    // "My mum offered to come stay for a week but she and Tom don't really get on. Should I say yes?"
    matches: [
      all(
        /offered to|offering to|offers to|wants to come|said (?:she|he|they)(?:'d| would) come|offered (?:her|his|their) help/,
        /should i (?:say yes|accept|let (?:her|him|them)|take (?:her|him|them) up)|say yes|is (?:it|that) a good idea|should i take it/,
      ),
    ],
    text:
      "I'd lean towards yes, with a plan, because real help is hard to come by and turning it down often leaves you carrying everything. " +
      '1. Talk it through first with anyone else it affects at home, so nobody feels ambushed. ' +
      '2. Agree the length and say it out loud: "It would be lovely to have you for five days." ' +
      '3. Give clear jobs that actually help, like meals, washing, or a shift that lets you sleep. ' +
      '4. Plan small breaks from each other, such as a walk each afternoon, if there is friction. ' +
      'If having them there would cost more calm than it gives, a shorter visit or help from a distance, like cooked meals or one day a week, ' +
      'is a good middle way.',
    followUp: "What would you most want help with while they're there?",
  },
  {
    id: 'occasion-while-struggling',
    // "i have my sisters birthday meal saturday and i dont want to be a misery the whole time. any tips for getting through that"
    // Not words asked for someone there ("what do I actually say to him when I sit down? I just want to get through the meal").
    matches: [
      unless(
        String.raw`say|tell|words|talk to|speak to|text|message|reply`,
        all(
          /getting through|get through|cope with|coping with|survive|enjoy|be a misery|ruin it|spoil it|put on a brave face/,
          /birthday|meal|dinner|party|wedding|christening|christmas|night out|family gathering|gathering|barbecue|bbq|reunion|do on/,
        ),
      ),
    ],
    text:
      "You don't have to feel fine to go, and you don't have to be the life of it; being there is what counts. " +
      "1. Before you go, give the worry a time of its own: \"I'll think about it tomorrow at six\", and write down anything you need to remember. " +
      "2. Tell one person there that you're a bit distracted, so you're not holding it alone. " +
      '3. Have one thing to do or ask about: the birthday person\'s plans, helping with the food, a game with the children. ' +
      '4. Keep your phone in your bag, not on the table, so checking does not pull you back in. ' +
      '5. If it gets too much, step outside for a few slow breaths, or leave a little early; turning up counts.',
    followUp: 'Who will be there that you feel easy with?',
  },
];

/**
 * The most general answers, tried last: what to say to someone, and a "what if" worry. They give a
 * shape to fill in rather than a script about a situation the coach cannot see.
 */
export const GENERAL_ANSWERS: readonly Answer[] = [
  {
    // "What do I actually say to him when I sit down? I don't want a scene, I just want to get through the meal."
    id: 'civil-words',
    matches: [
      all(
        /what (should|do|can|could) i (even |actually )?(say|tell)|what i should (say|tell)|how (do|should|can|could) i (say|talk to|start)/,
        new RegExp(
          String.raw`don'?t want (a |to make a |any )?scene|not (make|cause) a scene|get through (the|it|this|dinner|lunch|tonight|the day)|` +
            String.raw`keep (it|things) (civil|polite|light|calm)|just (be|stay) polite|keep the peace|small talk`,
        ),
      ),
    ],
    text:
      'When the aim is just to get through it calmly, keep it short, friendly and neutral. As you sit down: "Hi, good to see you." ' +
      'If a second line is needed, something light: "Lovely day, isn\'t it?", or a question about the food, the venue or the journey. ' +
      'If it turns to anything heavy: "Let\'s keep today about today; maybe another time." ' +
      "You don't owe anyone a big conversation at an event, and a calm, polite nothing is a perfectly good outcome.",
    followUp: 'Which moment worries you most?',
  },
  {
    id: 'what-to-say',
    matches: [
      all(
        /what (should|do|can|could) i (say|tell)|what i should (say|tell)|how (do|should|can|could) i (say|tell|bring (it|this|that) up|talk to|start)/,
      ),
    ],
    text:
      'A short, honest opener usually works better than a prepared speech, and the first line depends on what you need to say. ' +
      'To tell them something: "There\'s something I want to tell you, and I\'d rather you heard it from me." ' +
      'To raise a problem: "Can I bring something up? It\'s been on my mind, and I\'d rather talk about it than let it build." ' +
      'To ask for something: "Could I ask you for something? It would really help me." ' +
      'Then say what happened in a sentence, how it left you, and the one thing you would like; pick a calm moment and listen to their side.',
    technique: 'nonviolent-communication',
    // Who it is for is often told already: what they should hear is the question left.
    followUp: 'What do you most want them to hear, in one sentence?',
  },
  {
    id: 'what-if',
    matches: [/^(but |and |so )?what if\b/],
    text:
      'That worry makes sense, and it helps to look at it straight on instead of going round it. ' +
      'Ask three things: what is the worst that could realistically happen, what is the most likely outcome, and how would you cope if the worst did happen. ' +
      'Most "what ifs" have a plan B that is smaller than the fear, and naming it turns the volume down.',
    technique: 'decatastrophising',
    followUp: 'What would your plan B be if it did happen?',
  },
  {
    id: 'get-through',
    matches: [
      all(
        /how (do|can|should|will) i (get through|survive|cope with|handle|manage|deal with|face)|(any )?tips for (getting through|surviving)/,
        // An occasion ahead ("the gift opening part", "the dinner"), not "how do I cope with this" in a loss.
        new RegExp(
          String.raw`tomorrow|tonight|(the|this|that) ([a-z]+ ){0,2}` +
            String.raw`(day|part|bit|party|shower|wedding|dinner|lunch|meeting|evening|night|weekend|visit|trip|event|funeral|holidays|call)`,
        ),
      ),
    ],
    text:
      'Plan for the hardest part before it comes, so you are not deciding in the moment. ' +
      '1. Pick one small thing to do when it gets hard: a slow breath out, a sip of water, a job to do like refilling drinks or taking photos. ' +
      '2. Know your way out for a few minutes, such as the kitchen, the bathroom or a short walk outside. ' +
      '3. Tell one person you trust what is going on, so someone is on your side in the room. ' +
      '4. Plan something kind for yourself afterwards, even if it is only an early night.',
    followUp: 'Which part of it do you think will be the hardest?',
  },
  {
    // "live podcast show in glasgow? is that daft", "Phone check-ins every evening. Worth offering?": a small idea of theirs.
    id: 'worth-trying',
    matches: [
      unless(
        // Steps with something at stake are weighed, never waved through: money, leaving, medicine, an ex.
        String.raw`\b(?:money|loan|lend|borrow|debt|sign|quit|resign|leave|divorce|break up|ex|medic\w*|pills?|police|lawyer)\b`,
        all(
          alternatives(
            String.raw`\b(?:is (?:that|this) (?:daft|silly|stupid|dumb|mad|crazy|a good idea|a bad idea|a silly idea)`,
            String.raw`worth (?:offering|suggesting|trying|a try|a shot)(?: it| that| this)?(?=\s*(?:[?.!]|$))`,
            String.raw`(?:good|bad) idea or\b|would (?:that|this) work\b|does (?:that|this) sound (?:ok|okay|daft|silly|reasonable|good|mad))`,
          ),
        ),
      ),
    ],
    text:
      'It does not sound daft to me; it sounds like a fair idea. A quick test: does it fit what matters most here, to you and to them ' +
      'if it is for someone, and can you try it without much to lose? If both are yes, go ahead and treat it as a first try you can adjust. ' +
      'If something about it makes you uneasy, that is worth naming before you do.',
    followUp: 'What part of it, if any, makes you hesitate?',
  },
  {
    // "stop volunteering for a while. Is that overreacting?", "a half plot. Would that look like giving up?", "tablets or is
    // that cheating": a step of their own, feared to be a failing.
    id: 'not-a-failing',
    matches: [
      unless(
        // Leaving someone or a job, or money at stake, is a big decision to weigh, not a worry about how a step looks; a feeling
        // ("am I allowed to be hurt, or is that selfish?") is no step at all.
        String.raw`\b(?:divorce|break up|leave (?:him|her|them|my)|quit|resign|drop out|money|loan|debt|` +
          String.raw`feel|feeling|felt|allowed to be|hurt|upset|jealous|angry|annoyed|sad|relieved)\b`,
        all(
          alternatives(
            String.raw`\b(?:is (?:that|this|it)|would (?:that|this|it) (?:be|look like|seem)|does (?:that|this|it) (?:make me|look like|mean i'?m))` +
              String.raw` (?:just |a bit |too |really |kind of )?(?:overreacting|giving up|dodging|cheating|selfish|weak|lazy|cowardly|running away|` +
              String.raw`a cop ?out|copping out|the easy way out|failing|a failure)\b`,
          ),
        ),
      ),
    ],
    text:
      'From what you have told me, no, I do not think so. Choosing a step that fits your life, your health and your limits is a ' +
      'sensible call, not a failing; what counts is whether it helps with what you want, not how it might look to anyone else. ' +
      'If you are unsure, try it for a set time, say a few weeks, and then look again at how it is going.',
    followUp: 'What makes you worry it might look that way?',
  },
];
