// A start-up step's import (src/main.tsx): evaluates the xstate chunk in a task of its own,
// before the machines that use it. vite.config.ts places this module in that chunk, so the
// step costs no request.
export { createActor } from 'xstate';
