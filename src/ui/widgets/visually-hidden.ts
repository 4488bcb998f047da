import { css } from 'styled-system/css';

export const visuallyHidden = css({ srOnly: true });
