import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes/button';
import { connectScheduling } from '../../../machines/scheduling/scheduling.connect.ts';
import { useAppActors } from '../app/actors-context.ts';
import { bookMeetingIntent } from '../app/book-meeting-intent.ts';
import { useHydrated, waitUntilHydrated } from '../../start-up/readiness.ts';
import { schedulingFocus } from '../app/return-focus.ts';
import { useConnect } from '../app/use-connect.ts';

interface BookMeetingButtonProps {
  readonly variant?: ButtonVariantProps['variant'];
  readonly size?: ButtonVariantProps['size'];
  readonly className?: string;
}

/** "Book a meeting": opens the app-wide scheduling modal (footer, contact section, industry pages). */
export function BookMeetingButton({ variant = 'solid', size = 'md', className }: BookMeetingButtonProps) {
  const { t } = useTranslation('scheduling');
  const { book } = useConnect(useAppActors().scheduling, connectScheduling);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={cx(button({ variant, size }), className)}
      {...waitUntilHydrated(hydrated)}
      onPointerEnter={bookMeetingIntent}
      onFocus={bookMeetingIntent}
      onClick={(event) => {
        schedulingFocus.remember(event.currentTarget);
        book();
      }}
    >
      <CalendarDays size={18} aria-hidden="true" />
      {t(($) => $.button)}
    </button>
  );
}
