import type {
  TherapistConnection,
  TherapistConnectionsResponse,
  TherapistConnectResponse,
  TherapistMatch,
  TherapistMatchResponse,
} from '@contracts/therapist-options';
import type { RouteInput } from '@contracts/route-schemas';
import type { ConnectionUpdateBody } from '@contracts/therapists';
import { api } from '../../../lib/api-client';
import { routeUrl } from '../../../lib/route-url';

/** POST /therapist/match (spec §3 Therapist match request). */
export type MatchRequest = RouteInput<'therapists.match'>;

/** POST /therapist/connect (spec §3 Connection request); preferredTopics are issue labels. */
export type ConnectionRequest = RouteInput<'therapists.requestConnection'>;

function listOf<T>(body: unknown, key: string): T[] {
  const list = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? (list as T[]) : [];
}

/** The matching screens' calls (spec §7 Therapists, singular path family) and the withdrawal. */
export const therapistsApi = {
  match: async (body: MatchRequest, signal?: AbortSignal): Promise<TherapistMatch[]> => {
    const answer = await api.post<Partial<TherapistMatchResponse> | undefined>(routeUrl('therapists.match'), body, { signal });
    return listOf<TherapistMatch>(answer, 'matches');
  },

  /** The spec does not read this answer; it is returned for callers that want the connection. */
  requestConnection: (body: ConnectionRequest) =>
    api.post<Partial<TherapistConnectResponse> | undefined>(routeUrl('therapists.requestConnection'), body),

  listConnections: async (signal?: AbortSignal): Promise<TherapistConnection[]> => {
    const answer = await api.get<Partial<TherapistConnectionsResponse> | undefined>(routeUrl('therapists.listRequestedConnections'), { signal });
    return listOf<TherapistConnection>(answer, 'connections');
  },

  withdrawConnection: (id: string) => {
    const body: ConnectionUpdateBody = { status: 'withdrawn' };
    return api.put<Partial<TherapistConnectResponse> | undefined>(routeUrl('therapists.updateConnection', { id }), body);
  },
};
