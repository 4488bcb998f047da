/** The playground's section: an island that wakes when near or used (./island.ts). */
export const PLAYGROUND_ISLAND = 'playground';

/** The playground's element ids (one playground per page). */
export const PLAYGROUND_IDS = {
  form: 'playground-form',
  number: 'playground-number',
  send: 'playground-send',
  cancel: 'playground-cancel',
} as const;

/** A field's id, from its name (`device.phoneNumber` → `playground-device-phoneNumber`). */
export const playgroundFieldId = (field: string) => `playground-${field.replace(/[^\w-]/g, '-')}`;

/** The id of the line that says what is wrong with a field. */
export const playgroundProblemId = (field: string) => `${playgroundFieldId(field)}-problem`;

/** Focuses a field; one inside a closed disclosure (the events inbox's, for `sink`) opens it first. */
export function focusPlaygroundField(field: string) {
  const element = document.getElementById(playgroundFieldId(field));
  const disclosure = element?.closest('details');
  if (disclosure) disclosure.open = true;
  element?.focus();
}

/** Cancel leaves the page with the request: a keyboard on it goes on from Send. */
export function keepPlaygroundFocus() {
  if (document.activeElement?.id === PLAYGROUND_IDS.cancel) document.getElementById(PLAYGROUND_IDS.send)?.focus();
}
