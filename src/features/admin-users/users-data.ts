import type { User } from '../../../machines/users/index.ts';

/** The console's users at start-up (mock data; changes live only until the page is left). */
export const USERS: readonly User[] = [
  { id: 'usr_001', name: 'Dana Levi', email: 'dana.levi@example.com', role: 'admin', lastLogin: '2025-11-21T08:42:00Z' },
  { id: 'usr_002', name: 'José Álvarez', email: 'jose.alvarez@example.com', role: 'editor', lastLogin: '2025-11-20T16:05:00Z' },
  { id: 'usr_003', name: 'Mariana Costa', email: 'mariana.costa@example.com', role: 'editor', lastLogin: '2025-11-19T11:27:00Z' },
  { id: 'usr_004', name: 'Michael Chen', email: 'michael.chen@example.com', role: 'viewer', lastLogin: '2025-11-14T09:10:00Z' },
  { id: 'usr_005', name: 'Priya Raman', email: 'priya.raman@example.com', role: 'viewer', lastLogin: '2025-10-30T13:48:00Z' },
  { id: 'usr_006', name: 'Noa Ben-David', email: 'noa.bendavid@example.com', role: 'viewer', lastLogin: null },
];
