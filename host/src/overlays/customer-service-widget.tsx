import { useTranslation } from '@casino/platform';
import { CloseIcon, HeadsetIcon, IconButton } from '@casino/ui';
import { useEffect, useRef } from 'react';
import './overlays.css';
import { useCustomerServices } from '../pages/service/customer-service';
import { closeChatWidget, useChatWidget } from './customer-service';

/**
 * The web live-chat widget (spec 2 and 4): maximised when opened, collapsing for 300 ms when
 * closed, then hidden. It names the online-service queue and lists the other channels.
 */
export function CustomerServiceWidget() {
  const { t } = useTranslation();
  const state = useChatWidget();
  const { online, contacts } = useCustomerServices();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state === 'maximised') closeButton.current?.focus();
  }, [state]);
  if (state === 'hidden') return null;
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
        {contacts.length > 0 ? (
          <ul className="ui-list" aria-label={t('chat.otherChannels')}>
            {contacts.map((contact) => (
              <li key={contact.href} className="ui-list__item">
                <a href={contact.href} target="_blank" rel="noopener noreferrer">
                  {contact.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
