/** What other features may use of mood tracking: its API and how a mood log is opened on the device. */
export { mentalHealthApi } from './api/mental-health-api';
export { decryptMoodLog } from './mood-crypto';
