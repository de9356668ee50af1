import { useTranslation } from '@casino/platform';
import { Button, Card, Page, Text, TextLink } from '@casino/ui/core';
import styles from './maintenance-page.module.css';
import { useStaticContent } from './use-static-content';

export interface MaintenancePageProps {
  /** When the maintenance is expected to end, as an ISO 8601 date-time. */
  endTime?: string;
  /** Defaults to reloading the app from its start page. */
  onRetry?: () => void;
}

// Reload from '/' rather than '/maintenance': start-up checks the status again and only
// comes back here if the maintenance is still going on.
const reloadApp = () => window.location.replace('/');

function formatEndTime(endTime: string, locale: string): string {
  const date = new Date(endTime);
  if (Number.isNaN(date.getTime())) return endTime;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function MaintenanceIllustration() {
  return (
    <svg
      className={styles.illustration}
      width="96"
      height="96"
      viewBox="0 0 96 96"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle
        cx="48"
        cy="48"
        r="44"
        fill="var(--color-surface-raised)"
        stroke="var(--color-border)"
        strokeWidth="2"
      />
      <circle cx="48" cy="48" r="26" stroke="var(--color-primary)" strokeWidth="4" />
      <path
        d="M48 34v14l9 6"
        stroke="var(--color-primary)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** `/maintenance`: a friendly notice while the service is down, with a retry and a way to reach support. */
export default function MaintenancePage({ endTime, onRetry = reloadApp }: MaintenancePageProps) {
  const { title, message, endTimeLabel, retryButton, serviceHint, serviceLink } =
    useStaticContent().maintenance;
  const { i18n } = useTranslation();
  return (
    <Page centered title={title} lead={message}>
      <MaintenanceIllustration />
      {endTime && (
        <Card as="div">
          {endTimeLabel}: <time dateTime={endTime}>{formatEndTime(endTime, i18n.language)}</time>
        </Card>
      )}
      <Button size="lg" fullWidth onClick={onRetry}>
        {retryButton}
      </Button>
      <Text tone="muted">
        {serviceHint} <TextLink to={serviceLink.href}>{serviceLink.label}</TextLink>
      </Text>
    </Page>
  );
}
