import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

const focusRing = {
  outline: '2px solid',
  outlineColor: 'accent.ring',
  outlineOffset: '2px',
} as const;

export const button = defineRecipe({
  className: 'button',
  description: 'Actions: solid orange for the main one, outline and ghost for the rest',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    borderRadius: 'control',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, color, border-color, box-shadow',
    transitionDuration: 'fast',
    textDecoration: 'none',
    _focusVisible: focusRing,
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.solid', color: 'fg.onAccent', _hover: { _enabled: { bg: 'accent.solidHover' } } },
      outline: { bg: 'bg', color: 'fg', borderColor: 'border.strong', _hover: { _enabled: { bg: 'bg.subtle' } } },
      ghost: { bg: 'transparent', color: 'fg', _hover: { _enabled: { bg: 'bg.muted' } } },
      link: { bg: 'transparent', color: 'accent.fg', paddingInline: '0', height: 'auto', _hover: { textDecoration: 'underline' } },
      danger: { bg: 'danger.solid', color: 'fg.onAccent', _hover: { _enabled: { opacity: 0.9 } } },
      inverted: { bg: 'bg', color: 'accent.fg', _hover: { _enabled: { bg: 'accent.subtle' } } },
    },
    size: {
      sm: { height: '9', paddingInline: '3', fontSize: 'sm' },
      md: { height: '10', paddingInline: '4', fontSize: 'sm' },
      lg: { height: '12', paddingInline: '6', fontSize: 'md' },
      icon: { height: '10', width: '10', padding: '0' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

export const card = defineRecipe({
  className: 'card',
  description: 'A bordered surface for grouped content',
  base: {
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'card',
    padding: { base: '5', md: '6' },
  },
  variants: {
    elevation: {
      flat: {},
      raised: { boxShadow: 'card' },
    },
    tone: {
      default: {},
      subtle: { bg: 'bg.subtle' },
      accent: { bg: 'accent.subtle', borderColor: 'accent.muted' },
    },
  },
  defaultVariants: { elevation: 'raised', tone: 'default' },
});

export const input = defineRecipe({
  className: 'input',
  description: 'Text inputs, selects and textareas',
  base: {
    width: '100%',
    minHeight: '10',
    paddingInline: '3',
    paddingBlock: '2',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'control',
    bg: 'bg',
    color: 'fg',
    fontSize: 'md',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: { ...focusRing, outlineOffset: '0', borderColor: 'accent.ring' },
    _disabled: { bg: 'bg.muted', cursor: 'not-allowed', opacity: 0.7 },
    _invalid: { borderColor: 'danger.fg' },
    '&[readonly]': { bg: 'bg.subtle' },
  },
});

export const badge = defineRecipe({
  className: 'badge',
  description: 'Short status labels',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'pill',
    paddingInline: '2.5',
    paddingBlock: '0.5',
    fontSize: 'xs',
    fontWeight: '600',
    borderWidth: '1px',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg', borderColor: 'border' },
      accent: { bg: 'accent.subtle', color: 'accent.fg', borderColor: 'accent.muted' },
      success: { bg: 'success.bg', color: 'success.fg', borderColor: 'success.border' },
      warning: { bg: 'warning.bg', color: 'warning.fg', borderColor: 'warning.border' },
      danger: { bg: 'danger.bg', color: 'danger.fg', borderColor: 'danger.border' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const toast = defineSlotRecipe({
  className: 'toast',
  description: 'The single visible notification',
  slots: ['region', 'root', 'title', 'description', 'close'],
  base: {
    region: {
      position: 'fixed',
      insetBlockEnd: '4',
      insetInlineEnd: '4',
      insetInlineStart: { base: '4', sm: 'auto' },
      zIndex: 'toast',
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      pointerEvents: 'none',
    },
    root: {
      pointerEvents: 'auto',
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gap: '1',
      columnGap: '3',
      width: { base: 'full', sm: 'toast' },
      padding: '4',
      borderRadius: 'card',
      borderWidth: '1px',
      boxShadow: 'raised',
      bg: 'bg',
      color: 'fg',
      borderColor: 'border',
    },
    title: { fontWeight: '600', gridColumn: '1' },
    description: { fontSize: 'sm', gridColumn: '1' },
    close: {
      gridColumn: '2',
      gridRow: '1 / span 2',
      alignSelf: 'start',
      display: 'inline-flex',
      padding: '1',
      borderRadius: 'control',
      cursor: 'pointer',
      color: 'inherit',
      _hover: { bg: 'bg.muted' },
      _focusVisible: focusRing,
    },
  },
  variants: {
    variant: {
      default: {},
      destructive: { root: { bg: 'danger.bg', color: 'danger.fg', borderColor: 'danger.border' } },
      warning: { root: { bg: 'warning.bg', color: 'warning.fg', borderColor: 'warning.border' } },
      success: { root: { bg: 'success.bg', color: 'success.fg', borderColor: 'success.border' } },
    },
  },
  defaultVariants: { variant: 'default' },
});
