import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myContact } from '../../../../test/member-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ContactCards, FIRST_CARDS } from './contact-cards';

describe('ContactCards', () => {
  it('draws the first two cards at once and the rest of the page two at a time as the phone is idle, in order', async () => {
    const contacts = Array.from({ length: 9 }, (_, i) => myContact(i + 1));
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(screen.queryAllByRole('article').length));
    renderWithProviders(<ContactCards contacts={contacts} queued={[]} onFollowup={() => undefined} />);
    observer.observe(document.body, { childList: true, subtree: true });
    expect(FIRST_CARDS).toBe(2);
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Contact 1', 'Contact 2']);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
    observer.disconnect();
    expect([...new Set(counts)]).toEqual([4, 6, 8, 9]);
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(contacts.map((c) => c.fullname));
  });

  it('keeps every card of a later page: the wait is only for the first drawing', async () => {
    const first = Array.from({ length: 10 }, (_, i) => myContact(i + 1));
    const { rerender } = renderWithProviders(<ContactCards contacts={first} queued={[]} onFollowup={() => undefined} />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    const next = Array.from({ length: 10 }, (_, i) => myContact(i + 11));
    rerender(<ContactCards contacts={next} queued={[]} onFollowup={() => undefined} />);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('article', { name: 'Contact 20' })).toBeInTheDocument();
  });
});
