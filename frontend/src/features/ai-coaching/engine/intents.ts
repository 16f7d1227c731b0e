/** Short conversational moves (hello, thanks, yes, stop…) and the questions a coach must answer carefully. */
import { mentionsMedication, type Analysis } from './lexicon';
import { alternatives } from './text';

export type Intent =
  | 'identity'
  | 'privacy'
  | 'leave-chat'
  | 'how-to-use'
  | 'about-coach'
  | 'scope'
  | 'medication'
  | 'diagnosis'
  | 'exit'
  | 'clarify'
  | 'greeting'
  | 'how-are-you'
  | 'thanks'
  | 'bye'
  | 'yes'
  | 'no'
  | 'unsure'
  | 'help';

const IDENTITY = alternatives(
  String.raw`\b(are|r) (you|u) (like )?(a |an |even |an actual |a actual |actually )?(real|human|person|bot|robot|ai|machine|computer|program)\b`,
  String.raw`\bwhat(s|'s| is) (your|ur) name\b`,
  String.raw`\b(are|r) (you|u) (the )?(same|like|a kind of|kind of) (ai |bot )?(like |as )?(chatgpt|chat gpt|gpt|siri|alexa|a chatbot)\b`,
  // "are you chatgpt inside?"
  String.raw`\b(are|r) (you|u) (chatgpt|chat gpt|gpt)\b`,
  String.raw`\b(are|r) (you|u) (a |an |even )?(therapist|doctor|psychologist|counsellor|counselor|psychiatrist)\b`,
  String.raw`\b(you are|you're|ur) (a |an )?(real|human|person|bot|robot|ai|machine|computer|program)\b(?! (at|in|for))`,
  String.raw`\b(do (you|u) (have|get) (feelings|emotions|a name)|are (you|u) (conscious|alive|sentient)|who are you|what are you)\b`,
  String.raw`\bam i (talking|speaking) to (a |an )?(bot|robot|ai|human|person|real person|machine)\b`,
  // "is this like a real person or AI": the chat asked about, not the coach by name.
  String.raw`\bis (this|it) (like |even )?(a |an )?(real person|human|person|bot|robot|ai|machine|computer)\b`,
  String.raw`\b(real person|human|a person) or (an? )?(ai|bot|robot|machine|computer)\b`,
);

// "Do I just type?", "how does this work?": how to use the chat, a question about the app.
const HOW_TO_USE = alternatives(
  String.raw`\b(do i just (type|write|talk)|how (does|do) (this|it|the app|this app) work|how do i use (this|it|the app))\b`,
  String.raw`\bwhat do i (do|type|write) here\b`,
);

// "How do I close this thing?": how to leave the chat, a question about the app.
// "how do i get out of it without grandpa getting upset" is out of a duty, not out of the chat: "it" only on its own.
const LEAVE_CHAT = new RegExp(
  String.raw`\bhow (do|can|should) i (close|exit|leave|end|quit|get out of|log out of) ` +
    String.raw`(this|this thing|this chat|the chat|the app|it(?=\s*(?:[?.!]|$))|here)\b`,
);

// "Is this private by the way?", "can my husband read this?": who can see the chat.
const PRIVACY = alternatives(
  // Not "is it safe to run with a bad back": safe and secure only of the chat or the app.
  String.raw`\bis (this|it|this chat|our chat|my chat|this app|this thing) (private|confidential|encrypted|secret)\b`,
  String.raw`\b(my \w+|anyone|nobody|people) (can'?t|cannot|won'?t) (see|read) (it|this|what i write)\b`,
  String.raw`\bis (this chat|our chat|my chat|this app|what i write|what i say) (safe|secure)\b`,
  String.raw`\b(who|can (anyone|someone|anybody|people|you|my \w+|the \w+)) (can )?(see|read) (this|these|what i|my (chats?|messages))\b`,
  String.raw`\b(are|is) (these|my|our) (chats?|messages|conversations?) (private|saved|stored|kept|encrypted|read by)\b`,
  // "do you save these chats? like could someone read this"
  String.raw`\bdo (you|u) (save|store|keep|record) (these|the|my|our|this) (chats?|messages|conversations?)\b`,
  String.raw`\b(could|would|will) (anyone|someone|anybody|people|my \w+) (see|read) (this|these|what i|my (chats?|messages))\b`,
);

// "Are you only for stress stuff?", "if that's a thing you can help with": what the coach is for.
const SCOPE = alternatives(
  String.raw`\b(are|r) (you|u) (only|just) (for|about)\b`,
  String.raw`\b(that's|thats|that is|this is|it's|its) (a thing|something|stuff) (you|u) (can )?(help|deal) with\b`,
  String.raw`\bis (this|that|it) (a thing|something|stuff) (you|u) (can )?(help|deal) with\b`,
);

const TASTES = 'food|films?|movies?|music|books?|games?|football|sports?|tv|dogs|cats|coffee|tea|pizza';
// Small talk about the coach's own life: "what's your favourite food", "is it raining where you are".
const ABOUT_COACH = alternatives(
  String.raw`\byour (favou?rite|fav)\b`,
  String.raw`\b(are|r) (you|u) (even )?allowed (a|to)\b`,
  String.raw`\b(is it|it is|it's) (raining|sunny|snowing|cold|hot|warm|nice) (where you are|there|for you|where u are)\b`,
  String.raw`\b(the )?(same )?weather (where you are|where u are|there|for you|at yours)\b`,
  String.raw`\b(where (do|d) (you|u) live|where are (you|u) from|how old are (you|u)|what do (you|u) (eat|do for fun|look like))\b`,
  // "your english is very good btw lol are you from usa?"
  String.raw`\b(are|r) (you|u) from (the )?[a-z]+\b`,
  String.raw`\b(do|did) (you|u) (ever )?(eat|sleep|dream|have (a |any )?(pets?|family|hobbies))\b`,
  String.raw`\b(do|does) (you|u) (also |ever )?(work (weekends|nights|late)|take breaks|have (weekends|days off))\b`,
  // "Do you like pizza?", not "do you like my plan?".
  String.raw`\b(do|would) (you|u) (like|love|enjoy|watch|listen to|read|play) (${TASTES})\b`,
  // "Do you climb? 😄", "btw do you play chess?", "Is sunny where you are?"
  String.raw`\b(do|did) (you|u) (ever )?(climb|ski|swim|surf|hike|dance|sing|knit|garden|play (chess|football|golf|tennis|guitar|piano|${TASTES}))\b`,
  String.raw`\bis (raining|sunny|snowing|cold|hot|warm|nice) (where you are|there|for you|where u are)\b`,
);

/** A sentence that asks holds the medication: "how do I get back to sleep? my brain lists meds and patients" asks about sleep. */
function asksAboutMedication(raw: string): boolean {
  return (raw.match(/[^.?!]*\?/g) ?? []).some((question) => mentionsMedication(question.toLowerCase()));
}

// "can I take it with coffee?", not "what can I do in the chair?" after a pill was mentioned.
const MEDICATION_ASK = new RegExp(
  String.raw`\b(should i|how much|how many|(?:can|could) i (?:take|have|use|try|mix|stop|drink|give)|is it ok|is it okay|is it safe` +
    String.raw`|stop taking|start taking|take more|take less|double|come off|increase|decrease|mix` +
    // "finasteride. theres ads for it everywhere. is it worth it", "does it work?"
    String.raw`|(?:is|are) (?:it|they|that) worth (?:it|taking|trying)|(?:does|do) (?:it|they) (?:work|help))\b`,
);

// Asking for a diagnosis, not telling one: "she has dementia, diagnosed 2 years ago" is not a question for the coach.
const DIAGNOSIS = alternatives(
  String.raw`\b(do|could|might|can) i have (depression|anxiety|adhd|add|ptsd|ocd|bipolar|bpd|autism|an? (\w+ )?disorder|a mental illness)\b`,
  String.raw`\bam i (depressed|bipolar|autistic|mentally ill|psychotic)\b`,
  String.raw`\b(can|could|will|would) (you|u) diagnos|\bdiagnose me\b|\b(give|get) me a diagnosis\b|\bwhat('?s| is) my diagnosis\b`,
  String.raw`\bwhat (do i have|is wrong with me)\b|\bis (this|it) (depression|anxiety|adhd|ocd|ptsd|bipolar)\b`,
);

const EXIT_START = /^(stop|skip|quit|cancel|enough|exit|pause|end it|end this)\b/;
// Stopping the talk or the exercise, not a habit: "i want to stop smoking" is what they came for.
const STOP_WHAT = String.raw`(?!\s+(?!(?:this|it|that|now|here|talking|for|the exercise|the chat|please)\b)[a-z])`;
const EXIT_PHRASE = new RegExp(
  String.raw`\b(something else|another topic|different topic|change (the )?(subject|topic)|let's stop|lets stop|let's not|can we stop|` +
    String.raw`can we skip|i want to stop${STOP_WHAT}|i'd like to stop${STOP_WHAT}|i'd rather not do|rather not do this|never ?mind|nevermind|` +
    String.raw`no more of this|move on|skip (this|it|that)|stop (this|it|that|the exercise|now)|i don't want to (do|continue)|don't want to do this)\b`,
);

// "i keep biting my nails and i want to stop": what they want to stop is the habit just told, not the talk.
const HABIT_TOLD = /\bi (?:keep|always|still|constantly|can'?t stop|cannot stop) \w+ing\b|\b(?:smoking|vaping|drinking|biting|scrolling|gambling|picking)\b/;

const CLARIFY = /\b(what do you mean|i don't understand|i dont understand|don't get it|dont get it|can you explain|not sure what you mean|what does that mean)\b/;
const GREETING = /^(hi|hello|hey|hiya|howdy|yo|heya|greetings|good (morning|afternoon|evening)|morning|evening)\b/;
const HOW_ARE_YOU = /\b(how (are|r) (you|u)|how's it going|how are things|how you doing|how are you doing)\b/;
// "thanks. that's kind of what I thought but it helps to hear it": a thank-you for the help, however it goes on.
const THANKS_TAKEN = new RegExp(
  String.raw`^(?:thanks|thank you|thank u|thx|cheers|ty)\b[^?]{0,80}\b` +
    String.raw`(?:helps|helped|helpful|useful|what i (?:thought|needed)|good to hear|to hear it|makes sense)\b[^?]*$`,
);
export const THANKS = /\b(thanks|thank you|thank u|thx|ty|cheers|appreciate (it|that|you))\b/;
const BYE = /^(bye|goodbye|good night|goodnight|night|see you|see ya|talk (to you )?later|gotta go|got to go|i have to go|i need to go|that's all|ttyl|later)\b/;
const YES =
  /^(yes|yeah|yep|yup|yea|sure|ok|okay|k|alright|all right|sounds good|let's do it|lets do it|let's go|please|definitely|of course|y|absolutely|why not|go ahead|i'd like that|ready|done|let's try|lets try)\b/;
const NO = /^(no|nope|nah|not really|no thanks|not now|maybe later|i'd rather not|n)\b/;
const HELP = /^((can|could|will|would) you (please )?help( me)?( please)?|help( me)?( please)?|i need (some )?help|please help( me)?)$|\b(what can you (do|help with)|how can you help|what do you do|what are you for)\b/;
const UNSURE = /^(i don't know|i dont know|idk|dunno|not sure|i'm not sure|im not sure|no idea|i have no idea|no clue|hard to say|i can't say|i'm unsure)\b/;
// "idk maybe mornings", "not sure, probably my boss": an answer given with a shrug, not no answer.
const HEDGED_ANSWER = new RegExp(`${UNSURE.source}[\\s,.]*(?:maybe|probably|prob|perhaps|possibly|i guess|i think|i suppose) [a-z]`);
// "i dont know anyone here", "i don't know him that well": knowing someone, not a shrug.
const KNOWS_NOBODY = /^(?:i don't know|i dont know|i do not know) (?:anyone|anybody|any(?: of)?|many|people|someone|somebody|no ?one|a soul|him|her|them)\b/;
// "i dont know how to react": a want of a way, asked for as much as a question is, not an answer of not knowing.
const HOW_NOT_KNOWN = /^(?:i don't know|i dont know|i do not know|idk|not sure|i'm not sure|im not sure) how (?:to|i should|do i)\b/;
// "idk whats wrong with me lately": a trouble told, not an answer of not knowing.
const WRONG_WITH_ME = /^(?:idk|dunno|i don't know|i dont know|i do not know) (?:what(?:'s|s| is) (?:wrong|going on|up) with me|why i)\b/;

// A lone thumbs-up or OK hand is an answer too.
const EMOJI_YES = /[\u{1F44D}\u{1F44C}\u{2705}\u{2714}\u{1F197}]/u;
const EMOJI_NO = /[\u{1F44E}\u{274C}\u{1F645}]/u;

export function detectIntent(a: Analysis): Intent | null {
  if (a.empty) return EMOJI_YES.test(a.raw) ? 'yes' : EMOJI_NO.test(a.raw) ? 'no' : null;
  const text = a.words.join(' ');
  const n = a.words.length;
  // "thanks 🙏 feeling less dread about saturday" tells how they are as well: not a plain thanks.
  const toldFeeling = /\bfeel(?:ing)?\b/.test(text);
  const plain = a.topics.length === 0 && a.feelings.every((f) => ['happy', 'calm', 'grateful', 'relieved'].includes(f)) && !toldFeeling;
  if (IDENTITY.test(text)) return 'identity';
  if (PRIVACY.test(text)) return 'privacy';
  if (LEAVE_CHAT.test(text)) return 'leave-chat';
  if (HOW_TO_USE.test(text)) return 'how-to-use';
  if (ABOUT_COACH.test(text)) return 'about-coach';
  if (SCOPE.test(text)) return 'scope';
  if (a.medication && (asksAboutMedication(a.raw) || MEDICATION_ASK.test(text))) return 'medication';
  if (DIAGNOSIS.test(text)) return 'diagnosis';
  if ((n <= 4 && EXIT_START.test(text)) || (n <= 12 && EXIT_PHRASE.test(text) && !HABIT_TOLD.test(text))) return 'exit';
  if (n <= 10 && (CLARIFY.test(text) || /^(huh|what|pardon|sorry what)$/.test(text))) return 'clarify';
  if (n <= 8 && HOW_ARE_YOU.test(text)) return 'how-are-you';
  if (n <= 4 && GREETING.test(text) && plain) return 'greeting';
  if (n <= 10 && THANKS.test(text) && plain) return 'thanks';
  if (n <= 20 && THANKS_TAKEN.test(text)) return 'thanks';
  if (n <= 8 && BYE.test(text) && plain) return 'bye';
  const notKnowing = UNSURE.test(text) && !HEDGED_ANSWER.test(text) && !KNOWS_NOBODY.test(text) && !WRONG_WITH_ME.test(text);
  if (n <= 6 && notKnowing && !HOW_NOT_KNOWN.test(text)) return 'unsure';
  if (n <= 8 && HELP.test(text) && plain) return 'help';
  if (n <= 5 && YES.test(text) && plain) return 'yes';
  if (n <= 5 && NO.test(text) && plain) return 'no';
  return null;
}
