import type { MemberListRow } from '@sampark/domain/schemas/member-filter';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { memberColumns } from './member-columns';

const row = { id: 5, fullname: 'Member 5', output: 'WhatsApp subscription,andolan' } as unknown as MemberListRow;

describe('the members table cells', () => {
  it('shows the output entries separated by a comma and a space (issue 26 item 15)', () => {
    const output = memberColumns().find((c) => c.id === 'output')!;
    renderWithProviders(<>{output.cell!(row)}</>);
    expect(screen.getByText('WhatsApp subscription, andolan')).toBeInTheDocument();
  });
});
