import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { API_NAMES } from '../../config/api-slugs.ts';
import type { IndustryKey } from '../../config/industry-keys.ts';
import { container } from '../../ui/container.ts';
import { SectionLink } from '../../ui/section-link.tsx';
import { heroBand, heroEyebrow, heroLead, heroTitle, SectionHeading, sectionInner } from '../../ui/section.tsx';
import { StepList } from '../../ui/step-list.tsx';
import { INDUSTRIES, INDUSTRY_STEPS, USE_CASE_APIS, type IndustryTexts } from './industries.ts';
import { INDUSTRY_ICONS } from './industry-icons.ts';
import { IndustryIllustration } from './industry-illustration.tsx';
import { HERO_DESCRIPTION_LIMIT, truncateText } from './truncate.ts';

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  paddingInline: '4',
  paddingBlock: '2',
  borderRadius: 'pill',
  borderWidth: '1px',
  borderColor: 'accent.muted',
  bg: 'accent.subtle',
  color: 'fg',
  fontWeight: 'medium',
  fontSize: 'sm',
  _before: { content: '""', width: '2', height: '2', borderRadius: 'pill', bg: 'accent.decor', flexShrink: 0 },
});

const iconTile = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '11',
  height: '11',
  borderRadius: 'control',
  bg: 'accent.subtle',
  color: 'accent.fg',
});

const apiLink = css({ color: 'accent.fg', fontWeight: 'semibold', fontSize: 'sm', marginBlockStart: 'auto' });

/** An industry page's content: hero, challenges, use cases and steps (static content). */
export function IndustryContent({ industry }: { industry: IndustryKey }) {
  const { t } = useTranslation(['industries', 'common']);
  const content = INDUSTRIES[industry];
  const texts: IndustryTexts = t(($) => $.items[industry], { returnObjects: true });
  const name = t(($) => $.common.industries[industry]);
  const heroDescription = truncateText(texts.description, HERO_DESCRIPTION_LIMIT);
  const cut = heroDescription !== texts.description;

  return (
    <>
      <section aria-labelledby="industry-title" className={heroBand}>
        <div
          className={cx(
            container,
            css({
              display: 'grid',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
              alignItems: 'center',
              gap: { base: '10', lg: '12' },
              paddingBlock: { base: '12', md: '20' },
            }),
          )}
        >
          <div>
            <p className={heroEyebrow}>{t(($) => $.hero.eyebrow)}</p>
            <h1 id="industry-title" className={heroTitle}>
              {name}
            </h1>
            {/* SPEC's 120-character cut. When it cuts, the whole description follows right
                below the hero, and a screen reader reads only that one. */}
            <p className={heroLead} data-hero-description="" aria-hidden={cut || undefined}>
              {heroDescription}
            </p>
            <SectionLink section="contact" className={cx(button({ size: 'lg' }), css({ marginBlockStart: '8' }))}>
              {t(($) => $.common.nav.contactSales)}
            </SectionLink>
          </div>
          <IndustryIllustration content={content} />
        </div>
      </section>

      {cut ? (
        <div className={cx(container, css({ paddingBlockStart: { base: '10', md: '14' } }))}>
          <p className={css({ textStyle: 'lead', maxWidth: 'prose' })} data-full-description="">
            {texts.description}
          </p>
        </div>
      ) : null}

      <section aria-labelledby="challenges-title">
        <div className={sectionInner}>
          <SectionHeading id="challenges-title" title={t(($) => $.challenges.title)} lead={t(($) => $.challenges.lead)} />
          <ul className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            {content.challenges.map((id) => (
              <li key={id} className={pill}>
                {texts.challenges[id]}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="use-cases-title" className={css({ bg: 'bg.subtle' })}>
        <div className={sectionInner}>
          <SectionHeading id="use-cases-title" title={t(($) => $.useCases.title)} lead={t(($) => $.useCases.lead)} />
          <ul
            className={css({
              listStyle: 'none',
              display: 'grid',
              gap: '6',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            })}
          >
            {content.apis.map(({ id, icon, stat }) => {
              const api = texts.apis[id];
              if (!api) return null;
              const Icon = INDUSTRY_ICONS[icon];
              const slug = USE_CASE_APIS[id];
              return (
                <li key={id} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
                  <div
                    className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}
                  >
                    <span className={iconTile} aria-hidden="true">
                      <Icon size={22} />
                    </span>
                    {stat && api.stat ? (
                      <span className={cx(badge({ tone: 'accent' }), css({ whiteSpace: 'normal', borderRadius: 'control' }))}>
                        {api.stat}
                      </span>
                    ) : null}
                  </div>
                  <h3 className={css({ textStyle: 'h3' })}>{api.title}</h3>
                  <p className={css({ color: 'fg.muted' })}>{api.benefit}</p>
                  {slug ? (
                    <Link to="/apis/$slug" params={{ slug }} className={apiLink}>
                      {t(($) => $.common.apiLink, { api: API_NAMES[slug] })}
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="industry-steps-title">
        {/* The sticky call-to-action hangs over the end of the page: keep it clear of the last step. */}
        <div
          className={cx(
            container,
            css({ paddingBlockStart: { base: '14', md: '20' }, paddingBlockEnd: { base: 'stickyBar', md: 'stickyCard' } }),
          )}
        >
          <SectionHeading id="industry-steps-title" title={t(($) => $.steps.title)} />
          <StepList
            steps={INDUSTRY_STEPS.map((id) => ({
              id,
              title: t(($) => $.steps.items[id].title),
              description: t(($) => $.steps.items[id].description),
            }))}
          />
        </div>
      </section>
    </>
  );
}
