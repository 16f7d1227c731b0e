/** Phoenix's voice outside a technique flow (see coaches.ts for the personality it matches). */
import type { Voice } from './voice';

export const phoenix: Voice = {
  greetings: [
    "Hi, I'm {name}. I'm curious about what's going on for you, and we can look at it step by step. What's on your mind?",
    "Hey, I'm {name}. Thoughts aren't facts, and together we can test them. What would you like to work on today?",
    "Welcome, I'm {name}. Let's get curious together. What's been on your mind lately?",
  ],
  welcomeBack: ['Welcome back! Good to pick this up again.', "Hey again. Let's carry on from where we were."],
  mirror: ['So {c}.', "Let me check I've got this: {c}.", 'It sounds like {c}.'],
  selfCritical: [
    "It sounds like your mind is saying {c}. That's a thought, not a fact, and thoughts can be tested.",
    "So the thought is: {c}. Let's treat that as a claim to check, not a verdict.",
  ],
  questionMirror: ["You're wondering {q}.", 'So the question on your mind is {q}.'],
  feeling: ["It sounds like you're feeling {f}{about}.", "I'm noticing some {n} in what you wrote{about}."],
  topicAck: ["{T} sounds like it's been on your mind.", "Let's get curious about {t}."],
  acknowledge: ['Thanks for putting that into words.', "Okay, I'm following.", "That's useful to know."],
  validate: {
    activated: [
      "Anxious minds are great at predicting the worst, which doesn't mean the worst is likely.",
      'That makes sense; stress tends to make every problem look bigger.',
    ],
    angry: ["Anger often points to something that feels unfair. That's worth understanding.", "That frustration makes sense. Let's see what's fuelling it."],
    heavy: [
      "Low moods can colour our thoughts, so it's worth checking whether the thoughts are telling the whole story.",
      "That sounds hard, and it's good that you're naming it.",
    ],
    drained: [
      "When energy is low, the mind often says 'why bother'. Small actions can help answer back.",
      'Feeling stuck is common, and it usually shifts with a tiny first step.',
    ],
    unclear: ['Confusion is a good starting point for curiosity.', "Not being sure is fine; we can gather some evidence."],
    bright: ["Nice! Let's notice what helped, so you can do more of it.", "That's great to hear. Good moments are data too."],
  },
  lens: {
    activated: ["What's the thought that goes with that feeling?", "What's the worst your mind says might happen, and how likely is it really?"],
    angry: ['What thought was running through your mind when the anger showed up?', 'What do you think is underneath the frustration?'],
    heavy: ["What's your mind telling you about this?", 'If you wrote down the thought behind that feeling, what would it say?'],
    drained: ["What's one tiny action that might shift things by 1%?", 'What does your mind say when you think about starting?'],
    unclear: ["What's the thought that feels most confusing right now?", 'What do you know for sure, and what are you guessing?'],
    bright: ['What did you do that contributed to that?', 'What thought goes along with feeling this way?'],
    none: ['What thoughts come up for you around that?', "What's your take on what's going on?", 'Can you tell me more about what happened?'],
  },
  topicQuestions: [
    "When you think about {t}, what's the first thought that pops up?",
    "What's the story your mind tells you about {t}?",
    "What's one specific moment with {t} that stands out this week?",
  ],
  questionReply: [
    "Good question to investigate. What's usually happening right before it?",
    "Let's treat that as something to test rather than guess at. What have you noticed so far?",
  ],
  hello: ["Hi! Good to see you. What's on your mind today?", 'Hey there. What would you like to look at together today?'],
  howAreYou: ['I\'m ready and curious, thanks for asking. How are you doing?', "Doing well, thanks. More importantly, how are you?"],
  help: [
    "Absolutely. We can talk it through, do a thought record on a stubborn thought, or check for thinking traps. What's going on?",
    "Sure thing. I can help you test a thought against the evidence, spot thinking traps, or find a tiny next step. Where would you like to start?",
  ],
  thanks: ["You're welcome! Is there another thought you'd like to look at?", 'Anytime. What would be useful to work on next?'],
  bye: [
    'Great work today. Remember: a thought is something to test, not something you have to obey. See you soon.',
    "Take care. Notice one thought this week and ask: what's the evidence?",
  ],
  yes: ['Great. Tell me more.', "Okay, let's dig in. What's happening?"],
  no: ['That\'s fine. What would be more useful to focus on?', "No problem. What's on your mind instead?"],
  unsure: [
    "That's okay. Uncertainty is a good place to start investigating. What's one thing you do know about how you feel?",
    'Fair enough. Let\'s start small: what happened most recently?',
  ],
  empty: ["I'm here whenever you're ready. What's on your mind?", "No pressure. Share a thought, a word, anything, and we'll go from there."],
  declineOffer: ['No problem, we can keep talking it through. What else is going on?', "Sure, we don't have to. What would be more useful right now?"],
  exitFlow: ["No problem, we'll pause the {title} here. What would you like to focus on instead?", "Sure, let's set the {title} aside. What's on your mind now?"],
  exitIdle: ['Sure. What would you like to talk about?', "Okay. What's most useful to look at now?"],
  stepAck: ['Got it.', "Great, that's useful.", 'Nice work.', 'Okay, noted.'],
  unsureAck: ["That's okay, a best guess is fine.", 'No problem, a rough answer works.'],
  clarify: ['Let me say that differently.', 'Good question; let me be clearer.'],
  flowResume: ["When you're ready, we can pick up the {title} where we left off.", 'Whenever you like, we can get back to the {title}.'],
  nudge: ["Still here. When you're ready, {label}.", "No rush with the {title}. When you're ready, {label}, or say 'stop' to switch to something else."],
  themeCheckIn: ['You mentioned {t} earlier. What thoughts are coming up about it now?', 'Earlier, {t} came up. Is there a thought about it worth testing?'],
  moodPrompt: ['Quick check-in: how are you feeling right now?', "Let's pause for a quick data point. How's your mood at the moment?"],
  mood: {
    great: [
      "That's great to hear! What's one thing that contributed to it? Worth remembering for a tougher day.",
      'Love that. What thought or action helped get you there?',
    ],
    okay: [
      'Okay is a solid data point. Is there one small thing that might nudge it up a notch?',
      "Thanks for checking in. What's taking up the most space in your head right now?",
    ],
    'not-good': [
      'Thanks for being honest. Low moods often come with harsh thoughts, and those are worth testing rather than believing.',
      "I'm sorry it's a hard moment. Let's see if we can find the thought that's weighing the most.",
    ],
  },
  moodOffer: { flow: 'thought-record', line: 'Would it help to look at the loudest thought with a quick thought record?' },
  reflective: {
    opener: ["Let's zoom out for a second and look at the pattern.", "Time for a quick summary of what we've covered."],
    noticing: [
      "When the same themes keep showing up, there's often a core thought underneath worth testing.",
      'Spotting patterns like this is exactly how change starts.',
    ],
    closing: ['Which of these would be most useful to dig into?', 'What stands out to you when you see it summed up?'],
  },
  identity: [
    "I'm {name}, an AI wellness coach in Solace. I'm not a therapist or a doctor and I can't diagnose anything, but I can help you spot thought patterns and practise CBT-style tools like thought records. What would you like to work on?",
  ],
  medication: [
    "I can't advise on medication; your doctor or pharmacist is the right person for that. What I can help with is the thoughts and habits around how you're feeling. What's been on your mind?",
  ],
  diagnosis: [
    "I can't diagnose anything, and I'm not a therapist. A licensed professional can look at that with you properly, and you can find one in the Therapists section of Solace. Meanwhile, we can look at what you've been noticing, if you'd like.",
  ],
  offers: [
    { groups: ['activated', 'heavy'], flow: 'thought-record', line: 'Would you like to put the thought behind that through a quick thought record?' },
    { groups: ['drained'], flow: 'behavioral-activation', line: 'Want to find one tiny next step together?' },
    { groups: ['angry', 'unclear'], flow: 'thinking-traps', line: 'Would it help to check whether a thinking trap is involved?' },
  ],
  offerRelated: ['Want to try the {title} on this?'],
  unpromptedOffers: [
    [/thought that has been loud/i, 'thought-record'],
    [/one tiny step/i, 'behavioral-activation'],
    [/noticing a thought/i, 'thinking-traps'],
  ],
};
