import { ApiError, ApiTimeoutError } from '@casino/platform';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedQuery } from '../paged-list';
import { QueryView } from '../query-view';

afterEach(cleanup);

const settledPages: PagedQuery = {
  error: null,
  isError: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  refetch: () => {},
  fetchNextPage: () => {},
};
const renderRow = (row: string) => <span>{row}</span>;

describe('QueryView', () => {
  it('shows the content once the query has data, and keeps it when a refetch fails', () => {
    render(
      <QueryView
        query={{ data: 'Balance 12.00', error: new Error('offline'), refetch: () => {} }}
        skeletonHeight={40}
      >
        {(data) => <p>{data}</p>}
      </QueryView>,
    );
    expect(screen.getByText('Balance 12.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers a retry that refetches when the first load fails, with the error code in the message', () => {
    const refetch = vi.fn();
    render(
      <QueryView
        query={{ data: undefined, error: new ApiError('/app/v1/getMail3', 4242, 'boom'), refetch }}
        skeletonHeight={40}
      >
        {() => <p>never</p>}
      </QueryView>,
    );
    expect(screen.getByText(/4242/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("after a time-out the 'Tips' dialog told, only offers to load again: no alert, no second error", () => {
    const refetch = vi.fn();
    const timedOut = new ApiTimeoutError('/app/v1/getMail3', 10_000, { tipShown: true });
    render(
      <QueryView query={{ data: undefined, error: timedOut, refetch }} skeletonHeight={40}>
        {() => <p>never</p>}
      </QueryView>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/408|timed out|went wrong/i)).toBeNull();
    expect(screen.getByText('Not loaded yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('PagedList', () => {
  it('marks itself busy before the first page arrives', () => {
    const { container } = render(
      <PagedList
        rows={undefined}
        query={settledPages}
        getItemKey={(row: string) => row}
        renderItem={renderRow}
      />,
    );
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it("lists the rows and ends in 'No more' when there is no next page", () => {
    render(
      <PagedList
        rows={['Mail 1', 'Mail 2']}
        query={settledPages}
        getItemKey={(row) => row}
        renderItem={renderRow}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Mail 1', 'Mail 2']);
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('says its own empty label when the first page is empty', () => {
    render(
      <PagedList
        rows={[]}
        query={settledPages}
        emptyLabel="Your inbox is empty"
        getItemKey={(row: string) => row}
        renderItem={renderRow}
      />,
    );
    expect(screen.getByText('Your inbox is empty')).toBeTruthy();
  });

  it("keeps the rows when a later page fails, drops 'No more' and retries that page", () => {
    const fetchNextPage = vi.fn();
    render(
      <PagedList
        rows={['Mail 1']}
        query={{
          ...settledPages,
          hasNextPage: true,
          isFetchNextPageError: true,
          error: new ApiError('/app/v1/getMail3', 7, 'x'),
          fetchNextPage,
        }}
        getItemKey={(row) => row}
        renderItem={renderRow}
      />,
    );
    expect(screen.getByText('Mail 1')).toBeTruthy();
    expect(screen.queryByText('No more')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });
});
