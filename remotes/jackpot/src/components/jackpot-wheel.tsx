import { useTranslation } from '@casino/platform';
import { prefersReducedMotion, Text } from '@casino/ui/core';
import { Modal } from '@casino/ui/overlays';
import { useEffect, useMemo, useState } from 'react';
import { type JackpotTier, jackpotTiers, wheelSpec, wheelSpin } from '../engine/wheel';
import styles from './jackpot.module.css';

const size = 240;
const centre = size / 2;
const radius = size / 2 - 6;

/** A point on the wheel's rim at `degrees` clockwise from the top. */
function rim(degrees: number, r = radius): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [centre + r * Math.sin(radians), centre - r * Math.cos(radians)];
}

/** Sector `index` spans 90 degrees centred on index x 90, clockwise from the top. */
function sectorPath(index: number): string {
  const [x0, y0] = rim(index * wheelSpec.sectorDegrees - 45);
  const [x1, y1] = rim(index * wheelSpec.sectorDegrees + 45);
  return `M${centre},${centre} L${x0.toFixed(2)},${y0.toFixed(2)} A${radius},${radius} 0 0 1 ${x1.toFixed(2)},${y1.toFixed(2)} Z`;
}

export interface JackpotWheelProps {
  tier: JackpotTier;
  /** The wheel has landed and its 2 s are up. */
  onClosed: () => void;
  random?: () => number;
}

/**
 * The jackpot spin wheel (spec 4, 9): four 90-degree sectors, 1800 degrees of extra turns and the
 * turn that brings the won tier under the pointer, over 4 to 6 s (CSS transform transition, eased
 * out); it closes 2 s after landing. Under reduced motion it turns in 0.4 s to the same sector.
 */
export function JackpotWheel({ tier, onClosed, random = Math.random }: JackpotWheelProps) {
  const { t } = useTranslation('jackpot');
  // biome-ignore lint/correctness/useExhaustiveDependencies: one spin per wheel
  const spin = useMemo(() => wheelSpin(tier, random(), prefersReducedMotion()), []);
  const [turned, setTurned] = useState(false);
  const [landed, setLanded] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one spin per wheel
  useEffect(() => {
    // The rest position paints first, then the transition runs to the final angle.
    const frame = requestAnimationFrame(() => setTurned(true));
    const land = setTimeout(() => setLanded(true), spin.durationMs);
    const close = setTimeout(onClosed, spin.durationMs + wheelSpec.closeAfterMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(land);
      clearTimeout(close);
    };
  }, []);

  return (
    <Modal open title={t('wheel.title')} onClose={() => undefined} dismissible={false}>
      <div className={styles.wheelBox}>
        <svg className={styles.wheelPointer} width="28" height="24" viewBox="0 0 28 24" aria-hidden="true">
          <path d="M2 2 H26 L14 22 Z" fill="var(--color-text)" stroke="var(--color-bg)" strokeWidth="2" />
        </svg>
        <div
          className={styles.wheel}
          role="img"
          aria-label={t('wheel.label')}
          data-degrees={spin.degrees}
          style={{
            transform: `rotate(${turned ? spin.degrees : 0}deg)`,
            transitionDuration: `${spin.durationMs}ms`,
          }}
        >
          <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
            <circle cx={centre} cy={centre} r={centre - 1} fill="var(--color-primary-strong)" />
            {jackpotTiers.map((sectorTier, index) => {
              const [x, y] = rim(index * wheelSpec.sectorDegrees, radius * 0.62);
              return (
                <g key={sectorTier} className={styles[`tier_${sectorTier}`]}>
                  <path d={sectorPath(index)} fill="currentColor" stroke="var(--color-bg)" strokeWidth="3" />
                  <text
                    x={x}
                    y={y}
                    transform={`rotate(${index * wheelSpec.sectorDegrees} ${x} ${y})`}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    className={styles.wheelText}
                  >
                    {t(`pool.${sectorTier}`)}
                  </text>
                </g>
              );
            })}
            <circle
              cx={centre}
              cy={centre}
              r="22"
              fill="var(--color-surface)"
              stroke="var(--color-primary)"
              strokeWidth="4"
            />
          </svg>
        </div>
        <Text align="center" weight="bold" aria-live="polite">
          {landed ? t('wheel.landed', { tier: t(`pool.${tier}`) }) : t('wheel.spinning')}
        </Text>
      </div>
    </Modal>
  );
}
