/** What other features may use of the therapist directory: its API. */
export { therapistsApi } from './api/therapists-api';
