import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { ToastInput } from '../toast/toast.types.ts';
import { firstFreeSerial, hasErrors, nextUserId, sameEmail, validateUserForm } from './users.rules.ts';
import { usersToasts } from './users.toasts.ts';
import {
  DEFAULT_ROLE,
  USER_FIELDS,
  isRoleId,
  type FormErrors,
  type User,
  type UserField,
  type UserForm,
  type UsersContext,
  type UsersEvent,
  type UsersInput,
  type ValidateUserFormInput,
  type ValidationResult,
} from './users.types.ts';

const EMPTY_FORM: UserForm = { name: '', email: '', password: '', role: DEFAULT_ROLE };

const findUser = (context: UsersContext, userId: string) => context.users.find((user) => user.id === userId) ?? null;
/** The signed-in admin, known by e-mail (the console's mock identity). */
const isSelf = (context: UsersContext, user: User) => context.selfEmail !== null && sameEmail(user.email, context.selfEmail);
const firstInvalidField = (errors: FormErrors): UserField | null => USER_FIELDS.find((field) => errors[field] !== undefined) ?? null;

/**
 * User Management (SPEC §2, §4, §5, §8). The list, which dialog is open, the form and its
 * validation. How the list is searched, filtered and sorted is the URL's (the view reads it);
 * the signed-in admin (`selfEmail`) can be neither deleted nor demoted. Every change stays in memory and ends with a mock
 * toast sent to the app's toast actor (given through `input`); nothing is persisted.
 */
export const usersMachine = setup({
  types: {
    context: {} as UsersContext,
    events: {} as UsersEvent,
    input: {} as UsersInput,
  },
  actors: {
    /**
     * Provided by src/adapters (the router): a user named in the URL (`?edit=`, the command
     * palette's way in) is asked for as `users.edit`, once.
     */
    watchEditRequests: fromCallback<UsersEvent>(() => undefined),
    validateUserForm: fromPromise<ValidationResult, ValidateUserFormInput>(async ({ input }) =>
      validateUserForm(input.form, input.users, input.mode, input.editingId),
    ),
  },
  guards: {
    userExists: ({ context, event }) => 'userId' in event && findUser(context, event.userId) !== null,
    /** The signed-in admin cannot delete themselves (PRODUCT.md). */
    deletableUser: ({ context, event }) => {
      const user = 'userId' in event ? findUser(context, event.userId) : null;
      return user !== null && !isSelf(context, user);
    },
    anyDeletable: ({ context, event }) =>
      event.type === 'users.deleteMany' && context.users.some((user) => event.userIds.includes(user.id) && !isSelf(context, user)),
    formIsValid: (_, params: { result: ValidationResult }) => !hasErrors(params.result.errors),
  },
  actions: {
    chooseTarget: assign(({ context, event }) => ({ target: 'userId' in event ? findUser(context, event.userId) : null })),
    fillFromTarget: assign(({ context }) =>
      context.target ? { form: { name: context.target.name, email: context.target.email, password: '', role: context.target.role } } : {},
    ),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      // The signed-in admin cannot demote themselves: their role field does not change.
      if (event.field === 'role' && context.target && isSelf(context, context.target)) return {};
      const value = event.field === 'role' ? (isRoleId(event.value) ? event.value : context.form.role) : event.value;
      // Editing a field clears its own error; the others stay until the next submit.
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { form: { ...context.form, [event.field]: value }, errors };
    }),
    // The form keeps what was typed (untrimmed) so nothing is lost on a failed submit.
    showErrors: assign((_, params: { errors: FormErrors }) => ({ errors: params.errors })),
    /** Provided by src/adapters (users.dom.ts): moves keyboard focus to the first invalid field. */
    focusField: (_, _params: { field: UserField | null }) => {},
    appendUser: assign(({ context }, params: { values: UserForm }) => {
      const { id, nextSerial } = nextUserId(context.users, context.nextSerial);
      const user: User = { id, name: params.values.name, email: params.values.email, role: params.values.role, lastLogin: null };
      return { users: [...context.users, user], nextSerial };
    }),
    replaceTarget: assign(({ context }, params: { values: UserForm }) => ({
      users: context.users.map((user) =>
        user.id === context.target?.id
          ? { ...user, name: params.values.name, email: params.values.email, role: isSelf(context, user) ? user.role : params.values.role }
          : user,
      ),
    })),
    removeTarget: assign(({ context }) => ({ users: context.users.filter((user) => user.id !== context.target?.id) })),
    removeMany: assign(({ context }, params: { userIds: readonly string[] }) => ({
      users: context.users.filter((user) => isSelf(context, user) || !params.userIds.includes(user.id)),
    })),
    resetDialog: assign({ form: EMPTY_FORM, errors: {}, target: null }),
    notify: sendTo(
      ({ context }) => context.toast,
      (_, params: { toast: ToastInput }) => ({ type: 'toast.show' as const, toast: params.toast }),
    ),
  },
}).createMachine({
  id: 'users',
  context: ({ input }) => ({
    users: input.users,
    target: null,
    form: EMPTY_FORM,
    errors: {},
    nextSerial: firstFreeSerial(input.users),
    selfEmail: input.selfEmail ?? null,
    toast: input.toast,
  }),
  initial: 'closed',
  invoke: { id: 'watchEditRequests', src: 'watchEditRequests' },
  on: {
    // Bulk delete, asked for and confirmed by the selection machine (user-selection).
    'users.deleteMany': {
      guard: 'anyDeletable',
      actions: [
        {
          type: 'notify',
          params: ({ context, event }) => ({
            toast: usersToasts.deletedMany(
              context.users.filter((user) => event.userIds.includes(user.id) && !isSelf(context, user)).length,
            ),
          }),
        },
        { type: 'removeMany', params: ({ event }) => ({ userIds: event.userIds }) },
      ],
    },
  },
  states: {
    closed: {
      description: 'The tables only; no dialog open. The form starts empty each time.',
      entry: 'resetDialog',
      on: {
        'users.add': { target: 'adding' },
        'users.edit': { guard: 'userExists', target: 'editing', actions: ['chooseTarget', 'fillFromTarget'] },
        'users.delete': { guard: 'deletableUser', target: 'confirmingDelete', actions: 'chooseTarget' },
        'users.forceReset': { guard: 'userExists', target: 'confirmingReset', actions: 'chooseTarget' },
        'users.resetPassword': {
          guard: 'userExists',
          actions: {
            type: 'notify',
            params: ({ context, event }) => ({ toast: usersToasts.resetLinkSent(findUser(context, event.userId)?.email ?? '') }),
          },
        },
      },
    },
    adding: {
      description: 'The Add User dialog: Full Name, Email Address, Password and Role, all required.',
      tags: ['dialogOpen'],
      initial: 'filling',
      on: { 'dialog.cancel': { target: 'closed' } },
      states: {
        filling: {
          description: 'The admin types; errors from the last submit stay beside their fields.',
          on: {
            'form.change': { actions: 'changeField' },
            'form.submit': { target: 'validating' },
          },
        },
        validating: {
          description: 'Checking the form: required fields, e-mail format, e-mail not yet used.',
          tags: ['busy'],
          invoke: {
            id: 'validateUserForm',
            src: 'validateUserForm',
            input: ({ context }) => ({ form: context.form, users: context.users, mode: 'add' as const }),
            onDone: [
              {
                guard: { type: 'formIsValid', params: ({ event }) => ({ result: event.output }) },
                target: '#users.closed',
                actions: [
                  { type: 'appendUser', params: ({ event }) => ({ values: event.output.values }) },
                  {
                    type: 'notify',
                    params: ({ event }) => ({ toast: usersToasts.added(event.output.values.name, event.output.values.role) }),
                  },
                ],
              },
              {
                target: 'filling',
                actions: [
                  { type: 'showErrors', params: ({ event }) => ({ errors: event.output.errors }) },
                  { type: 'focusField', params: ({ event }) => ({ field: firstInvalidField(event.output.errors) }) },
                ],
              },
            ],
            onError: { target: 'filling' },
          },
        },
      },
    },
    editing: {
      description: 'The Edit User dialog for one user: name and e-mail required, role editable.',
      tags: ['dialogOpen'],
      initial: 'filling',
      on: { 'dialog.cancel': { target: 'closed' } },
      states: {
        filling: {
          description: 'The admin changes the fields; errors from the last submit stay beside them.',
          on: {
            'form.change': { actions: 'changeField' },
            'form.submit': { target: 'validating' },
          },
        },
        validating: {
          description: 'Checking the form: name and e-mail present, e-mail valid and not used by someone else.',
          tags: ['busy'],
          invoke: {
            id: 'validateUserForm',
            src: 'validateUserForm',
            input: ({ context }) => ({
              form: context.form,
              users: context.users,
              mode: 'edit' as const,
              ...(context.target ? { editingId: context.target.id } : {}),
            }),
            onDone: [
              {
                guard: { type: 'formIsValid', params: ({ event }) => ({ result: event.output }) },
                target: '#users.closed',
                actions: [
                  { type: 'replaceTarget', params: ({ event }) => ({ values: event.output.values }) },
                  { type: 'notify', params: ({ event }) => ({ toast: usersToasts.updated(event.output.values.name) }) },
                ],
              },
              {
                target: 'filling',
                actions: [
                  { type: 'showErrors', params: ({ event }) => ({ errors: event.output.errors }) },
                  { type: 'focusField', params: ({ event }) => ({ field: firstInvalidField(event.output.errors) }) },
                ],
              },
            ],
            onError: { target: 'filling' },
          },
        },
      },
    },
    confirmingDelete: {
      description: 'Asking "Are you sure you want to delete user {name}? This action cannot be undone."',
      tags: ['dialogOpen'],
      on: {
        'dialog.confirm': {
          target: 'closed',
          actions: [
            'removeTarget',
            { type: 'notify', params: ({ context }) => ({ toast: usersToasts.deleted(context.target?.name ?? '') }) },
          ],
        },
        'dialog.cancel': { target: 'closed' },
      },
    },
    confirmingReset: {
      description: 'Asking before forcing a new password at the next sign-in.',
      tags: ['dialogOpen'],
      on: {
        'dialog.confirm': {
          target: 'closed',
          actions: { type: 'notify', params: ({ context }) => ({ toast: usersToasts.forcedReset(context.target?.name ?? '') }) },
        },
        'dialog.cancel': { target: 'closed' },
      },
    },
  },
});
