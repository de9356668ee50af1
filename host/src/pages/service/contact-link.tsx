import { useTranslation } from '@casino/platform';
import { ButtonLink } from '@casino/ui/core';

/** Opens a contact channel in a new tab; its name says which channel ("Open Telegram"). */
export function ContactLink({ label, href }: { label: string; href: string }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      href={href}
      external
      variant="secondary"
      size="sm"
      aria-label={t('service.openChannel', { channel: label })}
    >
      {t('service.open')}
    </ButtonLink>
  );
}
