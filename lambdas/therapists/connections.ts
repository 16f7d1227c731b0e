/**
 * Connection requests to therapists, in the requesting user's partition. One open (pending,
 * accepted or active) request per therapist and user: the request and an `OPENCONNECTION#`
 * marker are written in one transaction, each only if absent, and the marker goes when the
 * request closes. Another user's connection is simply not in the caller's partition.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import {
  OPEN_CONNECTION_STATUSES,
  type ConnectionStatus,
  type SessionPreference,
  type Therapist,
  type TherapistConnection,
  type UrgencyLevel,
} from '../contracts/therapist-options';
import { type ConnectionUpdateBody } from '../contracts/therapists';
import { getDocumentClient, tableName } from '../shared/db/client';
import { CONNECTION_PREFIX, keys, type Key } from '../shared/db/keys';
import { queryAll } from '../shared/db/query';
import { TransactionRefused, transactWrite } from '../shared/db/transact';
import { Conflict, NotFound } from '../shared/errors';
import { getTherapist, getTherapists } from './directory';

export const CONNECTION_NOT_FOUND = 'Connection not found';
export const ALREADY_CONNECTED = 'You already have an open connection request with this therapist';
export const CONNECTION_CLOSED = 'This connection is already closed';
export const ONLY_PENDING_EDITABLE = 'Only a pending request can be edited';
/** A user's list stops here; nobody sends this many requests. */
const MAX_LISTED = 500;

/** The stored request: the answer's fields, with the therapist by id. */
export interface ConnectionRecord extends Key, Omit<TherapistConnection, '_id' | 'therapistId'> {
  type: 'connection';
  id: string;
  therapistId: string;
}

export interface NewConnection {
  therapistId: string;
  requestMessage: string;
  preferredTopics: string[];
  urgencyLevel: UrgencyLevel;
  sessionPreference: SessionPreference;
}

const isOpen = (status: ConnectionStatus) => OPEN_CONNECTION_STATUSES.includes(status);

/** What the list shows when a connection's therapist has left the directory. */
function unlistedTherapist(therapistId: string): Therapist {
  return {
    _id: therapistId,
    profile: { firstName: 'Former', lastName: 'therapist' },
    therapistProfile: {
      licenseType: '',
      licenseStates: [],
      rating: null,
      reviewCount: 0,
      yearsOfExperience: 0,
      sessionRate: 0,
      bio: 'This therapist is no longer listed.',
      specializations: [],
      modalities: [],
      languages: [],
      sessionTypes: [],
      availability: { timezone: 'EST', acceptingNewClients: false, nextAvailableInDays: 0, hours: '' },
    },
  };
}

export function toConnection(record: ConnectionRecord, therapist: Therapist): TherapistConnection {
  return {
    _id: record.id,
    therapistId: therapist,
    status: record.status,
    requestMessage: record.requestMessage,
    preferredTopics: record.preferredTopics,
    urgencyLevel: record.urgencyLevel,
    sessionPreference: record.sessionPreference,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export async function createConnection(userId: string, request: NewConnection): Promise<TherapistConnection> {
  const therapist = await getTherapist(request.therapistId);
  const now = new Date().toISOString();
  const id = ulid();
  const record: ConnectionRecord = {
    ...keys.connection(userId, id),
    type: 'connection',
    id,
    therapistId: therapist._id,
    status: 'pending',
    requestMessage: request.requestMessage.trim(),
    preferredTopics: [...new Set(request.preferredTopics)],
    urgencyLevel: request.urgencyLevel,
    sessionPreference: request.sessionPreference,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.openConnection(userId, therapist._id), type: 'open-connection', connectionId: id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(PK)' } },
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.failed[0]) throw new Conflict(ALREADY_CONNECTED);
    throw error;
  }
  return toConnection(record, therapist);
}

async function connectionRecords(userId: string): Promise<ConnectionRecord[]> {
  return queryAll<ConnectionRecord>(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': CONNECTION_PREFIX },
      ScanIndexForward: false,
    },
    MAX_LISTED,
  );
}

/** The caller's connections, newest first, each with its therapist's profile. */
export async function listConnections(userId: string): Promise<TherapistConnection[]> {
  const records = await connectionRecords(userId);
  const therapists = await getTherapists(records.map((record) => record.therapistId));
  return records.map((record) => toConnection(record, therapists.get(record.therapistId) ?? unlistedTherapist(record.therapistId)));
}

/**
 * Whether the user has asked this therapist for a connection, open or closed: a Query of the
 * user's own connections (filtered on the therapist), a page at a time until one is found.
 */
export async function hasConnectionWith(userId: string, therapistId: string): Promise<boolean> {
  let startKey: Record<string, unknown> | undefined;
  let read = 0;
  do {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        FilterExpression: 'therapistId = :therapist',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': CONNECTION_PREFIX, ':therapist': therapistId },
        ProjectionExpression: 'SK',
        ExclusiveStartKey: startKey,
      }),
    );
    if ((out.Items ?? []).length > 0) return true;
    read += out.ScannedCount ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey && read < MAX_LISTED);
  return false;
}

async function getConnectionRecord(userId: string, connectionId: string): Promise<ConnectionRecord> {
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: keys.connection(userId, connectionId) }));
  if (!out.Item) throw new NotFound(CONNECTION_NOT_FOUND);
  return out.Item as ConnectionRecord;
}

/** The user withdraws a request (while it is open) or edits its message (while pending). */
export async function updateConnection(userId: string, connectionId: string, change: ConnectionUpdateBody): Promise<TherapistConnection> {
  const record = await getConnectionRecord(userId, connectionId);
  if (change.status === 'withdrawn' && !isOpen(record.status)) throw new Conflict(CONNECTION_CLOSED);
  if (change.message !== undefined && record.status !== 'pending') throw new Conflict(ONLY_PENDING_EDITABLE);

  const now = new Date().toISOString();
  const next: ConnectionRecord = {
    ...record,
    status: change.status ?? record.status,
    requestMessage: change.message !== undefined ? change.message.trim() : record.requestMessage,
    updatedAt: now,
  };
  const closing = next.status !== record.status;
  try {
    await transactWrite([
      // Only from the state read above: a concurrent change makes this one a 409.
      {
        Put: {
          TableName: tableName(),
          Item: next,
          ConditionExpression: '#status = :status AND updatedAt = :updatedAt',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': record.status, ':updatedAt': record.updatedAt },
        },
      },
      ...(closing
        ? [
            {
              Delete: {
                TableName: tableName(),
                Key: keys.openConnection(userId, record.therapistId),
                ConditionExpression: 'connectionId = :id',
                ExpressionAttributeValues: { ':id': record.id },
              },
            },
          ]
        : []),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new Conflict('The connection changed meanwhile: reload and try again');
    throw error;
  }
  const therapists = await getTherapists([record.therapistId]);
  return toConnection(next, therapists.get(record.therapistId) ?? unlistedTherapist(record.therapistId));
}
