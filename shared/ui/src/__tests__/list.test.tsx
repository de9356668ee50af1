import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../button';
import { WalletIcon } from '../icons';
import { List, ListItem, ListLink } from '../list';

afterEach(cleanup);

describe('List', () => {
  it('is a named list of rows with their details and trailing controls', () => {
    render(
      <List aria-label="Bank cards">
        <ListItem description="•••• 1234" trailing={<Button size="sm">Edit</Button>}>
          BDO
        </ListItem>
        <ListItem description="•••• 9876">BPI</ListItem>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Bank cards' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('•••• 1234');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('a ListLink row is one link named by its text and its red dot, and navigates', () => {
    render(
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <List>
                <ListLink to="/email" icon={<WalletIcon />} badge="2 unread" description="Messages from us">
                  Mailbox
                </ListLink>
              </List>
            }
          />
          <Route path="/email" element={<h1>Mailbox page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: /^Mailbox Messages from us 2 unread$/ }));
    expect(screen.getByRole('heading', { name: 'Mailbox page' })).toBeTruthy();
  });
});
