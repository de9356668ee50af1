import { bus } from '@casino/bus';
import { logEvent, navigation, sessionStore } from '@casino/platform';
import { useEffect } from 'react';
import { openCustomerService } from '../overlays/customer-service';

/** What the host does when a remote asks for something over the bus. */
export function useHostBusHandlers(): void {
  useEffect(() => {
    const subscriptions = [
      bus.on('customerService.open').subscribe(({ source }) => {
        logEvent('customer_service_open', { eventFrom: source });
        openCustomerService();
      }),
      bus.on('navigation.requested').subscribe(({ path }) => navigation.navigate(path)),
      // The top bar, home page and bankruptcy watch read the balance from the session.
      bus.on('wallet.balanceChanged').subscribe(({ coin }) => sessionStore.getState().patchUser({ coin })),
      bus
        .on('remote.loadFailed')
        .subscribe(({ remote, reason }) =>
          logEvent('remote_load_failed', { eventInterfaceId: remote, eventShowType: reason }),
        ),
      bus
        .on('remote.renderFailed')
        .subscribe(({ remote }) => logEvent('remote_render_failed', { eventInterfaceId: remote })),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, []);
}
