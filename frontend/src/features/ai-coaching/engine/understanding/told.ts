/**
 * What the person has already told about their situation, read as facets (how long ago it began,
 * whether it happened before, who ended it, when the thing ahead is, how old a child is, what they
 * tried, how many hours they sleep), so the coach never asks for what it was just told: "How long
 * ago did the breakup happen, and who ended it?" after "we broke up 5 weeks ago, marco ended it".
 */
import { IN_HOSPITAL, SERIOUS_ILLNESS } from '../lexicon';
import { alternatives } from '../text';
import { KIN, ROLES, WEEKDAYS } from './entities';

export const TOLD_FACETS = [
  'since', 'before', 'ended', 'when', 'age', 'tried', 'hours', 'checked', 'who', 'cause', 'where', 'argue', 'subject', 'audience', 'knows',
  'spoken', 'note', 'noise', 'support', 'apps', 'habit', 'instead', 'hurt', 'daytime', 'mended', 'known', 'trigger', 'task', 'company',
  'grievance', 'activity',
] as const;
export type ToldFacet = (typeof TOLD_FACETS)[number];

const NUMBER = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|a couple(?: of)?|couple(?: of)?|several)`;
const SPAN = String.raw`(?:days?|weeks?|wks?|months?|years?|yrs?)`;
const DAY = String.raw`(?:${WEEKDAYS.join('|')})`;
// The people someone in it can be: the roles the entities know, and close family.
const PEOPLE = [...ROLES, KIN].join('|');
const SUBJECTS = [
  'chem|chemistry|maths?|physics|biology|bio|english|history|geography|french|spanish|german',
  'economics|psychology|thermodynamics|calculus|statistics',
].join('|');
const MONTH = 'january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|summer|spring|autumn|winter';

/** Words that tell each facet. */
const TELLS: Record<ToldFacet, RegExp> = {
  since: new RegExp(
    alternatives(
      String.raw`\b${NUMBER} ${SPAN} ago\b`,
      // "texted me out of nowhere after 6 months": how long since, told by what broke it.
      String.raw`\b(?:for|since|past|last|over|after) (?:the )?(?:${NUMBER} )?${SPAN}\b`,
      // "its been a year", "it's been nearly 6 months".
      String.raw`\bbeen (?:over |almost |nearly |about |around )?${NUMBER} ${SPAN}\b`,
      String.raw`\b(?:for|since) (?:ages|years|months|weeks|forever|a while|${MONTH}|${DAY}|last \w+)\b`,
      // "i havent slept properly in weeks": how long, told as how long since it was last fine.
      String.raw`\b(?:haven'?t|have not|not|never) [a-z ]{0,30}\bin (?:days|weeks|months|years|ages)\b`,
      // "we've been friends since school": how long they have known each other.
      String.raw`\bsince (?:school|primary|secondary|uni|university|college|we were (?:kids|little|young|small)|childhood)\b`,
      String.raw`\b(?:last (?:${DAY}|week|month|year|night)|yesterday|this morning)\b`,
      // "Retired in March", "moved to leeds in september", "she died in 2019": when it began, by its month or year.
      String.raw`\b(?:retired|moved|started|left|died|passed|ended|happened|began|arrived|split|separated|lost \w+) ` +
        String.raw`(?:\w+ ){0,2}in (?:${MONTH}|(?:19|20)\d\d)\b`,
      // "my grandma died on tuesday", "he passed away this morning": when it happened, by its day.
      String.raw`\b(?:died|passed(?: away)?) (?:on |this |last )?(?:${DAY}|yesterday|today|this morning|last night)\b`,
    ),
  ),
  before: new RegExp(
    alternatives(
      String.raw`\b(?:happened|had (?:it|this|one|them)|had a few)\b.{0,30}\b(?:before|twice|again)\b`,
      String.raw`\b(?:first time|never (?:happened|had one|had it)|twice before|(?:two|three|four|\d+|a few|a couple of) times)\b`,
      // "i failed my driving test for the third time": it has happened before.
      String.raw`\b(?:second|third|fourth|fifth|2nd|3rd|4th|5th) (?:time|attempt|try)\b`,
      // "i get panic attacks on the tube": something that comes again and again.
      String.raw`\bi (?:get|have|suffer from|suffer with|keep getting|keep having) (?:\w+ )?(?:attacks|episodes|nightmares|migraines|flashbacks)\b`,
      // "ive failed twice already", "failed it once".
      String.raw`\b(?:failed|done|taken|sat|had) (?:it |them |this )?(?:once|twice|three times|before)\b`,
      // "my sister keeps borrowing money", "i keep having panic attacks": it has happened before.
      String.raw`\b(?:keeps?|kept) (?!(?:my|me|it|him|her|them)\b)[a-z]+ing\b|\b(?:again and again|over and over|every time)\b`,
    ),
  ),
  ended: /\b(?:ended (?:it|things)|dumped (?:me|him|her|them)|broke up with (?:me|him|her|them)|left me|called it off|i left (?:him|her|them))\b/,
  when: new RegExp(
    alternatives(
      String.raw`\b(?:on |this |next |by )?${DAY}\b`,
      String.raw`\b(?:tomorrow|tonight|next week|next month|this week|in (?:${NUMBER}) ${SPAN}|in a (?:week|month|fortnight))\b`,
      String.raw`\b(?:on the )?\d{1,2}(?:st|nd|rd|th)\b|\b(?:${MONTH}) \d{1,2}\b`,
      // "by 31 january", "due 5 april", "by the end of march": a date told day first, or a month something is due by.
      String.raw`\b\d{1,2} (?:${MONTH})\b|\bby (?:the end of )?(?:${MONTH})\b`,
      // "i failed my driving test today": the event has happened, so when it is was told.
      String.raw`\b(?:failed|passed|had|did|sat|took|done)\b[^.?!]{0,40}\b(?:today|yesterday|this morning|this afternoon|last week)\b`,
      // "i failed my exam": it has been sat, so when it is is not asked; "i can resit in june": when the next one is.
      String.raw`\b(?:failed|flunked|bombed) (?:my|the|an|a) (?:\w+ )?(?:exam|exams|test|paper|module)\b`,
      String.raw`(?<!\b(?:retired|moved|started|left|died|passed|ended|happened|began|arrived|split|separated|was|were|had)\b[^.?!]{0,15})` +
        String.raw`\bin (?:${MONTH})\b`,
    ),
  ),
  // Who helps, or that nobody does: "i'm a single mum", "his dad has him at weekends", "ask Martin to do more".
  support: new RegExp(
    alternatives(
      String.raw`\bsingle (?:mum|mom|mother|dad|father|parent)\b|\bco-?parent\w*\b|\bon my own with (?:the kids|him|her|them)\b`,
      String.raw`\b(?:his|her|their) (?:dad|mum|mom|mother|father) (?:has|takes|sees|helps)\b|\bhelps? (?:out|with|me with)\b|\bto do more\b`,
    ),
  ),
  // "He's 14, Year 9", "my son (7)".
  // "i just had a baby 3 months ago": born then, so the baby's age is told too.
  age: new RegExp(
    String.raw`\b(?:\d+ ?(?:months?|weeks?|years?|yrs?) old|\d+ ?yo|(?:is|are|aged|age) \d{1,2}|(?:he|she|they)'?s \d{1,2})\b|\(\d{1,2}\)|` +
      String.raw`\b(?:had (?:a|my|our) baby|gave birth|was born|were born)\b[^.?!]{0,15}\b${NUMBER} (?:days?|weeks?|months?) ago\b`,
  ),
  tried: /\b(?:tried|been trying|gave it a go|i use|i've used|i have used|been using|been doing|already do)\b/,
  hours: /\b\d+(?:[-–]\d+| or \d+)? ?(?:hours?|hrs?)\b/,
  // "went to doctor, they did ECG and all, everything normal", "my GP said heart is fine".
  checked: new RegExp(
    alternatives(
      String.raw`\b(?:went to|saw|seen|been to|see) (?:the |my |a )?(?:doctor|doc|gp|cardiologist|hospital|a&e|dentist|physio)\b`,
      String.raw`\b(?:ecg|ekg|blood tests?|scan|x-?ray|tests?)\b.{0,40}\b(?:normal|fine|clear|nothing)\b`,
      String.raw`\b(?:doctor|doc|gp|dentist|physio|vet)\b.{0,20}\b(?:said|says|told (?:me|us)|thinks)\b`,
    ),
  ),
  // Someone in it: "my wife Margaret", "my brother", "our son".
  who: new RegExp(String.raw`\b(?:my|our|his|her) (?:(?:best|older|younger|big|little|eldest|oldest|youngest|late|step) )?(?:${PEOPLE})\b`),
  // How a death came: "kidney failure", "put her down", "it was sudden".
  cause: new RegExp(
    String.raw`\b(?:cancer|stroke|heart attack|kidney|liver|illness|ill|sick|sudden(?:ly)?|accident|put (?:\w+ )?down|old age|dementia|covid` +
      String.raw`|tumou?r|failure|in (?:her|his|their) sleep)\b`,
  ),
  where: new RegExp(
    String.raw`\b(?:on|in) the (?:train|tube|bus|underground|subway|metro|shop|supermarket|store|car|office|class|lecture|meeting|plane)\b` +
      String.raw`|\bat (?:work|school|uni|the shops)\b`,
  ),
  argue: /\b(?:argue|arguing|argument|arguments|fight|fighting|fights|row|rows)\w* (?:about|over)\b|\b(?:chores|housework|dishes|washing up)\b/,
  subject: new RegExp(String.raw`\b(?:${SUBJECTS})\b`),
  audience: new RegExp(
    String.raw`\b\d+ (?:people|colleagues|clients)\b|\bwhole (?:team|class|department|school|company|office)\b` +
      String.raw`|\b(?:the|my) (?:team|class|board|clients?|vp|director)\b`,
  ),
  knows: /\b(?:only|just) (?:my )?[a-z]+ knows?\b|\bnobody (?:else )?knows\b|\b(?:knows|know) about (?:it|me)\b/,
  // Whether they have spoken to the other person yet, told either way: "my partner went round to talk to him", "I haven't said anything".
  spoken: new RegExp(
    String.raw`\b(?:went|go|gone|popped|been) (?:round|over|next door)\b|\b(?:talked|spoke|spoken|tried talking|tried to talk|raised it|` +
      String.raw`brought it up|bring it up|said something|said anything|mentioned it|asked (?:him|her|them)|` +
      String.raw`(?:told|reported it to|emailed|messaged|texted|rang) (?:him|her|them|the [a-z]+|my [a-z]+))\b`,
  ),
  // What the other one sent or said first: "our neighbour put a note through the door", "she complained to the landlord".
  note: new RegExp(
    String.raw`\b(?:put|left|sent|wrote|posted|slipped|pushed|stuck) (?:me |us )?(?:a|an|the) ` +
      String.raw`(?:(?:angry|passive[- ]aggressive|stern|little|short|long|polite) )?(?:note|letter|complaint|card)\b|` +
      String.raw`\b(?:complained|made a complaint)\b`,
  ),
  // A noise someone is bothered by: a dog howling or barking, music, a party.
  noise: /\b(?:howl\w*|bark\w*|noise|noisy|loud|music|part(?:y|ies)|banging|stomping)\b/,
  // The apps or games the time goes on: "mostly tiktok and reddit".
  apps: new RegExp(
    String.raw`\b(?:tiktok|tik tok|instagram|insta|reddit|youtube|twitter|snapchat|snap|facebook|threads|twitch|netflix|pinterest|` +
      String.raw`fortnite|roblox|minecraft|candy crush|xbox|playstation|ps5|switch games|mobile games|gaming)\b`,
  ),
  // Which habit it is: "i keep biting my nails", "i want to stop vaping".
  habit: new RegExp(
    String.raw`\b(?:bit(?:e|ing) (?:my )?nails|nail[- ]?bit\w*|pick(?:ing)? (?:at )?my (?:skin|nails|lips)|smok\w*|vap\w*|cigarettes?|` +
      String.raw`snack\w*|drink\w*|scroll\w*|gambl\w*|betting|sugar|caffeine|coffee|junk food|swear\w*|procrastinat\w*)\b`,
  ),
  // What a friend did that hurt: "didn't invite me to her birthday", "left me out", "laughed at me".
  hurt: new RegExp(
    String.raw`\b(?:didn'?t invite|not invited|wasn'?t invited|left me out|forgot my|cancell?ed on me|ignor(?:ed|es|ing) me|` +
      String.raw`laughed at me|talked about me|behind my back|stopped talking to me|` +
      // "my friend said something mean about my weight": what was said is told, if not word for word.
      String.raw`said (?:something|some(?:thing)? really|such a) (?:mean|nasty|hurtful|horrible|awful|rude|cruel)|` +
      String.raw`made (?:a|some) (?:comment|joke|dig)s? about|(?:she|he|they) said (?:that )?i (?:always|never))\b`,
  ),
  // How a fight usually ends between them: "it always ends with me saying sorry first", "we never really make up".
  mended: new RegExp(
    String.raw`\b(?:me |i )?(?:saying sorry|say sorry|apologi[sz]ing|apologi[sz]e|reaching out|texting|messaging) first\b|` +
      String.raw`\b(?:always|never) (?:the one (?:who|to|that) )?(?:says? sorry|apologi[sz]es?|makes? up|reach(?:es)? out)\b|` +
      String.raw`\bwe (?:never|always|usually|just) (?:really )?make up\b|\b(?:it|things) (?:just )?gets? (?:left|swept under)\b`,
  ),
  // What sets it off: "it sets me off when they start fighting".
  // "it's worst in the mornings when we're late for school": the moment told with what brings it on.
  trigger: /\b(?:sets? (?:me|it|him|her|them) off|what sets (?:me|it) off is|(?:it|that)'?s? (?:always )?(?:worst|started)(?: [a-z']+){0,4} when)\b/,
  // The task put off, named: "my dissertation", "the tax return".
  task: /\b(?:dissertation|thesis|essay|assignment|coursework|tax return|paperwork|application|applications|cv)\b/,
  // That nobody is near, or who is: "i dont know anyone here", "i have no friends here", "i've met a couple of people at work".
  company: new RegExp(
    String.raw`\b(?:don'?t|dont|do not) know (?:anyone|anybody|a soul|many people|people)\b|\bi (?:have|got) no(?: ?one| friends)\b|` +
      String.raw`\b(?:no friends|no ?one|nobody) (?:here|nearby|around here|to talk to)\b|\b(?:all )?alone here\b|\bstarting from scratch\b|` +
      String.raw`\b(?:met|made|know) (?:a few|a couple of|some|one or two|two|three) (?:people|friends|neighbours|colleagues)\b`,
  ),
  // What the trouble at home is: "my flatmate keeps eating my food", "his dishes in the sink", "her boyfriend stays over".
  grievance: new RegExp(
    String.raw`\b(?:food|eat(?:s|ing)? my|dishes|washing up|clean\w*|mess\w*|noise|noisy|loud|music|bills?|rent|guests?|friends over|` +
      String.raw`boyfriend|girlfriend|stays? over|part(?:y|ies)|smok\w*|bathroom|hoover\w*|bins?|rubbish|borrow\w*|steal\w*)\b`,
  ),
  // What is wrong is already known: "my mum has been diagnosed with cancer", "my dad had a heart attack".
  known: new RegExp(
    String.raw`\b(?:diagnosed|diagnosis|has (?:cancer|dementia|ms|parkinson'?s|alzheimer'?s)|terminal|they found (?:a|some|out)|` +
      // "my dad had a heart attack yesterday": what happened is what is wrong.
      String.raw`the results? (?:came|showed|said)|had (?:a |an )?(?:heart attack|stroke|seizure|bad fall|fall|operation|surgery))\b`,
  ),
  // What the time goes on instead of the task: "i open the document and then just go on my phone".
  instead: new RegExp(
    String.raw`\b(?:go|end up|get|am|i'?m) on (?:my )?(?:phone|laptop|instagram|tiktok|youtube|reddit|social media)\b|` +
      String.raw`\b(?:pick up|check|grab) my phone\b|\bscroll\w*\b`,
  ),
  // The kind of exercise meant: "start running in the mornings", "go swimming", "yoga at home".
  activity: new RegExp(
    String.raw`\b(?:running|run|jog(?:ging)?|swim(?:ming)?|cycling|cycle|bike ride|yoga|pilates|gym|weights|lifting|hik(?:e|ing)|` +
      String.raw`football|tennis|netball|dancing|dance class|climbing|boxing|spin class|couch to 5k|c25k|5k|10k)\b`,
  ),
  // The time of day it goes with, as a habit: "idk maybe mornings", "mostly after work"; not one day's ("this morning").
  daytime: new RegExp(
    String.raw`\b(?:mornings|evenings|afternoons|(?:in|during) the (?:morning|evening|afternoon)s?|every (?:morning|evening|afternoon)|` +
      String.raw`first thing|lunchtimes?|(?:at|on my) lunch(?: ?break)?|after work|before work|after school|before school|after dinner)\b`,
  ),
};

/** Words in one of the coach's questions that ask for each facet. */
const ASKS: Record<ToldFacet, RegExp> = {
  since: /\bhow long (?:ago|have you been|has (?:this|it|the \w+) been)\b/,
  before: /\bhappened (?:\w+ ){0,3}before\b|\bhave you (?:taken|done|sat|had) (?:the|it|this)\b[^?]{0,20}\bbefore\b|\bis it a pattern\b/,
  ended: /\bwho ended it\b/,
  when: /^when is (?:the|your)\b|\bhow many days do you have\b|\bwhen is it due\b|\band when is it\?/,
  age: /\bhow old (?:is|are)\b/,
  tried: /\bwhat have you (?:already )?tried\b/,
  hours: /\bhow many hours\b/,
  checked: /\bwhat did the vet say\b|\b(?:checked by a (?:doctor|dentist)|seen a (?:doctor|dentist)|(?:had|got) (?:\w+ ){0,4}checked)\b/,
  who: /^who (?:was the person|would you like|are you thinking|is the conflict|is it you)\b|^is it one (?:flatmate|housemate|friend)\b/,
  support: /\bwho (?:shares the parenting|else helps)\b/,
  cause: /\bwas (?:their|his|her|the) death sudden\b/,
  where: /^where were you\b/,
  argue: /\bargue about\b|\bthe argument usually about\b/,
  subject: /\bwhich subject\b/,
  audience: /\bwho will be in the room\b/,
  knows: /\banyone who already knows\b/,
  note: /\bwhat did (?:the|their|her|his) (?:note|letter) say\b/,
  noise: /\bhow loud\b/,
  apps: /\b(?:which|what) apps\b/,
  habit: /^what habit\b/,
  instead: /\bwhat do you usually end up doing instead\b/,
  hurt: /\bwhat exactly happened\b/,
  grievance: /^what is bothering you most right now\b/,
  company: /\bdo you know anyone in the new place\b|\banyone nearby you have started\b|^who in your life do you feel okay\b/,
  known: /\bwhile you wait to hear what is wrong\b/,
  task: /\bwhat is the task you keep putting off\b/,
  trigger: /\bwhat (?:usually |tends to )?(?:happens?|sets (?:it|the \w+|things) off)(?: just)? before\b|\bwhat (?:usually )?sets (?:it|the \w+) off\b/,
  mended: /\bhow do the two of you usually make up\b|\bdoes one of you have to reach out first\b/,
  activity: /\bwhat kind of (?:movement|exercise|activity)\b/,
  daytime: /\bwhat time of day\b|\bwhen during the (?:day|week)\b|\bwhich (?:part|moment) of the day\b/,
  spoken: /\b(?:have|did) you (?:already )?(?:spoken|talked|raised|said anything|mentioned|tried talking|told (?:them|him|her|your|the)|been able to talk)\b/,
};

// Someone gone quiet: "she hasnt replied in a week", "he's ignoring me", "left me on read".
const GONE_QUIET = new RegExp(
  String.raw`\b(?:silen\w*|quiet|ignor\w*|not (?:talking|speaking)|won'?t (?:talk|speak)|stonewall\w*|cold shoulder|left me on read|no reply|` +
    String.raw`(?:hasn'?t|has not|haven'?t|isn'?t|not|stopped|won'?t) (?:been )?(?:replied|replying|reply|texted|texting|answer\w*|messag\w*))\b`,
  'i',
);

// Checking again and again: "i keep checking if i locked the door", "going back to check the oven".
const CHECKING = /\b(?:keep|kept|keeps) checking\b|\b(?:go|going|went) back to check\b|\bcheck(?:ing)? (?:it |them )?(?:\d+|ten|loads of|so many) times\b/i;

// Rejected from many jobs, not one: "rejected from 20 jobs", "so many rejections", "job after job".
const MANY_REJECTIONS =
  /\b(?:\d{2,}|dozens of|loads of|lots of|hundreds of|so many|every|all the|all my) (?:jobs|roles|applications|rejections|positions)\b|\bjob after job\b/i;

// An exam failed for good, with a year or a resit to face: not revision for one still ahead ("failed my mock" is).
const FAILED_FOR_GOOD =
  /\brepeat (?:the|a|this|my) (?:year|module|course)\b|\b(?:failed|flunked) (?:my |the )?(?:final|finals|final exams?|year)\b|\b(?:got|have) to resit\b/i;

// Questions about something only some cases have, asked only once it was told: the hospital, of a partner who lost a job;
const ONLY_ONCE_TOLD: readonly { asks: RegExp; told: RegExp }[] = [
  // …what comes next and who knows, of someone who failed for good;
  { asks: /\bwho knows about the result so far\b|\bto be different this time round\b/, told: FAILED_FOR_GOOD },
  { asks: /\bhospital\b/, told: new RegExp(String.raw`\b(?:${IN_HOSPITAL})\b`, 'i') },
  // …the search, and days spent without work, of someone made redundant today;
  {
    asks: /\bwho knows you are looking\b|\bare you applying for\b/,
    told: /\b(?:looking|applying|applied|applications?|job ?hunt\w*|job search\w*|interviews?|cv|searching)\b/i,
  },
  { asks: /\bhow are you spending your days\b/, told: /\b(?:weeks?|months?|since|a while|ages)\b/i },
  // …accounts to mute, of someone comparing themselves with a sister;
  {
    asks: /\baccounts\b|\bbefore you scroll\b/,
    told: /\b(?:online|instagram|insta|tiktok|facebook|social media|posts?|feeds?|scroll\w*|accounts?|influencers?|snapchat|youtube|reddit|twitter)\b/i,
  },
  // …how a holiday is spent, of a couple who told of no holiday; what is behind a worry about school, of a parent who told of
  // no school; the family comparing, of someone who told of no family;
  {
    asks: /\btraditions or hopes for the day\b|\bhow would you like to spend the holidays\b/,
    // "the holidays", not "we cant afford a holiday" (a trip).
    told: /\b(?:christmas|xmas|holidays|holiday season|thanksgiving|easter|eid|diwali|hanukkah|new year|whose family|whose parents)\b/i,
  },
  // …what is behind a child's worry about school, of a child who dreads it, not a family late for school in the mornings;
  {
    asks: /\bbehind the worry\b/,
    told: new RegExp(
      String.raw`\b(?:(?:won'?t|doesn'?t want to|don'?t want to|refuses? to|scared to|afraid to|cries before|begs not to) go (?:in|to school)|` +
        String.raw`school refus\w*|(?:hates?|scared of|afraid of|worried about|anxious about|dreads?) (?:going to )?school|tummy ache\w* before school)\b`,
      'i',
    ),
  },
  { asks: /\banyone in the family compare you\b/, told: /\b(?:sister|brother|sibling|cousin|family|mum|mom|dad|parents?)\b/i },
  // …what happens when money comes up at home, a debt, and what goes on before spending, of someone who told of none of them;
  {
    asks: /\bpeople you live with\b/,
    told: /\b(?:argu\w*|rows?|fight\w*|partner|husband|wife|boyfriend|girlfriend|(?:flat|house|room)mates?|parents?|mum|mom|dad|live with)\b/i,
  },
  {
    asks: /\bif any of it is owed\b/,
    told: /\b(?:owe\w*|owing|debts?|behind|arrears|overdra\w*|loans?|credit|klarna|missed|bailiffs?|collectors?|payments?)\b/i,
  },
  { asks: /\bwhen the spending happens\b/, told: /\b(?:spend\w*|spent|shopping|shop|bought|buy\w*|impulse|sales?|amazon|klarna|splurg\w*)\b/i },
  // …going over a manager's head, of someone who told of no shouting or bullying;
  {
    asks: /\banyone above your manager\b/,
    told: /\b(?:shout\w*|yell\w*|scream\w*|bull(?:y|ies|ied|ying)|humiliat\w*|threat\w*|swear\w*|insult\w*|belittl\w*|harass\w*|put me down|puts me down)\b/i,
  },
  // …how the week works between two homes, of someone who told only that their parents are divorcing;
  {
    asks: /\bhow does the week work\b/,
    told: /\b(?:weeks?|weekends?|houses?|homes?|live with|living with|stay(?:ing)? at|every other|alternate|mums|moms|dads|moved out)\b/i,
  },
  // …and, the other way round, when they were told, of someone who told of no divorce news;
  { asks: /\btell you about the divorce\b/, told: /\b(?:getting divorced|divorcing|splitting up|separating|are going to (?:split|separate|divorce))\b/i },
  // …and the silence after a row, of someone who told of a row about Christmas;
  { asks: /\bthe silence\b/, told: GONE_QUIET },
  // …what the message said, of an ex who got back in touch, only once they did ("my ex texted me out of nowhere");
  {
    asks: /\bwhat did the message say\b/,
    told: /\b(?:texted|messaged|called|rang|dm'?e?d|contacted|reached out to|got in touch with) me\b|\bgot a (?:text|message|dm) from\b/i,
  },
  // …how much of the day checking takes, of someone who told of checking;
  { asks: /\bthe checking take\b/, told: CHECKING },
  // …where most rejections stop, of someone who told of many;
  { asks: /\bwhere do most of them stop\b/, told: MANY_REJECTIONS },
  // …the days skipped, of someone who told only of wanting to start.
  {
    asks: /\bthe days you skip\b/,
    told: /\b(?:skip\w*|miss(?:ed|ing)?|stopp?(?:ed|ing)|gave up|give up|fell off|fall off|used to|again|keep not|can'?t make myself|never go)\b/i,
  },
];

// Questions for another case than the one told: drinking or not eating, of someone in hospital after a stroke;
const NOT_ONCE_TOLD: readonly { asks: RegExp; told: RegExp }[] = [
  // …or how they react when it is talked about, as of someone who struggles, of someone in hospital;
  {
    asks: /\bnot eating, heavy drinking\b|\busually react when you try to talk about it\b/,
    told: new RegExp(String.raw`\b(?:${IN_HOSPITAL}|${SERIOUS_ILLNESS})\b`, 'i'),
  },
  // …how the first week went, of someone whose job has not started;
  {
    asks: /\bthan it did on your first day\b/,
    told: /\b(?:start|starting|begin|beginning) (?:a |my |the )?(?:new )?(?:job|role|work)? ?(?:on|next|tomorrow|in a|in \d)\b|\bfirst day is\b/i,
  },
  // …a date ahead such as the funeral, of someone who told when the funeral is, or of a first Christmas without them;
  { asks: /\blike the funeral\b/, told: /\b(?:funeral|christmas|xmas|new year|(?:his|her|their) birthday|anniversary)\b/i },
  // …or what hurt and what to want from them, of someone who thinks they are the one who upset a friend ("she is mad at me").
  {
    asks: /\bthat hurt the most\b|\ban apology, an explanation, or some space\b/,
    told: new RegExp(
      String.raw`\b(?:(?:mad|angry|annoyed|upset|cross|pissed) (?:at|with) me|` +
        String.raw`i (?:think i )?(?:upset|hurt|offended) (?:her|him|them|my (?:best )?(?:friend|mate|pal))|my fault|` +
        String.raw`i forgot (?:her|his|their)|i messed up|i (?:did|said) something wrong)\b`,
      'i',
    ),
  },
  // …whether they have been in touch, of someone who told they have gone quiet;
  { asks: /\bbeen in touch since it happened\b/, told: GONE_QUIET },
  // …what the body does when the nerves hit, of someone who told it ("i cant stop shaking");
  {
    asks: /\bwhat happens in your body when\b/,
    told: /\b(?:shak(?:e|es|ing|y)|trembl\w*|sweat\w*|heart (?:is )?(?:racing|pounding)|mind goes blank|go blank|feel sick|nause\w*|can'?t breathe)\b/i,
  },
  // …which part of life they compare on, of someone who told it ("she just bought a house");
  {
    asks: /\bwhich part of life do you compare yourself on\b/,
    told: new RegExp(
      String.raw`\b(?:houses?|flats?|mortgage|renting|money|salary|earns?|job|career|promot\w*|married|wedding|engaged|bab(?:y|ies)|` +
        String.raw`looks|body|weight|pretty|relationship|partner|boyfriend|girlfriend|holidays?|travel\w*)\b`,
      'i',
    ),
  },
  // …what makes them think their job is at risk, of someone who told of the plan or warning; anything outside work making it
  // harder, of someone who told of an illness at home ("my mum is ill");
  {
    asks: /\bmakes you think your job is at risk\b/,
    told: /\b(?:pip|performance (?:improvement )?plan|improvement plan|(?:written|verbal|final|formal|first) warning|disciplinary|capability)\b/i,
  },
  {
    asks: /\banything outside work, like health, caring\b/,
    told: /\b(?:ill|illness|sick|unwell|poorly|hospital|cancer|caring|carer|pregnan\w*|divorc\w*|separat\w*|died|passed away|funeral|new baby)\b/i,
  },
  // …how far they got, what made it the one, and other applications, of someone rejected from many ("20 jobs this month");
  {
    asks: /\bhow far did you get in the process\b|\bmade it feel like the one\b|\bor was this the main one\b/,
    told: MANY_REJECTIONS,
  },
  // …which worry comes back, whether it can be acted on, when it is loudest and what would settle it, of someone who told of
  // checking the door again and again;
  {
    asks: /\bthe worry that keeps coming back\b|\bsomething you can act on now\b|\boverthinking tend to be loudest\b|\bthis worry to feel settled\b/,
    told: CHECKING,
  },
  // …what sets off their jealousy, of someone who suspects cheating or is suspected of it, which is no jealous feeling of theirs;
  { asks: /\bwho or what sets off the jealousy most\b|\bwhen the jealous feeling hits\b/, told: /\b(?:cheating|cheated|affair)\b/i },
  // …what makes them suspect it, of someone who told ("she hides her phone");
  {
    asks: /\bwhat have you noticed that makes you suspect it\b/,
    told: /\b(?:hides?|hiding|hid) (?:her|his|their) phone\b|\bphone face down\b|\bchanged (?:her|his|their) password\b|\blate (?:nights|replies)\b/i,
  },
  // …whether something started it, of someone who told of the crash that did ("since the car accident");
  {
    asks: /\bdid something start it, such as a crash\b/,
    told: /\b(?:crash\w*|accident|near miss|collision|rear[- ]ended|written off|(?:hit|pulled out) (?:me|in front of me))\b/i,
  },
  // …which part of the motorway worries them, and how often they drive, of someone who cannot drive at all now;
  {
    asks: /\bjoining from the slip road\b|\bhow often do you drive at the moment\b/,
    told: new RegExp(
      String.raw`\b(?:can'?t|cannot|can not|haven'?t|have not|not been able to|stopped|(?:too )?(?:scared|afraid|terrified) to|not) ` +
        String.raw`(?:even )?(?:drive|driving|driven)\b`,
      'i',
    ),
  },
  // …whether it is the first appointment, of someone who told it is;
  { asks: /\bis this your first appointment\b/, told: /\bfirst (?:ever )?(?:therapy |counsell?ing )?(?:session|appointment)\b/i },
  // …when the visa ends, of someone who told it ("my visa is expire next month");
  {
    asks: /\bwhen does your current visa end\b/,
    told: /\b(?:expir\w*|ends?|ending|runs? out|running out)\b[^.?!]{0,20}\b(?:next|this|in|on|tomorrow|soon)\b|\b(?:expired|ran out)\b/i,
  },
  // …or questions from the audience, of a wedding speech.
  { asks: /\bthe questions at the end\b/, told: /\b(?:wedding|best man|maid of honou?r|bride|groom|toast|eulogy|funeral)\b/i },
  // …whether the decision is made, of someone who has to do it ("i have to fire someone tomorrow"), and what worries them most
  // of someone who asked about the reaction ("what if he cries");
  {
    asks: /\bis the decision already made\b/,
    told: /\b(?:have to|got to|told to|going to|gonna|need to) (?:fire|sack|dismiss|let|lay|make)\b|\b(?:decided|decision (?:is|was|has been) made)\b/i,
  },
  { asks: /\bis hr or someone senior supporting you\b/, told: /\b(?:hr|human resources|my (?:boss|manager|director)) (?:is|are|will be|said|says)\b/i },
  { asks: /\bhow they will react, what it means for them\b/, told: /\b(?:cry|cries|crying|angry|upset|react\w*|shouts?|shouting)\b/i },
  // …when it happened, of someone who said ("in class today");
  {
    asks: /\bwhen did it happen, and have you seen any of the people\b/,
    told: /\b(?:today|yesterday|this morning|last night|this afternoon|last week|earlier|(?:days?|weeks?|hours?|years?) ago)\b/i,
  },
  // …which cost worries them most, of someone who named it ("i cant afford christmas presents for my kids");
  { asks: /\bwhich cost or bill is worrying you most\b/, told: /\b(?:christmas|presents|gifts|birthday|rent|mortgage|(?:a|the|my) bill)\b/i },
  // …whether a family row is new, of someone who said it always happens;
  { asks: /\bis this a new problem, or an old pattern\b/, told: /\b(?:always|every (?:year|time|christmas)|for years|as usual)\b/i },
  // …whether it is a pattern, of someone who said it happens every time ("takes credit for my work in every meeting");
  {
    asks: /\bis it a pattern, or did one moment start it\b/,
    told: /\b(?:every (?:time|meeting|day|week|shift)|always|all the time|keeps?|again and again|constantly)\b/i,
  },
  // …revision for an exam ahead, of someone who failed for good; and who knows, of someone who said who does not;
  {
    asks: new RegExp(
      String.raw`\bwhich exam is first, and how many days\b|\bwhich subject or topic feels most behind\b|\bwhen you sit down to revise\b|` +
        String.raw`\bhow are you revising at the moment\b`,
    ),
    told: FAILED_FOR_GOOD,
  },
  { asks: /\bwho knows about the result so far\b/, told: /\b(?:don'?t|doesn'?t|do not|does not) know\b|\bhaven'?t told\b|\bnobody knows\b/i },
  // …how the week between two homes works, of someone whose parents are only now splitting up;
  {
    asks: /\bhow does the week work at the moment\b/,
    told: /\b(?:getting|going to get|about to get) divorced\b|\b(?:are|is) (?:splitting up|separating|breaking up)\b/i,
  },
  // …how far along the pregnancy is, of someone who said ("shes 20 weeks", "due in march");
  {
    asks: /\bhow far along is the pregnancy\b/,
    told: /\b\d+ (?:weeks|wks|months)\b|\b(?:weeks|months) (?:pregnant|along|gone)\b|\bdue (?:in|on|next|at)\b|\btrimester\b|\bexpecting our \w+ in\b/i,
  },
  // …what they imagine others think of them, of someone who said it ("what if they think im an idiot").
  {
    asks: /\bwhat do you imagine they are thinking of you\b/,
    told: /\b(?:they|everyone|people|he|she)(?: all)? (?:think|thinks|thought)\b[^.?!]{0,20}\b(?:i'?m|i am|i was|me)\b/i,
  },
];

/**
 * Whether a question (or a first step) of the coach's speaks of something of a case nobody told of, or of another case than
 * the one told (`told`: what was said so far).
 */
// Acknowledgements for a case only some have, said only once it was told: "job after job", of someone rejected from many.
const SAID_ONLY_ONCE_TOLD: readonly { says: RegExp; told: RegExp }[] = [
  { says: /\bjob after job\b/, told: MANY_REJECTIONS },
  // A diagnosis of how the brain works, only of someone who told one: never to someone told they have diabetes.
  { says: /\blike adhd, autism or dyslexia\b/, told: /\b(?:adhd|autism|autistic|asd|asperger'?s|dyslexi[ac]|dyspraxi[ac]|neurodivergent)\b/i },
];

/** Whether an acknowledgement speaks of a case other than the one told (true: leave it unsaid). */
export function saysOfUntold(line: string, told: string): boolean {
  const said = line.toLowerCase();
  return SAID_ONLY_ONCE_TOLD.some(({ says, told: tells }) => says.test(said) && !tells.test(told));
}

export function asksOfUntold(question: string, told: string): boolean {
  const asked = question.toLowerCase();
  return (
    ONLY_ONCE_TOLD.some(({ asks, told: tells }) => asks.test(asked) && !tells.test(told)) ||
    NOT_ONCE_TOLD.some(({ asks, told: tells }) => asks.test(asked) && tells.test(told))
  );
}

/** The facets a (normalised, lower-case) message tells. */
export function toldIn(normalized: string): ToldFacet[] {
  const text = normalized.slice(0, 2000);
  return TOLD_FACETS.filter((facet) => TELLS[facet].test(text));
}

/** The facets a question of the coach's asks for. */
export function asksFor(question: string): ToldFacet[] {
  const text = question.toLowerCase();
  return TOLD_FACETS.filter((facet) => ASKS[facet].test(text));
}
