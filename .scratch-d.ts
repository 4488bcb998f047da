import { usersFor } from '/work/main/src/features/admin-users/users-data.ts';
import { loginLogsFor } from '/work/main/src/features/admin-logs/logs-data.ts';
const now = new Date('2026-11-25T10:34:15Z');
for (const u of usersFor(now)) console.log(u.id, u.name, u.email, u.role, u.lastLogin);
for (const l of loginLogsFor(now)) console.log(l.id, l.timestamp, l.userId, l.ipAddress, l.status);
