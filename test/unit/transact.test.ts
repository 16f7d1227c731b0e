import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MOCKED_AWS_ENVIRONMENT } from './helpers/lambda-environment';

const dynamo = mockClient(DynamoDBDocumentClient);

function cancelled(...codes: string[]) {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

describe('transactWrite', () => {
  let transact: typeof import('../../lambdas/shared/db/transact');
  const items = [{ Put: { TableName: 't', Item: { PK: 'a', SK: 'b' } } }, { Put: { TableName: 't', Item: { PK: 'c', SK: 'd' } } }];

  beforeAll(async () => {
    Object.assign(process.env, MOCKED_AWS_ENVIRONMENT);
    transact = await import('../../lambdas/shared/db/transact');
  });

  beforeEach(() => dynamo.reset());

  it('retries a transaction that only collided with another one', async () => {
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelled('None', 'TransactionConflict')).resolves({});
    await transact.transactWrite(items);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('gives up after a few collisions', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('TransactionConflict', 'None'));
    await expect(transact.transactWrite(items)).rejects.toThrow('Transaction cancelled');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(5);
  });

  it('tells which condition refused it, without retrying', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    const error = await transact.transactWrite(items).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(transact.TransactionRefused);
    expect((error as InstanceType<typeof transact.TransactionRefused>).failed).toEqual([false, true]);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('rethrows anything else', async () => {
    dynamo.on(TransactWriteCommand).rejects(Object.assign(new Error('boom'), { name: 'ValidationException' }));
    await expect(transact.transactWrite(items)).rejects.toThrow('boom');
  });
});
