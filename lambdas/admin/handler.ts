import { createGroupHandler, type Operations } from '../shared/http';
import { listAuditTrail } from './audit';
import { generateCodes, listBatches, listCodes, revokeBatch, revokeCode, searchCodes } from './codes';
import { dashboard } from './dashboard';
import { adminLogin } from './login';
import { listUsers, updateUser } from './users';

const operations = {
  'admin.login': adminLogin,
  'admin.generateCodes': generateCodes,
  'admin.listCodes': listCodes,
  'admin.listBatches': listBatches,
  'admin.searchCodes': searchCodes,
  'admin.revokeBatch': revokeBatch,
  'admin.revokeCode': revokeCode,
  'admin.dashboard': dashboard,
  'admin.listUsers': listUsers,
  'admin.updateUser': updateUser,
  'admin.audit': listAuditTrail,
} satisfies Operations<'admin'>;

export const handler = createGroupHandler('admin', operations);
