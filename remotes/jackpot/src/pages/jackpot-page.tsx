import { bus } from '@casino/bus';
import { useTranslation } from '@casino/platform';
import { Button } from '@casino/ui/core';
import { SectionPage } from '@casino/ui/navigation';
import { JackpotGrid } from '../jackpot-grid';

/** `/activity/jackpot`: the prize grid and rules; the draw itself happens in the lucky jackpot modal. */
export default function JackpotPage() {
  const { t } = useTranslation('jackpot');
  return (
    <SectionPage title={t('pages.jackpot.title')} intro={t('pages.jackpot.intro')}>
      <JackpotGrid />
      <Button
        variant="primary"
        fullWidth
        onClick={() => bus.emit('overlay.open', { id: 'jackpot.luckyModal' })}
      >
        {t('open')}
      </Button>
    </SectionPage>
  );
}
