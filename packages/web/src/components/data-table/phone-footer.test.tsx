import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneFooter } from './phone-footer';
import type { TableFooterProps } from './table-footer';

afterEach(cleanup);

function renderFooter(props: Partial<TableFooterProps> = {}) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  render(<PhoneFooter pageIndex={0} pageSize={10} total={57} pageSizeOptions={[10, 25, 'All']} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} {...props} />);
  return { onPageChange, onPageSizeChange };
}

describe('PhoneFooter (the cards pager on a phone)', () => {
  it('shows the range and three page links around the active page, as TableFooter does', () => {
    renderFooter({ pageIndex: 2 });
    expect(screen.getByText('21 to 30 of 57')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Previous page', 'Page 2', 'Page 3', 'Page 4', 'Next page']);
    expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('turns pages: a number, Previous and Next; Previous is off on the first page, Next on the last', async () => {
    const { onPageChange } = renderFooter();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[2], [1]]);
    cleanup();
    renderFooter({ pageIndex: 5 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('offers the page sizes in the phone’s own picker, All among them', async () => {
    const { onPageSizeChange } = renderFooter();
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('10');
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', 'All']);
    await userEvent.selectOptions(size, 'All');
    await userEvent.selectOptions(size, '25');
    expect(onPageSizeChange.mock.calls).toEqual([['All'], [25]]);
  });

  it('shows no range when there are no rows', () => {
    renderFooter({ total: 0 });
    expect(screen.queryByText(/ of /)).toBeNull();
  });
});
