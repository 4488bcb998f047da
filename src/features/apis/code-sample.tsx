import { useTranslation } from 'react-i18next';
import { ORIGIN_PLACEHOLDER, SAMPLE_LANGUAGES, tokensText, type CodeTokens, type SampleLanguage } from '../../config/api-samples.ts';
import { useHydrated } from '../../start-up/readiness.ts';
import { leftToRight } from '../../ui/format/bidi.ts';
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

export const LANGUAGE_NAMES: Readonly<Record<SampleLanguage, string>> = {
  curl: 'curl',
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  go: 'Go',
  csharp: 'C#',
  php: 'PHP',
  ruby: 'Ruby',
};

/**
 * One request in every sample language. The language choice is a radio group that CSS turns
 * into tabs (apis.css), so it works before the app runs and without JavaScript; once the app
 * runs, the page's one choice (machines/sample-language/) checks the same tab in every sample.
 * A tab picked before then is replayed by React as a change when it adopts the page. Each
 * panel has its own copy button.
 *
 * The prerendered page holds the first language's code only (curl), and the others' panels say
 * that theirs comes with the app: eight languages of every operation were most of an API page's
 * HTML (SIM Swap: 64 of 161 KB), which then passed a connection's first round trip and took
 * its parse and layout into the first paint's long tasks (docs/quality.md, 2026-12-07). The
 * app has every language's tokens in the page's chunk, and once it has taken over it renders
 * the chosen language's panel only: all eight at once (thousands of token spans on SIM Swap)
 * were one task of about 60 ms right after takeover, the API page's longest. A choice renders
 * its panel in the same event that checks its tab, so no empty panel is ever painted.
 */
export function CodeSample({
  id,
  samples,
  siteUrl,
  language: shown,
  onChoose,
  onCopy,
}: {
  id: string;
  samples: Readonly<Record<SampleLanguage, CodeTokens>>;
  siteUrl: string;
  /** The page's choice. */
  language: SampleLanguage;
  onChoose: (language: SampleLanguage) => void;
  /** Copies the code, named by its language (the page's copy flow, machines/copy/). */
  onCopy: (code: string, language: string) => void;
}) {
  const { t, i18n } = useTranslation('apis');
  // In a right-to-left sentence a name such as C# is set apart, or its # jumps to the other side.
  const languageName = (language: SampleLanguage) =>
    i18n.dir() === 'rtl' ? leftToRight(LANGUAGE_NAMES[language]) : LANGUAGE_NAMES[language];
  // False while React adopts the prerendered page, so that render matches it.
  const live = useHydrated();
  return (
    <div className="api-sample">
      <fieldset className="api-tabs">
        <legend className="api-sr">{t(($) => $.page.sampleLanguage)}</legend>
        {SAMPLE_LANGUAGES.map((language) => (
          <label key={language}>
            <input type="radio" name={`${id}-language`} value={language} checked={language === shown} onChange={() => onChoose(language)} />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </fieldset>
      {SAMPLE_LANGUAGES.map((language) => (
        <div key={language} className="api-panel" data-language={language}>
          {language === (live ? shown : SAMPLE_LANGUAGES[0]) ? (
            <>
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
              <WaitingButton
                className="api-copy"
                onClick={() => onCopy(tokensText(samples[language], window.location.origin), LANGUAGE_NAMES[language])}
              >
                {t(($) => $.page.copy, { language: languageName(language) })}
              </WaitingButton>
            </>
          ) : live ? null : (
            <p className="api-sample-waiting">{t(($) => $.page.sampleWaiting, { language: languageName(language) })}</p>
          )}
        </div>
      ))}
    </div>
  );
}
