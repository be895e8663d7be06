/**
 * The demo organisation's users, one per role, with documented passwords (README "Demo data").
 * Tests and screenshots log in with these; never load demo data into a real organisation.
 */
export const DEMO_PASSWORD = 'Sampark@2026';

export const DEMO_USERS = [
  { role: 1, name: 'Asha Superadmin', email: 'superadmin@demo.sampark', mobile_no: '9000000001' },
  { role: 2, name: 'Bharat Admin', email: 'admin@demo.sampark', mobile_no: '9000000002' },
  { role: 3, name: 'Chitra Coordinator', email: 'coordinator@demo.sampark', mobile_no: '9000000003' },
  { role: 4, name: 'Deepak Regional', email: 'regional@demo.sampark', mobile_no: '9000000004' },
  { role: 5, name: 'Esha Sevak', email: 'sevak@demo.sampark', mobile_no: '9000000005' },
] as const;
