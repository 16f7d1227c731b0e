import { NO_DATA } from '../lib/mood-scale';

/** The no-data dash, which screen readers read as `words` instead. */
export function NoData({ words }: { words: string }) {
  return (
    <>
      <span aria-hidden="true">{NO_DATA}</span>
      <span className="visually-hidden">{words}</span>
    </>
  );
}

/** A figure as shown: the no-data dash is read as "No data yet". */
export function Figure({ value }: { value: string }) {
  return value === NO_DATA ? <NoData words="No data yet" /> : value;
}
