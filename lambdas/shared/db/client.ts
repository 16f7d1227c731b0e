import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../config';

let client: DynamoDBDocumentClient | undefined;

/** One DynamoDB document client per process. */
export function getDocumentClient(): DynamoDBDocumentClient {
  if (!client) {
    const config = getConfig();
    const base = new DynamoDBClient({ region: config.region, endpoint: config.endpoints.dynamodb });
    client = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
    });
  }
  return client;
}

export function tableName(): string {
  return getConfig().tableName;
}
