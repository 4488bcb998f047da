import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { SANDBOX_BASE_PATH } from '../../config/api-catalogue.ts';
import {
  ANOTHER_LINE_NUMBER,
  CONNECTIONS,
  FRONT_END_NUMBER,
  OPERATOR_ENDED_ID,
  OPERATOR_ROUTES,
  OPERATOR_TIMES,
  SANDBOX_CLIENT,
} from '../../config/sandbox-operator.ts';
import { leftToRight } from '../../ui/format/bidi.ts';

const NUMBERS = { mobileData: leftToRight(FRONT_END_NUMBER), anotherLine: leftToRight(ANOTHER_LINE_NUMBER), wifi: '' } as const;

const choice = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"input name" ". hint"',
  columnGap: '3',
  alignItems: 'start',
  padding: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'control',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&:has(input:checked)': { borderColor: 'accent.solid', bg: 'accent.subtle' },
  '& input': { gridArea: 'input', marginBlockStart: '1', width: '4', height: '4', accentColor: 'accent.solid' },
});

/**
 * /operator: the sandbox's virtual operator asks the device's user (server/operator/). A plain
 * form that posts to the operator, so it works the same before the app takes over, without
 * script; the operator then sends the browser back to the app with a code or an error. The
 * notice that the sign-in has ended shows when the URL's fragment names it (CSS :target).
 */
export function OperatorPage() {
  const { t, i18n } = useTranslation('operator');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div
      className={css({
        display: 'flex',
        justifyContent: 'center',
        paddingInline: '4',
        paddingBlock: { base: '8', md: '16' },
        bg: 'bg.subtle',
      })}
    >
      <div className={cx(card(), css({ width: 'full', maxWidth: 'dialogLg', display: 'flex', flexDirection: 'column', gap: '5' }))}>
        <p
          id={OPERATOR_ENDED_ID}
          role="status"
          className={css({
            display: 'none',
            _target: { display: 'block' },
            // Below the sticky header when the fragment scrolls to it.
            scrollMarginBlockStart: '24',
            padding: '3',
            borderRadius: 'control',
            borderWidth: '1px',
            borderColor: 'warning.border',
            bg: 'warning.bg',
            color: 'warning.fg',
            fontWeight: 'medium',
          })}
        >
          {t(($) => $.ended, { minutes: OPERATOR_TIMES.interaction / 60 })}
        </p>
        <div>
          <p className={css({ textStyle: 'eyebrow', color: 'accent.fg', marginBlockEnd: '2' })}>{t(($) => $.eyebrow)}</p>
          <h1 className={css({ textStyle: 'h3', fontSize: '2xl' })}>{t(($) => $.title)}</h1>
          <p className={css({ color: 'fg.muted', marginBlockStart: '3' })}>
            {t(($) => $.lead, { client: leftToRight(SANDBOX_CLIENT.id) })}
          </p>
        </div>
        <form
          method="post"
          action={`${SANDBOX_BASE_PATH}${OPERATOR_ROUTES.interaction}`}
          className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
        >
          <input type="hidden" name="lang" value={language} />
          <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <legend className={css({ fontWeight: 'semibold', marginBlockEnd: '3' })}>{t(($) => $.connection.legend)}</legend>
            {CONNECTIONS.map((connection, index) => (
              <label key={connection} className={choice}>
                <input
                  type="radio"
                  name="connection"
                  value={connection}
                  defaultChecked={index === 0}
                  aria-describedby={`connection-${connection}-hint`}
                />
                <span className={css({ gridArea: 'name', fontWeight: 'medium' })}>{t(($) => $.connection[connection])}</span>
                <span id={`connection-${connection}-hint`} className={css({ gridArea: 'hint', color: 'fg.muted', fontSize: 'sm' })}>
                  {connection === 'wifi'
                    ? t(($) => $.connection.wifiHint)
                    : connection === 'mobileData'
                      ? t(($) => $.connection.mobileDataHint, { number: NUMBERS[connection] })
                      : t(($) => $.connection.anotherLineHint, { number: NUMBERS[connection] })}
                </span>
              </label>
            ))}
          </fieldset>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
            <button type="submit" name="decision" value="allow" className={button({ size: 'lg' })}>
              {t(($) => $.allow)}
            </button>
            <button type="submit" name="decision" value="deny" className={button({ variant: 'outline', size: 'lg' })}>
              {t(($) => $.deny)}
            </button>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t(($) => $.denyHint)}</span>
          </div>
        </form>
        <p
          className={css({
            color: 'fg.muted',
            fontSize: 'sm',
            borderBlockStartWidth: '1px',
            borderColor: 'border',
            paddingBlockStart: '4',
          })}
        >
          {t(($) => $.production)}
        </p>
      </div>
    </div>
  );
}
