/** What other features may use of the safety plan: its API. */
export { safetyPlanApi } from './api/safety-plan-api';
