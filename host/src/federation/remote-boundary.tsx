import { bus } from '@casino/bus';
import { useTranslation } from '@casino/platform';
import { ErrorPanel } from '@casino/ui/core';
import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { RemoteUnavailableError } from './remote-loader';

export interface RemoteBoundaryProps {
  remote: string;
  /** Path the player is navigating to; a chunk failure reloads it once (spec 8). */
  targetPath: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/**
 * Third failure layer: anything a remote throws while loading its page chunk or rendering stays
 * inside this boundary. The rest of the app (other routes, the nav, overlays) is untouched.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError(this.props.targetPath)) return;
    if (!(error instanceof RemoteUnavailableError)) {
      bus.emit('remote.renderFailed', { remote: this.props.remote, message: error.message });
    }
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) return <RemoteFallback remote={this.props.remote} onRetry={this.retry} />;
    return this.props.children;
  }
}

export interface RemoteFallbackProps {
  remote: string;
  onRetry: () => void;
}

export function RemoteFallback({ remote, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      title={t('remote.unavailableTitle', { section: t(`remote.names.${remote}`, { defaultValue: remote }) })}
      message={t('remote.unavailableMessage')}
      actionLabel={t('remote.retry')}
      onAction={onRetry}
    />
  );
}
