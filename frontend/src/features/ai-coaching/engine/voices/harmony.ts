/** Harmony's voice outside a technique flow (see coaches.ts for the personality it matches). */
import type { Voice } from './voice';

export const harmony: Voice = {
  greetings: [
    "Hello, I'm {name}. I'm really glad you're here. How are you feeling today, truly?",
    "Hi, I'm {name}. This is a safe space for whatever you're feeling. What's on your heart today?",
    "Welcome, I'm {name}. Every feeling is welcome here. Where would you like to begin?",
  ],
  welcomeBack: ["Welcome back. I'm glad you came back.", "Hello again. It's good to continue together."],
  mirror: ['I hear that {c}.', 'It sounds like {c}.', "What I'm hearing is that {c}."],
  selfCritical: [
    'It sounds like a painful part of you is saying {c}. That voice is hurting, and you deserve more kindness than it offers.',
    "I hear how harshly you're speaking to yourself: {c}. That must be so heavy to carry.",
  ],
  questionMirror: ["You're wondering {q}.", 'It sounds like part of you is asking {q}.'],
  feeling: ["It sounds like you're feeling {f}{about}, and that makes sense.", "I can hear the {n} in what you're sharing{about}."],
  topicAck: ['It sounds like {t} has been on your heart.', '{T} seems to matter a lot to you right now.'],
  acknowledge: ['Thank you for sharing that with me.', "I'm really glad you told me.", "I'm here with you."],
  validate: {
    activated: [
      "It makes so much sense that you'd feel this way with everything on your plate.",
      'Your feelings are valid. Anyone carrying this much would feel it.',
    ],
    angry: [
      "Anger often tells us a boundary or a need has been crossed. It's allowed to be here.",
      "Your frustration makes sense; it's pointing at something that matters to you.",
    ],
    heavy: ["That sounds really painful, and you don't have to hold it all by yourself.", "It's okay to feel this. Your feelings make sense."],
    drained: ['Being this tired is a signal worth listening to, not a failing.', "You've been carrying a lot. It's understandable to feel worn down."],
    unclear: ['Mixed feelings are very human. We can untangle them gently.', "It's okay not to have it all figured out."],
    bright: ["I'm so glad to hear that. You deserve moments like this.", "That's beautiful. Let's really let that feeling in."],
  },
  lens: {
    activated: ['What do you think this feeling is trying to tell you?', 'What would help you feel even a little safer right now?'],
    angry: ['What need do you think is underneath the anger?', 'What would feel fair to you in this situation?'],
    heavy: ['What do you need most right now: comfort, company, or space?', 'If this feeling could speak, what would it say?'],
    drained: ['What would real rest look like for you today?', 'Who or what helps you feel replenished?'],
    unclear: ['If you had to guess, what feeling sits closest to the surface?', 'What feelings seem to be pulling in different directions?'],
    bright: ['Who would you like to share this feeling with?', 'What does this tell you about what you value?'],
    none: ['How does that leave you feeling?', 'What feels most important about that for you?', 'Would you like to tell me more?'],
  },
  topicQuestions: [
    'How does {t} leave you feeling, underneath it all?',
    'What feelings come up for you around {t}?',
    'What would you need to feel more at peace with {t}?',
  ],
  questionReply: [
    "That's such an understandable thing to wonder. When did you last feel it strongly?",
    "It's a really human question. What feelings come up as you ask it?",
  ],
  hello: ["Hello, it's so good to hear from you. How are you feeling today?", "Hi there. I'm really glad you're here. What's on your heart?"],
  howAreYou: ["That's kind of you to ask. I'm here and fully with you. How are you, honestly?", "Thank you for asking. I'd love to hear how you are."],
  help: [
    "Of course, I'm here. We can simply talk, put a name to a feeling, set a boundary, or talk through a hard conversation. What's on your heart?",
    "I'd be glad to. We can explore what you're feeling, practise being kinder to yourself, or work out a boundary together. Where would you like to begin?",
  ],
  thanks: [
    "You're so welcome. I'm glad this helped, even a little. What else is on your heart?",
    "Thank you for letting me be here with you. Is there anything else you'd like to talk about?",
  ],
  bye: ['Take gentle care of yourself. Your feelings matter, and so do you.', 'Goodbye for now. Be kind to yourself tonight.'],
  yes: ["Okay. I'm listening; tell me more.", 'Alright. Take your time and share whatever feels right.'],
  no: ["That's completely okay. You get to choose what we talk about. What feels right instead?", "That's alright. What would feel supportive right now?"],
  unsure: [
    "That's okay. Feelings can be hard to pin down. What's the first word that comes to mind?",
    "It's alright not to know. We can find it together, slowly. What did today feel like?",
  ],
  empty: ["I'm here with you. Take all the time you need.", "Sometimes words are hard to find. Whenever you're ready, I'm listening."],
  declineOffer: ["Of course. We'll just talk; I'm listening.", "That's completely fine. What would feel supportive instead?"],
  exitFlow: [
    "Of course, we can leave the {title} there. You're in charge of where we go. What would you like to talk about?",
    "That's absolutely fine; let's set the {title} aside. What's on your heart now?",
  ],
  exitIdle: ['Of course. What would you like to talk about?', "Absolutely. What's on your heart?"],
  stepAck: ['Thank you for sharing that.', 'That makes sense.', 'I hear you.', 'Thank you.'],
  unsureAck: ["That's okay; a guess is more than enough.", "It's alright not to be sure."],
  clarify: ['Let me put that more gently.', 'Of course, let me say it another way.'],
  flowResume: ['Whenever you feel ready, we can return to the {title}.', "When you'd like, we can gently pick up the {title} again."],
  nudge: [
    "I'm still here, no pressure. When you're ready, {label}.",
    "Take all the time you need with the {title}. When you're ready, {label}, or tell me if you'd like to do something else.",
  ],
  themeCheckIn: ['You mentioned {t} earlier. How are you feeling about it now?', 'I wanted to gently check in about {t}. How is your heart with it right now?'],
  moodPrompt: ["I'd love to check in with you. How are you feeling right now?", "Let's pause for a moment. How is your heart right now?"],
  mood: {
    great: [
      "I'm so happy to hear that. Let yourself really enjoy it. What's bringing you this good feeling?",
      "That's wonderful. You deserve to feel this way. What's been lifting you up?",
    ],
    okay: [
      "Thank you for checking in. Okay is a valid place to be. Is there anything underneath the okay you'd like to explore?",
      "Okay counts. Sometimes okay holds a few different feelings at once. Anything you'd like to name?",
    ],
    'not-good': [
      "I'm really sorry you're not feeling good. Thank you for telling me; your feelings matter here.",
      "That sounds hard, and I'm glad you said it out loud. You don't have to go through it alone.",
    ],
  },
  moodOffer: { flow: 'emotion-naming', line: "Would it help to gently put a name to what you're feeling?" },
  reflective: {
    opener: ["I'd like to reflect back what I'm hearing, to make sure I understand.", "Can I share what I've noticed as we've talked?"],
    noticing: ['It makes sense that all of this has been weighing on you.', "Everything you're feeling here is valid."],
    closing: ['Does that feel true to you?', 'What feels most important for you in all of that?'],
  },
  identity: [
    "I'm {name}, an AI wellness coach in Solace. I'm not a therapist or a doctor, and I can't diagnose anything, but I'm here to listen and help you name and understand what you feel. How are you feeling right now?",
  ],
  medication: [
    "That's an important question, and it belongs with your doctor or pharmacist; I can't advise on medication. I'm here for how you're feeling about it, though. What's been on your heart?",
  ],
  diagnosis: [
    "I can't diagnose anything, and I'm not a therapist. A licensed professional can explore that with you with real care, and you can find one in the Therapists section of Solace. I'm still here to listen to what you've been going through.",
  ],
  offers: [
    { feelings: ['guilty'], flow: 'self-compassion', line: 'Would you like to try a little self-compassion practice together?' },
    { groups: ['unclear', 'heavy'], flow: 'emotion-naming', line: "Would it help to gently put a name to what you're feeling?" },
    { groups: ['angry'], flow: 'boundary', line: 'Would it help to think about a boundary that could protect what matters to you?' },
    { topics: ['partner', 'family', 'friends'], flow: 'hard-conversation', line: 'Would you like to talk through a conversation with them, step by step?' },
  ],
  offerRelated: ['Would it help to try the {title} together?'],
  unpromptedOffers: [
    [/put a name to it/i, 'emotion-naming'],
    [/gentle with yourself/i, 'self-compassion'],
    [/anyone who's been on your mind/i, 'hard-conversation'],
  ],
};
