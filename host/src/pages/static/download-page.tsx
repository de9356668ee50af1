import { Button, PageHeader } from '@casino/ui';
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
    <section className="ui-card ui-prose">
      <h2 className="ui-section-title">{heading}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
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
    <main className="ui-page">
      <PageHeader title={title} onBack={goBack} backLabel={common.backLabel} />
      <p className="ui-page__lead">{intro}</p>
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
        <p id={hintId} className="ui-text-muted">
          {installUnavailableHint}
        </p>
      )}
      <section className="ui-prose">
        <h2 className="ui-section-title">{benefits.heading}</h2>
        <ul>
          {benefits.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <InstallStepsCard {...android} />
      <InstallStepsCard {...ios} />
      <p className="ui-text-muted">{ageNotice}</p>
    </main>
  );
}
