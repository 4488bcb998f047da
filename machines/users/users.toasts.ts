import { text } from '../shared/text.ts';
import type { ToastInput } from '../toast/toast.types.ts';
import type { RoleId } from './users.types.ts';

/** The mock toasts of User Management (SPEC §8): no request is made, the admin is told what would happen. */
export const usersToasts = {
  added: (name: string, role: RoleId): ToastInput => ({
    title: text('users:toast.added.title'),
    description: text('users:toast.added.description', { name, role: text(`users:roles.${role}.name`) }),
  }),
  updated: (name: string): ToastInput => ({
    title: text('users:toast.updated.title'),
    description: text('users:toast.updated.description', { name }),
  }),
  deleted: (name: string): ToastInput => ({
    title: text('users:toast.deleted.title'),
    description: text('users:toast.deleted.description', { name }),
  }),
  deletedMany: (count: number): ToastInput => ({
    title: text('users:toast.deletedMany.title'),
    description: text('users:toast.deletedMany.description', { number: count }),
  }),
  resetLinkSent: (email: string): ToastInput => ({
    title: text('users:toast.reset.title'),
    description: text('users:toast.reset.description', { email }),
  }),
  forcedReset: (name: string): ToastInput => ({
    title: text('users:toast.forcedReset.title'),
    description: text('users:toast.forcedReset.description', { name }),
  }),
};
