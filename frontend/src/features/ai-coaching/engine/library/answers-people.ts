/** Answers about people: social events, bosses and coworkers, friends, family, partners, boundaries, loss and loneliness. Most specific first. */
import { all, unless } from './match-all';
import type { Answer } from './types';

// Someone whose answer or reaction is feared: "she", "my mum", "Liam".
const SOMEONE = String.raw`(?:she|he|they|my \w+|[a-z]+)`;
// What they might say back: "says…", "goes 'I was doing this job…'", "comes back with…".
const SAYS_BACK = String.raw`says?|goes (?=['"]|like\b)|tells me|turns round and says|comes back with`;

const SUPPORT = 'support|be there for|comfort|help';
// Someone close to support: "him", "her", "my sister", "Priya".
const SOMEONE_CLOSE = String.raw`him|her|them|my [a-z]+|our [a-z]+|[a-z]+ through (?:this|it)`;
const CRITICISM = String.raw`criticism|being critici[sz]ed|comments like that|` +
  String.raw`(?:his|her|their|the|those|these|her rude|his rude) (?:comments|remarks|digs|jabs|criticism)`;

// A young child: "my kids", "a seven-year-old", "the little ones"; a son or daughter may be grown up.
export const CHILD_YEARS = '[2-9]|1[0-2]|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
const CHILD_WORDS = [
  String.raw`children|child|kids?|grandkids|grandchild(?:ren)?|toddlers?|little ones?|little (?:boy|girl)`,
  String.raw`(?:${CHILD_YEARS})[- ]year[- ]olds?`,
].join('|');

// Whose death a message of sympathy is for: "someone whose dad just died", "her husband passed".
const LOST_KIN = 'dad|father|papa|mum|mom|mother|mama|husband|wife|son|daughter|grandma|grandad|grandpa|grandmother|grandfather|brother|sister|partner';

export const PEOPLE_ANSWERS: readonly Answer[] = [
  {
    id: 'friend-drift-new-partner',
    // "is it normal for friends to drift when they get into relationships?", "why do friends disappear when they get a boyfriend".
    matches: [
      all(
        /\b(?:friends?|bestie|best friend|mates?)\b/,
        /\b(?:drift\w*|distant|disappear\w*|ghost\w*|vanish\w*|less time|no time|forget about|drop (?:you|me|their friends))\b/,
        /\b(?:relationships?|boyfriend|girlfriend|partner|bf|gf|new man|new guy|new girl|dating|gets? with|got with)\b/,
        /\b(?:normal|common|usual|happen|why|do people|does everyone)\b/,
      ),
    ],
    text:
      "Yes, it's very common. When someone starts a new relationship, friends often get less of their time for a while, " +
      'especially in the first months, and it usually says more about how full their life has become than about what you mean to them. ' +
      'Many friendships find their rhythm again once things settle. What helps is suggesting one specific thing, like a coffee on Saturday, ' +
      'rather than waiting to be asked, and if it still hurts, saying so kindly: "I\'ve missed our chats. Can we get a proper catch-up in?" ' +
      'Said warmly, that reads as missing them, not as blame.',
    followUp: 'What would a good catch-up together look like?',
  },
  {
    id: 'my-place',
    // "is it my place?", "is it my place to say something to her?"
    matches: [/\bis it (?:even |really )?my place\b/],
    text:
      "It is your place to say what you think when you're asked, or when it touches you, as long as you say it once, kindly, " +
      'and then leave the decision with them. What is not yours is making the choice for them, or pushing after they have decided. ' +
      'You could open with: "You asked what I think, so I\'ll be honest, and then it\'s your call." Then say it plainly, and stop.',
    followUp: "What's the one thing you'd most want them to hear?",
  },
  {
    id: 'new-manager',
    // "what do good new managers do in the first weeks?", "any tips for managing my friends?"
    matches: [
      all(
        new RegExp(
          String.raw`\b(?:new|first[- ]time|just became|just become|promoted to|becoming|start as)\b.{0,30}\b(?:managers?|team leads?|supervisors?)\b|` +
            String.raw`\bmanag\w* (?:my )?(?:friends|mates|old team|former colleagues)\b`,
        ),
        /\b(?:how|what|tips?|advice|should)\b/,
      ),
    ],
    text:
      'Good new managers spend the first weeks listening more than changing things. 1. Have a one-to-one with each person: what is going well, ' +
      'what gets in their way, and what they would want from you. 2. Say the change out loud, especially with friends: "I\'m still me, and ' +
      'sometimes I\'ll have to make calls you won\'t like; I\'d rather we could talk about it." 3. Change little at first, and keep every promise, ' +
      'however small. 4. Ask your own manager what good looks like at three months. 5. Be fair in public: the same rules and the same news for everyone.',
    followUp: 'Which of those feels hardest with the people you know best?',
  },
  {
    id: 'long-distance',
    // "how do people do long distance?", "any tips for long distance", "can a long distance relationship work?"
    matches: [all(/\blong[ -]?distance\b/, /how|tips?|advice|work|make it|survive|manage|cope|ideas?/)],
    text:
      'Couples who make long distance work usually do a few plain things. 1. Keep the next visit on the calendar, so there is always a date ' +
      'to look forward to. 2. Agree a rhythm of contact that suits you both, such as a short message most days and a longer call twice a week, ' +
      'rather than being on the phone all the time. 3. Share the ordinary things (dinner, the walk home), not only the big news. ' +
      '4. Know the end date: a year with a plan to live in the same place after it is very different from open-ended. ' +
      '5. Say early when you are struggling, before it builds up.',
    followUp: 'How often could you realistically see each other?',
  },
  {
    id: 'social-opening-lines',
    matches: [
      all(
        /what|how/,
        /say|talk|start(ing)? (a )?conversations?|open with|small talk|introduce myself/,
        /walk in|walking in|arrive|arriving|get there|get to the|party|parties|event|events|wedding|networking|gathering|meetup/,
      ),
      all(
        /what|how/,
        /say|talk|start(ing)? (a )?conversations?|small talk|introduce myself/,
        /strangers|new people|people i (don'?t|do not|barely|hardly) know|people i just met/,
      ),
      /\b(conversation|chat) starters?\b/,
    ],
    text:
      "A simple, friendly opener works better than a clever one. Try one of these: 'Hi, I don't think we've met, how do you know the host?', " +
      "'I don't know many people here yet, mind if I join you?', 'How's your evening going so far?' or a comment on something you can both see, like the " +
      "food or the music. " +
      'Then ask one follow-up question about their answer, and most people will carry it from there. ' +
      "To leave a conversation, say something warm and true, like 'It's been really nice talking to you, I'm going to grab a drink,' and move on.",
    technique: 'social-openers',
    followUp: 'Which of those lines feels most like you?',
  },
  {
    id: 'say-no-to-boss',
    matches: [
      all(
        /say no|saying no|tell (him|her|them) no|turn down|turn it down|refuse|decline|push back|pushback/,
        /boss|manager|supervisor|team lead|line manager|work/,
      ),
      /\btell my (boss|manager|supervisor) no\b/,
    ],
    text:
      "You can say no to a boss without saying no to the job: name what you're working on and ask them to choose. " +
      "For example: 'I'd like to help with this. Right now I'm on the budget report and the client deck, so if I take this on, which of those should wait?' " +
      "If it's a firm no, keep it short and kind: 'I can't take that on this week without something else slipping, but I could look at it on Monday.' " +
      'Say it calmly, skip the long apology, and then stop talking and let them answer.',
    technique: 'boundary-script',
    followUp: "What's the request you'd like to say no to?",
  },
  {
    id: 'workload-talk',
    matches: [
      all(
        /boss|manager|supervisor|team lead|line manager/,
        /workload|work load|too much work|too much on|so much work|overloaded|overworked|overwhelmed|swamped|drowning|too many (tasks|projects)/,
      ),
    ],
    text:
      'Go in with facts and a suggestion instead of an apology. ' +
      "You could say: 'I want to keep doing good work, and right now I have more on than I can do well. Here is what's on my plate and what I think should " +
      "come first. " +
      "Can we agree what can wait or move to someone else?' " +
      'Bring a written list of your tasks with rough hours, because it turns a feeling into something you can solve together. ' +
      'Ask for a short meeting about it instead of raising it in passing.',
    technique: 'nonviolent-communication',
    followUp: "What's taking up most of your week right now?",
  },
  {
    id: 'difficult-boss',
    matches: [
      all(/boss|manager|supervisor|team lead|line manager/, /how|what/, /deal|handle|cope|manage|work with|get along|do about|respond|stand up/),
      all(/(micro ?manag\w*|toxic|difficult|mean|rude|unfair|horrible|awful) (boss|manager|supervisor)/, /how|what|tips?|advice/),
    ],
    text:
      "Start by working out what exactly is hard, such as last-minute demands, criticism in front of others or never knowing what they want. " +
      "Then aim for one calm, private conversation about that one thing: 'I work best when I know priorities a day ahead. Could we agree on that?' " +
      'Ask them to say what good work looks like to them, and confirm big requests in a short written message afterwards. ' +
      'Keep notes of dates and what happened in case it gets worse, and lean on people outside work so it does not take over your evenings.',
    technique: 'nonviolent-communication',
    followUp: 'What does your boss do that gets to you most?',
  },
  {
    id: 'coworker',
    matches: [
      all(
        /co ?workers?|colleagues?|workmates?|team ?mates?|someone at work|person at work|people at work/,
        /how|what/,
        // "What do I say if colleagues ask 'so how is it to be back'?" asks for words for their question, not how to handle a colleague.
        new RegExp(
          String.raw`deal|handle|cope|respond|manage|talk|say(?!.*\bif (?:they|colleagues|coworkers|people|someone|anyone) asks?\b)|` +
            'work with|get along|do about|should i|stop',
        ),
      ),
    ],
    text:
      'Start by describing the problem to yourself as one specific behaviour, like interrupting in meetings, instead of what kind of person they are. ' +
      "Then, if it feels safe, raise it with them privately and early: 'When I get cut off in meetings, I lose my train of thought. Could you let me " +
      "finish, and I'll do the same for you?' " +
      'Keep a short note of dates and what happened, in case it continues and you need to involve your manager. ' +
      'Meanwhile, protect your energy by keeping your contact friendly, brief and focused on the work.',
    technique: 'nonviolent-communication',
    followUp: 'What does this coworker do that gets to you most?',
  },
  {
    id: 'friend-hurt-me',
    matches: [
      all(/friends?|bestie|best friend|mate/, /hurt|hurtful|upset|let me down|offended|annoyed/, /how|what|tell|say|bring (it|this|that) up|talk to/),
    ],
    text:
      'Pick a calm moment and talk about one specific thing, not everything at once. ' +
      "You could say: 'When you joked about my job in front of everyone, I felt hurt, because I care what you think of me. Could we talk about it?' " +
      'Describing what happened and how you felt, instead of what kind of person they are, makes it much easier for them to hear. ' +
      'Then listen to their side; a good friend will usually be glad you told them.',
    technique: 'nonviolent-communication',
    followUp: 'What happened between you two?',
  },
  {
    id: 'anger-at-family',
    matches: [
      all(
        /anger|angry|mad|furious|rage|annoyed|irritated|pissed|resentment|resentful/,
        /mom|mum|mother|mama|dad|father|parents?|sister|brother|siblings?|family/,
        /how|what|deal|handle|cope|stop|tips?/,
      ),
    ],
    text:
      'Anger at a parent or family member is very common, and it usually points to something that matters to you, like being respected or being heard. ' +
      'In the moment, give yourself space: step out of the room, breathe out slowly and let the first wave pass before you reply. ' +
      'Later, write down exactly what set it off and what you needed from them, because that turns a big feeling into something you can talk about. ' +
      'When you are ready, try one calm sentence, such as telling them that when they comment on your choices you feel judged, and you would like them to ' +
      'trust you to decide.',
    technique: 'nonviolent-communication',
    followUp: 'What usually sets it off between you?',
  },
  {
    id: 'anger',
    matches: [
      all(/anger|angry|temper|rage|snap at|lose it|losing it|irritable/, /how|what|tips?|ways?/, /control|manage|deal|handle|stop|calm|less|cope|do/),
      // "What do I write to him. Short. Not angry.": words asked for that are not to be angry.
    ].map((pattern) => unless(String.raw`not (?:even |too |sound |sounding |be |being )?angry`, pattern)),
    text:
      "Anger isn't bad in itself; it often means a line has been crossed, and the aim is to choose what you do with it. " +
      'Learn your early signs, like a hot face, clenched fists or a racing heart, and treat them as a cue to pause. ' +
      "Step away for 20 minutes if you can, breathe out slowly, and don't send or say anything until the wave has passed. " +
      'Afterwards, ask what mattered to you in that moment, and say that calmly instead of the angry version.',
    technique: 'box-breathing',
    followUp: 'What usually happens just before you get angry?',
  },
  {
    id: 'partner-arguments',
    matches: [
      all(
        /partner|boyfriend|girlfriend|husband|wife|spouse|fiance|fiancee|bf|gf/,
        /argu\w*|fight\w*|row|rows|rowing|bicker\w*|communicat\w*|talk to|bring (it|this|that) up/,
        /how|what|tips?/,
      ),
    ],
    text:
      "Start gently and talk about one issue at a time, with 'I' sentences like 'I feel left out when plans change last minute' instead of 'You always'. " +
      'Ask what they heard and say back what you heard from them, which slows things down and helps you both feel understood. ' +
      'If either of you gets flooded, with a racing heart and raised voices, agree to take 20 minutes apart and come back to it. ' +
      'Keep the goal as understanding each other, not winning.',
    technique: 'nonviolent-communication',
    followUp: 'What do the two of you tend to argue about?',
  },
  {
    id: 'apology',
    matches: [all(/apologi[sz]\w*|say sorry|saying sorry|make it up to|make up with/, /how|what|best way|should i/)],
    text:
      'A good apology names what you did, shows you understand how it affected them, and says what you will do differently, without a but. ' +
      "For example: 'I'm sorry I snapped at you in front of your friends. It was embarrassing for you and it wasn't fair. Next time I'm stressed I'll tell " +
      "you instead of taking it out on you.' " +
      'Then give them room to respond in their own time, since forgiveness can take a while.',
    technique: 'nonviolent-communication',
    followUp: 'Who would you like to apologise to?',
  },
  {
    id: 'when-asked-why',
    // "what if she asks why", "he will ask why and i cant say the real reason": a no needs no long reason (not "why we split up").
    matches: [
      new RegExp(
        String.raw`\b(?:what if|and if|when|but) ${SOMEONE} (?:asks?|will ask|is going to ask|goes) (?:me )?['"]?why\b` +
          // Nor "when she asks why im there", a reason for coming, not for a no; nor "why i want to change career", for a choice.
          String.raw`(?! (?:we|you|he|she|they|it|the|my|his|her|our|their|i'?m|im|i am|i (?:want|wanted|chose|applied|picked|left|quit))\b)`,
      ),
    ],
    text:
      'If they ask why, you don\'t owe a long reason, and a long one gives them something to argue with. One kind, true sentence is ' +
      'enough: "It\'s just not for me, and I\'d rather leave it there." If they push, say it once more in the same words, then change ' +
      'the subject or suggest something else you would like to do together.',
    followUp: 'How do you think they would take that?',
  },
  {
    id: 'if-they-tell-others',
    // "what if she tells my parents before i'm ready", "also what if she tells mom. shes kind of bad with secrets".
    matches: [
      new RegExp(
        String.raw`\bwhat if ${SOMEONE} (?:tells?|says? it to|mentions? it to|goes and tells) ` +
          String.raw`(?:my |our |the |her |his )?(?:mum|mom|mam|mama|dad|parents|family|everyone|everybody|others|people|group|rest|school|grandma|nan)\b`,
      ),
    ],
    text:
      'You can ask for that plainly when you tell them: "This is just between us for now. I want to tell them myself, when I\'m ready." ' +
      'Most people keep something better when they have been asked to in so many words. ' +
      'And if it does get out before you are ready, it is still yours to tell: you can say, "I wanted you to hear it from me," and tell it your way.',
    followUp: 'Who else would you want to tell, and when?',
  },
  {
    id: 'if-they-react-badly',
    // "what if he gets mad that i looked", "what if she cries", "what if he's cold with me after?", "what if she gets weird".
    matches: [
      new RegExp(
        String.raw`\bwhat if (?:she|he|they|my \w+)(?: just)?(?:'s|s| gets?| is| are| goes| becomes?| acts?) (?:really |so |all |a bit |super )?` +
          String.raw`(?:mad|angry|upset|cold|weird|funny|defensive|annoyed|hurt|offended|distant|awkward|strange|disappointed|furious|sad)\b`,
      ),
      /\bwhat if (?:she|he|they|my \w+)(?: just)? (?:cries|cry|freaks? out|shouts?|yells?|blows? up|storms? off|hates me|stops? talking to me)\b/,
      // "If he gets defensive, what then?", "and if she takes it badly what do i do".
      new RegExp(
        String.raw`\bif (?:she|he|they|my \w+)(?: just)? (?:gets? (?:really |a bit )?(?:mad|angry|upset|defensive|annoyed|offended|cross|huffy)|` +
          String.raw`takes? it badly|reacts? badly|cries|shouts?|blows? up)\b[^?.!]{0,20}\bwhat (?:then|now|do i do|should i do)\b`,
      ),
    ],
    text:
      "If that happens, you don't have to fix it on the spot. A first reaction is often not the last one: people need time to take things in. " +
      'Stay calm, keep it short, and name it kindly: "I can see this is hard to hear. Take your time; we can talk again later." ' +
      "Then give them that time. Their feelings are theirs to have, and they don't mean you were wrong to speak.",
    followUp: 'What would you need to stay calm if it went that way?',
  },
  {
    id: 'if-they-ask',
    // "what if they ask me something i dont know", "what if she asks if i ever liked her", "what if he asks why we split up".
    matches: [
      // Not "what if they ask about my weaknesses": a question named is the situation's to answer.
      new RegExp(String.raw`\bwhat if (?!i\b)${SOMEONE} (?:asks?|wants to know)\b(?! (?:me )?about (?:my|the)\b)`),
      // "what should i say if she asks why?", "what to say next time somebody ask a estimate and i dont know?"
      new RegExp(String.raw`\bwhat (?:should|do|can|would) i (?:say|answer|tell (?:him|her|them)) (?:if|when) (?!i\b)${SOMEONE} (?:asks?|wants to know)\b`),
      new RegExp(String.raw`\bwhat (?:to|i can|i should) say (?:next time |when |if )(?:somebody|someone|anybody|anyone|people|they|he|she) asks?\b`),
    ],
    text:
      "If they ask something you don't know, or aren't ready to answer, you can say so. " +
      '"I\'m not sure, let me check and come back to you" and "I\'d rather not get into that right now" are both complete answers, ' +
      'and nobody expects you to have everything ready. A short, true answer is always enough; you can say more later if you want to.',
    followUp: 'Which question are you most hoping they won\'t ask?',
  },
  {
    id: 'if-they-push-back',
    // "what if he says 'I was doing this job when you were in school'?", "what if she says the phase thing to me".
    // Not "what if i say something dumb", nor "what if he goes to our manager".
    matches: [new RegExp(String.raw`\bwhat if (?!i\b)${SOMEONE} (?:${SAYS_BACK})\b(?! (?:no|yes)\b)`)],
    text:
      "You don't have to win the point. Acknowledge it in a few words, then come back to what you came to say: " +
      '"I hear you, and that may be true. What I\'m asking for is still this." ' +
      'If you need time to think, "Let me think about that and get back to you" is a complete answer too.',
    followUp: 'Which reply would you find hardest to hear?',
  },
  {
    id: 'set-boundary',
    matches: [
      all(
        /boundar(y|ies)|say(ing)? no|tell (\w+ ){1,2}no|people pleas\w*|stop being a pushover|need (some )?space/,
        /how|what|tips?|help|ways?/,
      ),
    ],
    text:
      'A boundary is a clear statement of what you will do, not a rule for what others must do. ' +
      "Keep it short, kind and firm, for example 'I can't take calls after 9 pm, but I'm happy to talk tomorrow' or 'I'm not going to discuss my weight, so " +
      "let's talk about something else'. " +
      "You don't need a long explanation, and feeling guilty at first doesn't mean you're wrong; it usually means you're doing something new. " +
      'If someone pushes, repeat it calmly once, then follow through with what you said you would do.',
    technique: 'boundary-script',
    followUp: 'Who is the boundary with?',
  },
  {
    id: 'explain-to-a-child',
    matches: [
      // "Is there a simple way to explain a tremor to a seven-year-old?", "how do we explain the move to the kids?"
      new RegExp(String.raw`\bexplain\b[^.?!]{0,60}\bto (?:(?:a|an|my|our|the|his|her|their|your) )?(?:${CHILD_WORDS})\b`),
      all(/\b(?:how|what) (?:do|should|can|could|would) (?:i|we) (?:tell|say to)\b/, new RegExp(String.raw`\b(?:${CHILD_WORDS})\b`), /\b(?:about|why)\b/),
    ],
    text:
      'Children cope best with a short, true explanation in words they already know, said calmly; they take their cue from how you say it. ' +
      '1. Say what it is in one or two plain sentences, about what they will see: "My hand shakes sometimes. It\'s called a tremor. ' +
      'It doesn\'t hurt, and you can\'t catch it." ' +
      '2. Say what stays the same: "I\'m still me, and we can still do our Saturday things." ' +
      '3. Tell them it isn\'t anyone\'s fault and that they can ask you anything, any time. ' +
      '4. Then stop and let them lead; the same question often comes back days later, and the same simple answer is the right one.',
    followUp: 'How old are they, and what have they already noticed or asked?',
  },
  {
    id: 'does-it-count',
    // "I ran the parents' association for 6 years and I help with the Tidy Towns. Does that count for anything?"
    matches: [
      all(
        /\b(?:does|would|will|do) (?:that|it|this|those|these|any of (?:that|it|this)) (?:even |really |still )?count\b/,
        /\b(?:for anything|experience|cv|resume|application|interview|job|volunteer\w*|association|committee|unpaid|charity|club)\b/,
      ),
    ],
    text:
      'Yes, it counts. Running something, organising people, handling money, keeping volunteers going or caring for someone are real ' +
      'skills, paid or not, and the people hiring or choosing know it. Put each one as one line with what you did and a number where you ' +
      'can: "Chair of the parents\' association for six years: 40 families, three fundraisers a year." In an interview, tell one of them as ' +
      'a short story: what needed doing, what you did, and how it turned out.',
    followUp: 'Which one of those are you proudest of?',
  },
  {
    id: 'time-alone-words',
    // "how do i tell him i want to walk alone tomorrow", "give me the actual words… I need some space from her"
    matches: [
      all(
        /\b(?:how (?:do|can|should) i (?:tell|say to|ask)|what (?:do|should|can) i say|(?:actual |the )?words|say it)\b/,
        new RegExp(
          String.raw`\b(?:walk|go|be|travel|eat|do (?:it|this|the rest)|spend (?:the day|some time)) (?:on my own|alone|by myself)\b|` +
            String.raw`\b(?:some |a bit of )?(?:time|space) (?:to myself|alone|on my own)\b|\b(?:need|want) (?:some |my own )?space\b`,
        ),
      ),
    ],
    text:
      'Kind and clear works best said early and simply, with a warm word for them and no long reason. ' +
      'You could say: "I\'ve really enjoyed your company. Tomorrow I\'d like some time on my own; I need a bit of quiet. Maybe I\'ll see you this evening." ' +
      'If they offer to come anyway: "Thanks, but I\'d really like the time alone. See you later." ' +
      "Say it once, with a smile; you don't owe a longer explanation.",
    followUp: 'When could you say it, so it is done before the day starts?',
  },
  {
    id: 'unintended-offence',
    // "What would I even say? I don't want to make it bigger than it is, but I don't want her thinking I did it on purpose"
    matches: [
      all(
        /\b(?:what (?:would|do|should|can) i (?:even )?say|how (?:do|should|can) i (?:say|put|apologi[sz]e)|what to say)\b/,
        new RegExp(
          String.raw`\b(?:on purpose|didn'?t know|did not know|didn'?t mean (?:it|to)|did not mean (?:it|to)|by accident|accidentally|` +
            String.raw`unintentionally|without realising|without realizing)\b`,
        ),
      ),
    ],
    text:
      'Keep it short, light and honest, and about them more than your embarrassment. ' +
      'You could say: "I\'ve just realised that what I did came across in a way I never meant. ' +
      'I\'m sorry; I didn\'t know, and I\'d never have done it if I had." ' +
      'Say it once, in private, and let them answer; most people are touched that you cared enough to say it, and it rarely needs more.',
    followUp: 'Would you say it in person, or in a message?',
  },
  {
    id: 'condolence-words',
    matches: [
      // "what do u say to someone whose dad just died??", "help me write short message to her daughter… she died last week"
      all(
        new RegExp(
          String.raw`\bwhat (?:do|should|can|would) (?:i|u|you) (?:even )?(?:say|write|text)\b|\bwhat to (?:say|write)\b|` +
            String.raw`\bwrite (?:a |a short |some |short )?(?:message|card|note|text)\b`,
        ),
        new RegExp(
          String.raw`\bwhose (?:${LOST_KIN}) (?:just |recently )?(?:died|passed)|\b(?:condolences?|sympathy card|at the wake|to the wake)\b|` +
            String.raw`\b(?:her|his|their) (?:${LOST_KIN}) (?:just |recently )?(?:died|passed)`,
        ),
      ),
    ],
    text:
      "Keep it short and warm; you don't have to find perfect words or make it better. " +
      'In a message or card: "I was so sorry to hear the news. I\'m thinking of you and your family." ' +
      'If you knew the person, add one true memory: "I\'ll always remember how kind he was to us." ' +
      'In person, "I\'m so sorry" and a hug or a hand on the arm are enough; then let them talk, and listen. ' +
      'Leave out "everything happens for a reason" and "I know how you feel", and a week or two later, check in again.',
    followUp: 'Did you know them well, or mainly through your friend?',
  },
  {
    id: 'support-someone',
    // "how do i support him", "how can i be there for my sister right now"
    matches: [new RegExp(String.raw`\bhow (?:do|can|should|could) i (?:best )?(?:${SUPPORT}) (?!myself|me\b|you\b)(?:${SOMEONE_CLOSE})\b`)],
    text:
      'Often the most helpful thing is less about fixing it and more about being there. ' +
      '1. Ask rather than guess: "What would help most right now: company, a hand with something, or just someone to listen?" ' +
      '2. Listen more than you advise, and say back what you hear. ' +
      '3. Offer one specific thing, like a meal, a lift or an hour, rather than "let me know if you need anything". ' +
      '4. Keep checking in over the next weeks, when others have stopped.',
    followUp: 'What do you think they need most right now?',
  },
  {
    id: 'take-criticism',
    // "how do i handle criticism", "how should i respond to her comments?"
    matches: [new RegExp(String.raw`\bhow (?:do|can|should) i (?:handle|take|deal with|respond to|react to|cope with|answer) (?:${CRITICISM})\b`)],
    text:
      'Take what is useful and leave the rest. 1. Pause before you answer; a breath and "Okay, I hear you" buys you time. ' +
      '2. Ask yourself whether there is anything in it worth keeping. 3. If it is unfair or meant to sting, you do not have to argue: ' +
      'a calm "I see it differently" or "I\'m not going to discuss that" is enough. ' +
      '4. Afterwards, tell someone who knows you, to get it back to its real size.',
    followUp: 'Is it more the words themselves, or who says them?',
  },
  {
    id: 'honest-not-yet',
    // "My grandson asked if we'll get a puppy. I don't know what to tell him. How do you answer that when you don't know yourself?"
    matches: [
      all(
        /\b(?:(?:don'?t|do not) know what to (?:tell|say to|answer)|how (?:do|can|should) (?:you|i) answer (?:that|this|him|her|them))\b/,
        /\b(?:when|if) (?:you|i) (?:don'?t|do not) know (?:yourself|myself|it myself|either|yet)\b|\b(?:i|you) (?:don'?t|do not) know yet\b/,
      ),
    ],
    text:
      'You can tell them the truth: you don\'t know yet. Something like: "I don\'t know yet. I\'m still thinking about it, and when I\'ve ' +
      'decided, you\'ll be the first to know." Children and adults alike cope well with an honest "not yet", especially with a time ' +
      'attached, like "let\'s talk about it again after the summer"; what unsettles people is a maybe that keeps changing.',
    followUp: "When do you think you'll know?",
  },
  {
    id: 'less-defensive',
    // "how do i stop getting so defensive?", "how can i not be so defensive when he criticises me"
    matches: [/\bhow (?:do|can) i (?:stop|not) (?:getting|being|get|be|feeling) (?:so |this |as )?defensive\b/],
    text:
      'Defensiveness is usually the fear of being the bad one, so it helps to buy a few seconds before you answer. ' +
      '1. Notice the signal, like a hot face or a reply already forming, and breathe out. ' +
      '2. Find the part that might be true, even a small part, and say that first: "You\'re right that I was late again." ' +
      '3. Ask before you explain: "What would help?" 4. Give your side once they feel heard. You can own a part without owning all of it.',
    followUp: 'What do they say that sets it off most?',
  },
  {
    id: 'reconnect',
    // "what can we do together to reconnect?", "how do we get the spark back"
    matches: [
      all(/\b(?:reconnect\w*|feel close again|closer again|(?:get|bring) (?:the )?spark back|feel like a couple again)\b/, /how|what|ideas?|tips?|help|ways?/),
    ],
    text:
      'Small and regular works better than big and rare. 1. Ten minutes a day of talk that is not about logistics: how the day really was. ' +
      '2. One thing a week just for the two of you, even a walk or a takeaway after the kids are asleep. ' +
      '3. Say one thing you appreciate about them each day, out loud. ' +
      '4. Put your phones away for the first half hour you are both home. Closeness comes back through many small moments, not one big night out.',
    followUp: 'What did you used to enjoy doing together?',
  },
  {
    id: 'big-decision',
    matches: [
      /\b(should i|do you think i should|would you) (break up|leave|quit|move|divorce|end it|take the job|change (jobs|careers))\b/,
      // "What would you do in my shoes, stay or go?"
      all(/stay or (go|leave|quit)|(go|leave) or stay/, /should i|would you|in my shoes|if you were me|what do you think|honestly/),
      all(/how (do|can|should) i (decide|choose|make (a|the|this) decision)|(can'?t|cannot) decide/, /whether|if|between|what|should/),
      // "i need help with decision… can you help me think it through?", "can u help me do a pros and cons thing".
      /\b(?:help me|help with) (?:to )?(?:think (?:it|this) (?:through|over)|decide|weigh (?:it|this) up|(?:a |the |this |my )?decision)\b/,
      all(/\bpros (?:and|&|n) cons\b/, /\b(?:help|list|do|make|write|go through|can you|could you|u)\b/),
    ],
    text:
      "That is a decision only you can make, and I won't pretend to know your life better than you do, but I can help you think it through. " +
      'Write down what you would gain and lose with each option, including how each one would feel a year from now. ' +
      'Then ask which choice fits the things that matter most to you, and what you would tell a good friend in exactly your position. ' +
      'If one option brings relief when you imagine it, that is worth noticing too.',
    technique: 'values-compass',
    followUp: 'What matters most to you in this choice?',
  },
  {
    id: 'breakup',
    matches: [
      all(
        /break ?up|broke up|broken up|split up|my ex|ex boyfriend|ex girlfriend|ex husband|ex wife|ex partner|divorce|dumped/,
        // Getting over it asked, not any "how" in a talk about an ex ("How do I say that without it blowing up?").
        new RegExp(
          String.raw`get over|getting over|move on|moving on|cope|coping|heal|deal with|stop (?:thinking|missing|checking|loving|crying)|` +
            String.raw`feel better|tips?|what (?:do|should|can) i do\b|how (?:do|can) i (?:stop|forget|survive|get through)`,
        ),
      ),
    ],
    text:
      'There is no shortcut, but there are things that help the heart heal a little faster. ' +
      'Let yourself grieve it; sadness, anger and missing them are all normal, even if the breakup was the right thing. ' +
      'Create some distance by muting or unfollowing them for now and putting reminders out of sight, because each check reopens the hurt. ' +
      'Lean on friends, keep some simple structure to your days, and do one small thing each day that is just for you. ' +
      'Most people find the pain comes in waves, with the good days slowly outnumbering the hard ones.',
    technique: 'self-compassion-break',
    followUp: 'How long has it been since it ended?',
  },
  {
    id: 'pet-loss',
    matches: [
      all(
        /dogs?|cats?|pets?|pupp(y|ies)|kittens?|rabbits?|bunny|horses?|hamsters?|birds?|parrots?|guinea pigs?/,
        // "I have lost two rows of carrots to next door's cat": a count lost is no death.
        new RegExp(
          String.raw`died|dying|dies|death|passed|passing|put down|put to sleep|lost(?! (?:two|three|four|five|six|\d+|a few|some|all|half|most) )|` +
            'losing|loss|gone|grieve|grieving|grief',
        ),
        /how|what|cope|deal|help|normal|get over|move on|get through/,
      ),
    ],
    text:
      "Losing a pet is losing a member of the family, and the grief can be just as deep, so it's not silly to feel this much. " +
      'Let yourself cry, and talk about them with people who knew them. ' +
      'Some people find it helps to write a letter to their pet, make a small photo album or plant something in their memory. ' +
      'Expect the everyday moments, like feeding time or coming home, to be the hardest, and be gentle with yourself through them.',
    technique: 'self-compassion-break',
    followUp: 'What was their name?',
  },
  {
    id: 'grief',
    matches: [
      all(
        /grief|grieving|griev\w*|lost my|losing my|loss of|died|passed away|death of|bereave\w*/,
        /how|what/,
        /cope|deal|handle|get through|live with|move on|go on|grieve/,
      ),
    ],
    text:
      "There is no right way or timetable for grief, and it often comes in waves that catch you off guard. " +
      'Let the feelings come when they come, whether that is sadness, anger, numbness or even relief, since all of them are normal. ' +
      'Keep a little structure, like eating, getting outside and sleeping at regular times, because grief is exhausting. ' +
      'Talk about the person with people who knew them, and if it stays overwhelming for a long time, a grief counsellor can really help.',
    technique: 'self-compassion-break',
    followUp: 'Would you like to tell me about them?',
  },
  {
    id: 'nosy-questions',
    matches: [
      all(
        new RegExp(
          String.raw`\b(?:aunties|aunts?|uncles?|relatives|family|everyone|people|they|cousins) (?:keep |always |all )?(?:ask|asking|asks)\b|` +
            String.raw`\bnosy\b|\bprying\b|\bwhen are you (?:getting married|having (?:a baby|kids))\b`,
        ),
        /\b(?:handle|say|answer|lines?|respond|reply|deal|what do i)\b/,
      ),
    ],
    text:
      'A light line and a change of subject usually works better than an explanation, and two or three ready are enough. ' +
      'Warm and vague: "When there\'s news, you\'ll be the first to know!" ' +
      'A gentle boundary: "That\'s something I\'m keeping to myself for now. How is your garden doing?" ' +
      'If it carries on: "I know you ask because you care. I\'m happy with how things are, and I\'d love to talk about something else." ' +
      'Say it with a smile, then ask them something about themselves; most people are glad to talk about their own news.',
    followUp: 'Which of these sounds most like you?',
  },
  {
    id: 'how-often-contact',
    matches: [
      all(
        /\bhow (?:often|many times|much)\b|\btoo (?:often|much)\b/,
        /\b(?:call|calls|ring|text|texts|message|phone|visit|facetime|video call)\b/,
        /\b(?:her|him|them|daughter|son|kids?|mum|mom|dad|grandkids|friend)\b/,
      ),
    ],
    text:
      'There is no right number, but a rhythm you can both count on works better than many calls or none. ' +
      'Many families find one or two set calls a week, with a short message or photo in between, feels close without crowding. ' +
      'Let them set some of the pace: ask "What works for you, a call on Sundays and texts in between?" and follow their lead for the first weeks. ' +
      'When you miss them between calls, a message they can answer later asks nothing of them.',
    followUp: 'What kind of contact would feel good to you both?',
  },
  {
    id: 'make-friends',
    matches: [
      all(/(make|making|find|finding|meet|meeting) (new |more |some |good |real |close )?friends/, /how|where|what|tips?|hard|advice|ways?/),
    ],
    text:
      'Friendship as an adult mostly grows from seeing the same people again and again, so pick one regular thing and keep going, like a weekly class, a ' +
      'club, a sports team or volunteering. ' +
      "Be the one who suggests the next step, for example 'Do you want to grab a coffee after this next week?', since most people are waiting for someone " +
      "else to ask. " +
      'It usually takes several meetings before it feels easy, so give it a couple of months before judging how it is going.',
    technique: 'social-openers',
    followUp: 'What is something you enjoy that other people do in groups?',
  },
  {
    id: 'loneliness',
    matches: [
      // "just leave him alone?" asks about giving someone space, not about being lonely.
      all(
        /lonely|loneliness|(?<!\b(?:leave|leaving|left|let) (?:him|her|them|me|it|us|you) )alone|isolated/,
        /how|what/,
        /stop|cope|deal|do|help|less|handle|fix|beat/,
      ),
    ],
    text:
      'Loneliness is a signal, like hunger, that you need connection, and it says nothing bad about you. ' +
      'Start with small contact: message one person today, even just to share something that made you think of them. ' +
      'Put yourself where the same faces appear regularly, like a class, a club or volunteering, since closeness grows from repeated time together. ' +
      'On the lonely evenings, plan something gentle and comforting instead of scrolling, which often makes the feeling worse.',
    technique: 'social-openers',
    followUp: 'Who is one person you could message today?',
  },
];
