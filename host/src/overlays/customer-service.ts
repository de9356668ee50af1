import {
  type CustomerServiceEntry,
  customerServiceCollapseMs,
  customerServiceItemTypes,
} from '@casino/contracts';
import { appConfigStore, appEnvironment, navigation, sessionStore } from '@casino/platform';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The web live-chat widget: hidden, maximised, or collapsing on its way to hidden. */
export type ChatWidgetState = 'hidden' | 'maximised' | 'collapsing';

export const chatWidgetStore = createStore<{ state: ChatWidgetState }>(() => ({ state: 'hidden' }));

export function useChatWidget(): ChatWidgetState {
  return useStore(chatWidgetStore, (store) => store.state);
}

let collapseTimer: ReturnType<typeof setTimeout> | undefined;

/** Closes the widget: it collapses, and is hidden 300 ms later (spec 4). */
export function closeChatWidget(): void {
  if (chatWidgetStore.getState().state !== 'maximised') return;
  chatWidgetStore.setState({ state: 'collapsing' });
  collapseTimer = setTimeout(() => chatWidgetStore.setState({ state: 'hidden' }), customerServiceCollapseMs);
}

/** The configured channels in sort order (spec 3). */
function sortedCustomerServices(): CustomerServiceEntry[] {
  return [...(appConfigStore.getState().customerServiceList ?? [])].sort((a, b) => a.sort - b.sort);
}

/**
 * Customer service (spec 4): with no online service configured, the /service page; in the native
 * app, the native live chat through the bridge with the entry's two params and the user id; on
 * the web, the live-chat widget, maximised.
 */
export function openCustomerService(): void {
  const online = sortedCustomerServices().find(
    (entry) => entry.itemType === customerServiceItemTypes.onlineService,
  );
  if (!online) {
    navigation.navigate('/service');
    return;
  }
  const { nativeBridge } = appEnvironment();
  if (nativeBridge) {
    const userId = sessionStore.getState().user?.id ?? 0;
    nativeBridge.openLiveChat(JSON.stringify({ param1: online.param1, param2: online.param2, userId }));
    return;
  }
  clearTimeout(collapseTimer);
  chatWidgetStore.setState({ state: 'maximised' });
}
