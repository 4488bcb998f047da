import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { input } from 'styled-system/recipes/input';
import type { ActorRefFrom } from 'xstate';
import { ROLE_IDS, type usersMachine } from '../../../machines/users/index.ts';
import { connectUserForm } from '../../../machines/users/users.connect.ts';
import { USER_FORM_ID } from '../../adapters/users.dom.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { Modal } from '../../ui/widgets/dialog.tsx';
import { Field } from '../../ui/widgets/field.tsx';
import { translate } from '../../ui/app/translate.ts';

interface UserFormDialogProps {
  readonly usersRef: ActorRefFrom<typeof usersMachine>;
  readonly finalFocus: RefObject<HTMLElement | null>;
}

/** Add User and Edit User: the same fields, except that editing has no password. */
export function UserFormDialog({ usersRef, finalFocus }: UserFormDialogProps) {
  const { t } = useTranslation('users');
  // Machine texts carry their namespace in the key ("users:form.errors.…").
  const { t: tAny } = useTranslation();
  const { open, adding, targetName, form, errors, busy, editingSelf, change, submit, cancel } = useConnect(usersRef, connectUserForm);
  const error = (field: keyof typeof errors) => {
    const message = errors[field];
    return message ? translate(tAny, message) : undefined;
  };

  return (
    <Modal
      open={open}
      onRequestClose={cancel}
      title={adding ? t(($) => $.form.addTitle) : t(($) => $.form.editTitle)}
      description={adding ? t(($) => $.form.addDescription) : t(($) => $.form.editDescription, { name: targetName })}
      finalFocus={finalFocus}
      footer={
        <>
          <button type="button" className={button({ variant: 'outline' })} onClick={cancel}>
            {t(($) => $.form.cancel)}
          </button>
          <button type="submit" form={USER_FORM_ID} className={button()} disabled={busy}>
            {adding ? t(($) => $.form.submitAdd) : t(($) => $.form.submitEdit)}
          </button>
        </>
      }
    >
      {/* The machine validates (noValidate), so errors are ours: inline, translated, linked to their fields. */}
      <form
        id={USER_FORM_ID}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={t(($) => $.form.name)} error={error('name')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="name"
              className={input()}
              autoComplete="off"
              required
              aria-invalid={invalid}
              aria-describedby={describedBy}
              value={form.name}
              onChange={(event) => change('name', event.target.value)}
            />
          )}
        </Field>
        <Field label={t(($) => $.form.email)} error={error('email')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="email"
              type="email"
              dir="ltr"
              className={`${input()} ${css({ textAlign: 'start' })}`}
              autoComplete="off"
              spellCheck={false}
              required
              aria-invalid={invalid}
              aria-describedby={describedBy}
              value={form.email}
              onChange={(event) => change('email', event.target.value)}
            />
          )}
        </Field>
        {adding ? (
          <Field label={t(($) => $.form.password)} hint={t(($) => $.form.passwordHint)} error={error('password')}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                name="password"
                type="password"
                className={input()}
                autoComplete="new-password"
                placeholder={t(($) => $.form.passwordPlaceholder)}
                required
                aria-invalid={invalid}
                aria-describedby={describedBy}
                value={form.password}
                onChange={(event) => change('password', event.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field
          label={t(($) => $.form.role)}
          // The signed-in admin cannot demote themselves: their role is shown, fixed, and says why.
          hint={editingSelf ? t(($) => $.form.selfRole) : t(($) => $.roles[form.role].description)}
          error={error('role')}
        >
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="role"
              className={input()}
              required
              disabled={editingSelf}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              value={form.role}
              onChange={(event) => change('role', event.target.value)}
            >
              {ROLE_IDS.map((role) => (
                <option key={role} value={role}>
                  {t(($) => $.roles[role].name)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
    </Modal>
  );
}
