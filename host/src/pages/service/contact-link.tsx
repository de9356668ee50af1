import { useTranslation } from '@casino/platform';

/** Opens a contact channel in a new tab; its name says which channel ("Open Telegram"). */
export function ContactLink({ label, href }: { label: string; href: string }) {
  const { t } = useTranslation();
  return (
    <a
      className="ui-button ui-button--secondary ui-button--sm"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('service.openChannel', { channel: label })}
    >
      {t('service.open')}
    </a>
  );
}
