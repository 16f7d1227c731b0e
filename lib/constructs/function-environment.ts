import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { LambdaVariable } from '../../lambdas/shared/environment-variables';

/** A function's environment, by the names lambdas/shared/environment-variables.ts declares. */
export type FunctionEnvironment = Partial<Record<LambdaVariable, string>>;

/** Sets variables on a function; a name the Lambdas do not declare fails the type check. */
export function addFunctionEnvironment(fn: LambdaFunction, variables: FunctionEnvironment): void {
  for (const [name, value] of Object.entries(variables)) if (value !== undefined) fn.addEnvironment(name, value);
}
