import { appPaths } from '@casino/contracts';
import { useTranslation } from '@casino/platform';
import { Button, ButtonLink, Card } from '@casino/ui/core';
import { TextField } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { useState } from 'react';
import { useInviteLink } from '../invite-link';

/** `/share`: the invite link, copied or handed to the phone's share sheet. */
export default function SharePage() {
  const { t } = useTranslation('agent');
  const { link } = useInviteLink();
  const [copied, setCopied] = useState(false);

  async function share() {
    if (!link) return;
    if (navigator.share) {
      await navigator
        .share({ title: t('shareTitle'), text: t('shareText'), url: link })
        .catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(link);
    setCopied(true);
  }

  return (
    <SectionPage
      title={t('pages.share.title')}
      intro={t('pages.share.intro')}
      trail={[{ label: t('pages.agent.title'), href: '/agent' }]}
    >
      {link ? (
        <Card as="div">
          <TextField label={t('linkLabel')} readOnly value={link} />
          <Button variant="primary" fullWidth onClick={share}>
            {copied ? t('copied') : t('share')}
          </Button>
        </Card>
      ) : (
        <ButtonLink to={appPaths.login()}>{t('loginToInvite')}</ButtonLink>
      )}
    </SectionPage>
  );
}
