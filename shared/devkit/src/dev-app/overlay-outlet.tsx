// The plugin's overlays, opened and closed over the bus as in the host (`overlay.open` with an id
// the plugin offers, `overlay.close`): the dev menu opens them the same way a page would.
import { bus } from '@casino/bus';
import type { RemoteOverlay, RemoteOverlayProps, RemotePlugin } from '@casino/platform';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

interface OpenOverlay {
  id: string;
  payload: unknown;
}

const overlayComponents = new Map<RemoteOverlay['load'], ComponentType<RemoteOverlayProps>>();
function overlayComponent(overlay: RemoteOverlay): ComponentType<RemoteOverlayProps> {
  let component = overlayComponents.get(overlay.load);
  if (!component) {
    component = lazy(overlay.load);
    overlayComponents.set(overlay.load, component);
  }
  return component;
}

export function OverlayOutlet({ plugin }: { plugin: RemotePlugin }) {
  const [open, setOpen] = useState<OpenOverlay[]>([]);
  useEffect(() => {
    const offered = new Set(plugin.overlays.map((overlay) => overlay.id));
    const opened = bus.on('overlay.open').subscribe(({ id, payload }) => {
      if (offered.has(id))
        setOpen((current) => [...current.filter((entry) => entry.id !== id), { id, payload }]);
    });
    const closed = bus
      .on('overlay.close')
      .subscribe(({ id }) => setOpen((current) => current.filter((entry) => entry.id !== id)));
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  }, [plugin]);

  return open.map(({ id, payload }) => {
    const overlay = plugin.overlays.find((candidate) => candidate.id === id);
    if (!overlay) return null;
    const Overlay = overlayComponent(overlay);
    return (
      <Suspense key={id} fallback={null}>
        <Overlay payload={payload} close={() => bus.emit('overlay.close', { id })} />
      </Suspense>
    );
  });
}
