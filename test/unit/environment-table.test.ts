import { LAMBDA_ENVIRONMENT } from '../../lambdas/shared/environment-variables';
import { environmentTable } from '../../lib/docs/environment-table';

describe('the Lambda environment table', () => {
  it('has one row per declared variable, with its requirement or default', () => {
    const rows = environmentTable().split('\n').slice(2);
    expect(rows).toHaveLength(Object.keys(LAMBDA_ENVIRONMENT).length);
    expect(rows).toContain('| `TABLE_NAME` | yes | the DynamoDB table | the local table |');
    expect(rows.find((r) => r.startsWith('| `RATE_LIMIT_LOGIN_WINDOW_SECONDS` |'))).toContain('| no (`900`) |');
    expect(rows.find((r) => r.startsWith('| `BEDROCK_MODEL_ID` |'))).toContain('| with `bedrock` |');
  });
});
