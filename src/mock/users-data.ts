import type { User } from '../../machines/users/index.ts';
import { before, DEMO_NOW } from './demo-clock.ts';

/** The signed-in demo account (PRODUCT.md): the console's first user, and an admin. */
export const SIGNED_IN_EMAIL = 'admin@example.com';

/**
 * The console's users at start-up (mock data; changes live only until the page is left),
 * their last sign-ins dated relative to `now` and matching the login history's successes.
 */
export const usersFor = (now: Date): User[] => [
  { id: 'usr_001', name: 'Test Admin', email: SIGNED_IN_EMAIL, role: 'admin', lastLogin: before(now, { minutes: 2, seconds: 14 }) },
  {
    id: 'usr_002',
    name: 'Dana Levi',
    email: 'dana.levi@example.com',
    role: 'admin',
    lastLogin: before(now, { hours: 1, minutes: 17, seconds: 57 }),
  },
  {
    id: 'usr_003',
    name: 'José Álvarez',
    email: 'jose.alvarez@example.com',
    role: 'editor',
    lastLogin: before(now, { days: 1, hours: 3, minutes: 54, seconds: 48 }),
  },
  {
    id: 'usr_004',
    name: 'Mariana Costa',
    email: 'mariana.costa@example.com',
    role: 'editor',
    lastLogin: before(now, { days: 2, hours: 8, minutes: 32, seconds: 20 }),
  },
  {
    id: 'usr_005',
    name: 'Michael Chen',
    email: 'michael.chen@example.com',
    role: 'viewer',
    lastLogin: before(now, { days: 6, hours: 10, minutes: 49, seconds: 55 }),
  },
  {
    id: 'usr_006',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    role: 'viewer',
    lastLogin: before(now, { days: 22, hours: 6, minutes: 12 }),
  },
  { id: 'usr_007', name: 'Noa Ben-David', email: 'noa.bendavid@example.com', role: 'viewer', lastLogin: null },
];

export const USERS: readonly User[] = usersFor(DEMO_NOW);
