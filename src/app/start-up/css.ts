// A start-up step's import (src/main.tsx): evaluates Panda's css() runtime (its tables of
// utilities and conditions) in a task of its own, before the framework code whose modules
// call it as they load. vite.config.ts places this module in that chunk, so the step costs no
// request.
export { css } from 'styled-system/css';
