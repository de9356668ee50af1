import type { CustomerServiceEntry } from '@casino/contracts';
import { useAppConfig } from '@casino/platform';

/** The configured customer-service channels in their sort order (spec 3; itemType 1 is online service). */
export function useCustomerServices(): CustomerServiceEntry[] {
  const entries = useAppConfig((config) => config.customerServiceList);
  return [...(entries ?? [])].sort((a, b) => a.sort - b.sort);
}
