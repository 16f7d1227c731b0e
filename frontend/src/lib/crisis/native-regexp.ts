/**
 * Engines interpret a regular expression at first and compile it to machine code later, and a
 * pattern first run on short clauses can stay slow on a long journal entry. One run over a long
 * text when the module loads compiles each pattern once, up front, instead of on the first
 * message (which would then take that time) and keeps long entries fast.
 */
const WARM_UP = 'i do not want to be here anymore , '.repeat(40);

export function compiled<T extends RegExp>(pattern: T): T {
  pattern.lastIndex = 0;
  pattern.test(WARM_UP);
  pattern.lastIndex = 0;
  return pattern;
}
