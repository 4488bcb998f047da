import { defineRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

/**
 * react-phone-number-input's parts, by the class names it renders: a country box (a native
 * select laid invisibly over the flag) beside the number input, which carries the `input`
 * recipe itself. The widget is a left-to-right island, so its insides need no mirroring.
 */
export const phoneInput = defineRecipe({
  className: 'phone-input',
  description: 'The international phone field: country box and number input',
  base: {
    display: 'flex',
    alignItems: 'stretch',
    gap: '2',
    '& .PhoneInputCountry': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      flexShrink: 0,
      paddingInline: '3',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'control',
      bg: 'bg',
      color: 'fg.muted',
      '&:has(.PhoneInputCountrySelect:focus-visible)': { ...focusRing, outlineOffset: '0', borderColor: 'accent.ring' },
    },
    '& .PhoneInputCountrySelect': {
      position: 'absolute',
      inset: '0',
      width: 'full',
      height: 'full',
      zIndex: 1,
      opacity: 0,
      cursor: 'pointer',
      borderWidth: '0',
      fontSize: 'md',
    },
    '& .PhoneInputCountryIcon': {
      display: 'flex',
      width: '6',
      height: '4',
      overflow: 'hidden',
      borderRadius: 'xs',
      boxShadow: '0 0 0 1px {colors.border.strong}',
    },
    '& .PhoneInputCountryIconImg': { display: 'block', width: 'full', height: 'full', objectFit: 'cover' },
    '& .PhoneInputCountrySelectArrow': {
      width: '2',
      height: '2',
      marginBlockStart: '-1',
      borderStyle: 'solid',
      borderColor: 'currentColor',
      borderBlockStartWidth: '0',
      borderInlineStartWidth: '0',
      borderBlockEndWidth: '1.5px',
      borderInlineEndWidth: '1.5px',
      transform: 'rotate(45deg)',
    },
    '& .PhoneInputInput': { flex: '1', minWidth: '0' },
  },
});
