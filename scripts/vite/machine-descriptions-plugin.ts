import type { Plugin } from 'vite';

/** A flow's machine file (machines/<flow>/<flow>.machine.ts). */
const MACHINE_FILE = /[\\/]machines[\\/][\w-]+[\\/][\w-]+\.machine\.ts$/;
/**
 * A state's (or the machine's) `description` given as a plain string, with the comma after it.
 * A toast's description is a text key (`description: text('…')`) and a described template
 * (`${menu}`) is left as it is.
 */
const DESCRIPTION = /\bdescription:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?/g;

/** The machine files' descriptions taken out, for the build. */
export const withoutDescriptions = (code: string) => code.replace(DESCRIPTION, '');

/**
 * The machines' state descriptions are for people reading the statecharts: the generated
 * diagrams (npm run machines:docs) and the machine viewer, which read the source or run in
 * development only. Nothing in the built site reads them, and every page would carry them
 * (the app-wide machines are part of start-up), so the build leaves them out.
 */
export function machineDescriptions(): Plugin {
  return {
    name: 'signalwise:machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return MACHINE_FILE.test(id) ? { code: withoutDescriptions(code), map: null } : null;
    },
  };
}
