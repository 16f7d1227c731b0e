/**
 * Requests outside what a wellbeing coach is for, and an honest one-sentence reply to each.
 * The engine adds the coach's way back to the conversation. Patterns need a question or request,
 * so telling the coach about the weather or a recipe ("the weather was grey") is not caught here.
 */
import { OWN_TRANSLATION } from '../understanding/acts';
import type { OffTopic } from './types';

export const LANGUAGES =
  'english|french|spanish|german|italian|portuguese|chinese|mandarin|cantonese|japanese|korean|arabic|hindi|russian|dutch|polish|turkish|greek|swedish|latin';

export const OFF_TOPIC: readonly OffTopic[] = [
  {
    id: 'weather',
    matches: [
      /\b(what'?s|what is|how'?s|how is|what will) the weather\b/,
      /\b(can|could) you (check|tell me|look up|get) the (weather|forecast)\b/,
      /\bwhat('?s| is| will be) the (temperature|forecast)\b/,
      /\b(is|will) it (going to |gonna )?(rain|snow|be sunny|be hot|be cold)\b/,
      /\bdo i need an umbrella\b/,
    ],
    reply: "I can't check the weather from here.",
  },
  {
    id: 'reminder',
    matches: [
      // Not "remind me what you said about Tom": that asks for what was said, not a reminder.
      /\b(can|could|will|would) you (remind me(?! (?:what|of|about|how|again|who|which|where|why|when)\b)|(?:ping|message|text|call|wake) me\b)/,
      /\b(set|make) (me )?(a |an )?(reminder|alarm|timer)\b/,
      /\bremind me (at|to|in|on|tomorrow|tonight)\b/,
    ],
    reply: "I can't send reminders or set alarms, but a reminder on your phone for that time does the job well.",
  },
  {
    id: 'time-date',
    matches: [
      /\bwhat time is it( now| right now| there| in \w+)?$/,
      /\bwhat('?s| is) the time( now| right now| there| in \w+)?$/,
      /\b(do you|can you) (know|tell me) the (time|date)\b/,
      /\bwhat (day|date|year|month) is it( today| now)?$/,
      /\bwhat('?s| is) (the date|today'?s date)\b/,
    ],
    reply: "I don't have a clock or calendar to look at, so your device will know the time and date better than I do.",
  },
  {
    id: 'news',
    matches: [
      /\b(what'?s|what is) (in )?the news\b/,
      /\b(latest|today'?s) (news|headlines)\b/,
      /\b(tell me|give me|read me|show me|check) the (news|headlines)\b/,
      /\bwho won the (election|vote)\b/,
      /\bwhat('?s| is) (happening|going on) in the world\b/,
    ],
    reply: "I can't follow the news from here.",
  },
  {
    id: 'sports',
    matches: [
      /\bwho (won|is winning|wins) (the |last )?(\w+ )?(game|match|race|final|cup|league|super bowl|world cup|grand prix|series|championship)\b/,
      // "also who won arsenal last night".
      /\bwho (won|is winning) (\w+ ){1,2}(last night|last nite|yesterday|today|tonight|at the weekend)\b/,
      /\bwhat was the score\b/,
      /\b(football|soccer|basketball|baseball|hockey|cricket|rugby|tennis|golf) (scores?|results?|standings|fixtures)\b/,
      /\b(nba|nfl|nhl|mlb|premier league|champions league|f1|formula 1) (scores?|results?|standings|fixtures|table)\b/,
      /\b(scores?|results?) (of|from|for) (the |last )?(game|match|race|final)\b/,
      // "did arsenal win last nite", "did India win yesterday?": a team's result.
      /\bdid (?!(?:i|we|you|u|he|she|they|it|my|me)\b)\w+( \w+)? (win|lose|draw|play)( last| yesterday| today| tonight| on| at|$)/,
    ],
    reply: "I can't look up scores or results from here.",
  },
  {
    id: 'trivia',
    matches: [
      /\bcapital (city )?of\b/,
      /\bwho (invented|discovered|wrote|painted|composed|was the first)\b/,
      /\bhow (tall|far|old|big|deep|high|long) is (the |mount |mt )?(eiffel|everest|moon|sun|earth|nile|amazon|pacific|atlantic|empire state)\b/,
      /\bwhat year (did|was)\b/,
      /\bpopulation of\b/,
      /\b(trivia|quiz me|fun fact)\b/,
      /\bwhat('?s| is) the (largest|biggest|smallest|tallest|longest|fastest) (\w+ ){0,2}(in|on) the (world|planet|universe)\b/,
    ],
    reply: "I'm not the right one for trivia.",
  },
  {
    id: 'maths',
    matches: [
      /\bwhat('?s| is) \d+ (plus|minus|times|x|divided by|multiplied by|over|to the power of) \d+/,
      /^(what'?s|what is|calculate) \d+ \d+$/,
      /\b(calculate|solve (this|the|an|my) (equation|sum|problem)|square root of)\b/,
      /\b\d+ (percent|per cent) of \d+/,
      /\b(maths|math) (problem|question|equation)\b/,
    ],
    reply: "I'm not much use for maths, so a calculator will serve you far better.",
  },
  {
    id: 'joke',
    matches: [/\btell (me )?(a |another |some )?jokes?\b/, /\b(know|got|have) (any|a) (good |funny )?jokes?\b/, /\bsay something funny\b/],
    reply: "I'm honestly not much of a comedian, so I'll spare you my jokes.",
  },
  {
    id: 'shopping',
    matches: [
      /\b(can|could|will|would) you (please )?(order|buy|book) (me )?(a |an |some |the )?\w+/,
      /^(please )?(order|buy) (me )?(a |an |some |the )?\w+/,
      /\b(order|buy) (\w+ ){0,2}for me\b/,
      /\badd (\w+ ){1,3}to (my )?(cart|basket|shopping list)\b/,
      /\b(book|reserve) me (a |an |some )?(table|flight|hotel|taxi|tickets?)\b/,
      /\bwhere can i buy\b/,
    ],
    reply: "I can't order, book or buy anything for you from here.",
  },
  {
    id: 'code-homework',
    matches: [
      /\b(can|could|will|would) you (please )?(help me )?(write|fix|debug|check) (me )?(my |this |some |a |the )?(code|program|script|function|app|website)\b/,
      /^(please )?(write|fix|debug) (me )?(my |this |some |a |the )?(\w+ )?(code|program|script|function)\b/,
      /\bhow do i (code|program|write) (\w+ ){0,3}in (python|javascript|typescript|java|sql|html|css)\b/,
      /\b(can|could|will|would) you (please )?(help me )?(do|write|answer|solve|finish|with) (my |this )?(homework|assignment|essay|worksheet)\b/,
      /^(please )?(do|write|answer|solve) (my |this )?(homework|assignment|essay|worksheet)\b/,
      /\b(homework|assignment|essay|worksheet) for me\b/,
      /\bhomework answers?\b/,
      /\bwrite (me )?an essay (on|about)\b/,
      /\bwhat('?s| is) the answer to (question|number|problem) \d+/,
    ],
    reply: "I can't help with coding or homework answers.",
  },
  {
    id: 'translation',
    matches: [
      new RegExp(`\\btranslate (\\w+ ){0,6}(into|to|in|from) (${LANGUAGES})\\b`),
      /\b(can|could|will|would) you (please )?translate\b/,
      /^(please )?translate\b/,
      new RegExp(`\\bhow (do|would) you say (\\w+ ){1,6}in (${LANGUAGES})\\b`),
      new RegExp(`\\bwhat (is|does) (\\w+ ){1,4}(mean )?in (${LANGUAGES})\\b`),
    ],
    reply: "I can't translate, I'm afraid.",
  },
  {
    id: 'places',
    matches: [
      new RegExp(
        String.raw`\b(know|recommend|suggest|any|got) (of )?(any |a |some )?(good |nice |cheap |decent |affordable |best )?` +
          String.raw`(restaurants?|cafes?|bars?|pubs?|hotels?|places to (eat|stay|go))\b`,
      ),
      /\b(best|good|nice|cheap) (restaurants?|cafes?|bars?|pubs?|hotels?|places to (eat|stay)) (in|near|around)\b/,
      /\bwhere (can|should|could) (i|we) (eat|stay|go for (dinner|lunch|a drink))\b/,
    ],
    reply: "I can't look up places from here; a map app's recent reviews, or a friend who lives nearby, will know far better than I do.",
  },
  {
    id: 'recipe',
    matches: [
      /\b(give me|send me|need|want|know|have|got|find me|share|suggest) (a |any |some )?(good |easy |quick |simple |healthy )?recipes?\b/,
      /\brecipes? (for|to make) (a |an |some )?(dinner|lunch|breakfast|pasta|cake|bread|soup|curry|chicken|cookies|pancakes)\b/,
      /\brecipe ideas\b/,
      /\bhow (do|can|should) (i|you) (cook|bake|make) (a |an |some )?(pasta|cake|bread|rice|chicken|eggs?|pancakes|soup|curry|pizza|cookies|lasagne)\b/,
      /\bwhat should i (cook|make|eat) for (dinner|lunch|breakfast|tea)\b/,
      // "whats an easy pasta thing for 1 person thats not just pesto".
      /\bwhat'?s an? (easy|quick|simple|cheap|good|nice) (pasta|dinner|meal|lunch|breakfast|soup|curry|dish|rice)\b/,
      /\b(pasta|dinner|meal|lunch|recipe) (thing |idea |dish )?for (1|one)( person)?\b/,
    ],
    reply: "I'm not the right one for recipes.",
  },
  {
    id: 'food-facts',
    matches: [
      // "is oat milk actually healthier than normal milk?", "how many calories in a banana".
      new RegExp(
        String.raw`\bis (?:oat|almond|soy|soya|cow'?s?|whole|skimmed|semi skimmed|normal|dairy|plant) milk (?:actually |really )?` +
          String.raw`(?:healthier|better|worse|bad|good|healthy|unhealthy)\b`,
      ),
      new RegExp(
        String.raw`\bis (?:\w+ )?(?:milk|butter|sugar|honey|bread|rice|pasta|coffee|juice|cheese|meat|eggs|yoghurt|yogurt|chocolate|sweeteners?)` +
          String.raw` (?:actually |really )?(?:healthier|better for you|worse for you|bad for you|good for you)\b`,
      ),
      /\bhow many calories\b/,
    ],
    reply: "I'm not a reliable source on food and nutrition, so I'd rather not guess; the NHS pages or a dietitian are the place to check.",
  },
];

/** The off-topic request in `normalizedText` (lower case, single spaces), or null. */
export function findOffTopic(normalizedText: string): OffTopic | null {
  const text = normalizedText.slice(0, 1_000).replace(OWN_TRANSLATION, ' ');
  return OFF_TOPIC.find((topic) => topic.matches.some((pattern) => pattern.test(text))) ?? null;
}
