/**
 * A pattern that needs every group somewhere in the normalised message, in any order, each as whole words:
 * all(/how|what/, /say no/) matches "how do i say no" and "say no how". Anchored lookaheads, so matching
 * stays linear in the message length whatever the input.
 */
export function all(...groups: RegExp[]): RegExp {
  return new RegExp(`^${groups.map((group) => `(?=.*\\b(?:${group.source})\\b)`).join('')}`);
}

/**
 * A pattern that does not match when any of `words` (an alternation) is in the message as whole words:
 * unless('pain|sore', all(/should i go/)) matches "should i go" but not "should i go with this pain".
 */
export function unless(words: string, pattern: RegExp): RegExp {
  // An unanchored pattern may match anywhere after the check.
  const rest = pattern.source.startsWith('^') ? pattern.source.slice(1) : `[^]*?(?:${pattern.source})`;
  return new RegExp(`^(?!.*\\b(?:${words})\\b)${rest}`);
}
