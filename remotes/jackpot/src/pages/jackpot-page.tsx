import { appPaths } from '@casino/contracts';
import { useTranslation } from '@casino/platform';
import { SectionPage } from '@casino/ui/navigation';
import { useNavigate } from 'react-router-dom';
import { JackpotBoard } from '../components/jackpot-board';

/** `/activity/jackpot`: the full-page form of the lucky jackpot modal. */
export default function JackpotPage() {
  const { t } = useTranslation('jackpot');
  const navigate = useNavigate();
  return (
    <SectionPage title={t('pages.jackpot.title')} intro={t('pages.jackpot.intro')}>
      <JackpotBoard onLogin={() => navigate(appPaths.login({ redirect: '/activity/jackpot' }))} />
    </SectionPage>
  );
}
