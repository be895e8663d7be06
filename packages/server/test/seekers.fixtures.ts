/** A wizard body that passes every rule of seed 001 §5: tests change only what they check. */
export function seekerBody(mobile_number: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    salutation: 'Mr',
    firstname: 'Ravi',
    middlename: 'Mohan',
    lastname: 'Kulkarni',
    gender: 'M',
    country: 'INDIA',
    state: 'Maharashtra',
    district: 'Pune',
    city: 'Pune',
    mobile_number,
    ...extra,
  };
}
