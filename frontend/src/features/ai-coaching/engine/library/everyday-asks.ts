/**
 * Everyday asks put in passing ("random but what do i get my mum for her 60th", "do you know how to make the writing
 * bigger on here?"): a short, honest and usable answer where a general one exists, never a made-up title or fact.
 * The engine adds the way back to what the conversation was about.
 */

export interface EverydayAsk {
  id: string;
  /** Any one of these, in the message's normalized text. */
  matches: readonly RegExp[];
  /** And, when set, this too: "Is it alright to have a small glass of sherry with them?" after "sleeping tablets". */
  also?: RegExp;
  reply: readonly string[];
}

const DRINK = String.raw`(?:drink|alcohol|wine|sherry|beer|glass|pint|gin|whisky|whiskey|vodka|cider|brandy|port)`;
const MEDICINE = String.raw`(?:tablets?|pills?|medication|medicine|meds|antidepressants?|painkillers?|sertraline|citalopram|diazepam|zopiclone)`;

export const EVERYDAY_ASKS: readonly EverydayAsk[] = [
  {
    id: 'alcohol-with-medicine',
    matches: [
      new RegExp(String.raw`\b(?:is it|would it be|is that) (?:alright|ok|okay|safe|fine|bad|dangerous) to (?:have|drink) (?:\w+ ){0,4}${DRINK}\b`),
      new RegExp(String.raw`\bcan (?:i|you) (?:still )?(?:have|drink) (?:\w+ ){0,4}${DRINK}\b`),
      new RegExp(String.raw`\b${DRINK} (?:with|on|while (?:on|taking)) (?:my |the |these |those |them|\w+ )?${MEDICINE}?`),
    ],
    also: new RegExp(String.raw`\b${MEDICINE}\b`),
    reply: [
      "It's safest not to. Alcohol with sleeping tablets and many other medicines can make you far drowsier than either " +
        'alone, slow your breathing and make a fall more likely, even after a small glass.',
      "A pharmacist can tell you about your tablets in particular; it's a quick question, and they are glad to be asked.",
    ],
  },
  {
    id: 'date-ideas',
    matches: [
      /\b(?:date|date night|date-night) ideas?\b/,
      /\bideas? for (?:a )?(?:date|night in|evening in)\b/,
      /\b(?:cheap|fun|nice) (?:things|stuff) (?:to do|we can do|we could do) (?:together|at home|as a couple)\b/,
    ],
    reply: [
      'A few cheap ones at home: cook something together from scratch, like homemade pizza; a film night with the lights ' +
        'off and cinema snacks; cards, a board game or a quiz; a picnic on the living-room floor; or an old photo album and ' +
        'the stories behind it.',
      'Pick one that needs no big talk; an easy evening side by side can take some pressure off on its own.',
    ],
  },
  {
    id: 'gift',
    matches: [
      /\bwhat (?:do|should|can|could|shall) (?:i|we) (?:get|buy) (?:my|our|her|him|them)(?: \w+)? (?:for|as a)\b/,
      /\bwhat to (?:get|buy) (?:my|our|her|him|them)(?: \w+)? (?:for|as a)\b/,
      /\b(?:gift|present|birthday) ideas?\b/,
      /\b(?:impossible|hard|difficult|a nightmare) to buy for\b/,
    ],
    reply: [
      "I don't know them the way you do, but for someone who is hard to buy for these tend to land: time together, like a " +
        "meal out, a day trip or a class you do side by side; something from a shared memory, like a framed photo or a " +
        "book of messages from the family; or a small treat they'd never buy for themselves.",
      'For a big birthday, a short letter saying what they mean to you is often the present that gets kept longest.',
    ],
  },
  {
    id: 'day-ideas',
    matches: [
      /\b(?:ideas?|something|things?) (?:to do |for )(?:this |on |at the )?(?:saturday|sunday|weekend|rainy day|day off)\b/,
      /\bwhat (?:can|could|should) i do (?:this |on )?(?:saturday|sunday|weekend)\b/,
    ],
    reply: [
      'A few that work on a rainy day, even on your own: a museum or gallery (many are free), a café with a book, a cinema ' +
        'matinee, a swim or a climbing wall, or a class, walk or meetup you can find online for that day.',
      'Pick one and put a time on it; a small plan in the diary makes an empty Saturday feel much less long.',
    ],
  },
  {
    id: 'something-to-watch',
    matches: [
      /\bsomething (?:\w+ )?to watch\b/,
      /\bwhat (?:should|can|could|do) (?:i|we) watch\b/,
      /\b(?:film|movie|show|series|tv|netflix) (?:recommendations?|ideas?|suggestions?)\b/,
      /\brecommend (?:a |me a |me |any |some )?(?:good )?(?:films?|movies?|shows?|series)\b/,
    ],
    reply: [
      "I can't pick titles reliably from here, but on a tired night something you've seen before and loved is often the " +
        'kindest choice: nothing to follow closely and no surprises.',
      'A comfort comedy, a baking or nature programme, or a gentle sitcom you know by heart works for a lot of people.',
    ],
  },
  {
    id: 'podcast',
    matches: [
      /\b(?:recommend|suggest|know)(?: of)? (?:me )?(?:a |any |some )?(?:good )?(?:podcasts?|audiobooks?)\b/,
      /\b(?:a|any) good (?:podcasts?|audiobooks?)\b/,
      /\bpodcasts? (?:for|recommendations?|ideas?)\b/,
    ],
    reply: [
      "I can't pick titles reliably from here, but for a busy journey something with a steady, friendly voice and a story " +
        'to follow often works well: a chatty comedy podcast, a history or true-story series, or an audiobook you already know.',
      'Having it downloaded and ready before you get on means one less thing to sort when you are squashed in.',
    ],
  },
  {
    id: 'candle-wax',
    matches: [/\b(?:candle )?wax (?:out of|off|from)\b/],
    reply: [
      'The usual way: let it set hard (an ice cube in a bag helps), scrape off what you can with a blunt knife, then lay ' +
        'brown paper or kitchen roll over the rest and press with a warm iron, moving to a clean patch as it soaks up the wax.',
      'Try it on a hidden bit of the carpet first, and keep the iron moving so it does not scorch.',
    ],
  },
  {
    id: 'stain',
    matches: [
      new RegExp(
        String.raw`\bhow (?:do|can|would|should) (?:i|you|we) (?:get|remove|clean) (?:\w+ ){1,3}(?:out of|off|from) (?:a |the |my |our )?` +
          String.raw`(?:\w+ )?(?:carpet|rug|sofa|couch|shirt|clothes|jeans|mattress|wall|top|dress)\b`,
      ),
    ],
    reply: [
      "I'm no cleaning expert, so I won't guess at the exact product. What works for most stains: act soon, blot rather " +
        'than rub, start with cold water and a little washing-up liquid, and test anything stronger on a hidden patch first.',
      'The label on the fabric, or a quick search for that exact stain and material, will tell you the rest.',
    ],
  },
  {
    id: 'book',
    matches: [
      /\b(?:know|recommend|suggest)(?: of)? (?:me )?(?:a |any |some )?(?:good )?(?:children'?s |kids'? )?books?\b/,
      /\b(?:a|any) good (?:children'?s |kids'? )?books?\b/,
      /\bbooks? (?:for (?:kids|children|a child)|recommendations?)\b/,
    ],
    reply: [
      "I can't recommend titles reliably from here, and I'd rather not make one up.",
      'A librarian is the best person for this, at your local library or the school: tell them the age and the subject, ' +
        'and they are usually glad to help. Staff in a bookshop are good at it too.',
    ],
  },
  {
    id: 'eat-before',
    matches: [
      /\b(?:what|something|thing|anything) (?:\w+ )?to eat (?:before|b4|the morning of|on the day of)\b/,
      /\beat (?:before|b4) (?:an? |the |my )?(?:exam|test|interview|presentation|race|run|match|flight|resit)\b/,
      /\bbreakfast (?:before|b4|for) (?:an? |the |my )?(?:exam|test|interview|resit)\b/,
    ],
    reply: [
      'Something plain that you know sits well with you: toast, porridge, a banana or yoghurt, and some water.',
      'Nothing new or heavy that morning, and go easy on coffee and energy drinks, which can make nerves and a queasy ' +
        'stomach worse; if your stomach is tight, a few small bites still help.',
    ],
  },
  {
    id: 'text-size',
    matches: [
      /\b(?:make|get|turn) (?:the |this )?(?:writing|text|letters|font|words|print) (?:bigger|larger|easier to read)\b/,
      /\b(?:bigger|larger) (?:writing|text|font|letters)\b/,
      /\b(?:font|text) size\b/,
    ],
    reply: [
      'Yes: in Settings, under Theme, set the Font size to Large or Extra large, then save it.',
      "Your phone's own text size setting, or pinching the screen to zoom in, works too.",
    ],
  },
];

/** The everyday ask in `normalizedText` (lower case, single spaces), or null. */
export function findEverydayAsk(normalizedText: string): EverydayAsk | null {
  const text = normalizedText.slice(0, 1_000);
  return EVERYDAY_ASKS.find((ask) => ask.matches.some((pattern) => pattern.test(text)) && (!ask.also || ask.also.test(text))) ?? null;
}
