import { type SupportedLocale, supportedLocales } from '@casino/contracts';
import { setLocale, useTranslation } from '@casino/platform';
import { Select } from '@casino/ui/core';

/** Switches the app's language; the choice is kept in the `locale` cookie for 365 days. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      label={t('language.label')}
      value={i18n.language}
      onChange={(event) => void setLocale(event.target.value)}
      options={supportedLocales.map((locale: SupportedLocale) => ({
        value: locale,
        label: t(`language.names.${locale}`),
        lang: locale,
      }))}
    />
  );
}
