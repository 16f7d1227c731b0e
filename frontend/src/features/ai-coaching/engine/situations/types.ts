/** Life situations the coach recognises and the content it has for each: written as data, one JSON file per area. */

/** What a direct question or request asks for, so the answer can be the kind asked for. */
export type AskType = 'script' | 'whatif' | 'normal' | 'plan' | 'should' | 'why' | 'howto';

export const ASK_TYPES: readonly AskType[] = ['script', 'whatif', 'normal', 'plan', 'should', 'why', 'howto'];

export interface Situation {
  id: string;
  /** Reads after "about": "your exam revision". */
  title: string;
  /** Words or phrases that point to the situation on their own. */
  strong: readonly string[];
  /** Words that make it more likely together with others. */
  weak: readonly string[];
  /** Two lists of words; one from each in a message names the situation ("husband" with "argument"). */
  pairs?: readonly (readonly [readonly string[], readonly string[]])[];
  /** Acknowledgements that show the situation was understood; no question in them. */
  ack: readonly string[];
  /** Specific follow-up questions for this situation. */
  questions: readonly string[];
  /** The content for each kind of ask, 3 to 6 sentences. */
  answers: Readonly<Record<AskType, string>>;
  /** Answers to the particular questions people in this situation ask, each found by its key words. */
  faqs?: readonly Faq[];
}

export interface Faq {
  /** Words a person asking this would type; two or more in a message find it. */
  keys: readonly string[];
  answer: string;
}
