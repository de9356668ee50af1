import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from '../infinite-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const records = ['Deposit 100.00', 'Bet 20.00', 'Win 45.50'];
const renderRecord = (record: string) => <span>{record}</span>;

describe('InfiniteList', () => {
  it('renders every item and says "No more" once there is nothing left to load', () => {
    render(
      <InfiniteList
        items={records}
        renderItem={renderRecord}
        hasMore={false}
        loading={false}
        onLoadMore={() => {}}
      />,
    );

    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(records);
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('loads the next page from a "Load more" button where IntersectionObserver is missing', () => {
    const onLoadMore = vi.fn();
    render(
      <InfiniteList
        items={records}
        renderItem={renderRecord}
        hasMore
        loading={false}
        onLoadMore={onLoadMore}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    expect(screen.queryByText('No more')).toBeNull();
  });

  it('shows a loading indicator instead of the button while a page loads', () => {
    render(<InfiniteList items={records} renderItem={renderRecord} hasMore loading onLoadMore={() => {}} />);

    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page when the end of the list scrolls into view', () => {
    let reportIntersection: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          reportIntersection = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const onLoadMore = vi.fn();
    render(
      <InfiniteList
        items={records}
        renderItem={renderRecord}
        hasMore
        loading={false}
        onLoadMore={onLoadMore}
      />,
    );

    reportIntersection([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(onLoadMore).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the empty label when there are no items at all', () => {
    render(
      <InfiniteList
        items={[]}
        renderItem={renderRecord}
        hasMore={false}
        loading={false}
        onLoadMore={() => {}}
        emptyLabel="No records yet"
      />,
    );

    expect(screen.getByText('No records yet')).toBeTruthy();
    expect(screen.queryByText('No more')).toBeNull();
    // The records picture above it, decorative: the label says what is missing.
    expect(document.querySelector('svg.ui-illustration')?.getAttribute('aria-hidden')).toBe('true');
  });
});
