import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ButtonLink, TextLink } from '../links';

afterEach(cleanup);

function inRouter(element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={element} />
        <Route path="/wallets" element={<h1>Wallet page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('TextLink', () => {
  it('navigates inside the app through the router', () => {
    inRouter(<TextLink to="/wallets">Coin records</TextLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Coin records' }));
    expect(screen.getByRole('heading', { name: 'Wallet page' })).toBeTruthy();
  });

  it('opens an outside address in a new tab without giving it this page', () => {
    render(
      <TextLink href="https://t.me/royal" external>
        Telegram
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Telegram' });
    expect(link.getAttribute('href')).toBe('https://t.me/royal');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('ButtonLink', () => {
  it('is a link (not a button) that looks like one and navigates', () => {
    inRouter(
      <ButtonLink to="/wallets" variant="primary" size="sm">
        Deposit
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Deposit' });
    expect(link.className).toContain('ui-button--primary');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Wallet page' })).toBeTruthy();
  });
});
