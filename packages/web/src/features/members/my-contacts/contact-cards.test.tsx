import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ContactCards, FIRST_CARDS } from './contact-cards';
import type { Contact } from './my-contacts-api';

function contact(id: number): Contact {
  return {
    id,
    source: 'Quick Entry',
    type: 'Q',
    salutation: 'Mr',
    fullname: `Contact ${id}`,
    location_id: 3,
    location: 'Pune',
    city: 'Pune',
    profession: 'Doctor',
    category: 'General',
    mobile_country_code: '91',
    mobile_number: '98200 12345',
    whatsapp: null,
    email: null,
    contact_group: 'Pending',
    last_contact_status: null,
    last_contact_response: null,
    last_participation_status: null,
    lcd: null,
    sf: 0,
    uf: 0,
    brief_intro: null,
    participation: null,
    created_at: '2024-03-05 10:00:00',
    updated_at: '2024-03-06 11:00:00',
    pending_days: 3,
  } as Contact;
}

describe('ContactCards', () => {
  it('draws the first two cards at once and the rest of the page once the phone is idle, in order', async () => {
    const contacts = Array.from({ length: 10 }, (_, i) => contact(i + 1));
    renderWithProviders(<ContactCards contacts={contacts} queued={[]} onFollowup={() => undefined} />);
    expect(FIRST_CARDS).toBe(2);
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Contact 1', 'Contact 2']);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(contacts.map((c) => c.fullname));
  });

  it('keeps every card of a later page: the wait is only for the first drawing', async () => {
    const first = Array.from({ length: 10 }, (_, i) => contact(i + 1));
    const { rerender } = renderWithProviders(<ContactCards contacts={first} queued={[]} onFollowup={() => undefined} />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    const next = Array.from({ length: 10 }, (_, i) => contact(i + 11));
    rerender(<ContactCards contacts={next} queued={[]} onFollowup={() => undefined} />);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('article', { name: 'Contact 20' })).toBeInTheDocument();
  });
});
