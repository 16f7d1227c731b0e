import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../../lib/local/provision';
import { stack } from './helpers/stack';

const client = new DynamoDBClient({ region: stack.info.region, endpoint: stack.info.dynamodbEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const indexesOf = async (name: string) =>
  ((await client.send(new DescribeTableCommand({ TableName: name }))).Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName).sort();

describe('the local table', () => {
  it('gets GSI2 added when it was made before that index existed, as a deploy of the stack would', async () => {
    const name = `older-table-${Date.now().toString(36)}`;
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['PK', 'SK', 'GSI1PK', 'GSI1SK'].map((n) => ({ AttributeName: n, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'GSI1',
            KeySchema: [
              { AttributeName: 'GSI1PK', KeyType: 'HASH' },
              { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    try {
      expect(await indexesOf(name)).toEqual(['GSI1']);
      await ensureTable(client, name);
      expect(await indexesOf(name)).toEqual(['GSI1', 'GSI2']);
      // A second start changes nothing.
      await ensureTable(client, name);
      expect(await indexesOf(name)).toEqual(['GSI1', 'GSI2']);
    } finally {
      await client.send(new DeleteTableCommand({ TableName: name }));
    }
  });

  it('is made with both indexes', async () => {
    expect(await indexesOf(stack.info.tableName)).toEqual(['GSI1', 'GSI2']);
  });
});
