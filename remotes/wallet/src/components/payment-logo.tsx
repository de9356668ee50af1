import type { Bank } from '@casino/contracts';
import { WalletIcon } from '@casino/ui/core';
import { useState } from 'react';
import styles from './payment-logo.module.css';

/** The logo's side in CSS pixels: the box is reserved before the picture arrives. */
const logoSize = 40;

export interface PaymentLogoProps {
  /** The logo's URL as the API gives it (a channel's `icon`, an institution's `icon`); empty or absent: none. */
  icon: string | undefined;
  /** Below the fold (a list of past withdrawals): the browser fetches it when it nears the screen. */
  lazy?: boolean;
}

/**
 * A deposit channel's or payout institution's logo, always beside its name, so decorative: the
 * operator's configured icon (ADR 0052), or a neutral wallet glyph in the same box when it has
 * none or it fails to load. 40x40 either way, so nothing moves.
 */
export function PaymentLogo({ icon, lazy = false }: PaymentLogoProps) {
  const [failedIcon, setFailedIcon] = useState<string | null>(null);
  const source = icon?.trim() || null;
  if (source === null || failedIcon === source) {
    return (
      <span className={styles.fallback} aria-hidden="true">
        <WalletIcon size={22} />
      </span>
    );
  }
  return (
    <img
      src={source}
      alt=""
      width={logoSize}
      height={logoSize}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      className={styles.logo}
      onError={() => setFailedIcon(source)}
    />
  );
}

/**
 * The logo of the institution a payout account is at, by its `bankId` (undefined when the account
 * is no longer listed); undefined when the API names none.
 */
export function payoutLogoOf(banks: readonly Bank[], bankId: number | undefined): string | undefined {
  return bankId === undefined ? undefined : banks.find((bank) => bank.id === bankId)?.icon;
}
