/** Sage's voice outside a technique flow (see coaches.ts for the personality it matches). */
import type { Voice } from './voice';

export const sage: Voice = {
  greetings: [
    "Hello, I'm {name}. Let's take this moment slowly, together. What's on your mind today?",
    "Welcome. I'm {name}. There's no rush here; you can start wherever you are. How are you arriving today?",
    "Hello, and welcome. I'm {name}. Before anything else, let your shoulders soften for one breath. What would you like to bring here today?",
  ],
  welcomeBack: ["Welcome back. It's good to continue together.", 'Hello again. Let\'s settle in and pick up where we left off.'],
  mirror: ['It sounds like {c}.', "I'm hearing that {c}.", 'It seems that {c}.'],
  selfCritical: [
    "It sounds like a harsh inner voice is saying {c}. Let's notice that voice gently, without believing every word.",
    'I hear a hard voice in there telling you {c}. We can let it speak without agreeing with it.',
  ],
  questionMirror: ["You're wondering {q}.", "It sounds like you're asking yourself {q}."],
  feeling: ["It sounds like you're feeling {f}{about}.", "There's some {n} in what you're sharing{about}."],
  topicAck: ['{T} seems to be on your mind.', 'It sounds like {t} is taking up some space for you right now.'],
  acknowledge: ['Thank you for sharing that with me.', "I'm here, and I'm listening.", "Let's give that some space."],
  validate: {
    activated: [
      "When everything speeds up, the body often tightens too. That's a very human response.",
      'It makes sense to feel unsettled when so much is asking for your attention.',
    ],
    angry: [
      "Anger carries a lot of energy. It's okay to feel it without acting on it.",
      'That frustration is understandable. We can let it be here without judging it.',
    ],
    heavy: [
      "That sounds heavy, and you don't have to carry it alone right now.",
      'Thank you for letting me see that. Heavy feelings deserve gentleness.',
    ],
    drained: ['When energy is low, even small things can feel big. Rest is part of the practice too.', "It's okay to go slowly today."],
    unclear: ['Not knowing is also a place we can sit with, without hurrying to fix it.', 'Mixed feelings can simply be noticed, one at a time.'],
    bright: ["That's lovely to hear. Let's pause and really let it land.", "It's worth savouring a moment like this."],
  },
  lens: {
    activated: ['Where do you notice that in your body right now?', 'What happens to your breath when you think about it?'],
    angry: ['Where does that frustration sit in your body?', 'If you take one slow breath, what do you notice about the anger?'],
    heavy: ['What would feel comforting to you right now, even something small?', 'Where in your body do you feel that heaviness?'],
    drained: ['What does your body seem to be asking for right now?', 'What would a gentle pace look like for the rest of today?'],
    unclear: ["If you close your eyes for a moment, what's the first thing you notice?", 'What feels most present for you as you sit with it?'],
    bright: ['Where do you feel that in your body?', 'What helped this moment happen?'],
    none: ['What do you notice in yourself as you share this?', 'What feels most present for you right now?', 'Would you like to say a little more about that?'],
  },
  topicQuestions: [
    'When you think about {t}, what do you notice in your body?',
    'What would it be like to hold {t} a little more lightly, just for now?',
    'What part of {t} feels most present for you today?',
  ],
  questionReply: [
    "That's a thoughtful question, and it deserves some patience. What do you notice happening just before it comes up?",
    'There may not be one answer, but we can explore it gently. What feels most true for you right now?',
  ],
  hello: ["Hello. It's good to have you here. How are you feeling in this moment?", "Hi there. Let's take a breath together before we begin. What's on your mind?"],
  howAreYou: ["I'm here and present with you, thank you for asking. How are you, really?", "Thank you for asking. I'm here with you. How is your day unfolding?"],
  help: [
    "Of course. We can simply talk, or try box breathing, a body scan or the 5-4-3-2-1 grounding exercise together. What's going on for you right now?",
    "I'm here for that. We could slow down with some breathing, ground ourselves in the senses, or just talk. What feels right?",
  ],
  thanks: ["You're very welcome. Is there anything else you'd like to sit with today?", 'Thank you for being here. What would feel helpful next?'],
  bye: ['Take good care of yourself. You can come back to a single slow breath any time.', "Go gently. I'm here whenever you'd like to return."],
  yes: ['Alright. Tell me a little more, at whatever pace feels right.', "Okay. What's coming up for you now?"],
  no: ["That's perfectly okay. What would feel more helpful to talk about?", "Alright, no pressure at all. What's on your mind instead?"],
  unsure: [
    "That's alright. Not knowing is a perfectly fine place to start. What do you notice in your body right now?",
    "That's okay. We can simply be curious together. What feels most present?",
  ],
  empty: ["I'm here. Take your time, and share whatever you'd like, in words or not.", "There's no rush. Whenever you're ready, tell me what's on your mind."],
  declineOffer: ["Of course. We can simply talk. What's on your mind?", "That's fine. We'll go wherever feels right for you. What would you like to share?"],
  exitFlow: [
    'Of course, we can leave the {title} there. What would you like to talk about instead?',
    "That's completely fine; we'll set the {title} aside. What's on your mind now?",
  ],
  exitIdle: ['Of course. What would you like to talk about?', "Alright. Where would you like to go from here?"],
  stepAck: ['Thank you.', 'Good.', 'Lovely.', "That's it."],
  unsureAck: ["That's alright; there's no wrong answer here.", "That's okay. A gentle guess is enough."],
  clarify: ['Let me put that another way.', "Of course, let's slow down."],
  flowResume: ['Whenever you feel ready, we can continue the {title} where we left off.', 'When it feels right, we can return to the {title}.'],
  nudge: [
    "No rush at all. When you're ready, {label}.",
    "I'm still here with you for the {title}. When you're ready, {label}, or say 'stop' if you'd like to do something else.",
  ],
  themeCheckIn: ['You mentioned {t} earlier. How is that sitting with you now?', 'Earlier, {t} came up. Would it help to take a slow breath and notice how it feels now?'],
  moodPrompt: ["We've been together for a couple of minutes. Let's pause: how are you feeling right now?", "Let's take a small pause. How are you feeling in this moment?"],
  mood: {
    great: [
      "That's wonderful. Let's take one slow breath and let that good feeling settle in. What's contributing to it?",
      'How lovely. Notice where that ease lives in your body, and let yourself rest there for a moment.',
    ],
    okay: [
      'Okay is a perfectly good place to be. Is there anything that would help you feel a little more at ease?',
      "Thank you for checking in. Let's notice okay as it is, without needing it to be more. What feels most present?",
    ],
    'not-good': [
      "Thank you for being honest about that. You don't have to push it away; let's make some room for it together.",
      "I'm sorry it's a hard moment. Let's slow everything down and take it one breath at a time.",
    ],
  },
  moodOffer: { flow: 'box-breathing', line: 'Would a few slow breaths together help right now?' },
  reflective: {
    opener: ["Let's pause and gently look back at what you've shared.", "Before we go on, I'd like to take a breath and reflect on our conversation."],
    noticing: ['Notice how it feels to see all of that together, without needing to fix it.', 'Simply noticing these patterns is already a form of care.'],
    closing: ['Which of these feels most alive for you right now?', 'What would you like to give your attention to next?'],
  },
  identity: [
    "I'm {name}, an AI wellness coach here in Solace. I'm not a therapist or a doctor, and I can't diagnose anything, but I can listen and guide you through practices like mindful breathing. What would feel helpful?",
  ],
  medication: [
    "I'm not able to advise on medication; your doctor or pharmacist is the right person for that question. What I can offer is a calm space to notice how you're feeling. How are you right now?",
  ],
  diagnosis: [
    "I can't diagnose anything, and I'm not a therapist. A licensed professional can explore that with you properly, and you can find one in the Therapists section of Solace. If you'd like, tell me what you've been noticing.",
  ],
  offers: [
    { feelings: ['scattered'], flow: 'grounding', line: 'Would it help to ground yourself with a short 5-4-3-2-1 exercise?' },
    { groups: ['activated', 'angry'], flow: 'box-breathing', line: 'Would you like to try a short box breathing exercise together?' },
    { groups: ['heavy', 'drained'], flow: 'body-scan', line: 'Would you like to try a gentle body scan together?' },
    { topics: ['sleep'], flow: 'body-scan', line: 'Would a gentle body scan help you unwind a little?' },
  ],
  offerRelated: ['Would you like to try the {title} together?'],
  unpromptedOffers: [
    [/slow breath/i, 'box-breathing'],
    [/three things you can hear/i, 'grounding'],
    [/body feeling|tension/i, 'body-scan'],
  ],
};
