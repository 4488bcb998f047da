import { defineSemanticTokens, defineTokens } from '@pandacss/dev';

// Brand palette around #F26B1D. Text on orange uses 700+ (white on 700 is 5.5:1, AA).
export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#FFF5EE' },
      100: { value: '#FFE8D6' },
      200: { value: '#FFCEAB' },
      300: { value: '#FDAE7A' },
      400: { value: '#F98B47' },
      500: { value: '#F26B1D' },
      600: { value: '#D9560E' },
      700: { value: '#B4450B' },
      800: { value: '#8F3810' },
      900: { value: '#6E2C0E' },
      950: { value: '#3D1605' },
    },
    // Second chart series: dark teal reads clearly beside orange and on white (5.5:1).
    teal: {
      600: { value: '#0D9488' },
      700: { value: '#0F766E' },
    },
    ink: {
      50: { value: '#F9FAFB' },
      100: { value: '#F3F4F6' },
      200: { value: '#E5E7EB' },
      300: { value: '#D1D5DB' },
      400: { value: '#9CA3AF' },
      500: { value: '#6B7280' },
      600: { value: '#4B5563' },
      700: { value: '#374151' },
      800: { value: '#1F2937' },
      900: { value: '#111827' },
      950: { value: '#0B1020' },
    },
  },
  fonts: {
    body: {
      value: "'Inter Variable', 'Inter Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    },
    heading: {
      value: "'Inter Variable', 'Inter Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    },
    // Each name a system lacks is one more lookup in the page's first layout: Apple's and
    // Windows' monospace fonts by name, the rest (Linux, Android) through the generic family.
    mono: { value: 'ui-monospace, Menlo, Consolas, monospace' },
  },
  radii: {
    control: { value: '0.5rem' },
    card: { value: '1rem' },
    pill: { value: '9999px' },
  },
  sizes: {
    content: { value: '76rem' },
    prose: { value: '48rem' },
    headline: { value: '20ch' },
    blurb: { value: '24rem' },
    dropdown: { value: '14rem' },
    sidebar: { value: '16rem' },
    toast: { value: '24rem' },
    header: { value: '4rem' },
    belowHeader: { value: 'calc(100dvh - 4rem)' },
    tableMin: { value: '36rem' },
    dialogSm: { value: '26rem' },
    dialog: { value: '32rem' },
    dialogLg: { value: '44rem' },
    dialogMax: { value: 'calc(100dvh - 2rem)' },
    qrCode: { value: '10rem' },
    searchField: { value: '20rem' },
    filterField: { value: '12rem' },
    sidebarSheet: { value: 'min(20rem, 85vw)' },
    /** The embedded booking page (SPEC §9: widget height 680 px). */
    schedulingFrame: { value: '680px' },
    // The hero orbit: six icon tiles on a 160 px radius around the logo (SPEC §1).
    orbitRadius: { value: '160px' },
    orbitTile: { value: '3.25rem' },
    orbitTileSm: { value: '2.5rem' },
    orbitBox: { value: 'calc(2 * {sizes.orbitRadius} + {sizes.orbitTile})' },
    orbitBoxSm: { value: 'calc(2 * {sizes.orbitRadius} + {sizes.orbitTileSm})' },
    orbitRing: { value: 'calc(2 * {sizes.orbitRadius})' },
    orbitCore: { value: '6rem' },
    orbitInner: { value: '13rem' },
    industryArt: { value: '30rem' },
    stickyCta: { value: '23rem' },
    storyLogo: { value: '2rem' },
    twoLines: { value: '2lh' },
  },
  spacing: {
    header: { value: '4rem' },
    full: { value: '100%' },
    /** Clears the home indicator of phones without a bottom bezel. */
    safeBottom: { value: 'max(0.75rem, env(safe-area-inset-bottom))' },
    /** Room at the end of an industry page, so its last lines scroll clear of the sticky call-to-action. */
    stickyBar: { value: 'calc(7rem + env(safe-area-inset-bottom))' },
    stickyCard: { value: '15rem' },
  },
  durations: {
    dropdownClose: { value: '100ms' },
  },
  opacity: {
    // Settings that are switched off (e.g. two-factor sections): still legible, clearly inactive.
    dimmed: { value: 0.55 },
    // Controls that cannot be used right now.
    disabled: { value: 0.6 },
    hidden: { value: 0 },
    visible: { value: 1 },
  },
  // Stacking order. Without these tokens a `zIndex: 'sticky'` compiles to an invalid value and
  // the layers stack by source order only.
  zIndex: {
    hide: { value: -1 },
    base: { value: 0 },
    docked: { value: 10 },
    dropdown: { value: 1000 },
    sticky: { value: 1100 },
    banner: { value: 1200 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    skipLink: { value: 1600 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
  animations: {
    // One turn a minute: calm enough to read as ambient, not as something to watch.
    orbit: { value: 'spin 60s linear infinite' },
    none: { value: 'none' },
  },
  gradients: {
    heroGlow: {
      value:
        'radial-gradient(48rem 28rem at 80% 0%, rgba(242, 107, 29, 0.16), transparent 70%), linear-gradient(180deg, {colors.brand.50} 0%, {colors.white} 75%)',
    },
    heroGlowRtl: {
      value:
        'radial-gradient(48rem 28rem at 20% 0%, rgba(242, 107, 29, 0.16), transparent 70%), linear-gradient(180deg, {colors.brand.50} 0%, {colors.white} 75%)',
    },
    orbitCore: { value: 'linear-gradient(135deg, {colors.brand.500}, {colors.brand.700})' },
    // Scroll shadows for a box that scrolls sideways: the two white covers scroll with the
    // content (background-attachment: local) and hide the two shadows at an end reached, so a
    // shadow shows exactly where more is hidden. Symmetric, so it reads the same in RTL.
    scrollShadows: {
      value:
        'linear-gradient(to right, #FFFFFF 40%, rgba(255, 255, 255, 0)), linear-gradient(to left, #FFFFFF 40%, rgba(255, 255, 255, 0)), radial-gradient(farthest-side at 0 50%, rgba(17, 24, 39, 0.22), rgba(17, 24, 39, 0)), radial-gradient(farthest-side at 100% 50%, rgba(17, 24, 39, 0.22), rgba(17, 24, 39, 0))',
    },
    reachBand: {
      value: 'radial-gradient(40rem 20rem at 50% 0%, rgba(242, 107, 29, 0.22), transparent 70%), linear-gradient(180deg, #111827, #0B1020)',
    },
    // The six solution families: one hue each, all dark enough for a white icon.
    authentication: { value: 'linear-gradient(135deg, #F98B47, #B4450B)' },
    fraud: { value: 'linear-gradient(135deg, #FB7185, #BE123C)' },
    location: { value: 'linear-gradient(135deg, #2DD4BF, #0F766E)' },
    quality: { value: 'linear-gradient(135deg, #818CF8, #4338CA)' },
    communication: { value: 'linear-gradient(135deg, #C084FC, #7E22CE)' },
    billing: { value: 'linear-gradient(135deg, #FBBF24, #B45309)' },
  },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    fg: {
      DEFAULT: { value: '{colors.ink.900}' },
      muted: { value: '{colors.ink.600}' },
      subtle: { value: '{colors.ink.500}' },
      inverted: { value: '{colors.white}' },
      invertedMuted: { value: '{colors.ink.300}' },
      onAccent: { value: '{colors.white}' },
    },
    bg: {
      DEFAULT: { value: '{colors.white}' },
      subtle: { value: '{colors.ink.50}' },
      muted: { value: '{colors.ink.100}' },
      inverted: { value: '{colors.ink.900}' },
      overlay: { value: 'rgba(17, 24, 39, 0.55)' },
    },
    border: {
      DEFAULT: { value: '{colors.ink.200}' },
      strong: { value: '{colors.ink.300}' },
    },
    accent: {
      // Solid fills that carry text: AA with white.
      solid: { value: '{colors.brand.700}' },
      solidHover: { value: '{colors.brand.800}' },
      // Orange text on white backgrounds.
      fg: { value: '{colors.brand.700}' },
      // Decorative orange (icons, rules, gradients): never carries text.
      decor: { value: '{colors.brand.500}' },
      subtle: { value: '{colors.brand.50}' },
      muted: { value: '{colors.brand.100}' },
      ring: { value: '{colors.brand.600}' },
      // Orange text on the dark band (6:1 on ink.900).
      onInverted: { value: '{colors.brand.300}' },
    },
    success: {
      fg: { value: '#166534' },
      bg: { value: '#DCFCE7' },
      border: { value: '#86EFAC' },
    },
    warning: {
      fg: { value: '#854D0E' },
      bg: { value: '#FEF9C3' },
      border: { value: '#FDE047' },
    },
    danger: {
      fg: { value: '#B91C1C' },
      bg: { value: '#FEE2E2' },
      border: { value: '#FCA5A5' },
      solid: { value: '#B91C1C' },
    },
    chart: {
      // Graphic parts need 3:1 against white (WCAG 1.4.11); orange 700 also carries white value
      // labels inside bars (5.5:1).
      series1: { value: '{colors.brand.700}' },
      series2: { value: '{colors.teal.700}' },
      // A value printed inside a series1 bar.
      onSeries1: { value: '{colors.white}' },
      grid: { value: '{colors.ink.200}' },
      axis: { value: '{colors.ink.500}' },
    },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(17, 24, 39, 0.06), 0 4px 16px rgba(17, 24, 39, 0.06)' },
    raised: { value: '0 10px 30px rgba(17, 24, 39, 0.14)' },
    glow: {
      value: '0 0 0 0.75rem rgba(242, 107, 29, 0.08), 0 0 0 1.5rem rgba(242, 107, 29, 0.05), 0 1.25rem 2.5rem rgba(180, 69, 11, 0.28)',
    },
    tile: { value: '0 6px 16px rgba(17, 24, 39, 0.16), inset 0 1px 0 rgba(255, 255, 255, 0.25)' },
  },
});
