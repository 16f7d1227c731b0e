/** Signals the detector adds to a rule's own, and the learned layer's. */

/** An ideation phrase after "tried to" is an attempt (the attempt rule reports it too). */
export const ATTEMPT_SIGNAL = 'behaviour.attempt';
/** A rule's match stated as a decision or given a time. */
export const DECLARED_INTENT_SIGNAL = 'intent.declared';
/** The signal of a text only the learned layer recognised. */
export const LEARNED_SIGNAL = 'learned.risk';
