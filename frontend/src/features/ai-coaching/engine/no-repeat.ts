/**
 * The no-repeat bookkeeping: the state keeps hashes of every reply and of every pool line used,
 * so a pool line is not reused while unused ones remain and no reply is said twice in a session.
 */
import { SHARED_LINES } from './coach-lines';
import { drawIndex, type Random } from './random';
import type { Session } from './session';
import { LIMITS, type EngineSnapshot } from './state';
import { fill } from './text';

export type Pick = (pool: readonly string[], vars?: Readonly<Record<string, string>>) => string;

/** FNV-1a over the text with spacing and case folded: the same words are the same reply. Pool lines hash apart from replies. */
export function hashText(text: string, domain: 'reply' | 'line' = 'reply'): number {
  const folded = `${domain}:${text.toLowerCase()}`.replace(/\s+/g, ' ').trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < folded.length; i++) {
    hash ^= folded.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function noteSaid(state: EngineSnapshot, hash: number): void {
  state.said.push(hash);
  if (state.said.length > LIMITS.said) state.said = state.said.slice(-LIMITS.said);
}

/**
 * A line from the pool, avoiding any the coach used this session (then any in its latest
 * texts); when all were used, one of those used longest ago.
 */
export function pickLine(
  state: EngineSnapshot,
  random: Random,
  name: string,
  pool: readonly string[],
  vars: Readonly<Record<string, string>> = {},
): string {
  const lines = pool.map((line) => fill(line, { name, ...vars })).filter(Boolean);
  if (lines.length === 0) return '';
  const said = new Set(state.said);
  const fresh = lines.filter((line) => !said.has(hashText(line, 'line')));
  const recent = state.recent;
  const lastUse = (line: string) => {
    for (let i = recent.length - 1; i >= 0; i--) if (recent[i]?.includes(line)) return i;
    return -1;
  };
  const candidates = fresh.length > 0 ? fresh : lines;
  const uses = candidates.map(lastUse);
  const oldest = Math.min(...uses);
  const choices = candidates.filter((_, i) => uses[i] === oldest);
  const line = choices[drawIndex(random, choices.length)] ?? candidates[0] ?? '';
  noteSaid(state, hashText(line, 'line'));
  return line;
}

/**
 * The text the coach says, noted as said. `unique`: a reply to the person is never said twice;
 * the coach's fixed check-in lines may recur.
 */
export function unrepeated(s: Session, text: string, unique: boolean): string {
  const { state } = s;
  let out = text.trim() || s.pick(s.voice.empty);
  // Nothing is said twice in a session: a reply that would repeat an earlier one gets a new lead.
  if (unique && state.said.includes(hashText(out))) {
    const lead = s.pick(SHARED_LINES.freshLeads);
    out = `${lead} ${out}`;
    for (let n = 2; state.said.includes(hashText(out)); n++) out = `${lead} ${out} (${n})`;
  }
  noteSaid(state, hashText(out));
  state.recent.push(out.slice(0, LIMITS.recentText));
  state.recent = state.recent.slice(-LIMITS.recent);
  return out;
}

/** A line of the pool not said yet this session, or null: a question is never asked twice. */
export function pickFresh(s: Session, pool: readonly string[], vars: Readonly<Record<string, string>> = {}): string | null {
  const said = new Set(s.state.said);
  const fresh = pool.filter((line) => !said.has(hashText(fill(line, vars), 'line')));
  return fresh.length > 0 ? s.pick(fresh, vars) : null;
}
