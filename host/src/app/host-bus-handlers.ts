import { bus } from '@casino/bus';
import { navigation } from '@casino/platform';
import { useEffect } from 'react';

/** What the host does when a remote asks for something over the bus. */
export function useHostBusHandlers(): void {
  useEffect(() => {
    const subscriptions = [
      // Spec 4: with no online service configured, customer service opens /service.
      bus.on('customerService.open').subscribe(() => navigation.navigate('/service')),
      bus.on('navigation.requested').subscribe(({ path }) => navigation.navigate(path)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, []);
}
