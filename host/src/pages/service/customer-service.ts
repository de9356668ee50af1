import { type CustomerServiceEntry, customerServiceItemTypes } from '@casino/contracts';
import { useAppConfig } from '@casino/platform';
import { useMemo } from 'react';

/** Link schemes a contact channel may use: the web, e-mail, phone, SMS and the messengers players use. */
const contactSchemes = new Set([
  'https:',
  'http:',
  'mailto:',
  'tel:',
  'sms:',
  'viber:',
  'tg:',
  'line:',
  'whatsapp:',
]);

/**
 * The link of a contact channel, or null when the configured value is not one a player may open:
 * config is data, so a `javascript:` or `data:` value never becomes a link.
 */
export function contactHref(value: string): string | null {
  try {
    const url = new URL(value);
    return contactSchemes.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Schemes whose address is the part after the colon: an e-mail address, a phone number. */
const addressSchemes = new Set(['mailto:', 'tel:', 'sms:']);

/**
 * What a player reads as a channel's address: `help@royal.example` for a mailto link, the number
 * for tel and sms, `t.me/royal` for a web page; null for messenger deep links, whose raw form
 * (`viber://chat?number=...`) means nothing to a player.
 */
export function contactAddress(href: string): string | null {
  const url = new URL(href);
  if (addressSchemes.has(url.protocol)) return decodeURIComponent(url.pathname);
  if (url.protocol === 'https:' || url.protocol === 'http:')
    return `${url.host}${url.pathname.replace(/\/$/, '')}`;
  return null;
}

interface ContactChannel {
  label: string;
  href: string;
  /** The address shown under the label, when a player can read one (`contactAddress`). */
  address: string | null;
}

export interface ServiceChannels {
  /** The online (live chat) entry, when one is configured. */
  online: CustomerServiceEntry | undefined;
  /** Every other channel with a link that may be opened, in sort order (spec 3). */
  contacts: ContactChannel[];
}

/** The configured customer-service channels (spec 3; itemType 1 is the online service). */
export function useCustomerServices(): ServiceChannels {
  const entries = useAppConfig((config) => config.customerServiceList);
  return useMemo(() => {
    const sorted = [...(entries ?? [])].sort((a, b) => a.sort - b.sort);
    return {
      online: sorted.find((entry) => entry.itemType === customerServiceItemTypes.onlineService),
      contacts: sorted.flatMap((entry) => {
        const href =
          entry.itemType === customerServiceItemTypes.onlineService ? null : contactHref(entry.param1);
        return href ? [{ label: entry.param2, href, address: contactAddress(href) }] : [];
      }),
    };
  }, [entries]);
}
