/** What other features may use of the check-ins: the questionnaires, their bands, how a check-in is opened. */
export { decryptCheckIn } from './check-in-crypto';
export { bandOf, QUESTIONNAIRES } from './questionnaires';
