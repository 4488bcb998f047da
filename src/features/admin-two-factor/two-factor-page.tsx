import { useActorRef } from '../../ui/app/actor-hooks.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { KeyRound, MessageSquareText, QrCode, RotateCcw, ScanLine, Send, ShieldCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { input } from 'styled-system/recipes/input';
import { twoFactorMachine, type TwoFactorView } from '../../../machines/two-factor/index.ts';
import { connectTwoFactor } from '../../../machines/two-factor/two-factor.connect.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { Field } from '../../ui/widgets/field.tsx';
import { Switch } from '../../ui/widgets/switch.tsx';
import { AdminPageTitle } from '../../ui/console/admin-page-title.tsx';

const QR_PLACEHOLDER = '/images/qr-placeholder.svg';

export function TwoFactorPage() {
  const { t } = useTranslation('security');
  const { toast } = useAppActors();
  const view = useConnect(useActorRef(twoFactorMachine, { input: { toast } }), connectTwoFactor);
  const { enabled } = view;
  const noteId = useId();

  return (
    <>
      <AdminPageTitle page="loginSettings" />
      <p className={css({ color: 'fg.muted', marginBlockEnd: '8', maxWidth: 'prose' })}>{t(($) => $.intro)}</p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: 'prose' })}>
        <SettingCard icon={ShieldCheck} title={t(($) => $.twoFactor.title)} description={t(($) => $.twoFactor.description)}>
          <Switch checked={enabled} label={t(($) => $.twoFactor.switch)} onCheckedChange={view.setEnabled} />
          {enabled ? null : (
            <p id={noteId} className={css({ marginBlockStart: '4', fontSize: 'sm', color: 'fg.muted' })}>
              {t(($) => $.twoFactor.offNote)}
            </p>
          )}
        </SettingCard>
        <SettingCard
          icon={QrCode}
          title={t(($) => $.authenticator.title)}
          description={t(($) => $.authenticator.description)}
          disabled={!enabled}
          describedBy={enabled ? undefined : noteId}
        >
          <AuthenticatorSetting view={view} />
        </SettingCard>
        <SettingCard
          icon={MessageSquareText}
          title={t(($) => $.sms.title)}
          description={t(($) => $.sms.description)}
          disabled={!enabled}
          describedBy={enabled ? undefined : noteId}
        >
          <SmsSetting view={view} />
        </SettingCard>
      </div>
    </>
  );
}

interface SettingCardProps {
  readonly icon: typeof KeyRound;
  readonly title: string;
  readonly description: string;
  readonly children: ReactNode;
  /** Dimmed, and marked disabled for assistive technology, while two-factor is off. */
  readonly disabled?: boolean;
  readonly describedBy?: string | undefined;
}

function SettingCard({ icon: Icon, title, description, children, disabled = false, describedBy }: SettingCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card({ elevation: 'flat' })}>
      <div
        role="group"
        aria-labelledby={headingId}
        aria-disabled={disabled || undefined}
        aria-describedby={describedBy}
        data-disabled={disabled ? '' : undefined}
        className={css({ '&[data-disabled]': { opacity: 'dimmed' } })}
      >
        <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', marginBlockEnd: '5' })}>
          <span className={css({ display: 'inline-flex', padding: '2', borderRadius: 'control', bg: 'accent.subtle', color: 'accent.fg' })}>
            <Icon size={20} aria-hidden="true" />
          </span>
          <div>
            <h2 id={headingId} className={css({ textStyle: 'h3' })}>
              {title}
            </h2>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', marginBlockStart: '1' })}>{description}</p>
          </div>
        </div>
        {children}
      </div>
    </section>
  );
}

interface SettingProps {
  readonly view: TwoFactorView;
}

function AuthenticatorSetting({ view: { enabled, authenticatorConfigured, resetAuthenticator, verifyAuthenticator } }: SettingProps) {
  const { t } = useTranslation('security');
  return authenticatorConfigured ? (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' })}>
      <span className={badge({ tone: 'success' })}>{t(($) => $.authenticator.configured)}</span>
      <p className={css({ fontSize: 'sm' })}>{t(($) => $.authenticator.configuredText)}</p>
      <button type="button" className={button({ variant: 'outline' })} disabled={!enabled} onClick={resetAuthenticator}>
        <RotateCcw size={16} aria-hidden="true" />
        {t(($) => $.authenticator.reset)}
      </button>
    </div>
  ) : (
    <div className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: 'flex-start', gap: '5' })}>
      <img
        src={QR_PLACEHOLDER}
        alt={t(($) => $.authenticator.qrAlt)}
        width={160}
        height={160}
        className={css({
          width: 'qrCode',
          height: 'qrCode',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'control',
          flexShrink: 0,
        })}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' })}>
        <span className={badge({ tone: 'warning' })}>{t(($) => $.authenticator.notConfigured)}</span>
        <p className={css({ fontSize: 'sm' })}>{t(($) => $.authenticator.scanText)}</p>
        <button type="button" className={button()} disabled={!enabled} onClick={verifyAuthenticator}>
          <ScanLine size={16} aria-hidden="true" />
          {t(($) => $.authenticator.verify)}
        </button>
      </div>
    </div>
  );
}

function SmsSetting({ view: { enabled, phone, smsAction, canSendCode, changePhone, submitSms } }: SettingProps) {
  const { t } = useTranslation('security');
  return (
    <form
      className={css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault();
        submitSms();
      }}
    >
      <Field label={t(($) => $.sms.phone)} hint={t(($) => $.sms.phoneHint)}>
        {({ id, describedBy }) => (
          <input
            id={id}
            name="phone"
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            className={cx(input(), css({ textAlign: 'start' }))}
            placeholder={t(($) => $.sms.phonePlaceholder)}
            disabled={!enabled}
            aria-describedby={describedBy}
            value={phone}
            onChange={(event) => changePhone(event.target.value)}
          />
        )}
      </Field>
      <div>
        <button type="submit" className={button()} disabled={!canSendCode}>
          <Send size={16} aria-hidden="true" className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
          {smsAction === 'update' ? t(($) => $.sms.update) : t(($) => $.sms.setUp)}
        </button>
      </div>
    </form>
  );
}
