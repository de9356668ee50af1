import { appPaths } from '@casino/contracts';
import { useTranslation } from '@casino/platform';
import { Button, SectionPage } from '@casino/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
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
        <section className="ui-card">
          <label className="ui-field">
            <span className="ui-field__label">{t('linkLabel')}</span>
            <input className="ui-input" readOnly value={link} />
          </label>
          <Button variant="primary" fullWidth onClick={share}>
            {copied ? t('copied') : t('share')}
          </Button>
        </section>
      ) : (
        <Link to={appPaths.login()} className="ui-button ui-button--primary">
          {t('loginToInvite')}
        </Link>
      )}
    </SectionPage>
  );
}
