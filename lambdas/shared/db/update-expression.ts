/** Builds `SET a.b = :v, …` from a nested object of defined leaves. */
export function setExpression(fields: Record<string, unknown>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
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
