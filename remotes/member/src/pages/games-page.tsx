import { appPaths, type GameEntry } from '@casino/contracts';
import { useSession, useTranslation } from '@casino/platform';
import { ButtonLink, Card, EmptyState, HeartIcon, Text } from '@casino/ui/core';
import { EmptyIllustration, QueryView } from '@casino/ui/display';
import { SectionPage, SegmentedTabs } from '@casino/ui/navigation';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMyGames } from '../api/after-login-info';
import { memberPaths } from '../member-paths';
import styles from './games-page.module.css';

type Shelf = 'recent' | 'liked';
const noGames: GameEntry[] = [];

/** `/member/games`: the games the player played lately and the ones they liked, each a tap from play. */
export default function GamesPage() {
  const { t } = useTranslation('member');
  const myGames = useMyGames();
  const [shelf, setShelf] = useState<Shelf>('recent');
  const recent = useSession((session) => session.extras?.gameHistory ?? noGames);
  const liked = useSession((session) => session.extras?.gameLikes ?? noGames);
  const games = shelf === 'recent' ? recent : liked;
  return (
    <SectionPage
      title={t('pages.games.title')}
      intro={t('pages.games.intro')}
      trail={[{ label: t('pages.member.title'), href: memberPaths.member }]}
    >
      <SegmentedTabs
        label={t('games.shelves')}
        value={shelf}
        onChange={setShelf}
        tabs={[
          { value: 'recent', label: t('games.recent') },
          { value: 'liked', label: t('games.liked') },
        ]}
      >
        <QueryView errorNamespace="member" query={myGames} skeletonHeight={320}>
          {() =>
            games.length === 0 ? (
              <EmptyState
                title={shelf === 'recent' ? t('games.noRecent') : t('games.noLiked')}
                icon={<EmptyIllustration kind={shelf === 'recent' ? 'records' : 'likes'} />}
                action={<ButtonLink to={appPaths.home()}>{t('games.toLobby')}</ButtonLink>}
              />
            ) : (
              <ul
                className={styles.games}
                aria-label={shelf === 'recent' ? t('games.recent') : t('games.liked')}
              >
                {games.map((game) => (
                  <li key={game.id}>
                    <GameRow game={game} liked={liked.some((candidate) => candidate.id === game.id)} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </SegmentedTabs>
    </SectionPage>
  );
}

function GameRow({ game, liked }: { game: GameEntry; liked: boolean }) {
  const { t } = useTranslation('member');
  return (
    <Link
      to={appPaths.gameStart({ gameId: game.id })}
      className={styles.link}
      aria-label={t('games.play', { name: game.name })}
    >
      <Card as="div" className={styles.game}>
        <span className={styles.art} data-tint={game.id % 6}>
          {game.image ? (
            <img src={game.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
          ) : (
            <span aria-hidden="true">{game.name.slice(0, 1)}</span>
          )}
        </span>
        <span className={styles.name}>{game.name}</span>
        {liked ? (
          <Text as="span" tone="muted" className={styles.heart}>
            <HeartIcon size={18} filled />
          </Text>
        ) : null}
        <span className={styles.play} aria-hidden="true">
          {t('games.playShort')}
        </span>
      </Card>
    </Link>
  );
}
