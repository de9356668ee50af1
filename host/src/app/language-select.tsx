import { type SupportedLocale, supportedLocales } from '@casino/contracts';
import { setLocale, useTranslation } from '@casino/platform';
import { useId } from 'react';

/** Switches the app's language; the choice is kept in the `locale` cookie for 365 days. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="ui-field language-select">
      <label htmlFor={id} className="ui-field__label">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="ui-input"
        value={i18n.language}
        onChange={(event) => void setLocale(event.target.value)}
      >
        {supportedLocales.map((locale: SupportedLocale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.names.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
