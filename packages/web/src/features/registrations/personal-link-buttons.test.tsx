import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, loginAs, renderWithProviders, stubFetch } from '../../../test/render';
import { PersonalLinkButtons } from './personal-link-buttons';
import { usePersonalLinks } from './personal-links-api';

const URL_OF_ASHA = 'http://localhost:3000/forms/5-12.AAAAAAAAAAAAAAAAAAAAAA/viewform';

describe('an invitee’s personal link on the post-approval lists', () => {
  it('copies the link, and shares it on WhatsApp with the message', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    renderWithProviders(<PersonalLinkButtons url={URL_OF_ASHA} name="Asha Kulkarni" eventName="Yuva Shibir" />);
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const text = `Namaskar Asha Kulkarni, please register for Yuva Shibir with your personal link: ${URL_OF_ASHA}`;
    expect(share).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(share).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Copy personal link' }));
    expect(writeText).toHaveBeenCalledWith(URL_OF_ASHA);
  });

  it('shows nothing for an invitee without a link', () => {
    renderWithProviders(<PersonalLinkButtons url={undefined} eventName="Yuva Shibir" />);
    expect(screen.queryByRole('button', { name: 'Copy personal link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).not.toBeInTheDocument();
  });

  it('fetches the page’s links at once, as full addresses by member', async () => {
    loginAs(4);
    const { calls } = stubFetch(() => jsonResponse(200, { data: [{ member_id: 12, url: '/forms/5-12.AAAAAAAAAAAAAAAAAAAAAA/viewform' }] }));
    function Probe() {
      const links = usePersonalLinks(5, [12, 13]);
      return <PersonalLinkButtons url={links.data?.get(12)} name="Asha" eventName="Yuva Shibir" />;
    }
    renderWithProviders(<Probe />);
    const share = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    expect(share.getAttribute('href')).toContain(encodeURIComponent(URL_OF_ASHA));
    expect(calls.map((c) => c.url)).toEqual(['/api/events/5/personal-links?members=12%2C13']);
  });
});
