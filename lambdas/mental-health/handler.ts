import { createGroupHandler, type Operations } from '../shared/http';
import { createCheckIn, deleteCheckIn, listCheckIns } from './check-ins';
import { createMoodLog, deleteMoodLog, listMoodLogs, updateMoodLog } from './mood-logs';
import { getProfile, updateProfile } from './profile';
import { deleteSafetyPlan, getSafetyPlan, putSafetyPlan } from './safety-plan';

const operations = {
  'mentalHealth.createMoodLog': createMoodLog,
  'mentalHealth.listMoodLogs': listMoodLogs,
  'mentalHealth.updateMoodLog': updateMoodLog,
  'mentalHealth.deleteMoodLog': deleteMoodLog,
  'mentalHealth.getProfile': getProfile,
  'mentalHealth.updateProfile': updateProfile,
  'mentalHealth.createCheckIn': createCheckIn,
  'mentalHealth.listCheckIns': listCheckIns,
  'mentalHealth.deleteCheckIn': deleteCheckIn,
  'mentalHealth.getSafetyPlan': getSafetyPlan,
  'mentalHealth.putSafetyPlan': putSafetyPlan,
  'mentalHealth.deleteSafetyPlan': deleteSafetyPlan,
} satisfies Operations<'mental-health'>;

export const handler = createGroupHandler('mental-health', operations);
