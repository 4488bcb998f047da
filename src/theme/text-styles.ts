import { defineTextStyles } from '@pandacss/dev';

export const textStyles = defineTextStyles({
  display: {
    value: {
      fontFamily: 'heading',
      fontWeight: '800',
      fontSize: { base: '2.25rem', md: '3.25rem' },
      lineHeight: '1.1',
      letterSpacing: '-0.02em',
    },
  },
  h1: {
    value: {
      fontFamily: 'heading',
      fontWeight: '800',
      fontSize: { base: '2rem', md: '2.5rem' },
      lineHeight: '1.15',
      letterSpacing: '-0.01em',
    },
  },
  h2: { value: { fontFamily: 'heading', fontWeight: '700', fontSize: { base: '1.625rem', md: '2rem' }, lineHeight: '1.2' } },
  h3: { value: { fontFamily: 'heading', fontWeight: '600', fontSize: '1.25rem', lineHeight: '1.3' } },
  lead: { value: { fontSize: { base: '1.0625rem', md: '1.1875rem' }, lineHeight: '1.6' } },
  body: { value: { fontSize: '1rem', lineHeight: '1.6' } },
  small: { value: { fontSize: '0.875rem', lineHeight: '1.5' } },
  eyebrow: { value: { fontSize: '0.8125rem', fontWeight: '700', letterSpacing: '0.08em', textTransform: 'uppercase' } },
});
