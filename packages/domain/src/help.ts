/**
 * The help page (seed 002 §2 "Help page", §6): useful links for roles other than 5, basic training
 * videos for every role, event videos for roles other than 5. The server serves the files from
 * HELP_VIDEOS_DIR (docs/api-conventions.md#exports-and-files).
 */

export interface HelpVideo {
  file: string;
  title: string;
  /** basic videos are for every logged-in role; the others are not for role 5 */
  basic: boolean;
}

export const HELP_VIDEOS: readonly HelpVideo[] = [
  { file: 'CMS_1_Login.mp4', title: 'Login', basic: true },
  { file: 'CMS_2_ChangePassword.mp4', title: 'Change Password', basic: true },
  { file: 'CMS_7_Followup_720p.mp4', title: 'Follow-ups', basic: true },
  { file: 'CMS_3_Event_Approval_Status.mp4', title: 'Event Approval Status', basic: false },
  { file: 'CMS_4_Add_Member_to_Event.mp4', title: 'Add Member to Event', basic: false },
  { file: 'CMS_5_Event_First_Approval.mp4', title: 'Event First Approval', basic: false },
  { file: 'CMS_6_Event_Approval_Status_Explained.mp4', title: 'Event Approval Status Explained', basic: false },
];

export interface HelpLink {
  file: string;
  title: string;
}

/** The seed names the useful links but not their files; these names are ours. */
export const HELP_LINKS: readonly HelpLink[] = [
  { file: 'Login_Request_Form.xlsx', title: 'Login Request Form' },
  { file: 'Bulk_Entry_Template.xlsx', title: 'Bulk Entry Template' },
  { file: 'Update_Template.xlsx', title: 'Update Template' },
  { file: 'Followup_Template.xlsx', title: 'Follow-up Template' },
];

const SEVAK = 5;

export function findHelpVideo(file: string): HelpVideo | undefined {
  return HELP_VIDEOS.find((v) => v.file === file);
}

export function canWatchHelpVideo(role: number, file: string): boolean {
  const video = findHelpVideo(file);
  return video !== undefined && (video.basic || role !== SEVAK);
}

export function helpVideosFor(role: number): HelpVideo[] {
  return HELP_VIDEOS.filter((v) => canWatchHelpVideo(role, v.file));
}

export function canSeeHelpLinks(role: number): boolean {
  return role !== SEVAK;
}

export function helpLinksFor(role: number): HelpLink[] {
  return canSeeHelpLinks(role) ? [...HELP_LINKS] : [];
}
