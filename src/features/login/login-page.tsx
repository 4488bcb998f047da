import { useRouter, useSearch } from '@tanstack/react-router';
import { useActorRef } from '../../ui/app/actor-hooks.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { LOGIN_IDS } from '../../adapters/login.dom.ts';
import { createLiveLoginInput, createLiveLoginMachine } from '../../adapters/login.live.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { Logo } from '../../ui/page/logo.tsx';
import { CodeDialog } from './code-dialog.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { safeRedirect } from './safe-redirect.ts';

/**
 * /login: the credentials card and, after it, the code dialog. The login machine owns the
 * flow (its live version: src/adapters/login.live.ts, which also reads what "Remember me" kept
 * and what was typed before the app took over); this view gives it the app's auth and toast
 * actors, where to go once signed in, and the router.
 */
export function LoginPage() {
  const { t } = useTranslation('login');
  const { auth, toast } = useAppActors();
  const router = useRouter();
  const redirect = safeRedirect(useSearch({ from: '/_public/login', select: (search) => search.redirect }));
  const codeRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const login = useActorRef(createLiveLoginMachine({ router }), {
    input: createLiveLoginInput({ auth, toast, ...(redirect ? { redirect } : {}) }),
  });

  return (
    <div
      className={css({
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        paddingInline: '4',
        paddingBlock: { base: '8', md: '16' },
        bg: 'bg.subtle',
      })}
    >
      <div className={cx(card(), css({ width: 'full', maxWidth: 'dialogSm' }))}>
        <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', textAlign: 'center' })}>
          <Logo />
          <h1 id={LOGIN_IDS.title} className={css({ textStyle: 'h3', fontSize: '2xl' })}>
            {t(($) => $.title)}
          </h1>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t(($) => $.lead)}</p>
        </div>
        <CredentialsForm login={login} submitRef={submitRef} />
      </div>
      <CodeDialog login={login} codeRef={codeRef} finalFocus={submitRef} />
    </div>
  );
}
