// A start-up step's import (src/main.tsx): evaluates React's chunk (React and @xstate/react,
// not React DOM) in a task of its own, before i18n's. vite.config.ts places this module in
// that chunk, so the step costs no request.
export { createElement } from 'react';
