/**
 * Option lists of the add-seeker wizard (seed 001 §3 "Seeker (add form)" and "Option lists").
 * Lists the seeds name but do not show (skills, levels of responsibility, seeker types, activities)
 * are this project's own; multi-valued fields are stored comma-joined, so no entry has a comma.
 */

/** Marital status on the seeker form (the member form has its own list, see members.ts). */
export const SEEKER_MARITAL_STATUSES = ['Single', 'Married', 'Divorcee', 'Widow', 'Widower'] as const;
export type SeekerMaritalStatus = (typeof SEEKER_MARITAL_STATUSES)[number];

/** `spi_status` */
export const SADHANA_STATES = ['Good', 'Medium', 'Mild'] as const;
export type SadhanaState = (typeof SADHANA_STATES)[number];

/** `spi_distress` */
export const DISTRESS_LEVELS = [
  'Severe-with manifestation',
  'Severe-no manifestation',
  'Medium',
  'Mild',
  'None',
  'Not known',
] as const;
export type DistressLevel = (typeof DISTRESS_LEVELS)[number];

/** `seva_days` (multi) */
export const SEVA_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'No specific days',
] as const;
export type SevaDay = (typeof SEVA_DAYS)[number];

/** `org_responsibility_responsibility` (multi) */
export const ORG_RESPONSIBILITIES = ['Sanstha', 'Samiti', 'MAV'] as const;
export type OrgResponsibility = (typeof ORG_RESPONSIBILITIES)[number];

/** `skills` (multi): what a seeker can do for seva. */
export const SKILLS = [
  'प्रवचन एवं व्याख्यान',
  'लेखन',
  'अनुवाद',
  'संकलन एवं संपादन',
  'टंकलेखन (टाइपिंग)',
  'संगणक एवं सॉफ्टवेयर',
  'ग्राफिक्स एवं संरचना (डिज़ाइन)',
  'वीडियो चित्रीकरण एवं संकलन',
  'छायाचित्रण',
  'ध्वनि मुद्रण एवं ध्वनि व्यवस्था',
  'सामाजिक माध्यम (सोशल मीडिया)',
  'लेखा एवं हिसाब-किताब',
  'विधि एवं न्यायालयीन कार्य',
  'चिकित्सा एवं प्राथमिक उपचार',
  'वाहन चालन',
  'पाक कला (भोजन बनाना)',
  'गायन एवं वादन',
  'संपर्क एवं जनसंपर्क',
  'आयोजन एवं व्यवस्थापन',
] as const;
export type Skill = (typeof SKILLS)[number];

/** Seva activities a seeker takes part in or can take on (`which_responsibilities_capable`). */
export const SEVA_ACTIVITIES = [
  'धर्मशिक्षणवर्ग लेना',
  'सत्संग लेना',
  'नामजप सत्संग का आयोजन',
  'बालसंस्कारवर्ग लेना',
  'स्वरक्षा प्रशिक्षणवर्ग लेना',
  'ग्रंथ प्रदर्शनी लगाना',
  'ग्रंथ एवं पंचांग वितरण',
  'सनातन प्रभात नियतकालिकों का वितरण',
  'हिन्दू राष्ट्र जागृति सभा का आयोजन',
  'राष्ट्र एवं धर्म रक्षा आंदोलन में सहभाग',
  'मंदिर स्वच्छता अभियान',
  'अर्पण एवं विज्ञापन संग्रह',
  'संपर्क अभियान',
  'सामाजिक माध्यमों पर धर्मप्रसार',
] as const;
export type SevaActivity = (typeof SEVA_ACTIVITIES)[number];

/** `level_of_responsibility` (multi), from the smallest unit of the organisation up. */
export const LEVELS_OF_RESPONSIBILITY = [
  'उपकेंद्र स्तर',
  'केंद्र स्तर',
  'जिला स्तर',
  'राज्य स्तर',
  'राष्ट्रीय स्तर',
] as const;
export type LevelOfResponsibility = (typeof LEVELS_OF_RESPONSIBILITY)[number];

/** `seeker_type`: how much time the seeker gives. */
export const SEEKER_TYPES = ['Full-time', 'Part-time', 'Ashram resident', 'Occasional'] as const;
export type SeekerType = (typeof SEEKER_TYPES)[number];

/** `type_of_seeker`: the seeker's relation to the organisation. */
export const TYPES_OF_SEEKER = ['Sadhak', 'Yuva Sadhak', 'Bal Sadhak', 'Dharmapremi', 'Hitchintak'] as const;
export type TypeOfSeeker = (typeof TYPES_OF_SEEKER)[number];
