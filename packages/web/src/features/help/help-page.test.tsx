import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';

function open(path: string, role: 1 | 4 | 5, answer: (call: RecordedCall) => Response = () => jsonResponse(404)) {
  const auth = loginAs(role);
  const network = stubFetch(withUser(auth.user, answer));
  renderApp(path);
  return network;
}

function videoTitles(): string[] {
  const section = screen.getByRole('region', { name: 'Training Videos' });
  return within(section)
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

describe('help page', () => {
  it('shows role 5 the basic videos and no useful links', async () => {
    open('/help', 5);
    await screen.findByRole('heading', { name: 'Help', level: 1 });
    expect(videoTitles()).toEqual(['Login', 'Change Password', 'Follow-ups']);
    expect(screen.queryByRole('heading', { name: 'Useful Links' })).not.toBeInTheDocument();
  });

  it('shows other roles the useful links and all videos', async () => {
    open('/help', 4);
    await screen.findByRole('heading', { name: 'Help', level: 1 });
    expect(videoTitles()).toEqual([
      'Login',
      'Change Password',
      'Follow-ups',
      'Event Approval Status',
      'Add Member to Event',
      'Event First Approval',
      'Event Approval Status Explained',
    ]);
    const links = screen.getByRole('region', { name: 'Useful Links' });
    expect(within(links).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Login Request Form',
      'Bulk Entry Template',
      'Update Template',
      'Follow-up Template',
    ]);
  });
});

describe('help video page', () => {
  it('plays the video with the token in its URL', async () => {
    const { calls } = open('/help/CMS_1_Login.mp4', 5, () => new Response('x', { status: 206 }));
    await screen.findByRole('heading', { name: 'Login' });
    const video = await screen.findByLabelText('Login');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/api/help/videos/CMS_1_Login.mp4?token=token-role-5');
    expect(calls.at(-1)).toMatchObject({ url: '/api/help/videos/CMS_1_Login.mp4', headers: { Range: 'bytes=0-0' } });
  });

  it("says 'This video is not installed' when the server has no file", async () => {
    open('/help/CMS_7_Followup_720p.mp4', 1, () => jsonResponse(404, { message: 'This video is not installed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This video is not installed');
    expect(document.querySelector('video')).toBeNull();
  });

  it('refuses role 5 an event video', async () => {
    const { calls } = open('/help/CMS_4_Add_Member_to_Event.mp4', 5);
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/help/videos'))).toBe(false);
  });
});
