import { useTranslation } from '@casino/platform';
import { Badge, ButtonLink, EmptyState, List, ListItem } from '@casino/ui/core';
import { EmptyIllustration, QueryView } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { useBankCards } from '../api/get-bank-info-list';
import { PaymentLogo, payoutLogoOf } from '../components/payment-logo';
import { walletPaths } from '../paths';
import layout from './layout.module.css';

/** `/wallets/card/list`: the saved bank cards and e-wallets, each with a way to edit it, and ways to add more. */
export default function CardListPage() {
  const { t } = useTranslation('wallet');
  const cards = useBankCards();
  return (
    <SectionPage
      title={t('pages.cardList.title')}
      intro={t('pages.cardList.intro')}
      trail={[{ label: t('pages.wallets.title'), href: walletPaths.wallets('withdraw') }]}
    >
      <div className={layout.stack}>
        <QueryView errorNamespace="wallet" query={cards} skeletonHeight={240}>
          {({ list, banks }) =>
            list.length === 0 ? (
              <EmptyState title={t('cards.none')} icon={<EmptyIllustration kind="accounts" />} />
            ) : (
              <List aria-label={t('pages.cardList.title')}>
                {list.map((card) => (
                  <ListItem
                    key={card.id}
                    icon={<PaymentLogo icon={payoutLogoOf(banks, card.bankId)} lazy />}
                    description={
                      <>
                        {card.kind === 'ewallet' ? `${t('cards.eWallet')} · ` : ''}
                        {card.holderName}
                        {card.isDefault ? (
                          <>
                            {' '}
                            <Badge>{t('cards.default')}</Badge>
                          </>
                        ) : null}
                      </>
                    }
                    trailing={
                      <ButtonLink
                        to={walletPaths.cardEdit(card.id)}
                        variant="secondary"
                        size="sm"
                        aria-label={t('cards.edit', {
                          bank: card.bankName,
                          number: card.maskedAccountNumber,
                        })}
                      >
                        {t('cards.editShort')}
                      </ButtonLink>
                    }
                  >
                    {card.bankName} {card.maskedAccountNumber}
                  </ListItem>
                ))}
              </List>
            )
          }
        </QueryView>
        <ButtonLink to={walletPaths.cardEdit()} size="lg" fullWidth>
          {t('cards.add')}
        </ButtonLink>
        <ButtonLink to={walletPaths.cardAdd({ kind: 'ewallet' })} variant="secondary" size="lg" fullWidth>
          {t('cards.addEWallet')}
        </ButtonLink>
      </div>
    </SectionPage>
  );
}
