import { useTranslation } from 'react-i18next';
import { text } from '../../../machines/shared/text.ts';
import { copyText } from '../../adapters/clipboard.ts';
import { ORIGIN_PLACEHOLDER, SAMPLE_LANGUAGES, tokensText, type CodeTokens, type SampleLanguage } from '../../config/api-samples.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { useHydrated } from '../../ui/app/hydration.ts';
import { WaitingButton } from '../../ui/widgets/waiting-button.tsx';

/** The site's origin in a sample: the configured one in the prerendered page, the one it is served from once the app runs. */
function Origin({ siteUrl }: { siteUrl: string }) {
  return useHydrated() ? window.location.origin : siteUrl;
}

/** Highlighted code from build-time token runs (scripts/vite/api-reference-plugin.ts); classes are styled in apis.css. */
function Code({ tokens, siteUrl }: { tokens: CodeTokens; siteUrl: string }) {
  return tokens.map(([className, value], index) => {
    const parts = value.split(ORIGIN_PLACEHOLDER);
    const content = parts
      .flatMap((part, at) => (at === 0 ? [part] : [<Origin key={at} siteUrl={siteUrl} />, part]))
      .filter((part) => part !== '');
    return className ? (
      <span key={index} className={className}>
        {content}
      </span>
    ) : (
      content
    );
  });
}

export const LANGUAGE_NAMES: Readonly<Record<SampleLanguage, string>> = { curl: 'curl', javascript: 'JavaScript', python: 'Python' };

/**
 * One request in curl, JavaScript and Python. The language choice is a radio group that CSS
 * turns into tabs (apis.css): it works before the app runs and without JavaScript, and keeps
 * no state in React. Each panel has its own copy button.
 */
export function CodeSample({
  id,
  samples,
  siteUrl,
}: {
  id: string;
  samples: Readonly<Record<SampleLanguage, CodeTokens>>;
  siteUrl: string;
}) {
  const { t } = useTranslation('apis');
  const { toast } = useAppActors();
  const copy = async (language: SampleLanguage) => {
    const name = LANGUAGE_NAMES[language];
    try {
      await copyText(tokensText(samples[language], window.location.origin));
      toast.send({
        type: 'toast.show',
        toast: { title: text('apis:page.copied'), description: text('apis:page.copiedDescription', { language: name }) },
      });
    } catch {
      toast.send({
        type: 'toast.show',
        toast: { variant: 'destructive', title: text('apis:page.copyFailed'), description: text('apis:page.copyFailedDescription') },
      });
    }
  };
  return (
    <div className="api-sample">
      <fieldset className="api-tabs">
        <legend className="api-sr">{t(($) => $.page.sampleLanguage)}</legend>
        {SAMPLE_LANGUAGES.map((language, index) => (
          <label key={language}>
            <input type="radio" name={`${id}-language`} value={language} defaultChecked={index === 0} />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </fieldset>
      {SAMPLE_LANGUAGES.map((language) => (
        <div key={language} className="api-panel" data-language={language}>
          {/* A named, focusable region, so a keyboard can scroll a long line (axe: scrollable-region-focusable). */}
          <pre
            dir="ltr"
            role="region"
            className="api-code"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-label={t(($) => $.page.sampleLabel, { language: LANGUAGE_NAMES[language] })}
          >
            <code>
              <Code tokens={samples[language]} siteUrl={siteUrl} />
            </code>
          </pre>
          <WaitingButton className="api-copy" onClick={() => void copy(language)}>
            {t(($) => $.page.copy, { language: LANGUAGE_NAMES[language] })}
          </WaitingButton>
        </div>
      ))}
    </div>
  );
}
