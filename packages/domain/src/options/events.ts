/**
 * Option lists of events, approvals, post-approval tracking and the registration form
 * (seed 002 §3 "Enumerations", §2 routes). Stored values are the seeds' codes and strings.
 */
import type { Option } from './option';

export const APPROVAL_STATUSES = [
  'New',
  'Info Pending',
  'Info Updated',
  'First Approved',
  'First Disapproved',
  'Final Approved',
  'Final Disapproved',
  'Decision Pending',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** Post-approval tracking applies only to members with this status (seed 002 §4). */
export const FINAL_APPROVED = 'Final Approved' satisfies ApprovalStatus;

/** The invitees' Approval Status dropdown: route slug -> status, in the dropdown's order. */
export const APPROVAL_STATUS_ROUTES = [
  { slug: 'new', status: 'New' },
  { slug: 'approvalfirst', status: 'First Approved' },
  { slug: 'approvalfinal', status: 'Final Approved' },
  { slug: 'infopending', status: 'Info Pending' },
  { slug: 'infoupdated', status: 'Info Updated' },
  { slug: 'disapprovalfirst', status: 'First Disapproved' },
  { slug: 'disapprovalfinal', status: 'Final Disapproved' },
  { slug: 'decisionpending', status: 'Decision Pending' },
] as const satisfies readonly { slug: string; status: ApprovalStatus }[];
export type ApprovalStatusSlug = (typeof APPROVAL_STATUS_ROUTES)[number]['slug'];

export function approvalStatusOfSlug(slug: string): ApprovalStatus | undefined {
  return APPROVAL_STATUS_ROUTES.find((r) => r.slug === slug)?.status;
}

export function slugOfApprovalStatus(status: string): ApprovalStatusSlug | undefined {
  return APPROVAL_STATUS_ROUTES.find((r) => r.status === status)?.slug;
}

/** The older approval screen names its actions differently (seed 002 §4 "Older approval screen"). */
export const OLDER_APPROVAL_ACTIONS = [
  { label: 'First Approval', status: 'First Approved' },
  { label: 'Final Approval', status: 'Final Approved' },
  { label: 'First Disapproval', status: 'First Disapproved' },
  { label: 'Final Disapproval', status: 'Final Disapproved' },
  { label: 'Decision Pending', status: 'Decision Pending' },
  { label: 'Info Pending', status: 'Info Pending' },
] as const satisfies readonly { label: string; status: ApprovalStatus }[];

/** `inv_status` */
export const INVITATION_STATUSES = [
  { value: 10, label: 'Not Invited' },
  { value: 20, label: 'Invited In Person' },
  { value: 30, label: 'Invited Over Phone' },
  { value: 40, label: 'Invited But Not Coming' },
] as const satisfies readonly Option<number>[];
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]['value'];
export const NOT_INVITED = 10 satisfies InvitationStatus;

/** `registered` */
export const REGISTRATION_STATUSES = [
  { value: 0, label: 'Not Registered' },
  { value: 1, label: 'Registered' },
  { value: 2, label: 'Cancelled' },
] as const satisfies readonly Option<number>[];
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]['value'];

/** `attended` */
export const ATTENDANCE_STATUSES = [
  { value: 0, label: 'Not Attended' },
  { value: 1, label: 'Attended' },
] as const satisfies readonly Option<number>[];
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number]['value'];

/**
 * Attendee types, the registration's `relationship`: 1 is the delegate, the others accompany
 * one (seed 002 §3).
 */
export const ATTENDEE_TYPES = [
  { value: 1, label: 'Delegate' },
  { value: 2, label: 'Activist working with the delegate' },
  { value: 3, label: 'Driver' },
  { value: 4, label: 'Security guard' },
  { value: 5, label: 'Family member' },
] as const satisfies readonly Option<number>[];
export type AttendeeType = (typeof ATTENDEE_TYPES)[number]['value'];
export const RELATIONSHIP_DELEGATE = 1 satisfies AttendeeType;

/** The registrations screen's toggle views. */
export const REGISTRATION_VIEWS = ['Delegates', 'Accompanying Personnel', 'Cancelled'] as const;
export type RegistrationView = (typeof REGISTRATION_VIEWS)[number];

/** Statuses the registrations' bulk Update Status dialog sets. */
export const REGISTRATION_BULK_STATUSES = ['Cancelled', 'Arrived', 'Attended', 'Not Attended'] as const;
export type RegistrationBulkStatus = (typeof REGISTRATION_BULK_STATUSES)[number];

export const BOOKING_STATUSES = ['I will fill details now', 'I will book later', 'I will book in tatkal'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** With this choice only the booking date is asked, no arrival or departure (seed 002 §5). */
export const BOOK_LATER = 'I will book later' satisfies BookingStatus;

/** `arrival_by`, `departure_by` */
export const TRAVEL_MODES = ['Car', 'Bus', 'Train', 'Flight'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** `pickup_point`, `dropoff_point` */
export const PICKUP_POINTS = [
  'Not required',
  'Ponda (15 min)',
  'Madgaon (40 min)',
  'Karmali (40 min)',
  'Dabolim Airport (1 Hr)',
  'Panaji (1 Hr)',
] as const;
export type PickupPoint = (typeof PICKUP_POINTS)[number];

export const TEA_OR_COFFEE = [
  'None',
  'Tea with sugar',
  'Tea without sugar',
  'Kashay with sugar',
  'Kashay without sugar',
  'Coffee with sugar',
  'Coffee without sugar',
] as const;
export type TeaOrCoffee = (typeof TEA_OR_COFFEE)[number];

/** `accommodation_needs` */
export const ACCOMMODATION_NEEDS = ['Indian Toilet', 'Western Toilet', 'Any'] as const;
export type AccommodationNeed = (typeof ACCOMMODATION_NEEDS)[number];

export const LANGUAGES_UNDERSTOOD = ['Hindi', 'English', 'Both (Hindi and English)', 'None of the above'] as const;
export type LanguageUnderstood = (typeof LANGUAGES_UNDERSTOOD)[number];

/** `other_media`, sent comma-joined. */
export const OTHER_MEDIA = ['Koo', 'Youtube', 'Pinterest', 'Skype', 'Snapchat'] as const;
export type OtherMedia = (typeof OTHER_MEDIA)[number];

/** `pastevents`, sent comma-joined: the years the registrant attended before. */
export const PAST_EVENT_YEARS = [
  '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022',
] as const;
export type PastEventYear = (typeof PAST_EVENT_YEARS)[number];

export type PostApprovalField = 'inv_status' | 'registered' | 'attended';

/**
 * The post-approval lists: route slug -> the field and value they show (seed 002 §2, §7
 * "{statustype}={value}"), with the status label the hub's dropdowns show.
 */
export const POST_APPROVAL_LISTS = [
  { slug: 'notinvited', field: 'inv_status', value: 10, label: 'Not Invited' },
  { slug: 'invitedinperson', field: 'inv_status', value: 20, label: 'Invited In Person' },
  { slug: 'invitedoverphone', field: 'inv_status', value: 30, label: 'Invited Over Phone' },
  { slug: 'invitednotcoming', field: 'inv_status', value: 40, label: 'Invited But Not Coming' },
  { slug: 'registered', field: 'registered', value: 1, label: 'Registered' },
  { slug: 'notregistered', field: 'registered', value: 0, label: 'Not Registered' },
  { slug: 'cancelled', field: 'registered', value: 2, label: 'Cancelled' },
  { slug: 'attended', field: 'attended', value: 1, label: 'Attended' },
  { slug: 'notattended', field: 'attended', value: 0, label: 'Not Attended' },
] as const satisfies readonly { slug: string; field: PostApprovalField; value: number; label: string }[];
export type PostApprovalSlug = (typeof POST_APPROVAL_LISTS)[number]['slug'];

export function postApprovalListOfSlug(slug: string): (typeof POST_APPROVAL_LISTS)[number] | undefined {
  return POST_APPROVAL_LISTS.find((l) => l.slug === slug);
}

export function postApprovalSlugOf(field: PostApprovalField, value: number): PostApprovalSlug | undefined {
  return POST_APPROVAL_LISTS.find((l) => l.field === field && l.value === value)?.slug;
}

/** The event dashboard's report types per tab (seed 002 §2 "Event dashboard"). */
export const EVENT_DASHBOARD_REPORTS = {
  invitees: ['Approval Status', 'Post Approval Status'],
  registrations: ['Statewise'],
  attendees: ['Approval Status', 'Post Approval Status', 'Event Type'],
} as const;
export type EventDashboardTab = keyof typeof EVENT_DASHBOARD_REPORTS;
