import { Button, Card, Page, Prose, SectionTitle, Text } from '@casino/ui/core';
import { useId } from 'react';
import type { InstallSteps } from './content/content-types';
import { useGoBack } from './use-go-back';
import { useStaticContent } from './use-static-content';

export interface DownloadPageProps {
  /** True once the browser has offered installation (its `beforeinstallprompt` event). */
  installAvailable?: boolean;
  /** Shows the browser's install prompt. */
  onInstall?: () => void;
}

function InstallStepsCard({ heading, steps }: InstallSteps) {
  return (
    <Card prose>
      <SectionTitle>{heading}</SectionTitle>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Card>
  );
}

/** `/download`: installs the PWA in one tap where the browser allows it, with manual steps for Android and iOS. */
export default function DownloadPage({ installAvailable = false, onInstall }: DownloadPageProps) {
  const goBack = useGoBack();
  const hintId = useId();
  const canInstall = installAvailable && onInstall !== undefined;
  const { common, download } = useStaticContent();
  const { title, intro, installButton, installUnavailableHint, benefits, android, ios, ageNotice } = download;
  return (
    <Page title={title} onBack={goBack} backLabel={common.backLabel} lead={intro}>
      <Button
        size="lg"
        fullWidth
        disabled={!canInstall}
        aria-describedby={canInstall ? undefined : hintId}
        onClick={onInstall}
      >
        {installButton}
      </Button>
      {!canInstall && (
        <Text id={hintId} tone="muted">
          {installUnavailableHint}
        </Text>
      )}
      <Prose as="section">
        <SectionTitle>{benefits.heading}</SectionTitle>
        <ul>
          {benefits.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Prose>
      <InstallStepsCard {...android} />
      <InstallStepsCard {...ios} />
      <Text tone="muted">{ageNotice}</Text>
    </Page>
  );
}
