import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

interface Person {
  id: number;
  name: string;
  city: string;
  email: string;
}

const people: Person[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  name: `Person ${i + 1}`,
  city: ['Pune', 'Mumbai', 'Agra'][i % 3],
  email: `p${i + 1}@example.org`,
}));

const columns: DataTableColumn<Person>[] = [
  { id: 'id', header: 'ID', accessor: 'id', sortable: true, locked: true },
  { id: 'name', header: 'Full Name', accessor: 'name', sortable: true, locked: true },
  { id: 'city', header: 'City', accessor: 'city', sortable: true },
  { id: 'email', header: 'Email', accessor: 'email', hiddenByDefault: true },
];

const base = { columns, getRowId: (p: Person) => String(p.id), label: 'People' };

function renderTable(props: DataTableProps<Person>) {
  return render(
    <MantineProvider env="test">
      <DataTable {...props} />
    </MantineProvider>,
  );
}

/** The text of the first cell of each body row (the ID column). */
function firstCells(): string[] {
  const body = screen.getByRole('table', { name: 'People' }).querySelector('tbody')!;
  return Array.from(body.querySelectorAll('tr')).map((tr) => tr.querySelector('td')?.textContent ?? '');
}

function bodyRowCount(): number {
  return screen.getByRole('table', { name: 'People' }).querySelectorAll('tbody tr').length;
}

async function choosePageSize(option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(cleanup);

describe('DataTable in client mode', () => {
  const clientProps: DataTableProps<Person> = {
    ...base,
    mode: 'client',
    rows: people,
    pageSizeOptions: [10, 25, 'All'],
    searchPlaceholder: 'Type to Search',
  };

  it('pages the rows and shows x to y of n with three page links', async () => {
    const user = userEvent.setup();
    renderTable(clientProps);
    expect(screen.getByText('1 to 10 of 57')).toBeTruthy();
    expect(bodyRowCount()).toBe(10);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11 to 20 of 57')).toBeTruthy();
    expect(firstCells()[0]).toBe('11');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('21 to 30 of 57')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters instantly as the user types and resets to the first page', async () => {
    const user = userEvent.setup();
    renderTable(clientProps);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.type(screen.getByRole('searchbox', { name: 'Type to Search' }), 'person 5');
    expect(firstCells()).toEqual(['5', '50', '51', '52', '53', '54', '55', '56', '57']);
    expect(screen.getByText('1 to 9 of 9')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Type to Search' }), 'zzz');
    expect(screen.getByText('There are no matching records')).toBeTruthy();
    expect(screen.queryByText(/ to \d+ of /)).toBeNull();
  });

  it('clears the search with the Clear button', async () => {
    const user = userEvent.setup();
    renderTable({ ...clientProps, withClearButton: true });
    await user.type(screen.getByRole('searchbox', { name: 'Type to Search' }), 'Person 7');
    expect(screen.getByText('1 to 1 of 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('1 to 10 of 57')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Type to Search' }) as HTMLInputElement).value).toBe('');
  });

  it('sorts on sortable headers only, cycling ascending, descending and unsorted', async () => {
    const user = userEvent.setup();
    renderTable({ ...clientProps, columns: [...columns.slice(0, 2), { ...columns[2], sortable: false }] });
    const nameHeader = screen.getByRole('columnheader', { name: 'Full Name' });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'City' }).hasAttribute('aria-sort')).toBe(false);
    expect(screen.queryByRole('button', { name: 'City' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Full Name' }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells().slice(0, 3)).toEqual(['1', '2', '3']);

    await user.click(screen.getByRole('button', { name: 'Full Name' }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(firstCells().slice(0, 3)).toEqual(['57', '56', '55']);

    await user.click(screen.getByRole('button', { name: 'ID' }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'ID' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('sorts text with embedded numbers in numeric order', async () => {
    const user = userEvent.setup();
    renderTable({ ...clientProps, defaultQuery: { pageSize: 'All' } });
    await user.click(screen.getByRole('button', { name: 'Full Name' }));
    expect(firstCells().slice(8, 11)).toEqual(['9', '10', '11']);
  });

  it('changes the page size, including All', async () => {
    renderTable(clientProps);
    await choosePageSize('25');
    expect(screen.getByText('1 to 25 of 57')).toBeTruthy();
    expect(bodyRowCount()).toBe(25);
    await choosePageSize('All');
    expect(screen.getByText('1 to 57 of 57')).toBeTruthy();
    expect(bodyRowCount()).toBe(57);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1']);
  });

  it('steps back to the last page when rows disappear', () => {
    const view = renderTable({ ...clientProps, defaultQuery: { pageIndex: 5 } });
    expect(screen.getByText('51 to 57 of 57')).toBeTruthy();
    view.rerender(
      <MantineProvider env="test">
        <DataTable {...clientProps} rows={people.slice(0, 30)} defaultQuery={{ pageIndex: 5 }} />
      </MantineProvider>,
    );
    expect(screen.getByText('21 to 30 of 30')).toBeTruthy();
    expect(firstCells()[0]).toBe('21');
  });
});

describe('DataTable in remote mode', () => {
  const page = people.slice(0, 10);

  function renderRemote(onQueryChange = vi.fn()) {
    renderTable({
      ...base,
      mode: 'remote',
      rows: page,
      total: 250,
      pageSizeOptions: [10, 100],
      searchPlaceholder: 'Search Members',
      onQueryChange,
    });
    return onQueryChange;
  }

  it('renders the rows and total it is given', () => {
    renderRemote();
    expect(firstCells()).toEqual(page.map((p) => String(p.id)));
    expect(screen.getByText('1 to 10 of 250')).toBeTruthy();
  });

  it('reports the search only when Enter is pressed', async () => {
    const user = userEvent.setup();
    const onQueryChange = renderRemote();
    await user.type(screen.getByRole('searchbox', { name: 'Search Members' }), 'Person 5');
    expect(onQueryChange).not.toHaveBeenCalled();
    expect(firstCells()).toHaveLength(10);

    await user.keyboard('{Enter}');
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 10, sort: null, search: 'Person 5' });
  });

  it('reports sort, page and page-size changes without sorting the rows itself', async () => {
    const user = userEvent.setup();
    const onQueryChange = renderRemote();
    await user.click(screen.getByRole('button', { name: 'Full Name' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({
      pageIndex: 0,
      pageSize: 10,
      sort: { id: 'name', direction: 'asc' },
      search: '',
    });
    await user.click(screen.getByRole('button', { name: 'Full Name' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({
      pageIndex: 0,
      pageSize: 10,
      sort: { id: 'name', direction: 'desc' },
      search: '',
    });
    expect(firstCells()[0]).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({
      pageIndex: 1,
      pageSize: 10,
      sort: { id: 'name', direction: 'desc' },
      search: '',
    });
    await choosePageSize('100');
    expect(onQueryChange).toHaveBeenLastCalledWith({
      pageIndex: 0,
      pageSize: 100,
      sort: { id: 'name', direction: 'desc' },
      search: '',
    });
  });

  it('shows the empty text, and no 0 to 0 of 0, with no rows', () => {
    renderTable({ ...base, mode: 'remote', rows: [], total: 0, pageSizeOptions: [10], emptyText: 'No members' });
    expect(screen.getByText('No members')).toBeTruthy();
    expect(screen.queryByText(/ to \d+ of /)).toBeNull();
  });

  it("says seed 002's 'There are no matching records' when no empty text is given", () => {
    renderTable({ ...base, mode: 'remote', rows: [], total: 0, pageSizeOptions: [10] });
    expect(screen.getByText('There are no matching records')).toBeTruthy();
    expect(screen.queryByText('0 to 0 of 0')).toBeNull();
  });

  it('marks the table busy while loading', () => {
    const { container } = renderTable({ ...base, mode: 'remote', rows: [], total: 0, pageSizeOptions: [10], loading: true });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('There are no matching records')).toBeNull();
  });
});

describe('DataTable column chooser', () => {
  const chooserProps: DataTableProps<Person> = {
    ...base,
    mode: 'client',
    rows: people,
    pageSizeOptions: [10],
    withColumnChooser: true,
  };

  function headers(): string[] {
    return screen.getAllByRole('columnheader').map((th) => th.textContent ?? '');
  }

  it('hides hiddenByDefault columns until chosen and reports the choice', async () => {
    const user = userEvent.setup();
    const onVisibleColumnsChange = vi.fn();
    renderTable({ ...chooserProps, onVisibleColumnsChange });
    expect(headers()).toEqual(['ID', 'Full Name', 'City']);
    await user.click(screen.getByRole('combobox', { name: 'Select Columns' }));
    await user.click(await screen.findByRole('option', { name: 'Email' }));
    expect(onVisibleColumnsChange).toHaveBeenLastCalledWith(['id', 'name', 'city', 'email']);
    expect(headers()).toEqual(['ID', 'Full Name', 'City', 'Email']);
  });

  it('keeps locked columns when the user removes columns', async () => {
    const user = userEvent.setup();
    const onVisibleColumnsChange = vi.fn();
    renderTable({ ...chooserProps, onVisibleColumnsChange });
    const input = screen.getByRole('combobox', { name: 'Select Columns' });
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(onVisibleColumnsChange).toHaveBeenLastCalledWith(['id', 'name']);
    await user.keyboard('{Backspace}{Backspace}');
    expect(onVisibleColumnsChange).toHaveBeenLastCalledWith(['id', 'name']);
    expect(headers()).toEqual(['ID', 'Full Name']);
  });

  it('re-renders the cells of every row when the visible columns change', async () => {
    const user = userEvent.setup();
    renderTable({ ...chooserProps, rows: people.slice(0, 3) });
    await user.click(screen.getByRole('combobox', { name: 'Select Columns' }));
    await user.click(await screen.findByRole('option', { name: 'Email' }));
    const firstRow = screen.getByRole('table', { name: 'People' }).querySelector('tbody tr')!;
    expect(Array.from(firstRow.querySelectorAll('td')).map((td) => td.textContent)).toEqual(['1', 'Person 1', 'Pune', 'p1@example.org']);
  });

  it('shows locked columns even when a controlled choice leaves them out', () => {
    renderTable({ ...chooserProps, visibleColumns: ['email'], onVisibleColumnsChange: vi.fn() });
    expect(headers()).toEqual(['ID', 'Full Name', 'Email']);
  });
});

describe('DataTable row selection and expansion', () => {
  function SelectableTable({ onChange }: { onChange: (ids: string[]) => void }) {
    const [selected, setSelected] = useState<string[]>([]);
    return (
      <MantineProvider env="test">
        <DataTable
          {...base}
          mode="client"
          rows={people}
          pageSizeOptions={[10]}
          selectedIds={selected}
          onSelectionChange={(ids) => {
            setSelected(ids);
            onChange(ids);
          }}
        />
      </MantineProvider>
    );
  }

  it('selects single rows and all rows on the page, keeping other pages', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectableTable onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(onChange).toHaveBeenLastCalledWith(['3']);
    expect((screen.getByRole('checkbox', { name: 'Select row 3' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(['3', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(['3']);
  });

  it('shows no checkboxes without selection props', () => {
    renderTable({ ...base, mode: 'client', rows: people, pageSizeOptions: [10] });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('expands a row to show its details', async () => {
    const user = userEvent.setup();
    renderTable({
      ...base,
      mode: 'client',
      rows: people,
      pageSizeOptions: [10],
      renderExpanded: (p) => <p>Details of {p.name}</p>,
    });
    expect(screen.queryByText('Details of Person 2')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand row 2' }));
    expect(screen.getByText('Details of Person 2')).toBeTruthy();
    const collapse = screen.getByRole('button', { name: 'Collapse row 2' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await user.click(collapse);
    expect(screen.queryByText('Details of Person 2')).toBeNull();
  });
});

describe('DataTable virtualisation', () => {
  const many: Person[] = Array.from({ length: 2000 }, (_, i) => ({
    id: i + 1,
    name: `Person ${i + 1}`,
    city: 'Pune',
    email: '',
  }));

  // jsdom has no layout: give every element the 600px height of the table's scroll container.
  let clientHeight: PropertyDescriptor | undefined;
  beforeEach(() => {
    clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  });
  afterEach(() => {
    if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  });

  it('renders far fewer rows than 2,000 when showing all of them', () => {
    renderTable({ ...base, mode: 'client', rows: many, pageSizeOptions: ['All'] });
    expect(screen.getByText('1 to 2000 of 2000')).toBeTruthy();
    const rows = screen.getByRole('table', { name: 'People' }).querySelectorAll('tbody tr:not([aria-hidden])');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(100);
    expect(firstCells()[0]).toBe('1');
    // The spacer row below stands in for the rows not rendered, so the scrollbar is right.
    const spacer = screen.getByRole('table', { name: 'People' }).querySelector('tbody tr[aria-hidden]:last-child td');
    expect(parseInt((spacer as HTMLElement).style.height, 10)).toBe((2000 - rows.length) * 37);
  });

  it('renders every row plainly up to 100 rows', () => {
    renderTable({ ...base, mode: 'client', rows: many.slice(0, 100), pageSizeOptions: ['All'] });
    expect(bodyRowCount()).toBe(100);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByText('Person 100')).toBeTruthy();
  });
});
