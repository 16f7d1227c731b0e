import { buildRoutePath, routeById, type RouteId } from '@contracts/routes';

export type QueryValues = Record<string, string | number | undefined>;

/**
 * The path of a route from the route table, with its path parameters filled in and the query
 * values that are set (undefined ones are left out).
 */
export function routeUrl(id: RouteId, params?: Record<string, string>, query: QueryValues = {}): string {
  const base = buildRoutePath(routeById(id).path, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
