import type {
  TherapistCardResponse,
  TherapistConnectionsResponse,
  TherapistConnectResponse,
  TherapistMatchResponse,
  TherapistSearchResponse,
} from '../contracts/therapist-options';
import { DEFAULT_SESSION_PREFERENCE, DEFAULT_URGENCY, THERAPIST_LIMITS } from '../contracts/therapist-options';
import { Forbidden } from '../shared/errors';
import { PREMIUM_REQUIRED, hasPremium } from '../shared/premium';
import { createGroupHandler, reply, type Operations, type RequestContext } from '../shared/http';
import { createConnection, hasConnectionWith, listConnections, updateConnection } from './connections';
import { allTherapists, getTherapist, therapistsForIssues } from './directory';
import { rankTherapists } from './matching';

async function match(ctx: RequestContext<'therapists.match'>): Promise<TherapistMatchResponse> {
  const { primaryIssues, urgencyLevel, sessionPreference, budget } = ctx.body;
  const candidates = await therapistsForIssues(primaryIssues);
  const criteria = { issues: primaryIssues, urgency: urgencyLevel, sessionType: sessionPreference, budget };
  return { success: true, matches: rankTherapists(candidates, criteria, THERAPIST_LIMITS.maxMatches) };
}

async function search(ctx: RequestContext<'therapists.search'>): Promise<TherapistSearchResponse> {
  const { issues, sessionType, urgency, maxRate, state, language, limit } = ctx.query;
  const candidates = issues ? await therapistsForIssues(issues) : await allTherapists();
  const criteria = { issues: issues ?? [], urgency, sessionType, budget: maxRate, state, language };
  return { success: true, therapists: rankTherapists(candidates, criteria, limit) };
}

/**
 * One therapist's card. Search and matching are Premium; so is reading the directory card by
 * card, or walking the ids would give it all after the trial. Without Premium the card opens
 * only for a therapist the user has a connection with (the connection list shows it anyway);
 * any other id, known or not, is the Premium refusal.
 */
async function therapistCard(ctx: RequestContext<'therapists.get'>): Promise<TherapistCardResponse> {
  const { user } = ctx.auth;
  if (!hasPremium(user) && !(await hasConnectionWith(user.id, ctx.params.id))) throw new Forbidden(PREMIUM_REQUIRED);
  return { success: true, therapist: await getTherapist(ctx.params.id) };
}

async function connected(userId: string, request: Parameters<typeof createConnection>[1]) {
  const connection = await createConnection(userId, request);
  return reply(201, { success: true, connection } satisfies TherapistConnectResponse);
}

const list = async (ctx: { auth: { userId: string } }): Promise<TherapistConnectionsResponse> => ({
  success: true,
  connections: await listConnections(ctx.auth.userId),
});

const operations = {
  'therapists.match': match,
  'therapists.search': search,
  'therapists.get': therapistCard,
  'therapists.requestConnection': (ctx) => connected(ctx.auth.userId, ctx.body),
  'therapists.connect': (ctx) =>
    connected(ctx.auth.userId, {
      therapistId: ctx.body.therapistId,
      requestMessage: ctx.body.message,
      preferredTopics: [],
      urgencyLevel: DEFAULT_URGENCY,
      sessionPreference: DEFAULT_SESSION_PREFERENCE,
    }),
  'therapists.listRequestedConnections': list,
  'therapists.listConnections': list,
  'therapists.updateConnection': async (ctx) => ({
    success: true,
    connection: await updateConnection(ctx.auth.userId, ctx.params.id, ctx.body),
  }),
} satisfies Operations<'therapists'>;

export const handler = createGroupHandler('therapists', operations);
