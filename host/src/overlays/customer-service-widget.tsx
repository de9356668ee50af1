import { customerServiceItemTypes } from '@casino/contracts';
import { useAppConfig, useTranslation } from '@casino/platform';
import { CloseIcon, HeadsetIcon, IconButton } from '@casino/ui';
import { useEffect, useRef } from 'react';
import './overlays.css';
import { closeChatWidget, useChatWidget } from './customer-service';

const noEntries: never[] = [];

/**
 * The web live-chat widget (spec 2 and 4): maximised when opened, collapsing for 300 ms when
 * closed, then hidden. It names the online-service queue and lists the other channels.
 */
export function CustomerServiceWidget() {
  const { t } = useTranslation();
  const state = useChatWidget();
  const entries = useAppConfig((config) => config.customerServiceList) ?? noEntries;
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state === 'maximised') closeButton.current?.focus();
  }, [state]);
  if (state === 'hidden') return null;
  const online = entries.find((entry) => entry.itemType === customerServiceItemTypes.onlineService);
  const others = [...entries]
    .filter((entry) => entry.itemType !== customerServiceItemTypes.onlineService)
    .sort((a, b) => a.sort - b.sort);
  return (
    <section
      className={`chat-widget chat-widget--${state}`}
      role="dialog"
      aria-label={t('chat.title')}
      data-state={state}
    >
      <header className="chat-widget__header">
        <span className="chat-widget__icon" aria-hidden="true">
          <HeadsetIcon />
        </span>
        <h2 className="chat-widget__title">{t('chat.title')}</h2>
        <IconButton
          ref={closeButton}
          label={t('chat.minimise')}
          icon={<CloseIcon />}
          onClick={closeChatWidget}
        />
      </header>
      <div className="chat-widget__body">
        {online ? <p className="ui-text-muted">{t('chat.queue', { queue: online.param2 })}</p> : null}
        <p>{t('chat.connecting')}</p>
        {others.length > 0 ? (
          <ul className="ui-list" aria-label={t('chat.otherChannels')}>
            {others.map((entry) => (
              <li key={`${entry.itemType}-${entry.param1}`} className="ui-list__item">
                <a href={entry.param1} target="_blank" rel="noopener noreferrer">
                  {entry.param2}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
