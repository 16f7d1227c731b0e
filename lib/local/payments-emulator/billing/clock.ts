import type { Interval } from './plan';

/** Times as Stripe gives them: whole seconds since the epoch. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const DAY = 86_400;

/** The end of the k-th period after the anchor; months keep the anchor's day, or the month's last day. */
export function addPeriods(anchor: number, interval: Interval, k: number): number {
  if (interval === 'day') return anchor + k * DAY;
  if (interval === 'week') return anchor + k * 7 * DAY;
  const d = new Date(anchor * 1000);
  const months = d.getUTCMonth() + (interval === 'month' ? k : 12 * k);
  const year = d.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()) / 1000;
}
