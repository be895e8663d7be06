import { describe, expect, it } from 'vitest';
import { canSeeHelpLinks, canWatchHelpVideo, helpLinksFor, helpVideosFor } from './help';

describe('help videos', () => {
  it('gives role 5 only the basic videos', () => {
    expect(helpVideosFor(5).map((v) => v.file)).toEqual([
      'CMS_1_Login.mp4',
      'CMS_2_ChangePassword.mp4',
      'CMS_7_Followup_720p.mp4',
    ]);
  });

  it('gives the other roles all seven videos', () => {
    for (const role of [1, 2, 3, 4]) {
      expect(helpVideosFor(role).map((v) => v.file)).toEqual([
        'CMS_1_Login.mp4',
        'CMS_2_ChangePassword.mp4',
        'CMS_7_Followup_720p.mp4',
        'CMS_3_Event_Approval_Status.mp4',
        'CMS_4_Add_Member_to_Event.mp4',
        'CMS_5_Event_First_Approval.mp4',
        'CMS_6_Event_Approval_Status_Explained.mp4',
      ]);
    }
  });

  it('refuses role 5 an event video and everyone an unknown file', () => {
    expect(canWatchHelpVideo(5, 'CMS_3_Event_Approval_Status.mp4')).toBe(false);
    expect(canWatchHelpVideo(5, 'CMS_1_Login.mp4')).toBe(true);
    expect(canWatchHelpVideo(1, '../secret.mp4')).toBe(false);
  });
});

describe('useful links', () => {
  it('are hidden from role 5 only', () => {
    expect(canSeeHelpLinks(5)).toBe(false);
    expect(helpLinksFor(5)).toEqual([]);
    expect(helpLinksFor(4).map((l) => l.title)).toEqual([
      'Login Request Form',
      'Bulk Entry Template',
      'Update Template',
      'Follow-up Template',
    ]);
  });
});
