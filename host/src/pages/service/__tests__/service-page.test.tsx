import { appConfigStore, initI18n } from '@casino/platform';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commonEnUs } from '../../../i18n/en-us';
import { chatWidgetStore } from '../../../overlays/customer-service';
import { contactAddress, contactHref } from '../customer-service';
import ServicePage from '../service-page';

beforeAll(async () => {
  await initI18n({ locale: 'en-US', resources: { 'en-US': { common: commonEnUs } } });
});
afterEach(cleanup);

describe('a contact channel from config', () => {
  it.each([
    ['https://t.me/royal_support', 'https://t.me/royal_support'],
    ['mailto:help@royal.example', 'mailto:help@royal.example'],
    ['tel:+639171234567', 'tel:+639171234567'],
    ['viber://chat?number=639171234567', 'viber://chat?number=639171234567'],
  ])('%s becomes a link', (value, href) => {
    expect(contactHref(value)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '/service',
    'not a url',
  ])('%s never becomes a link', (value) => {
    expect(contactHref(value)).toBeNull();
  });
});

describe('the address a player reads under a channel', () => {
  it.each([
    ['mailto:help@royal.example', 'help@royal.example'],
    ['tel:+639171234567', '+639171234567'],
    ['https://t.me/royal_support', 't.me/royal_support'],
    ['https://royal.example/', 'royal.example'],
    ['viber://chat?number=639171234567', null],
  ])('%s reads %s', (href, address) => {
    expect(contactAddress(href)).toBe(address);
  });
});

describe('the customer service page', () => {
  it('lists the online service and the channels that may be opened, in sort order, and drops the rest', () => {
    appConfigStore.setState({
      customerServiceList: [
        { itemType: 2, param1: 'https://m.me/royal', param2: 'Messenger', sort: 3 },
        { itemType: 2, param1: 'javascript:alert(document.cookie)', param2: 'Click me', sort: 1 },
        { itemType: 1, param1: 'royal', param2: 'vip-queue', sort: 0 },
        { itemType: 2, param1: 'https://t.me/royal', param2: 'Telegram', sort: 2 },
      ],
    });
    render(
      <MemoryRouter>
        <ServicePage />
      </MemoryRouter>,
    );
    const channels = within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    // Each row starts with the channel's name.
    expect(channels.map((channel) => channel.textContent)).toEqual([
      expect.stringMatching(/^Live chat/),
      expect.stringMatching(/^Telegram/),
      expect.stringMatching(/^Messenger/),
    ]);
    expect(screen.queryByText('Click me')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Telegram' }).getAttribute('href')).toBe(
      'https://t.me/royal',
    );
    expect(screen.getByRole('link', { name: 'Open Messenger' }).getAttribute('href')).toBe(
      'https://m.me/royal',
    );
    expect(screen.getAllByRole('link', { name: /^Open / })).toHaveLength(2);
    expect(within(channels[1] as HTMLElement).getByText('t.me/royal')).toBeTruthy();
  });

  it('opens the live chat from its row', () => {
    chatWidgetStore.setState({ state: 'hidden' });
    appConfigStore.setState({
      customerServiceList: [{ itemType: 1, param1: 'royal', param2: 'vip-queue', sort: 0 }],
    });
    render(
      <MemoryRouter>
        <ServicePage />
      </MemoryRouter>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Open Live chat' }));

    expect(chatWidgetStore.getState().state).toBe('maximised');
  });
});
