import { useTranslation } from '@casino/platform';
import { Link } from 'react-router-dom';
import { LanguageSelect } from '../../app/language-select';
import styles from './home-footer.module.css';

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
    <footer className={styles.footer}>
      <LanguageSelect />
      <nav aria-label={t('footer.label')} className={styles.links}>
        {links.map(({ key, href }) => (
          <Link key={key} to={href} className={styles.link}>
            {t(`footer.${key}`)}
          </Link>
        ))}
      </nav>
      <p className={styles.note}>{t('footer.responsible')}</p>
    </footer>
  );
}
