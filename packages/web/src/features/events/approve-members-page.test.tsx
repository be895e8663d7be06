import type { Role } from '@sampark/domain/roles';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { listCalls, member, setupScreen } from './events-test-data';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const PAGE = 'skip=0&limit=50&orderby=created_at&ordertype=desc';

async function actions() {
  await screen.findByText('Member 11');
  const names = ['First Approval', 'Final Approval', 'First Disapproval', 'Final Disapproval', 'Decision Pending', 'Info Pending'];
  return screen.getAllByRole('button').map((b) => b.textContent ?? '').filter((t) => names.includes(t));
}

describe('the older approval screen (seed 002 §4)', () => {
  it.each([
    [4, 'status=New&', ['First Approval', 'First Disapproval']],
    [3, 'status=First+Approved&', ['Final Approval', 'Final Disapproval', 'Decision Pending', 'Info Pending']],
    [1, '', ['First Approval', 'Final Approval', 'First Disapproval', 'Final Disapproval', 'Decision Pending', 'Info Pending']],
    [2, '', ['First Approval', 'Final Approval', 'First Disapproval', 'Final Disapproval', 'Decision Pending', 'Info Pending']],
  ] as const)('role %i: asks for %s50 per page and offers %j', async (role, status, expected) => {
    const { calls } = setupScreen(role as Role, '/event/7/approvemembers', { rows: [member(11, 'New')] });
    expect(await screen.findByRole('heading', { name: 'Approve Members' })).toBeInTheDocument();
    expect(await actions()).toEqual(expected);
    expect(listCalls(calls)[0]).toBe(`/api/event/getmembers?event_id=7&${status}${PAGE}`);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  });

  it('needs comments, then gives the selected members the status and shows the outcome', async () => {
    const { calls } = setupScreen(4, '/event/7/approvemembers', {
      rows: [member(11, 'New'), member(12, 'New')],
      answer: (call) =>
        call.url === '/api/event/approvemembers' ? jsonResponse(200, { message: 'Status Updated Successfully' }) : undefined,
    });
    await screen.findByText('Member 11');
    const reject = screen.getByRole('button', { name: 'First Disapproval' });
    expect(reject).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 12' }));
    await userEvent.click(reject);
    expect(screen.getByText('Please enter comments')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/event/approvemembers')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /^Comments/ }), 'Not this year');
    expect(screen.queryByText('Please enter comments')).not.toBeInTheDocument();
    await userEvent.click(reject);
    const dialog = await screen.findByRole('dialog', { name: 'Approval Status' });
    const done = within(dialog).getByRole('status');
    expect(done).toHaveTextContent('Status Updated Successfully');
    expect(done).toHaveTextContent('Total selected: 1');
    expect(done).toHaveTextContent('New status: First Disapproved');
    expect(done).toHaveTextContent('IDs: 12');
    expect(calls.find((c) => c.url === '/api/event/approvemembers')?.body).toEqual({ id: 7, members: [12], status: 'First Disapproved', comment: 'Not this year' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^Comments/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Select row 12' })).not.toBeChecked();
  });
});
