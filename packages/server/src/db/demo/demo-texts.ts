/**
 * Free-text pools for the demo organisation: member introductions, participation notes, followup
 * comments, addresses, organizations. Written for a volunteer-run religious and social
 * organisation; all people and organizations are fictional.
 */

export const OCCUPATIONS = [
  'Retired teacher', 'Software engineer', 'Shop owner', 'Farmer', 'Homemaker', 'College student',
  'Doctor', 'Advocate', 'Businessman', 'Bank employee', 'Temple priest', 'Government employee',
  'Chartered accountant', 'Social worker', 'Journalist', 'Ayurvedic practitioner',
] as const;

export const INTERESTS = [
  'interested in the Dharmashikshan Varga', 'attends the weekly satsang', 'wants to help at book exhibitions',
  'reads the weekly periodical regularly', 'keen on Balsanskar classes for the children',
  'met us at a temple festival', 'interested in the self-defence training class',
  'asked for material on celebrating festivals', 'follows our talks on YouTube', 'wants to start a satsang at home',
] as const;

export const PARTICIPATION_NOTES = [
  'Helped at the Guru Purnima programme', 'Distributes periodicals in the neighbourhood',
  'Attends the baithak every month', 'Volunteered at the book exhibition', 'Collected signatures for the petition',
  'Arranges the hall for the satsang', 'Shares our posts on social media', 'Brings family members to the sabha',
  'Offers a vehicle for event transport', 'Teaches the Balsanskar class on Sundays',
] as const;

/** Followup comments by outcome, so that a comment fits its status. */
export const COMMENTS = {
  reached: [
    'Will attend the next satsang', 'Interested in the Dharmashikshan Varga', 'Shared the periodical link on WhatsApp',
    'Asked for material in the regional language', 'Wants details of the next sabha', 'Happy to help at the exhibition',
    'Family also interested', 'Asked us to call after Diwali',
  ],
  meeting: ['Meeting fixed at his home', 'Will meet at the temple after aarti', 'Meeting at the office after work', 'Meeting at the book stall'],
  unreached: [
    'Phone switched off twice', 'Number busy, try in the evening', 'Spoke to a family member, will call back',
    'No answer on three attempts', 'Out of station this month', 'Requested to call on Sunday',
  ],
  spam: ['Number belongs to someone else', 'Abusive reply, do not call', 'Fake entry from the website form'],
} as const;

export const STREETS = [
  'Shivaji Nagar', 'Gandhi Road', 'Station Road', 'MG Road', 'Tilak Road', 'Nehru Chowk', 'Ganesh Peth',
  'Laxmi Road', 'Subhash Marg', 'Sarafa Bazar', 'Ram Nagar', 'Vivekanand Colony', 'Azad Maidan Road', 'Temple Street',
] as const;

export const HOUSING = ['Flat', 'House No.', 'Plot', 'Room'] as const;

export const SPIRITUAL_PRACTICES = ['Namjap daily', 'Daily puja', 'Reads the Gita', 'Attends aarti', 'Fasts on Ekadashi'] as const;

export const POSITIONS = ['Member', 'Volunteer', 'Secretary', 'Trustee', 'President', 'Treasurer'] as const;

export const GIFT_DESCRIPTIONS: Readonly<Record<string, readonly string[]>> = {
  'CD/DVD': ['Bhajan CD', 'Festival talks DVD'],
  Granth: ['Gita with commentary', 'Book on the sixteen sanskars', 'Book on festivals'],
  Panchang: ['Panchang (Marathi)', 'Panchang (Hindi)'],
  Dainik: ['One month of the daily'],
  Other: ['Wall calendar', 'Photo of the deity'],
};

export interface DemoOrganization {
  name: string;
  objective: string;
  area_activity: string;
  members: string;
  website: string | null;
  head_person: string;
  remark: string | null;
}

export const ORGANIZATIONS: readonly DemoOrganization[] = [
  { name: 'Sanatan Dharma Seva Mandal', objective: 'Spread the teachings of Sanatan Dharma', area_activity: 'Satsangs, lectures', members: '250', website: 'https://sdsm.example.org', head_person: 'Shri Vasant Kulkarni', remark: null },
  { name: 'Shri Ram Seva Samiti, Pune', objective: 'Temple service and festival celebration', area_activity: 'Ram Navami utsav, annadan', members: '120', website: null, head_person: 'Shri Anil Deshpande', remark: 'Partners for the Ram Navami procession' },
  { name: 'Gau Seva Trust', objective: 'Care of cows and gaushalas', area_activity: 'Gaushala management', members: '60', website: 'https://gauseva.example.org', head_person: 'Smt. Meena Patel', remark: null },
  { name: 'Bharatiya Sanskriti Sanvardhan Manch', objective: 'Preserve Indian culture and arts', area_activity: 'Cultural programmes, exhibitions', members: '400', website: 'https://bssm.example.org', head_person: 'Dr Prakash Joshi', remark: null },
  { name: 'Vedic Pathshala Trust', objective: 'Teach the Vedas to children', area_activity: 'Pathshala, summer camps', members: '35', website: null, head_person: 'Vedmurti Shrikant Shastri', remark: 'Requests volunteers for summer camp' },
  { name: 'Yuva Jagruti Manch', objective: 'Character building among the youth', area_activity: 'Youth camps, self-defence classes', members: '800', website: 'https://yjm.example.org', head_person: 'Shri Rohit Sawant', remark: null },
  { name: 'Mahila Seva Sangh', objective: 'Support and self-reliance for women', area_activity: 'Training, counselling', members: '300', website: null, head_person: 'Smt. Sunita Jadhav', remark: null },
  { name: 'Adhivakta Dharma Parishad', objective: 'Legal help to temples and devotees', area_activity: 'Legal aid, seminars', members: '90', website: 'https://adp.example.org', head_person: 'Adv. Girish Naik', remark: 'Contact for temple trust matters' },
  { name: 'Dharmik Granth Prakashan', objective: 'Publish religious texts at low cost', area_activity: 'Publishing, book stalls', members: '25', website: 'https://dgp.example.org', head_person: 'Shri Ashok Apte', remark: null },
  { name: 'Shri Ganesh Utsav Mandal, Dadar', objective: 'Celebrate Ganeshotsav the traditional way', area_activity: 'Ganeshotsav', members: '150', website: null, head_person: 'Shri Nitin More', remark: 'Eco-friendly idol campaign' },
  { name: 'Annadan Seva Trust', objective: 'Free meals at pilgrimage places', area_activity: 'Annadan', members: '75', website: null, head_person: 'Shri Harish Shah', remark: null },
  { name: 'Gram Vikas Pratishthan', objective: 'Village development through self-help', area_activity: 'Water conservation, schools', members: '500', website: 'https://gvp.example.org', head_person: 'Shri Subhash Patil', remark: null },
  { name: 'Mandir Sanrakshan Samiti', objective: 'Protect and restore old temples', area_activity: 'Restoration, awareness', members: '210', website: null, head_person: 'Shri Kailash Tiwari', remark: null },
  { name: 'Sanskrit Bharati Abhyas Kendra', objective: 'Spoken Sanskrit for all', area_activity: 'Sanskrit classes', members: '140', website: 'https://sbak.example.org', head_person: 'Dr Uma Bhat', remark: null },
  { name: 'Ayurveda Arogya Seva Sanstha', objective: 'Health camps based on Ayurveda', area_activity: 'Health camps', members: '45', website: null, head_person: 'Vaidya Sudhir Gokhale', remark: 'Holds monthly free camps' },
];
