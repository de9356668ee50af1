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

export interface ServiceChannels {
  /** The online (live chat) entry, when one is configured. */
  online: CustomerServiceEntry | undefined;
  /** Every other channel with a link that may be opened, in sort order (spec 3). */
  contacts: { label: string; href: string }[];
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
        return href ? [{ label: entry.param2, href }] : [];
      }),
    };
  }, [entries]);
}
