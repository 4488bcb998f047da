// A start-up step's import (src/main.tsx): evaluates the router's chunk in a task of its own,
// before the app's framework code. vite.config.ts places this module in that chunk, so the
// step costs no request.
export { createRouter } from '@tanstack/react-router';
