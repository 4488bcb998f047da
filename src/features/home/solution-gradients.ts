import { css } from 'styled-system/css';
import type { SolutionGradient } from './solutions.ts';

// Spelled out one by one so Panda sees every class at build time.
export const SOLUTION_GRADIENT: Record<SolutionGradient, string> = {
  authentication: css({ bgGradient: 'authentication' }),
  fraud: css({ bgGradient: 'fraud' }),
  location: css({ bgGradient: 'location' }),
  quality: css({ bgGradient: 'quality' }),
  communication: css({ bgGradient: 'communication' }),
  billing: css({ bgGradient: 'billing' }),
};
