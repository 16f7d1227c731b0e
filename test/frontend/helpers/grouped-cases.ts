/** Every item of every group as [group, item], in the order of the groups and of their items. */
export function casesByGroup<G extends string, T>(groups: Readonly<Partial<Record<G, readonly T[]>>>): [group: G, item: T][] {
  return (Object.entries(groups) as [G, readonly T[]][]).flatMap(([group, items]) => items.map((item): [G, T] => [group, item]));
}

/**
 * `it.each` rows [input, expected] from inputs grouped under what each should give, so a long table
 * names every expected value once; the rows keep the order of the groups and of their inputs.
 */
export function casesByExpected<E extends string>(groups: Readonly<Partial<Record<E, readonly string[]>>>): [input: string, expected: E][] {
  return casesByGroup(groups).map(([expected, input]) => [input, expected]);
}
