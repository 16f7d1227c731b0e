import type { DecryptedExport } from '@contracts/export-format';

/** A decrypted Solace export of a small account, as the export writes it. */
export function decryptedExport(): DecryptedExport {
  const at = (day: number, hour = 9) => `2024-02-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  return {
    format: 'solace-export',
    version: 1,
    exportedAt: '2024-03-01T10:00:00.000Z',
    encryption: 'decrypted',
    account: {
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: 'Rivera',
      createdAt: at(1),
      preferences: { defaultPersona: 'sage', encryptionEnabled: true },
      settings: { notifications: { email: true, push: false, reminders: true } },
    },
    subscription: { status: 'active', plan: 'premium', source: 'stripe' },
    moods: [
      {
        id: '01HPQ0000000000000000MOOD1', mood: 4, energy: 6, stress: 2, timestamp: at(2), notes: 'Walked by the sea 🌊',
        triggers: ['sleep'], gratitude: ['Ana'], clientEncrypted: true, created_at: at(2), updated_at: at(2),
      },
    ],
    journalEntries: [
      {
        id: '01HPQ000000000000000ENTRY1', title: 'Jour de pluie', content: 'Écrit à la main, "entre guillemets"', mood: 3, tags: ['rain'],
        created_at: at(3), updated_at: at(3),
      },
      { id: '01HPQ000000000000000ENTRY2', content: '', mood: 3, tags: [], created_at: at(4), updated_at: at(4) },
    ],
    coachingSessions: [
      {
        id: '01HPQ00000000000000SESSON1', persona: 'harmony', startedAt: at(5), lastMessageAt: at(5, 10), messageCount: 2, memory: null,
        messages: [
          { id: '01HPQ000000000000000MSG001', sessionId: '01HPQ00000000000000SESSON1', sender: 'user', message: 'Hello', createdAt: at(5) },
          { id: '01HPQ000000000000000MSG002', sessionId: '01HPQ00000000000000SESSON1', sender: 'ai', message: 'Hi, how are you?', createdAt: at(5, 10) },
        ],
      },
      { id: '01HPQ00000000000000SESSON2', persona: 'retired-coach', startedAt: at(6), lastMessageAt: at(6), messageCount: 0, memory: null, messages: [] },
    ],
    mentalHealthProfile: { age: 34, goals: ['Improve Sleep'], sleepHours: 7, exerciseFrequency: 'regularly', updatedAt: at(1) },
    checkIns: [{ id: '01HPQ0000000000000CHECKIN1', kind: 'phq9', answers: { items: [1, 0, 1, 2, 0, 1, 0, 0, 0], difficulty: 1, total: 5 }, created_at: at(7) }],
    safetyPlan: {
      plan: {
        warningSigns: ['Not sleeping'], copingStrategies: ['Walk'], distractions: [], helpContacts: [], professionals: [], environment: [],
        reasonsForLiving: ['My cat'],
      },
      version: 2,
      updatedAt: at(8),
    },
    therapistConnections: [
      {
        _id: 'c1', therapistId: 't1', status: 'active', requestMessage: 'Hi', preferredTopics: [], urgencyLevel: 'low', sessionPreference: 'video',
        createdAt: at(1), updatedAt: at(1),
      },
    ],
  } as DecryptedExport;
}
