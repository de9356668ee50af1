import { useTranslation } from '@casino/platform';
import { CloseIcon, HeadsetIcon, IconButton, List, ListLink } from '@casino/ui/core';
import { useEffect, useRef } from 'react';
import { useCustomerServices } from '../pages/service/customer-service';
import { closeChatWidget, useChatWidget } from './customer-service';
import styles from './customer-service-widget.module.css';

/**
 * The web live-chat widget (spec 2 and 4): maximised when opened, collapsing for 300 ms when
 * closed, then hidden. It lists the other channels; the queue's id is the chat service's, never shown.
 */
export function CustomerServiceWidget() {
  const { t } = useTranslation();
  const state = useChatWidget();
  const { contacts } = useCustomerServices();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state === 'maximised') closeButton.current?.focus();
  }, [state]);
  if (state === 'hidden') return null;
  return (
    <section
      className={state === 'collapsing' ? `${styles.widget} ${styles.collapsing}` : styles.widget}
      role="dialog"
      aria-label={t('chat.title')}
      data-state={state}
    >
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <HeadsetIcon />
        </span>
        <h2 className={styles.title}>{t('chat.title')}</h2>
        <IconButton
          ref={closeButton}
          label={t('chat.minimise')}
          icon={<CloseIcon />}
          onClick={closeChatWidget}
        />
      </header>
      <div className={styles.body}>
        <p>{t('chat.connecting')}</p>
        {contacts.length > 0 ? (
          <List aria-label={t('chat.otherChannels')}>
            {contacts.map((contact) => (
              <ListLink key={contact.href} href={contact.href} external>
                {contact.label}
              </ListLink>
            ))}
          </List>
        ) : null}
      </div>
    </section>
  );
}
