/**
 * Lines for the moves that answer first: giving a technique, trying a different one, steering
 * back after an off-topic question, pausing and resuming an exercise, remembering. Shared by
 * the four coaches, with a lead of each coach's own where its voice matters most.
 */
import type { CoachId } from '@contracts/coaches';

type Pool = readonly string[];

export interface MoveLines {
  /** Before a technique's steps: "{title}" is its name. */
  techniqueLead: Pool;
  /** After "that didn't help": before a different technique. */
  differentLead: Pool;
  /** After "that didn't help" when no technique was given: a choice of direction. */
  differentAsk: Pool;
  /** After an honest "I can't do that": back to what the coach is for. */
  steerBack: Pool;
}

const COACH_MOVES: Readonly<Record<CoachId, MoveLines>> = {
  sage: {
    techniqueLead: ["Here's {title}, a practice you can do anywhere.", "Let's try {title}. It's simple and you can do it right where you are."],
    differentLead: [
      "Thank you for telling me it didn't help; that tells us something. Let's try a different practice: {title}.",
      "That's useful to know, and it's not a failure. Something different, then: {title}.",
    ],
    differentAsk: ["Thank you for saying so. Would something for the body help more, like a slow breathing practice, or something for the mind?"],
    steerBack: [
      "I'm here for what's happening inside you. What's on your mind today?",
      "What I can do is sit with what you're going through. How are you, really?",
    ],
  },
  phoenix: {
    techniqueLead: ["Here's {title}, step by step.", "Let's use {title}. Here's how it goes."],
    differentLead: [
      "Good that you said so; not every tool fits every problem. Let's switch to {title}.",
      "Fair enough, then let's try a different tool: {title}.",
    ],
    differentAsk: ["Thanks for being straight with me. Should we work on the thoughts themselves, or on what you do next?"],
    steerBack: [
      "What I can help with is the thoughts and habits that are weighing on you. What's been on your mind?",
      "I'm better at untangling thoughts. What's been bothering you lately?",
    ],
  },
  harmony: {
    techniqueLead: ["Here's {title}, gently, one step at a time.", "Something that often helps here is {title}."],
    differentLead: [
      "Thank you for telling me honestly. Let's try something different: {title}.",
      "I'm glad you said so. Let's look for what fits you better: {title}.",
    ],
    differentAsk: ["Thank you for being honest with me. Would it help more to put words to what you feel, or to calm your body first?"],
    steerBack: ["I'm here for how you're feeling. What's on your heart today?", "What I can offer is space for what you feel. How are things with you?"],
  },
  zenith: {
    techniqueLead: ["Here's {title}. Let's make it practical.", "Try {title}. Here's the plan."],
    differentLead: ["Good call flagging it. New approach: {title}.", "No problem, let's switch tactics: {title}."],
    differentAsk: ["Thanks for the honest feedback. Do you want a quick reset for right now, or a plan for the next few days?"],
    steerBack: [
      "I'm here to help you move forward on what matters to you. What are you working on?",
      "Let's get back to you. What's one thing you'd like to make progress on?",
    ],
  },
};

export function movesOf(coachId: CoachId): MoveLines {
  return COACH_MOVES[coachId];
}

export const SHARED_LINES = {
  /** After a technique that has a guided version. */
  walkThrough: ['Would you like me to walk you through it step by step?', 'Shall we go through it together now?'],
  /** After a technique without one. */
  tryIt: ['Try it when you can, and tell me how it goes.', 'Give it a go, even just once, and let me know what you notice.'],
  /** After a technique that has not helped before. */
  unknownQuestion: [
    "I don't have a good answer to that one, and I'd rather not guess.",
    "That's not something I can answer well, and I don't want to make something up.",
  ],
  practical: [
    "Of course, no exercises. Let's get practical: what is the most pressing thing you need to sort out, and by when?",
    'Fair enough, practical it is. What is the one problem that would make the biggest difference if it were solved this week?',
  ],
  drowsyDriving: [
    'First, please be careful on the road: if you nearly ran a light, you are too tired to drive safely. ' +
      'Pull over somewhere safe and rest, even for 20 minutes, before going on.',
  ],
  aside: ['Of course, take your time. I will be here.', "No rush. I'm here when you're back."],
  corrected: ['Thank you for putting me right.', 'Got it, I misread that. Thank you for telling me.'],
  wordsBefore: [
    'Use the words I suggested a moment ago as a starting point, and put them the way you would say them. Which part feels hardest to say?',
    'The example I gave just now is a good start: say it in your own words, short and plain. What part are you unsure about?',
  ],
  answeredBefore: [
    'I shared some ideas on that a little earlier. Which part would help most to go into more, or what is getting in the way of it?',
    'We touched on that a moment ago. What part of it feels hardest to put into practice?',
  ],
  helped: ["I'm really glad that helped.", "That's good to hear. It's worth remembering what worked."],
  helpedAsk: ['What do you think made the difference?', 'When might you use it again this week?'],
  somethingElse: ['Of course. What would you like to talk about instead?', 'Sure. What else is on your mind?'],
  paused: ["We can come back to the {title} whenever you like.", "The {title} will keep; we can pick it up again later."],
  resume: ["Let's pick the {title} back up.", 'Back to the {title}, then.'],
  rememberNone: ["I don't remember anything about you yet in this chat. Tell me whatever you'd like me to keep in mind."],
  rememberLead: ["Here's what I remember from our conversations:", 'This is what I have kept in mind:'],
  rememberTail: ['You can clear it any time with "What I remember" above the chat.'],
  // Neutral about time: the coach cannot always tell whether it has happened yet.
  eventFollowUp: ['Where are things with {event} now?', 'You mentioned {event}. How are you feeling about it now?', 'How are things with {event}?'],
  eventAhead: ['How are you feeling about {event}?', 'What would help you feel ready for {event}?'],
  petFollowUp: ['What do you miss most about {pet}?', 'Tell me a little about {pet}, if you like.'],
  personFollowUp: ['How are things with {person} now?', 'What would you like {person} to understand?'],
  lastTime: [
    'Last time we tried {technique}{for}. How have things been since?',
    'When we last talked, we worked on {technique}{for}. How did it go after that?',
  ],
  lastTimeTopic: ['Last time you told me about {topic}. How are things with that now?'],
  lastTimeLoss: ['Last time you told me about losing {who}. How have you been since?'],
  /** Put before a reply that would otherwise repeat an earlier one word for word. */
  freshLeads: [
    'Let me put it another way.',
    'Coming at it from a different side:',
    'To say it a little differently:',
    'One more thought on this:',
    'Picking this up again:',
    'Here is another angle:',
    'Let me try that again, differently.',
    'Thinking about it once more:',
  ],
  retrySlot: {
    when: ['I want your plan to be easy to follow. When exactly will you do it? A day and a time, or a cue like "after dinner".'],
    where: ['Where will you do it? A place, like "at my desk" or "in the kitchen".'],
    need: ['What do you think you needed in that moment? For example rest, to be heard, some space or some help.'],
    feeling: ['What did you feel, in one or two words? For example angry, hurt, anxious or sad.'],
    action: ['What is the action itself? Start it with a verb, like "walk for ten minutes".'],
    person: ['Who is it with? A name or a role is enough.'],
    number: ['A number is enough here.'],
    thought: ['What did your mind say, in its own words? For example "I always mess this up".'],
  },
} as const;

/**
 * Life areas the person's words name that weigh most: while one of them is in the conversation it
 * leads the coach's questions, so a passing "since high school" does not turn a loss into school.
 */
export const HEAVY_TOPICS = ['grief', 'breakup', 'loneliness', 'anger', 'social', 'procrastination'] as const;
export type HeavyTopic = (typeof HEAVY_TOPICS)[number];

/** Per heavy topic: an acknowledgement ({who}: the pet or person named, else a phrase) and questions. */
export const TOPIC_LINES: Readonly<Record<HeavyTopic, { ack: readonly string[]; ask: readonly string[]; lookup: string }>> = {
  grief: {
    ack: ["I'm so sorry about {who}.", 'Losing {who} is a real loss, whatever anyone else says.'],
    ask: ['What do you miss most about {who}?', 'How have the days been since {who} died?', 'Is there someone who knew {who} you could talk to?'],
    lookup: 'how do i cope with grief',
  },
  breakup: {
    ack: ['Breakups can hurt even when they were right.', "That's a lot to carry after a breakup."],
    ask: ['What has been hardest since the breakup?', 'Who has been there for you since it ended?'],
    lookup: 'how do i get over a breakup',
  },
  loneliness: {
    ack: ['Feeling alone is really hard, and it says nothing bad about you.', "Loneliness can be heavy. I'm glad you said it."],
    ask: ['When do you feel most alone?', 'Is there one person you would like to feel closer to?'],
    lookup: 'how do i make friends as an adult',
  },
  anger: {
    ack: ['Anger usually points at something that matters to you.', 'It makes sense to feel angry about that.'],
    ask: ['What do you wish they understood?', 'What would you like to happen next with them?'],
    lookup: 'how do i deal with my anger',
  },
  social: {
    ack: ["Social plans can bring up a lot, even when they're meant to be fun.", 'It makes sense to feel unsure about {what}.'],
    ask: ['What part of {what} worries you most?', 'What would make {what} feel a little easier?'],
    lookup: 'what should i say to people at a party',
  },
  procrastination: {
    ack: ['Putting things off usually means the task feels too big or too heavy, not that you are lazy.'],
    ask: ['What is the very first tiny piece of it?', 'What makes starting it feel hard?'],
    lookup: 'how do i stop procrastinating',
  },
};

/** The quick replies the chat can show under a coach message. */
export const QUICK_REPLIES = {
  yes: "Yes, let's try it",
  notNow: 'Not now',
  walkThrough: 'Walk me through it',
  exercise: 'Give me an exercise',
  somethingElse: 'Something else',
  unsure: "I'm not sure",
  didNotHelp: "That didn't help",
  resume: 'Back to the exercise',
  stop: 'Stop the exercise',
} as const;
