import type { ActorRef, Snapshot } from 'xstate';
import type { I18nText } from '../shared/text.ts';
import type { ToastEvent } from '../toast/toast.types.ts';

/** Console roles (SPEC §6), most powerful first; that order is also the sort order. */
export const ROLE_IDS = ['admin', 'editor', 'viewer'] as const;
export type RoleId = (typeof ROLE_IDS)[number];
/** New users start with the least access (SPEC §4). */
export const DEFAULT_ROLE: RoleId = 'viewer';

export const isRoleId = (value: unknown): value is RoleId => typeof value === 'string' && (ROLE_IDS as readonly string[]).includes(value);

export interface User {
  /** `usr_` and a suffix unique within the list. */
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: RoleId;
  /** ISO timestamp of the last sign-in; `null` reads "Never" (a user added here). */
  readonly lastLogin: string | null;
}

export const USER_FIELDS = ['name', 'email', 'password', 'role'] as const;
export type UserField = (typeof USER_FIELDS)[number];

/** What the Add and Edit dialogs hold while the admin types. Edit ignores the password. */
export interface UserForm {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly role: RoleId;
}

export type FormErrors = Partial<Record<UserField, I18nText>>;

/** Anything that takes `toast.show`: the app's toast actor, or a recorder in tests. */
export type ToastRef = ActorRef<Snapshot<unknown>, ToastEvent>;

export interface UsersInput {
  readonly users: readonly User[];
  readonly toast: ToastRef;
  /** The signed-in admin's e-mail: that user can be neither deleted nor demoted. */
  readonly selfEmail?: string;
}

export interface UsersContext {
  /** In the order they were created (new users at the end); the view sorts what it shows. */
  readonly users: readonly User[];
  /** The user an open dialog is about (edit, delete, forced reset). */
  readonly target: User | null;
  readonly form: UserForm;
  readonly errors: FormErrors;
  /** Source of the next id's suffix; only ever grows, so a deleted user's id is never reused. */
  readonly nextSerial: number;
  readonly selfEmail: string | null;
  readonly toast: ToastRef;
}

/** The outcome of the validating step: cleaned-up values and the errors, if any. */
export interface ValidationResult {
  readonly values: UserForm;
  readonly errors: FormErrors;
}

export interface ValidateUserFormInput {
  readonly form: UserForm;
  readonly users: readonly User[];
  readonly mode: 'add' | 'edit';
  /** The user being edited, whose own e-mail is not a duplicate. */
  readonly editingId?: string;
}

export type UsersEvent =
  | { type: 'users.add' }
  | { type: 'users.edit'; userId: string }
  | { type: 'users.delete'; userId: string }
  /** Deletes several users at once, already confirmed (user-selection machine); never the signed-in admin. */
  | { type: 'users.deleteMany'; userIds: readonly string[] }
  /** Sends a reset link at once; no confirmation needed, nothing is lost. */
  | { type: 'users.resetPassword'; userId: string }
  /** Asks before forcing a new password at next sign-in. */
  | { type: 'users.forceReset'; userId: string }
  | { type: 'form.change'; field: UserField; value: string }
  | { type: 'form.submit' }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' };
