import { useTranslation } from '@casino/platform';
import { Link } from 'react-router-dom';
import { LanguageSelect } from '../../app/language-select';

const links = [
  { key: 'about', href: '/about-us' },
  { key: 'faq', href: '/faq' },
  { key: 'terms', href: '/terms-of-use' },
  { key: 'privacy', href: '/privacy-policy' },
] as const;

/** The lobby's footer: the language choice, the house's pages and the age reminder. */
export function HomeFooter() {
  const { t } = useTranslation();
  return (
    <footer className="home-footer">
      <LanguageSelect />
      <nav aria-label={t('footer.label')} className="home-footer__links">
        {links.map(({ key, href }) => (
          <Link key={key} to={href} className="home-footer__link">
            {t(`footer.${key}`)}
          </Link>
        ))}
      </nav>
      <p className="home-footer__note">{t('footer.responsible')}</p>
    </footer>
  );
}
