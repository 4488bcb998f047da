/** A last sign-in to the minute, in UTC and saying so, in the reader's language. */
export const formatLastLogin = (isoTimestamp: string, language: string | undefined) =>
  new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(isoTimestamp));
