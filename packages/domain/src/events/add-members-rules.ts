/**
 * Adding members to an event (seed 002 §4 "Adding members to an event", §2 "Add members",
 * docs/api-conventions.md#events): only members with category, profession, brief_intro and participation
 * are added; the others are reported with what is missing.
 */

export const REQUIRED_FOR_EVENT = ['category', 'profession', 'brief_intro', 'participation'] as const;
export type RequiredForEvent = (typeof REQUIRED_FOR_EVENT)[number];

/** The member's fields the rule reads (ids for the two lists, text for the other two). */
export interface EventCandidate {
  category_id: number | null;
  profession_id: number | null;
  brief_intro: string | null;
  participation: string | null;
}

const filled = (v: string | number | null | undefined) => v !== null && v !== undefined && String(v).trim() !== '';

/** What the member lacks, in the seed's order; empty when it may be added. */
export function missingForEvent(m: EventCandidate): RequiredForEvent[] {
  const present: Record<RequiredForEvent, boolean> = {
    category: filled(m.category_id),
    profession: filled(m.profession_id),
    brief_intro: filled(m.brief_intro),
    participation: filled(m.participation),
  };
  return REQUIRED_FOR_EVENT.filter((f) => !present[f]);
}

export type NotAddedReason = 'incomplete' | 'already added' | 'outside your locations';

export interface NotAdded {
  id: number;
  reason: NotAddedReason;
  /** only for 'incomplete' */
  missing?: RequiredForEvent[];
}

export interface StoreMembersResult {
  total: number;
  added: number[];
  not_added: NotAdded[];
}

/** The result dialog's bilingual note (seed 002 §2 "Add members"). */
export const ADD_MEMBERS_NOTE = {
  en: 'Category, Profession, Brief introduction and Participation must be filled.',
  hi: 'श्रेणी, व्यवसाय, संक्षिप्त परिचय और सहभागिता भरना आवश्यक है।',
} as const;

/** What the dialog shows for a missing field. */
export const REQUIRED_FOR_EVENT_LABELS: Readonly<Record<RequiredForEvent, string>> = {
  category: 'Category',
  profession: 'Profession',
  brief_intro: 'Brief introduction',
  participation: 'Participation',
};

export function storeMembersMessage(added: number, total: number): string {
  return `${added} of ${total} members added to the event`;
}
