/**
 * Builds `SET a.b = :v, …` from a nested object of defined leaves. Objects at `wholePaths`
 * (dot-separated) are set whole: a map that may not exist yet cannot be written into.
 */
export function setExpression(fields: Record<string, unknown>, wholePaths: readonly string[] = []) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !wholePaths.includes(path.join('.'))) {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
      return;
    }
    const nameRefs = path.map((part) => {
      const ref = `#${part}`;
      names[ref] = part;
      return ref;
    });
    const valueRef = `:v${sets.length}`;
    values[valueRef] = value;
    sets.push(`${nameRefs.join('.')} = ${valueRef}`);
  };
  walk(fields, []);
  return { sets, names, values };
}
