import { bus } from '@casino/bus';
import { appPaths } from '@casino/contracts';
import { isLoggedIn, useAppConfig, useSession, useTranslation } from '@casino/platform';
import { Button, ButtonLink, prefersReducedMotion } from '@casino/ui/core';
import { useEffect, useRef, useState } from 'react';
import styles from './promo-carousel.module.css';

/** Seconds a banner shows before the next, unless the player is touching or reading it. */
const advanceMs = 5_000;
/** `appGenericImgList` keys of the lobby's banners: `homeBanner.<kind>` (ADR 0050). */
const bannerKeyPrefix = 'homeBanner.';
/** The kinds the lobby knows how to word and act on; a banner of another kind is not shown. */
const bannerKinds = ['welcome', 'jackpot', 'vip'] as const;
type BannerKind = (typeof bannerKinds)[number];

interface Banner {
  kind: BannerKind;
  art: string;
}

const isBannerKind = (kind: string): kind is BannerKind => (bannerKinds as readonly string[]).includes(kind);

/**
 * The banners the operator configured, in the config's order; `undefined` until the full config
 * (which carries them, after preLogin has uncovered the page) has arrived.
 */
function useBanners(): Banner[] | undefined {
  const images = useAppConfig((config) => config.appGenericImgList);
  if (images === undefined) return undefined;
  const banners: Banner[] = [];
  for (const image of images) {
    const kind = image.uniqueKey.startsWith(bannerKeyPrefix)
      ? image.uniqueKey.slice(bannerKeyPrefix.length)
      : '';
    if (isBannerKind(kind) && image.img) banners.push({ kind, art: image.img });
  }
  return banners;
}

/** The slide the track is scrolled to. */
const shownSlide = (track: HTMLElement) => Math.round(track.scrollLeft / Math.max(track.clientWidth, 1));

function BannerAction({ kind }: { kind: BannerKind }) {
  const { t } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  if (kind === 'jackpot')
    return (
      <Button size="sm" onClick={() => bus.emit('overlay.open', { id: 'jackpot.luckyModal' })}>
        {t('home.banner.jackpot.action')}
      </Button>
    );
  if (kind === 'vip')
    return (
      <ButtonLink size="sm" to={appPaths.vip()}>
        {t('home.banner.vip.action')}
      </ButtonLink>
    );
  return loggedIn ? (
    <ButtonLink size="sm" to={appPaths.deposit()}>
      {t('home.deposit')}
    </ButtonLink>
  ) : (
    <ButtonLink size="sm" to={appPaths.register()}>
      {t('home.join')}
    </ButtonLink>
  );
}

/**
 * The lobby's promotions: the operator's banners (`appGenericImgList`), swiped sideways with
 * native scroll snapping, advancing every 5 s while nobody touches, focuses or hides them, and
 * never on its own when the system asks for reduced motion. Its height is reserved by the slides'
 * aspect ratio, so nothing below moves when the art arrives.
 */
export function PromoCarousel() {
  const { t } = useTranslation();
  const banners = useBanners();
  const slideCount = banners?.length ?? 0;
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  const showSlide = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({ left: index * track.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  // The shown slide follows the scroll position, whoever moved it (a swipe, a dot, the timer).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => setCurrent(shownSlide(track));
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (paused || slideCount < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      const track = trackRef.current;
      if (!track) return;
      track.scrollTo({
        left: ((shownSlide(track) + 1) % slideCount) * track.clientWidth,
        behavior: 'smooth',
      });
    }, advanceMs);
    return () => window.clearInterval(timer);
  }, [paused, slideCount]);

  // The full config is still on its way: its place (a slide and the dots) is kept, so the lobby
  // below does not jump down when the banners arrive (a layout shift Lighthouse measured at 0.75).
  if (banners === undefined)
    return (
      <div className={styles.carousel} aria-hidden="true">
        <div className={`${styles.slide} ${styles.placeholder}`} />
        <div className={styles.dotsSpace} />
      </div>
    );
  if (banners.length === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('home.banner.carousel')}
      aria-label={t('home.banner.label')}
      onPointerDown={() => setPaused(true)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul ref={trackRef} className={styles.track}>
        {banners.map((banner, index) => (
          <li
            key={banner.kind}
            className={styles.slide}
            aria-roledescription={t('home.banner.slide')}
            aria-label={t('home.banner.position', { position: index + 1, total: banners.length })}
          >
            <img
              className={styles.art}
              src={banner.art}
              alt=""
              width={700}
              height={300}
              decoding="async"
              fetchPriority={index === 0 ? 'high' : 'low'}
            />
            <div className={styles.copy}>
              <h2 className={styles.title}>{t(`home.banner.${banner.kind}.title`)}</h2>
              <p className={styles.text}>{t(`home.banner.${banner.kind}.text`)}</p>
              <BannerAction kind={banner.kind} />
            </div>
          </li>
        ))}
      </ul>
      {banners.length > 1 ? (
        <div className={styles.dots}>
          {banners.map((banner, index) => (
            <button
              key={banner.kind}
              type="button"
              className={styles.dot}
              aria-label={t('home.banner.show', { title: t(`home.banner.${banner.kind}.title`) })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => showSlide(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
